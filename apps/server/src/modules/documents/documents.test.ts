import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, DOCUMENT_QUOTA_BYTES } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { AdjustableClock } from "../../lib/clock";
import { mailOutbox } from "../../providers/mail/schema";
import { createFileStorage } from "../../providers/storage";
import { tenants } from "../../tenancy/schema";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { portalClients } from "../portal/schema";
import { gradientPng, onePagePdf } from "./demo-files";
import { documents } from "./schema";

const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const PDF = onePagePdf("Treatment plan", ["Take one tablet a day."]);

/** A ZIP archive with its entries stored (not compressed): what an Office file is, in its simplest form. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const officeFile = (part: string, type: string) =>
  storedZip({
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`,
    [part]: '<?xml version="1.0"?><root/>',
  });

interface Caller {
  host: string;
  cookie: string;
}

let t: TestApp;
let ids: { demo: string; summit: string };
const clock = new AdjustableClock();
let staffA: Caller;
let staffA2: Caller;
let staffSummit: Caller;
/** Jamie Rivera, the demo clinic's portal client. */
let jamie: Caller & { id: string };
/** Another client of the same clinic. */
let bea: Caller & { id: string };
/** A client of the other workspace. */
let carl: Caller & { id: string };

function upload(caller: Caller, url: string, bytes: Buffer, name: string, contentType = "application/octet-stream") {
  return t.app.inject({
    method: "POST",
    url: `${url}?name=${encodeURIComponent(name)}`,
    headers: { host: caller.host, cookie: caller.cookie, origin: `http://${caller.host}`, "content-type": contentType },
    payload: bytes,
  });
}
const staffUpload = (caller: Caller, tenantId: string, clientId: string, bytes: Buffer, name: string) =>
  upload(caller, `/api/tenants/${tenantId}/portal/accounts/${clientId}/documents`, bytes, name);
const clientUpload = (caller: Caller, bytes: Buffer, name: string) =>
  upload(caller, "/api/client-portal/documents", bytes, name);
const get = (caller: Caller, url: string) => call(t.app, "GET", url, undefined, caller);

async function registerClient(host: string, tenantId: string, email: string, firstName: string) {
  const password = "a-client-password-1";
  const res = await call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { email, firstName, lastName: "Client", password, tenantId },
    { host },
  );
  expect(res.statusCode, res.body).toBeLessThan(300);
  const cookie = await portalCookie(t.app, host, { email, password, tenantId });
  const [row] = await t.db.owner.db.select().from(portalClients).where(eq(portalClients.email, email));
  return { host, cookie, id: row!.id };
}

const documentCount = async () =>
  Number((await t.db.owner.db.select({ n: sql<number>`count(*)` }).from(documents))[0]!.n);

async function clientLink(caller: Caller, documentId: string) {
  const res = await get(caller, `/api/client-portal/documents/${documentId}/link`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { url: string; expiresAt: string };
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  ids = await demoTenantIds(t);
  staffA = { host: DEMO, cookie: await staffCookie(t.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password) };
  staffA2 = { host: DEMO, cookie: await staffCookie(t.app, DEMO, "demo-staff", DEMO_LOGINS.demoStaff.password) };
  staffSummit = {
    host: SUMMIT,
    cookie: await staffCookie(t.app, SUMMIT, "summit-admin", DEMO_LOGINS.summitAdmin.password),
  };
  const { email, password } = DEMO_LOGINS.demoPortalClient;
  const [jamieRow] = await t.db.owner.db.select().from(portalClients).where(eq(portalClients.email, email));
  jamie = {
    host: DEMO,
    cookie: await portalCookie(t.app, DEMO, { email, password, tenantId: ids.demo }),
    id: jamieRow!.id,
  };
  bea = await registerClient(DEMO, ids.demo, "bea@client.example", "Bea");
  carl = await registerClient(SUMMIT, ids.summit, "carl@client.example", "Carl");
  for (const caller of [staffA, staffA2, staffSummit, jamie, bea, carl]) expect(caller.cookie).not.toBe("");
});
afterAll(() => t?.close());

