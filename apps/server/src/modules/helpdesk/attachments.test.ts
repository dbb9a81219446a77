import { crc32 } from "node:zlib";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, TICKET_ATTACHMENT_MESSAGES } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketAttachments } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { gradientPng } from "../documents/demo-files";

const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

interface Caller {
  host: string;
  cookie: string;
}
let t: TestApp;
let ids: { demo: string; summit: string };
let staff: Caller;
let summitStaff: Caller;
/** Jamie, the demo clinic's portal client, and Bea, another client of the same clinic. */
let jamie: Caller;
let bea: Caller;

const PNG = gradientPng(800, 600, [20, 120, 200], [240, 200, 40]);
const TEXT = Buffer.from("Blood pressure log\n120/80\n");

function upload(caller: Caller, url: string, bytes: Buffer, name: string, commentId?: string) {
  const query = `?name=${encodeURIComponent(name)}${commentId ? `&commentId=${commentId}` : ""}`;
  return t.app.inject({
    method: "POST",
    url: `${url}${query}`,
    headers: {
      host: caller.host,
      cookie: caller.cookie,
      origin: `http://${caller.host}`,
      "content-type": "application/octet-stream",
    },
    payload: bytes,
  });
}
const staffUpload = (c: Caller, ticketId: string, bytes: Buffer, name: string, commentId?: string) =>
  upload(c, `/api/helpdesk/tickets/${ticketId}/attachments`, bytes, name, commentId);
const clientUpload = (c: Caller, ticketId: string, bytes: Buffer, name: string, commentId?: string) =>
  upload(c, `/api/client-portal/tickets/${ticketId}/attachments`, bytes, name, commentId);
const get = (c: Caller, url: string) => call(t.app, "GET", url, undefined, c);
const post = (c: Caller, url: string, body: unknown) => call(t.app, "POST", url, body, c);
const attachmentCount = async () =>
  Number((await t.db.owner.db.select({ n: sql<number>`count(*)` }).from(ticketAttachments))[0]!.n);

async function registerClient(email: string) {
  const password = "a-client-password-1";
  const res = await call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { email, firstName: "Bea", lastName: "Client", password, tenantId: ids.demo },
    { host: DEMO },
  );
  expect(res.statusCode, res.body).toBeLessThan(300);
  return { host: DEMO, cookie: await portalCookie(t.app, DEMO, { email, password, tenantId: ids.demo }) };
}

