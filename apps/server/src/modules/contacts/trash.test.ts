import { CONTACT_TRASH_DAYS, CONTACT_TRASH_MESSAGES } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { AdjustableClock } from "../../lib/clock";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie } from "../../test/http";
import { purgeTrash } from "./trash";

let t: TestApp;
let ids: { demo: string; summit: string };
let staff: string;
let admin: string;
let summit: string;
const clock = new AdjustableClock();
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const DAY = 86_400_000;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function signIn(host: string, login: { username: string; password: string }) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", login, { host });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  ids = await demoTenantIds(t);
  staff = await signIn(DEMO, DEMO_LOGINS.demoStaff);
  admin = await signIn(DEMO, DEMO_LOGINS.demoAdmin);
  summit = await signIn(SUMMIT, DEMO_LOGINS.summitAdmin);
});
afterAll(() => t.close());

const as =
  (cookie: string, host = DEMO) =>
  (method: Method, url: string, body?: unknown) =>
    call(t.app, method, url, body, { host, cookie });
const base = (tenant = ids.demo) => `/api/tenants/${tenant}/contacts`;
const trashUrl = (tenant = ids.demo) => `${base(tenant)}/trash`;

async function newContact(name: string, body: Record<string, unknown> = {}) {
  const res = await as(staff)("POST", base(), { name, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

async function newTag(name: string) {
  const res = await as(staff)("POST", `/api/tenants/${ids.demo}/tags`, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** What the database holds for a contact, whatever RLS or the trash: its row, notes, tags and events. */
async function stored(contactId: string) {
  return withTenant(t.db.owner.db, ids.demo, async (tx) => {
    const [row] = await queryRows<{ trashed: boolean; deleted_by_user_id: string | null }>(
      tx,
      sql`select deleted_at is not null as trashed, deleted_by_user_id from contacts where id = ${contactId}`,
    );
    const count = async (table: string) =>
      (
        await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.raw(table)} where contact_id = ${contactId}`,
        )
      )[0]!.n;
    return { row: row ?? null, notes: await count("contact_notes"), tags: await count("contact_tags") };
  });
}

const listNames = async (query = "") =>
  ((await as(staff)("GET", `${base()}?limit=200${query}`)).json() as { name: string }[]).map((c) => c.name);
const total = async (query = "") =>
  Number((await as(staff)("GET", `${base()}?limit=1${query}`)).headers["x-total-count"]);
const trashPage = async (query = "", cookie = admin) => {
  const res = await as(cookie)("GET", `${trashUrl()}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; name: string; email: string | null; deletedByName: string | null; daysLeft: number }[];
    nextCursor: string | null;
    total: number | null;
  };
};

describe("deleting moves to the trash", () => {
  it("takes the contact out of the list, the counts, search, tag filter, tag count and export, and keeps the rest", async () => {
    const tag = await newTag("Trash watch");
    const a = await newContact("Trashy Alpha", { email: "trashy.alpha@example.com", notes: "First note" });
    await newContact("Trashy Beta", { email: "trashy.beta@example.com" });
    expect((await as(staff)("PUT", `/api/contacts/${a.id}/tags/${tag.id}`)).statusCode).toBe(204);
    const before = { all: await total(), clients: await total("&type=CLIENT") };

    // Staff may delete one contact (contacts.delete): it goes to the trash, with who and when.
    expect((await as(staff)("DELETE", `/api/contacts/${a.id}`)).statusCode).toBe(204);
    const kept = await stored(a.id);
    expect(kept.row?.trashed).toBe(true);
    expect(kept.row?.deleted_by_user_id).not.toBeNull();
    expect(kept).toMatchObject({ notes: 1, tags: 1 });

    expect(await total()).toBe(before.all - 1);
    expect(await total("&type=CLIENT")).toBe(before.clients - 1);
    expect(await listNames("&search=trashy")).toEqual(["Trashy Beta"]);
    expect(await listNames("&search=TRASHY.ALPHA")).toEqual([]);
    expect(await listNames(`&tags=${tag.id}`)).toEqual([]);
    expect((await as(staff)("GET", `${base()}?limit=1&tags=${tag.id}`)).headers["x-total-count"]).toBe("0");
    const tags = (await as(staff)("GET", `/api/tenants/${ids.demo}/tags`)).json() as { id: string; contacts: number }[];
    expect(tags.find((x) => x.id === tag.id)?.contacts).toBe(0);
    const csv = (await as(admin)("GET", `${base()}/export?search=trashy`)).body;
    expect(csv).toContain("Trashy Beta");
    expect(csv).not.toContain("Trashy Alpha");
    // Its page, its notes and its tags answer 404, as for a contact that is not there; a second delete too.
    expect((await as(admin)("GET", `${base()}/${a.id}`)).statusCode).toBe(404);
    expect((await as(staff)("GET", `${base()}/${a.id}/timeline`)).statusCode).toBe(404);
    expect((await as(staff)("PUT", `/api/contacts/${a.id}`, { name: "Back?" })).statusCode).toBe(404);
    expect((await as(staff)("PUT", `/api/contacts/${a.id}/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await as(staff)("DELETE", `/api/contacts/${a.id}`)).statusCode).toBe(404);

    // The admin's trash lists it, newest first, with who deleted it and the days left.
    const page = await trashPage();
    expect(page.items[0]).toMatchObject({
      id: a.id,
      name: "Trashy Alpha",
      email: "trashy.alpha@example.com",
      deletedByName: "Riley Chen",
      daysLeft: CONTACT_TRASH_DAYS,
    });
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it("restores with its notes, tags, ticket link and a timeline entry each way", async () => {
    const [jamie] = await withTenant(t.db.owner.db, ids.demo, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select id from contacts where lower(email) = ${DEMO_LOGINS.demoPortalClient.email}`,
      ),
    );
    const jamieId = jamie!.id;
    const portal = await portalCookie(t.app, DEMO, { ...DEMO_LOGINS.demoPortalClient, tenantId: ids.demo });
    const categories = (await as(portal)("GET", "/api/client-portal/ticket-categories")).json();
    const ticket = await as(portal)("POST", "/api/client-portal/tickets", {
      title: "Trash and back",
      description: "Still mine?",
      type: categories[0].key,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const tag = await newTag("Comes back");
    expect((await as(staff)("PUT", `/api/contacts/${jamieId}/tags/${tag.id}`)).statusCode).toBe(204);
    const note = await as(staff)("POST", `${base()}/${jamieId}/notes`, { body: "Remember me" });
    expect(note.statusCode, note.body).toBe(201);
    const before = (await as(staff)("GET", `${base()}/${jamieId}`)).json();

    expect((await as(admin)("DELETE", `/api/contacts/${jamieId}`)).statusCode).toBe(204);
    // The portal account is no longer shown as linked to a live contact, and the link stays in place for a restore.
    const email = DEMO_LOGINS.demoPortalClient.email;
    const accounts = (await as(staff)("GET", `/api/tenants/${ids.demo}/portal/accounts?search=${email}`)).json();
    expect(accounts.accounts).toEqual([expect.objectContaining({ email, contact: null })]);

    const restored = await as(admin)("POST", `${trashUrl()}/restore`, { ids: [jamieId] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ restored: 1 });
    const after = (await as(staff)("GET", `${base()}/${jamieId}`)).json();
    expect(await listNames(`&tags=${tag.id}`)).toEqual(["Jamie Rivera"]);
    expect(after.tickets).toEqual(before.tickets);
    expect(after.tickets.map((k: { title: string }) => k.title)).toContain("Trash and back");
    expect(after.portalAccounts).toEqual(before.portalAccounts);
    const notes = (await as(staff)("GET", `${base()}/${jamieId}/notes`)).json();
    expect(JSON.stringify(notes)).toContain("Remember me");
    const timeline = (await as(staff)("GET", `${base()}/${jamieId}/timeline?limit=100`)).json();
    const kinds = timeline.items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain("trashed");
    expect(kinds).toContain("restored");
    expect(timeline.items.find((i: { kind: string }) => i.kind === "restored").actorName).toBe("Avery Morgan");
    expect((await trashPage()).items.map((i) => i.id)).not.toContain(jamieId);
    // A second restore finds nothing in the trash.
    expect((await as(admin)("POST", `${trashUrl()}/restore`, { ids: [jamieId] })).json()).toEqual({ restored: 0 });
  });

  it("restores a contact whose e-mail another live contact now has (duplicates are not the trash's business)", async () => {
    const first = await newContact("Twin One", { email: "twin@example.com" });
    expect((await as(admin)("DELETE", `/api/contacts/${first.id}`)).statusCode).toBe(204);
    await newContact("Twin Two", { email: "twin@example.com" });
    expect((await as(admin)("POST", `${trashUrl()}/restore`, { ids: [first.id] })).json()).toEqual({ restored: 1 });
    expect(await listNames("&search=twin@example.com")).toEqual(["Twin One", "Twin Two"]);
  });

  it("moves bulk deletes and the bulk job's delete to the trash too", async () => {
    const a = await newContact("Bulky Trash A");
    const b = await newContact("Bulky Trash B");
    const c = await newContact("Bulky Trash C");
    const res = await as(admin)("POST", `${base()}/bulk-delete`, { ids: [a.id, b.id] });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await stored(a.id)).row?.trashed).toBe(true);
    const job = await as(admin)("POST", `${base()}/bulk`, {
      action: { kind: "delete" },
      selection: { filter: { search: "Bulky Trash" } },
    });
    expect(job.statusCode, job.body).toBe(202);
    expect(job.json().total).toBe(1); // the two in the trash are not "matching" any more
    for (let i = 0; i < 300; i++) {
      const state = (await as(admin)("GET", `${base()}/bulk/${job.json().id}`)).json().state;
      if (state === "done" || state === "failed") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await stored(c.id)).row?.trashed).toBe(true);
    const inTrash = (await trashPage("?limit=200")).items.map((i) => i.id);
    expect(inTrash).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
  });
});

describe("the trash", () => {
  it("pages newest deleted first by cursor, every row once, with the total on the first page", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) {
      const c = await newContact(`Paged Trash ${i}`);
      clock.advance(1000);
      expect((await as(admin)("DELETE", `/api/contacts/${c.id}`)).statusCode).toBe(204);
      made.push(c.id);
    }
    const first = await trashPage("?limit=2");
    expect(first.items.map((i) => i.id)).toEqual([made[4], made[3]]);
    expect(first.total).toBeGreaterThanOrEqual(5);
    const seen = [...first.items.map((i) => i.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await trashPage(`?limit=2&cursor=${cursor}`);
      expect(page.total).toBeNull();
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(first.total);
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of [
      "nonsense",
      cursorOf({ at: "2026-02-30T00:00:00.000Z", id: made[0] }),
      cursorOf({ at: "0000-01-01T00:00:00.000Z", id: made[0] }),
      cursorOf({ at: "2026-01-01", id: made[0] }),
      cursorOf({ at: "2026-01-01T00:00:00.000Z", id: "x" }),
    ]) {
      const bad = await as(admin)("GET", `${trashUrl()}?cursor=${cursor}`);
      expect(bad.statusCode, cursor).toBe(400);
      expect(bad.json().message).toBe(CONTACT_TRASH_MESSAGES.invalidCursor);
    }
  });

  it("deletes forever the named trashed contacts only, and empties the trash", async () => {
    const live = await newContact("Forever Live");
    const gone = await newContact("Forever Gone", { notes: "goes too" });
    expect((await as(admin)("DELETE", `/api/contacts/${gone.id}`)).statusCode).toBe(204);
    const res = await as(admin)("POST", `${trashUrl()}/delete`, { ids: [gone.id, live.id] });
    expect(res.json()).toEqual({ deleted: 1 });
    expect(await stored(gone.id)).toEqual({ row: null, notes: 0, tags: 0 });
    expect((await stored(live.id)).row).not.toBeNull();

    const other = await newContact("Empty Me");
    expect((await as(admin)("DELETE", `/api/contacts/${other.id}`)).statusCode).toBe(204);
    const emptied = await as(admin)("POST", `${trashUrl()}/empty`);
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json().deleted).toBeGreaterThanOrEqual(1);
    expect(await trashPage()).toEqual({ items: [], nextCursor: null, total: 0 });
    expect((await stored(live.id)).row?.trashed).toBe(false);
    const audit = (await as(admin)("GET", `/api/tenants/${ids.demo}/audit-events?action=contacts_trash_empty`)).json();
    expect(audit.events[0]).toMatchObject({ action: "contacts_trash_empty" });
  });

  it("refuses staff with 403 on every trash route and changes nothing", async () => {
    const c = await newContact("Staff Cannot");
    expect((await as(staff)("DELETE", `/api/contacts/${c.id}`)).statusCode).toBe(204);
    expect((await as(staff)("GET", trashUrl())).statusCode).toBe(403);
    expect((await as(staff)("POST", `${trashUrl()}/restore`, { ids: [c.id] })).statusCode).toBe(403);
    expect((await as(staff)("POST", `${trashUrl()}/delete`, { ids: [c.id] })).statusCode).toBe(403);
    expect((await as(staff)("POST", `${trashUrl()}/empty`)).statusCode).toBe(403);
    expect((await stored(c.id)).row?.trashed).toBe(true);
  });

  it("answers 400 in words for no ids, too many, or a malformed id, and writes nothing", async () => {
    const c = await newContact("Bad Input");
    expect((await as(admin)("DELETE", `/api/contacts/${c.id}`)).statusCode).toBe(204);
    const tooMany = Array.from({ length: 501 }, () => c.id);
    for (const [body, message] of [
      [{ ids: [] }, CONTACT_TRASH_MESSAGES.idsNone],
      [{}, CONTACT_TRASH_MESSAGES.idsNone],
      [{ ids: tooMany }, CONTACT_TRASH_MESSAGES.idsTooMany],
      [{ ids: [c.id, "not-a-uuid"] }, CONTACT_TRASH_MESSAGES.invalidId],
    ] as const) {
      for (const action of ["restore", "delete"]) {
        const res = await as(admin)("POST", `${trashUrl()}/${action}`, body);
        expect(res.statusCode, `${action} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(res.body).toContain(message);
      }
    }
    expect((await stored(c.id)).row?.trashed).toBe(true);
    expect((await as(admin)("GET", `${trashUrl()}?limit=0`)).statusCode).toBe(400);
  });

  it("never lets another workspace list, restore, delete or purge this one's trashed contacts", async () => {
    const c = await newContact("Cross Tenant Trash", { notes: "mine" });
    expect((await as(admin)("DELETE", `/api/contacts/${c.id}`)).statusCode).toBe(204);
    const other = as(summit, SUMMIT);
    // Summit's admin on its own trash: Demo's contact is not there, and its ids change nothing.
    expect((await other("GET", trashUrl(ids.summit))).json().items.map((i: { id: string }) => i.id)).not.toContain(
      c.id,
    );
    expect((await other("POST", `${trashUrl(ids.summit)}/restore`, { ids: [c.id] })).json()).toEqual({ restored: 0 });
    expect((await other("POST", `${trashUrl(ids.summit)}/delete`, { ids: [c.id] })).json()).toEqual({ deleted: 0 });
    await other("POST", `${trashUrl(ids.summit)}/empty`);
    // Demo's tenant path from Summit's session: refused.
    for (const [method, url, body] of [
      ["GET", trashUrl(), undefined],
      ["POST", `${trashUrl()}/restore`, { ids: [c.id] }],
      ["POST", `${trashUrl()}/delete`, { ids: [c.id] }],
      ["POST", `${trashUrl()}/empty`, undefined],
    ] as const) {
      const res = await other(method, url, body);
      expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
    }
    // Summit deleting Demo's contact by id: 404.
    expect((await other("DELETE", `/api/contacts/${c.id}`)).statusCode).toBe(404);
    expect(await stored(c.id)).toMatchObject({ notes: 1 });
    expect((await stored(c.id)).row?.trashed).toBe(true);
  });
});

describe("the purge", () => {
  it("keeps a contact 29 days in the trash, deletes it (notes and tags by cascade) after 31, and is safe run twice at once", async () => {
    // Start from an empty trash: what the earlier tests left would be purged along.
    await as(admin)("POST", `${trashUrl()}/empty`);
    const tag = await newTag("Purge tag");
    const old = await newContact("Purge Old", { notes: "old note" });
    expect((await as(staff)("PUT", `/api/contacts/${old.id}/tags/${tag.id}`)).statusCode).toBe(204);
    const liveOne = await newContact("Purge Live");
    expect((await as(admin)("DELETE", `/api/contacts/${old.id}`)).statusCode).toBe(204);
    expect(await stored(old.id)).toMatchObject({ notes: 1, tags: 1 });

    clock.advance(29 * DAY);
    expect(await purgeTrash(t.db.app.db, clock)).toBe(0);
    expect((await trashPage()).items[0]).toMatchObject({ id: old.id, daysLeft: 1 });
    // One trashed later stays after the first is purged.
    const young = await newContact("Purge Young");
    expect((await as(admin)("DELETE", `/api/contacts/${young.id}`)).statusCode).toBe(204);

    clock.advance(2 * DAY);
    const [first, second] = await Promise.all([purgeTrash(t.db.app.db, clock, 1), purgeTrash(t.db.app.db, clock, 1)]);
    expect(first + second).toBe(1);
    expect(await stored(old.id)).toEqual({ row: null, notes: 0, tags: 0 });
    expect((await stored(young.id)).row?.trashed).toBe(true);
    expect((await stored(liveOne.id)).row?.trashed).toBe(false);
    expect(await purgeTrash(t.db.app.db, clock)).toBe(0);
  });
});