describe("documents: sharing and downloading", () => {
  it("shows the demo client the clinic's seeded documents, downloadable, and the one they uploaded", async () => {
    const list = (await get(jamie, "/api/client-portal/documents")).json();
    expect(list.documents.map((d: { name: string }) => d.name)).toEqual([
      "Aftercare instructions.txt",
      "Insurance card.png",
      "Lab results - blood panel.pdf",
      "Welcome to Demo Health Clinic.pdf",
    ]);
    expect(list.documents[1]).toMatchObject({ direction: "from_client", sharedBy: "Jamie Rivera" });
    const lab = list.documents.find((d: { name: string }) => d.name.startsWith("Lab"));
    const file = await get(jamie, (await clientLink(jamie, lab.id)).url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.rawPayload.length).toBe(lab.sizeBytes);
  });

  it("lets staff share a PDF: the client lists it, downloads the same bytes as an attachment, and is e-mailed", async () => {
    const res = await staffUpload(staffA, ids.demo, jamie.id, PDF, "../../etc/Treatment\u0007 plan.pdf");
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      name: "Treatment plan.pdf",
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      sharedBy: "Avery Morgan",
      direction: "to_client",
      firstDownloadedAt: null,
    });

    const staffList = (await get(staffA, `/api/tenants/${ids.demo}/portal/accounts/${jamie.id}/documents`)).json();
    expect(staffList.documents[0].id).toBe(doc.id);
    expect(staffList.usage).toMatchObject({ quotaBytes: DOCUMENT_QUOTA_BYTES.PROFESSIONAL, planName: "Professional" });
    expect(staffList.usage.usedBytes).toBeGreaterThanOrEqual(PDF.length);

    const list = (await get(jamie, "/api/client-portal/documents")).json();
    expect(list.documents[0]).toMatchObject({ id: doc.id, name: "Treatment plan.pdf" });

    const link = await clientLink(jamie, doc.id);
    expect(link.url).toMatch(
      new RegExp(`^/api/client-portal/documents/${doc.id}/file\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
    expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBeLessThanOrEqual(5 * 60 * 1000);
    const file = await get(jamie, link.url);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    expect(file.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Treatment plan.pdf"; filename*=UTF-8''Treatment%20plan.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    const [row] = await t.db.owner.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.firstDownloadedAt).not.toBeNull();
    expect(row!.storageKey).toBe(`documents/${ids.demo}/${doc.id}`);

    // Staff download through their own link, the same bytes.
    const staffLink = (await get(staffA, `/api/tenants/${ids.demo}/documents/${doc.id}/link`)).json();
    expect(Buffer.compare((await get(staffA, staffLink.url)).rawPayload, PDF)).toBe(0);

    const mails = await t.db.owner.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, DEMO_LOGINS.demoPortalClient.email));
    const mail = mails.find((m) => m.textBody.includes("Treatment plan.pdf"));
    expect(mail?.subject).toBe("Demo Health Clinic shared a document with you");
    expect(mail?.textBody).toContain("Patient Portal");
    expect(mail?.textBody).toContain("http://demo.localhost:3000/portal/dashboard?tab=documents");
  });

  it("keeps a file name with non-ASCII characters, and accepts PNG, Word, Excel, text and CSV by their bytes", async () => {
    const png = await staffUpload(
      staffA,
      ids.demo,
      bea.id,
      gradientPng(8, 8, [0, 0, 0], [255, 255, 255]),
      "Röntgen 2026.png",
    );
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ contentType: "image/png", name: "Röntgen 2026.png" });
    const file = await get(bea, (await clientLink(bea, png.json().id)).url);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_ntgen 2026.png"; filename*=UTF-8''R%C3%B6ntgen%202026.png`,
    );
    const csv = await staffUpload(staffA, ids.demo, bea.id, Buffer.from("date,amount\n2026-01-02,40\n"), "invoice.csv");
    expect(csv.json()).toMatchObject({ contentType: "text/csv" });
    const text = await staffUpload(staffA, ids.demo, bea.id, Buffer.from("Notes: café ☕\n"), "notes");
    expect(text.json()).toMatchObject({ contentType: "text/plain" });
    const docx = officeFile(
      "word/document.xml",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    );
    const word = await staffUpload(staffA, ids.demo, bea.id, docx, "letter.docx");
    expect(word.json()).toMatchObject({
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    const xlsx = officeFile(
      "xl/workbook.xml",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
    );
    const sheet = await staffUpload(staffA, ids.demo, bea.id, xlsx, "budget.pdf");
    expect(sheet.json()).toMatchObject({
      name: "budget.pdf",
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  });
});

describe("documents: bad input writes nothing", () => {
  const files = path.join(tmpdir(), "engagesuite-test-data", "files", "documents");

  it("refuses a file whose bytes are not an allowed type, whatever its name says", async () => {
    const before = await documentCount();
    const cases: [Buffer, string][] = [
      [Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...Buffer.alloc(60)]), "report.pdf"], // an ELF program
      [Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"), "photo.png"], // a Windows program
      [Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Buffer.alloc(18)]), "letter.docx"], // an empty ZIP, not a Word file
      [storedZip({ "hello.txt": "hello", "run.sh": "rm -rf /" }), "letter.docx"], // a plain ZIP
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), "x.svg"],
      [Buffer.from("text with a \u0000 byte"), "notes.txt"],
      [Buffer.from([0xc3, 0x28, 0xff, 0xfe]), "notes.txt"], // not UTF-8
      [Buffer.from("\n  <!doctype html><p>hi</p>"), "page.txt"],
    ];
    for (const [bytes, name] of cases) {
      const res = await staffUpload(staffA, ids.demo, jamie.id, bytes, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(DOCUMENT_MESSAGES.wrongType);
    }
    expect(await documentCount()).toBe(before);
  });

  it("refuses a file over 25 MB, an empty one, a JSON body and a missing name (400, nothing written)", async () => {
    const before = await documentCount();
    const big = await staffUpload(staffA, ids.demo, jamie.id, Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x41), "big.txt");
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(DOCUMENT_MESSAGES.tooLarge);
    // Sent in chunks, with no length to refuse it by: cut off at the limit, in the same words.
    const chunked = await t.app.inject({
      method: "POST",
      url: `/api/tenants/${ids.demo}/portal/accounts/${jamie.id}/documents?name=big.txt`,
      headers: { ...staffA, origin: `http://${DEMO}`, "content-type": "application/octet-stream" },
      payload: Readable.from([Buffer.alloc(DOCUMENT_MAX_BYTES, 0x41), Buffer.from("more")]),
    });
    expect(chunked.statusCode, chunked.body).toBe(400);
    expect(chunked.json()).toEqual({
      message: DOCUMENT_MESSAGES.tooLarge,
      fieldErrors: { file: [DOCUMENT_MESSAGES.tooLarge] },
    });
    const empty = await staffUpload(staffA, ids.demo, jamie.id, Buffer.alloc(0), "empty.txt");
    expect(empty.statusCode).toBe(400);
    const json = await call(
      t.app,
      "POST",
      `/api/tenants/${ids.demo}/portal/accounts/${jamie.id}/documents?name=a.txt`,
      { data: "aGVsbG8=" },
      staffA,
    );
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(DOCUMENT_MESSAGES.noFile);
    const noName = await upload(staffA, `/api/tenants/${ids.demo}/portal/accounts/${jamie.id}/documents`, PDF, "");
    expect(noName.statusCode).toBe(400);
    const form = await upload(
      staffA,
      `/api/tenants/${ids.demo}/portal/accounts/${jamie.id}/documents`,
      PDF,
      "a.pdf",
      "multipart/form-data; boundary=x",
    );
    expect(form.statusCode).toBe(415);
    expect(await documentCount()).toBe(before);
  });

  it("shares exactly 25 MB", async () => {
    const res = await staffUpload(staffA, ids.demo, bea.id, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x61), "exactly-25.txt");
    expect(res.statusCode, res.body).toBe(201);
    await call(t.app, "DELETE", `/api/tenants/${ids.demo}/documents/${res.json().id}`, undefined, staffA);
  });

  it("keeps the file storage free of refused files", async () => {
    const { readdirSync, existsSync } = await import("node:fs");
    const dir = path.join(files, ids.demo);
    const stored = existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith(".tmp")) : [];
    const rows = await t.db.owner.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.tenantId, ids.demo));
    const ids_ = new Set(rows.map((r) => r.id));
    expect(stored.filter((f) => !ids_.has(f))).toEqual([]);
  });
});