async function clientTicket(client: Caller) {
  const res = await post(client, "/api/client-portal/tickets", { title: "Rash", description: "Since Monday" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  staff = { host: DEMO, cookie: await staffCookie(t.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password) };
  summitStaff = {
    host: SUMMIT,
    cookie: await staffCookie(t.app, SUMMIT, "summit-admin", DEMO_LOGINS.summitAdmin.password),
  };
  const { email, password } = DEMO_LOGINS.demoPortalClient;
  jamie = { host: DEMO, cookie: await portalCookie(t.app, DEMO, { email, password, tenantId: ids.demo }) };
  bea = await registerClient("bea.attachments@example.org");
});
afterAll(() => t.close());

describe("ticket attachments", () => {
  it("lets a client attach an image with their reply: a WebP thumbnail, listed on the comment, downloadable", async () => {
    const ticketId = await clientTicket(jamie);
    const reply = await post(jamie, `/api/client-portal/tickets/${ticketId}/comments`, { content: "Photo attached" });
    const commentId = reply.json().id;
    const res = await clientUpload(jamie, ticketId, PNG, "rash.png", commentId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: "rash.png", contentType: "image/png", hasThumbnail: true, commentId });
    const thread = (await get(jamie, `/api/client-portal/tickets/${ticketId}/comments`)).json();
    expect(thread[0].attachments).toEqual([
      { id: res.json().id, name: "rash.png", contentType: "image/png", sizeBytes: PNG.length, hasThumbnail: true },
    ]);
    const file = await get(jamie, `/api/client-portal/attachments/${res.json().id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    const thumb = await get(staff, `/api/helpdesk/attachments/${res.json().id}/thumbnail`);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320 });
  });

  it("keeps the upload when no thumbnail can be made (a decompression bomb): the file, no thumbnail", async () => {
    const ticketId = await clientTicket(jamie);
    // A PNG header claiming 60,000 × 60,000 pixels: sharp refuses it before decoding (limitInputPixels).
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    // A valid header (its CRC fixed): what refuses it is the pixel limit, before any pixel is decoded.
    await expect(sharp(bomb, { limitInputPixels: 40_000_000 }).metadata()).rejects.toThrow(/pixel limit/);
    const res = await clientUpload(jamie, ticketId, bomb, "huge.png");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().hasThumbnail).toBe(false);
    expect((await get(jamie, `/api/client-portal/attachments/${res.json().id}/thumbnail`)).statusCode).toBe(404);
  });

  it("refuses what documents refuse: too big, empty, a disguised type (400, nothing stored)", async () => {
    const ticketId = await clientTicket(jamie);
    const before = await attachmentCount();
    const big = await staffUpload(staff, ticketId, Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x41), "big.txt");
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      message: DOCUMENT_MESSAGES.tooLarge,
      fieldErrors: { file: [DOCUMENT_MESSAGES.tooLarge] },
    });
    const disguised = await staffUpload(
      staff,
      ticketId,
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
      "photo.png",
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe(DOCUMENT_MESSAGES.wrongType);
    const svg = await clientUpload(jamie, ticketId, Buffer.from("<svg><script>alert(1)</script></svg>"), "x.svg");
    expect(svg.json().message).toBe(DOCUMENT_MESSAGES.wrongType);
    expect((await clientUpload(jamie, ticketId, Buffer.alloc(0), "e.txt")).statusCode).toBe(400);
    expect(await attachmentCount()).toBe(before);
  });

  it("shows a client a staff file only on a public comment or the ticket, never an internal note's", async () => {
    const ticketId = await clientTicket(jamie);
    const note = await post(staff, `/api/helpdesk/tickets/${ticketId}/comments`, {
      content: "Internal",
      isInternal: true,
    });
    const publicReply = await post(staff, `/api/helpdesk/tickets/${ticketId}/comments`, { content: "See attached" });
    const secret = (await staffUpload(staff, ticketId, TEXT, "internal.txt", note.json().id)).json();
    const shared = (await staffUpload(staff, ticketId, TEXT, "care-plan.txt", publicReply.json().id)).json();
    const onTicket = (await staffUpload(staff, ticketId, PNG, "scan.png")).json();
    // Staff see all three.
    const all = (await get(staff, `/api/helpdesk/tickets/${ticketId}/attachments`)).json();
    expect(all.map((a: { name: string }) => a.name).sort()).toEqual(["care-plan.txt", "internal.txt", "scan.png"]);
    // The client: the public comment's and the ticket's.
    const mine = (await get(jamie, `/api/client-portal/tickets/${ticketId}/attachments`)).json();
    expect(mine.map((a: { id: string }) => a.id).sort()).toEqual([shared.id, onTicket.id].sort());
    expect((await get(jamie, `/api/client-portal/attachments/${secret.id}/file`)).statusCode).toBe(404);
    expect((await get(jamie, `/api/client-portal/attachments/${shared.id}/file`)).statusCode).toBe(200);
    const thread = (await get(jamie, `/api/client-portal/tickets/${ticketId}/comments`)).json();
    expect(thread).toHaveLength(1);
    expect(thread[0].attachments.map((a: { name: string }) => a.name)).toEqual(["care-plan.txt"]);
  });

  it("answers 404 for another client's ticket or file, and 400 for a comment not the uploader's", async () => {
    const ticketId = await clientTicket(jamie);
    const file = (await clientUpload(jamie, ticketId, TEXT, "mine.txt")).json();
    const before = await attachmentCount();
    expect((await get(bea, `/api/client-portal/attachments/${file.id}/file`)).statusCode).toBe(404);
    expect((await get(bea, `/api/client-portal/tickets/${ticketId}/attachments`)).statusCode).toBe(404);
    expect((await clientUpload(bea, ticketId, TEXT, "theirs.txt")).statusCode).toBe(404);
    const staffReply = await post(staff, `/api/helpdesk/tickets/${ticketId}/comments`, { content: "Hi" });
    const onStaffComment = await clientUpload(jamie, ticketId, TEXT, "x.txt", staffReply.json().id);
    expect(onStaffComment.statusCode).toBe(400);
    expect(onStaffComment.json().message).toBe(TICKET_ATTACHMENT_MESSAGES.commentInvalid);
    expect(await attachmentCount()).toBe(before);
  });

  it("keeps staff to their own workspace: another tenant's ticket or file is a 404", async () => {
    const ticketId = await clientTicket(jamie);
    const file = (await staffUpload(staff, ticketId, TEXT, "demo.txt")).json();
    const before = await attachmentCount();
    expect((await get(summitStaff, `/api/helpdesk/attachments/${file.id}/file`)).statusCode).toBe(404);
    expect((await get(summitStaff, `/api/helpdesk/attachments/${file.id}/thumbnail`)).statusCode).toBe(404);
    expect((await get(summitStaff, `/api/helpdesk/tickets/${ticketId}/attachments`)).statusCode).toBe(404);
    expect((await staffUpload(summitStaff, ticketId, TEXT, "x.txt")).statusCode).toBe(404);
    expect(await attachmentCount()).toBe(before);
    const [row] = await t.db.owner.db.select().from(ticketAttachments).where(eq(ticketAttachments.id, file.id));
    expect(row!.storageKey).toBe(`tickets/${ids.demo}/${file.id}`);
  });

  it("refuses a file on a closed ticket (409)", async () => {
    const ticketId = await clientTicket(jamie);
    await t.app.inject({
      method: "PATCH",
      url: `/api/helpdesk/tickets/${ticketId}`,
      payload: { status: "closed" },
      headers: { host: DEMO, cookie: staff.cookie, origin: `http://${DEMO}` },
    });
    expect((await clientUpload(jamie, ticketId, TEXT, "late.txt")).statusCode).toBe(409);
  });
});

describe("mail settings", () => {
  it("shows the support address; sets, validates and clears the workspace's own; admins only", async () => {
    const get0 = await get(staff, "/api/helpdesk/settings/mail");
    expect(get0.json()).toEqual({ supportAddress: "support@demo.localhost", customSupportAddress: null });
    const put = (c: Caller, customSupportAddress: unknown) =>
      call(t.app, "PUT", "/api/helpdesk/settings/mail", { customSupportAddress }, c);
    expect((await put(staff, "not an address")).statusCode).toBe(400);
    expect((await put(staff, "support@other.localhost")).statusCode).toBe(400);
    expect((await put(staff, "Help@Example.com")).json().customSupportAddress).toBe("help@example.com");
    const taken = await put(summitStaff, "help@example.com");
    expect(taken.statusCode).toBe(400);
    expect((await get(summitStaff, "/api/helpdesk/settings/mail")).json().customSupportAddress).toBeNull();
    expect((await put(staff, null)).json().customSupportAddress).toBeNull();
    const demoStaff = {
      host: DEMO,
      cookie: await staffCookie(t.app, DEMO, "demo-staff", DEMO_LOGINS.demoStaff.password),
    };
    expect((await get(demoStaff, "/api/helpdesk/settings/mail")).statusCode).toBe(403);
  });
});