describe("documents: the plan's storage quota", () => {
  async function fillTo(bytes: number) {
    await t.db.owner.db.delete(documents).where(eq(documents.name, "quota filler"));
    const id = randomUUID();
    await t.db.owner.db.insert(documents).values({
      tenantId: ids.summit,
      id,
      clientId: carl.id,
      direction: "to_client",
      name: "quota filler",
      contentType: "text/plain",
      sizeBytes: bytes,
      sha256: "0".repeat(64),
      storageKey: `documents/${ids.summit}/${id}`,
      uploadedByName: "Filler",
    });
  }
  const summitUsage = async () =>
    (await get(staffSummit, `/api/tenants/${ids.summit}/portal/accounts/${carl.id}/documents`)).json().usage;

  beforeAll(async () => {
    await t.db.owner.db.update(tenants).set({ planTier: "BASIC" }).where(eq(tenants.id, ids.summit));
  });

  it("refuses an upload past the plan's quota with the plan, the limit and what to do", async () => {
    const quota = DOCUMENT_QUOTA_BYTES.BASIC;
    await fillTo(quota - 100);
    const before = await documentCount();
    const refused = await staffUpload(staffSummit, ids.summit, carl.id, Buffer.alloc(101, 0x61), "a.txt");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Your workspace has used its 1 GB of document storage on the Basic plan. Delete documents you no longer need or upgrade your plan to share more.",
    );
    expect(await documentCount()).toBe(before);
    const fits = await staffUpload(staffSummit, ids.summit, carl.id, Buffer.alloc(100, 0x61), "b.txt");
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await summitUsage()).toMatchObject({ usedBytes: quota, quotaBytes: quota, planName: "Basic" });
    await t.db.owner.db.delete(documents).where(eq(documents.id, fits.json().id));
  });

  it("lets only one of two uploads at once take the last bytes", async () => {
    const quota = DOCUMENT_QUOTA_BYTES.BASIC;
    await fillTo(quota - 150);
    await t.db.owner.db.update(tenants).set({ portalClientUploads: true }).where(eq(tenants.id, ids.summit));
    const answers = await Promise.all([
      staffUpload(staffSummit, ids.summit, carl.id, Buffer.alloc(100, 0x61), "one.txt"),
      clientUpload(carl, Buffer.alloc(100, 0x62), "two.txt"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await summitUsage()).usedBytes).toBe(quota - 50);
    await t.db.owner.db.delete(documents).where(eq(documents.tenantId, ids.summit));
    await t.db.owner.db
      .update(tenants)
      .set({ planTier: "PROFESSIONAL", portalClientUploads: false })
      .where(eq(tenants.id, ids.summit));
  });
});

describe("documents: isolation between clients and workspaces", () => {
  let jamiesDoc: string;
  beforeAll(async () => {
    jamiesDoc = (await staffUpload(staffA, ids.demo, jamie.id, PDF, "private.pdf")).json().id;
  });

  it("shows a client only their own documents, and answers 404 for another client's or a guessed id", async () => {
    const list = (await get(bea, "/api/client-portal/documents")).json();
    expect(list.documents.map((d: { id: string }) => d.id)).not.toContain(jamiesDoc);
    expect(list.documents.every((d: { clientId: string }) => d.clientId === bea.id)).toBe(true);
    expect((await get(bea, `/api/client-portal/documents/${jamiesDoc}/link`)).statusCode).toBe(404);
    expect((await get(bea, `/api/client-portal/documents/${randomUUID()}/link`)).statusCode).toBe(404);
    expect((await get(carl, "/api/client-portal/documents")).json().documents).toEqual([]);
    // On the other workspace's host, the id names nothing.
    expect((await get(carl, `/api/client-portal/documents/${jamiesDoc}/link`)).statusCode).toBe(404);
  });

  it("refuses a download URL replayed by another client, another session, after five minutes, or tampered with", async () => {
    const { url } = await clientLink(jamie, jamiesDoc);
    const refused = (res: { statusCode: number; body: string }) => {
      expect([403, 404], res.body).toContain(res.statusCode);
      expect(res.body).not.toContain("%PDF");
    };
    refused(await get(bea, url));
    refused(await get(carl, url));
    expect((await get({ host: DEMO, cookie: carl.cookie }, url)).statusCode).toBe(401);
    // A second session of the same client: the URL was signed for the first.
    const { email, password } = DEMO_LOGINS.demoPortalClient;
    const again = { host: DEMO, cookie: await portalCookie(t.app, DEMO, { email, password, tenantId: ids.demo }) };
    refused(await get(again, url));
    expect((await get({ host: DEMO, cookie: "" }, url)).statusCode).toBe(401);
    expect((await get(staffA, url)).statusCode).toBe(401);
    const tampered = url.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === "0" ? "1" : "0"}`);
    refused(await get(jamie, tampered));
    const later = url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    refused(await get(jamie, later));
    expect((await get(jamie, url)).statusCode).toBe(200);
    clock.advance(5 * 60 * 1000 + 1000);
    try {
      const expired = await get(jamie, url);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe(DOCUMENT_MESSAGES.linkInvalid);
    } finally {
      clock.advance(-(5 * 60 * 1000 + 1000));
    }
  });

  it("keeps staff to their own workspace and their own links", async () => {
    const base = `/api/tenants/${ids.demo}`;
    expect((await get(staffSummit, `${base}/portal/accounts/${jamie.id}/documents`)).statusCode).toBe(403);
    expect((await get(staffSummit, `${base}/documents/${jamiesDoc}/link`)).statusCode).toBe(403);
    expect((await staffUpload(staffSummit, ids.demo, jamie.id, PDF, "x.pdf")).statusCode).toBe(403);
    // Summit's own path naming a demo client or document: nothing there.
    const summitBase = `/api/tenants/${ids.summit}`;
    expect((await get(staffSummit, `${summitBase}/portal/accounts/${jamie.id}/documents`)).statusCode).toBe(404);
    expect((await get(staffSummit, `${summitBase}/documents/${jamiesDoc}/link`)).statusCode).toBe(404);
    expect((await staffUpload(staffSummit, ids.summit, jamie.id, PDF, "x.pdf")).statusCode).toBe(404);
    expect(
      (await call(t.app, "DELETE", `${summitBase}/documents/${jamiesDoc}`, undefined, staffSummit)).statusCode,
    ).toBe(404);
    // A colleague cannot use another member's link (signed for that session); their own works.
    const { url } = (await get(staffA, `${base}/documents/${jamiesDoc}/link`)).json();
    expect((await get(staffA2, url)).statusCode).toBe(403);
    expect((await get(jamie, url)).statusCode).toBe(401);
    const own = (await get(staffA2, `${base}/documents/${jamiesDoc}/link`)).json();
    expect((await get(staffA2, own.url)).statusCode).toBe(200);
    expect(await documentCount()).toBeGreaterThan(0);
  });
});

describe("documents: client uploads and deleting", () => {
  it("refuses a client's upload unless the workspace allows it, then files it for the staff", async () => {
    expect((await get(bea, "/api/client-portal/documents")).json().uploadsAllowed).toBe(false);
    const before = await documentCount();
    const refused = await clientUpload(bea, PDF, "id.pdf");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.uploadsDisabled);
    expect(await documentCount()).toBe(before);

    await t.db.owner.db.update(tenants).set({ portalClientUploads: true }).where(eq(tenants.id, ids.demo));
    expect((await get(bea, "/api/client-portal/documents")).json().uploadsAllowed).toBe(true);
    const res = await clientUpload(bea, PDF, "id.pdf");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ direction: "from_client", sharedBy: "Bea Client", clientId: bea.id });
    const staffList = (await get(staffA, `/api/tenants/${ids.demo}/portal/accounts/${bea.id}/documents`)).json();
    expect(staffList.documents[0]).toMatchObject({ id: res.json().id, direction: "from_client" });
    const wrong = await clientUpload(bea, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 1, 1]), "cv.pdf");
    expect(wrong.statusCode).toBe(400);
    await t.db.owner.db.update(tenants).set({ portalClientUploads: false }).where(eq(tenants.id, ids.demo));
  });

  it("lets staff delete a document: gone for the client, and its file removed from storage", async () => {
    const doc = (await staffUpload(staffA, ids.demo, jamie.id, PDF, "old.pdf")).json();
    const { url } = await clientLink(jamie, doc.id);
    const res = await call(t.app, "DELETE", `/api/tenants/${ids.demo}/documents/${doc.id}`, undefined, staffA);
    expect(res.statusCode).toBe(200);
    expect(
      (await get(jamie, "/api/client-portal/documents")).json().documents.map((d: { id: string }) => d.id),
    ).not.toContain(doc.id);
    expect((await get(jamie, url)).statusCode).toBe(404);
    expect(await createFileStorage(t.config).get(`documents/${ids.demo}/${doc.id}`)).toBeNull();
    const [row] = await t.db.owner.db
      .select()
      .from(documents)
      .where(and(eq(documents.tenantId, ids.demo), eq(documents.id, doc.id)));
    expect(row).toBeUndefined();
  });
});

describe("documents on S3-compatible storage (s3rver, the npm package)", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "engagesuite-s3rver-docs-"));
  let server: S3rver;
  let s3: TestApp;

  beforeAll(async () => {
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: "engagesuite-documents", configs: [] }],
    });
    const { port } = await server.run();
    s3 = await createTestApp({
      config: {
        S3_BUCKET: "engagesuite-documents",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: true,
        S3_PREFIX: "test/",
      },
    });
  });
  afterAll(async () => {
    await s3?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("stores a shared document in the bucket and serves the same bytes back, and deletes it", async () => {
    const ids = await demoTenantIds(s3);
    const staff = { host: DEMO, cookie: await staffCookie(s3.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password) };
    const [client] = await s3.db.owner.db.select().from(portalClients).where(eq(portalClients.tenantId, ids.demo));
    const res = await s3.app.inject({
      method: "POST",
      url: `/api/tenants/${ids.demo}/portal/accounts/${client!.id}/documents?name=plan.pdf`,
      headers: { ...staff, origin: `http://${DEMO}`, "content-type": "application/octet-stream" },
      payload: PDF,
    });
    expect(res.statusCode, res.body).toBe(201);
    const key = `documents/${ids.demo}/${res.json().id}`;
    const storage = createFileStorage(s3.config);
    expect(storage.kind).toBe("s3");
    expect(Buffer.compare((await storage.get(key))!, PDF)).toBe(0);
    const link = (
      await call(s3.app, "GET", `/api/tenants/${ids.demo}/documents/${res.json().id}/link`, undefined, staff)
    ).json();
    const file = await call(s3.app, "GET", link.url, undefined, staff);
    expect(Buffer.compare(file.rawPayload, PDF)).toBe(0);
    await call(s3.app, "DELETE", `/api/tenants/${ids.demo}/documents/${res.json().id}`, undefined, staff);
    expect(await storage.get(key)).toBeNull();
  });
});
