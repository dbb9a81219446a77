import { CONTACT_RECORD_MESSAGES } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let staff: string;
let admin: string;
let summit: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function signIn(host: string, login: { username: string; password: string }) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", login, { host });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

beforeAll(async () => {
  t = await createTestApp();
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
const contactUrl = (id: string, tenant = ids.demo) => `/api/tenants/${tenant}/contacts/${id}`;

async function newContact(name: string, body: Record<string, unknown> = {}) {
  const res = await as(staff)("POST", `/api/tenants/${ids.demo}/contacts`, { name, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

async function contactIdByEmail(email: string): Promise<string> {
  const [row] = await withTenant(t.db.owner.db, ids.demo, (tx) =>
    queryRows<{ id: string }>(tx, sql`select id from contacts where lower(email) = ${email}`),
  );
  return row!.id;
}

async function wholeTimeline(contactId: string, limit: number) {
  const items: { key: string; kind: string; at: string; data: Record<string, unknown>; actorName: string | null }[] =
    [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await as(staff)("GET", `${contactUrl(contactId)}/timeline${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return items;
}

describe("one contact", () => {
  it("answers the contact with its portal account and the tickets that account submitted", async () => {
    const jamieId = await contactIdByEmail(DEMO_LOGINS.demoPortalClient.email);
    const jamie = await portalCookie(t.app, DEMO, { ...DEMO_LOGINS.demoPortalClient, tenantId: ids.demo });
    const categories = (await as(jamie)("GET", "/api/client-portal/ticket-categories")).json();
    const ticket = await as(jamie)("POST", "/api/client-portal/tickets", {
      title: "Refill question",
      description: "Can I get a refill?",
      type: categories[0].key,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const res = await as(staff)("GET", contactUrl(jamieId));
    expect(res.statusCode).toBe(200);
    const record = res.json();
    expect(record).toMatchObject({ id: jamieId, name: "Jamie Rivera" });
    expect(record.portalAccounts).toEqual([
      expect.objectContaining({ email: DEMO_LOGINS.demoPortalClient.email, status: "active" }),
    ]);
    expect(record.tickets.map((k: { title: string }) => k.title)).toContain("Refill question");
  });

  it("is 404 for another workspace's contact and for an id of none; 400 for a malformed id", async () => {
    const mine = await newContact("Only Demo's");
    expect((await as(summit, SUMMIT)("GET", contactUrl(mine.id, ids.summit))).statusCode).toBe(404);
    expect((await as(summit, SUMMIT)("GET", contactUrl(mine.id))).statusCode).toBe(403);
    expect((await as(summit, SUMMIT)("GET", `${contactUrl(mine.id, ids.summit)}/timeline`)).statusCode).toBe(404);
    expect((await as(summit, SUMMIT)("GET", `${contactUrl(mine.id, ids.summit)}/notes`)).statusCode).toBe(404);
    expect((await as(staff)("GET", contactUrl("8b0f4a3e-0000-4000-8000-000000000000"))).statusCode).toBe(404);
    expect((await as(staff)("GET", contactUrl("not-a-uuid"))).statusCode).toBe(400);
  });
});

describe("notes", () => {
  it("adds several, pinned first, and lets the author (or an admin) edit, pin and delete them", async () => {
    const contact = await newContact("Nora Notes");
    const notes = `${contactUrl(contact.id)}/notes`;
    const first = (await as(staff)("POST", notes, { body: "First **call**" })).json();
    const second = (await as(admin)("POST", notes, { body: "Second" })).json();
    expect(first).toMatchObject({
      body: "First **call**",
      pinned: false,
      authorName: expect.any(String),
      canEdit: true,
    });

    const pinned = await as(staff)("PATCH", `${notes}/${first.id}`, { pinned: true });
    expect(pinned.statusCode).toBe(200);
    const list = (await as(staff)("GET", notes)).json();
    expect(list.map((n: { id: string }) => n.id)).toEqual([first.id, second.id]);
    // The staff member may not change the admin's note; the admin may change anyone's.
    expect(list[1].canEdit).toBe(false);
    const refused = await as(staff)("PATCH", `${notes}/${second.id}`, { body: "Mine now" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONTACT_RECORD_MESSAGES.noteNotYours);
    expect((await as(staff)("DELETE", `${notes}/${second.id}`)).statusCode).toBe(403);
    expect((await as(admin)("PATCH", `${notes}/${first.id}`, { body: "Edited by admin" })).json().body).toBe(
      "Edited by admin",
    );
    expect((await as(staff)("DELETE", `${notes}/${first.id}`)).statusCode).toBe(204);
    expect((await as(staff)("DELETE", `${notes}/${first.id}`)).statusCode).toBe(404);
    expect((await as(staff)("GET", notes)).json().map((n: { body: string }) => n.body)).toEqual(["Second"]);
  });

  it.each([
    [{ body: "   " }, CONTACT_RECORD_MESSAGES.noteEmpty],
    [{ body: "x".repeat(10_001) }, CONTACT_RECORD_MESSAGES.noteTooLong],
    [{}, CONTACT_RECORD_MESSAGES.noteEmpty],
  ])("refuses %# with 400 and writes nothing", async (body, message) => {
    const contact = await newContact("Bad Input");
    const res = await as(staff)("POST", `${contactUrl(contact.id)}/notes`, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await as(staff)("GET", `${contactUrl(contact.id)}/notes`)).json()).toEqual([]);
  });

  it("refuses an empty change and another workspace's notes by guessed ids", async () => {
    const contact = await newContact("Guarded Notes");
    const note = (await as(staff)("POST", `${contactUrl(contact.id)}/notes`, { body: "Private" })).json();
    const empty = await as(staff)("PATCH", `${contactUrl(contact.id)}/notes/${note.id}`, {});
    expect(empty.statusCode).toBe(400);
    const foreign = as(summit, SUMMIT);
    const url = `${contactUrl(contact.id, ids.summit)}/notes/${note.id}`;
    expect((await foreign("PATCH", url, { body: "Taken" })).statusCode).toBe(404);
    expect((await foreign("DELETE", url)).statusCode).toBe(404);
    expect((await foreign("POST", `${contactUrl(contact.id, ids.summit)}/notes`, { body: "x" })).statusCode).toBe(404);
    expect((await as(staff)("GET", `${contactUrl(contact.id)}/notes`)).json()).toEqual([
      expect.objectContaining({ id: note.id, body: "Private" }),
    ]);
  });

  it("makes the add form's notes the new contact's first note", async () => {
    const contact = await newContact("Form Notes", { notes: "Met at the expo" });
    const notes = (await as(staff)("GET", `${contactUrl(contact.id)}/notes`)).json();
    expect(notes).toEqual([expect.objectContaining({ body: "Met at the expo" })]);
  });
});

describe("the timeline", () => {
  it("records who changed which field from what to what, in the update", async () => {
    const contact = await newContact("Field Changer", { phone: "+1 555 0000" });
    const res = await as(admin)("PUT", `/api/contacts/${contact.id}`, {
      name: "Field Changer",
      phone: "+1 555 9999",
      status: "INACTIVE",
    });
    expect(res.statusCode).toBe(200);
    // Saving the same values again changes nothing and records nothing.
    await as(admin)("PUT", `/api/contacts/${contact.id}`, {
      name: "Field Changer",
      phone: "+1 555 9999",
      status: "INACTIVE",
    });
    const items = await wholeTimeline(contact.id, 20);
    const changes = items.filter((i) => i.kind === "field_change");
    expect(changes.map((c) => c.data).sort((a, b) => String(a.field).localeCompare(String(b.field)))).toEqual([
      { field: "phone", label: "Phone", from: "+1 555 0000", to: "+1 555 9999" },
      { field: "status", label: "Status", from: "ACTIVE", to: "INACTIVE" },
    ]);
    expect(changes[0]!.actorName).toBeTruthy();
    // A refused update records nothing.
    await as(admin)("PUT", `/api/contacts/${contact.id}`, { name: "F", phone: "+1" });
    expect((await wholeTimeline(contact.id, 20)).filter((i) => i.kind === "field_change")).toHaveLength(2);
  });

  it("pages newest first by keyset on time and key, ties included, with no gaps or repeats", async () => {
    const contact = await newContact("Many Events");
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.execute(sql`insert into contact_events (tenant_id, contact_id, kind, data, occurred_at)
        select ${ids.demo}, ${contact.id}, 'email_sent', jsonb_build_object('subject', 'Mail ' || n),
          timestamptz '2026-01-01T00:00:00Z' + ((n / 3) * interval '1 minute') + interval '0.000123 second'
        from generate_series(1, 25) n`),
    );
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.execute(sql`insert into contact_notes (tenant_id, contact_id, author_name, body, created_at)
        select ${ids.demo}, ${contact.id}, 'Tester', 'Note ' || n, timestamptz '2026-01-01T00:00:00Z' + (n * interval '1 minute')
        from generate_series(1, 5) n`),
    );
    const all = await wholeTimeline(contact.id, 7);
    expect(all).toHaveLength(30);
    expect(new Set(all.map((i) => i.key)).size).toBe(30);
    const sorted = [...all].sort((a, b) => (a.at === b.at ? (a.key < b.key ? 1 : -1) : a.at < b.at ? 1 : -1));
    expect(all.map((i) => i.key)).toEqual(sorted.map((i) => i.key));
    expect(all.filter((i) => i.kind === "note")).toHaveLength(5);
    // Mail 24 and Mail 25 share the newest instant (the tie is broken by key).
    expect(
      all
        .slice(0, 2)
        .map((i) => i.data.subject)
        .sort(),
    ).toEqual(["Mail 24", "Mail 25"]);
    expect(all[0]!.at).toBe("2026-01-01T00:08:00.000Z");

    const bad = await as(staff)("GET", `${contactUrl(contact.id)}/timeline?cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONTACT_RECORD_MESSAGES.invalidCursor);
    expect((await as(staff)("GET", `${contactUrl(contact.id)}/timeline?limit=0`)).statusCode).toBe(400);
  });

  it("shows the linked portal client's registration, sign-ins, tickets, documents, appointments and e-mails", async () => {
    const jamieId = await contactIdByEmail(DEMO_LOGINS.demoPortalClient.email);
    const before = (await wholeTimeline(jamieId, 50)).filter((i) => i.kind === "portal_sign_in").length;
    const jamie = await portalCookie(t.app, DEMO, { ...DEMO_LOGINS.demoPortalClient, tenantId: ids.demo });
    const categories = (await as(jamie)("GET", "/api/client-portal/ticket-categories")).json();
    const ticket = (
      await as(jamie)("POST", "/api/client-portal/tickets", {
        title: "Timeline ticket",
        description: "Hello",
        type: categories[0].key,
      })
    ).json();
    const reply = await as(staff)("POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: "We are on it" });
    expect(reply.statusCode, reply.body).toBe(201);

    const items = await wholeTimeline(jamieId, 50);
    const kinds = new Set(items.map((i) => i.kind));
    for (const kind of ["portal_registered", "portal_sign_in", "ticket_opened", "email_sent", "note", "field_change"])
      expect(kinds, kind).toContain(kind);
    expect(
      [...kinds].some((k) => k.startsWith("document_")),
      "documents",
    ).toBe(true);
    expect(kinds).toContain("appointment");
    expect(items.filter((i) => i.kind === "portal_sign_in").length).toBe(before + 1);
    expect(items).toContainEqual(
      expect.objectContaining({ kind: "ticket_opened", data: expect.objectContaining({ title: "Timeline ticket" }) }),
    );
    const mail = items.find((i) => i.kind === "email_sent");
    expect(mail!.data.subject).toEqual(expect.any(String));
    // A document shared with her: on the timeline, with the e-mail the product sent about it (its subject only).
    const clientId = (await as(admin)("GET", contactUrl(jamieId))).json().portalAccounts[0].id;
    const shared = await t.app.inject({
      method: "POST",
      url: `/api/tenants/${ids.demo}/portal/accounts/${clientId}/documents?name=${encodeURIComponent("Care plan.txt")}`,
      headers: { host: DEMO, cookie: admin, origin: `http://${DEMO}`, "content-type": "application/octet-stream" },
      payload: Buffer.from("Rest and fluids."),
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const [newest, next] = (await wholeTimeline(jamieId, 2)).slice(0, 2);
    expect([newest!.kind, next!.kind].sort()).toEqual(["document_shared", "email_sent"]);
    expect([newest, next].find((i) => i!.kind === "document_shared")!.data).toEqual({ name: "Care plan.txt" });
    expect([newest, next].find((i) => i!.kind === "email_sent")!.data.subject).toMatch(/shared a document with you/);
    // The newest entry is the reply's e-mail (or the ticket itself, at the same instant): newest first.
    expect(items.slice(0, 2).map((i) => i.kind)).toEqual(expect.arrayContaining(["email_sent"]));
    expect(JSON.stringify(items)).not.toContain("We are on it");
  });

  it("records each status change of the contact's tickets, by whom, from what to what; a close once", async () => {
    const jamieId = await contactIdByEmail(DEMO_LOGINS.demoPortalClient.email);
    const jamie = await portalCookie(t.app, DEMO, { ...DEMO_LOGINS.demoPortalClient, tenantId: ids.demo });
    const categories = (await as(jamie)("GET", "/api/client-portal/ticket-categories")).json();
    const ticket = (
      await as(jamie)("POST", "/api/client-portal/tickets", {
        title: "Status history ticket",
        description: "Hello",
        type: categories[0].key,
      })
    ).json();
    for (const status of ["in_progress", "in_progress", "waiting_on_customer", "closed"]) {
      const res = await as(staff)("PATCH", `/api/helpdesk/tickets/${ticket.id}`, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Summit's admin cannot move it (another workspace's ticket), and writes nothing on the timeline.
    const foreign = await as(summit, SUMMIT)("PATCH", `/api/helpdesk/tickets/${ticket.id}`, { status: "open" });
    expect(foreign.statusCode).toBe(404);

    const mine = (await wholeTimeline(jamieId, 50)).filter((i) => i.data.title === "Status history ticket");
    const moves = mine.filter((i) => i.kind === "ticket_status").map((i) => [i.data.from, i.data.to]);
    // Newest first; the repeated in_progress moved nothing; the close is the ticket_closed entry, not a second one.
    expect(moves).toEqual([
      ["in_progress", "waiting_on_customer"],
      ["new", "in_progress"],
    ]);
    expect(mine.filter((i) => i.kind === "ticket_closed")).toHaveLength(1);
    expect(mine.find((i) => i.kind === "ticket_status")!.actorName).toEqual(expect.any(String));
    expect(mine.find((i) => i.kind === "ticket_status")!.data.number).toBe(ticket.number);
  });

  it("answers the contact's tags, and says on the timeline who added or took off a tag, once per change", async () => {
    const { id } = await newContact("Tagged On The Record");
    const tag = (await as(staff)("POST", `/api/tenants/${ids.demo}/tags`, { name: "Record VIP" })).json();
    for (let i = 0; i < 2; i++) {
      const res = await as(staff)("PUT", `/api/contacts/${id}/tags/${tag.id}`);
      expect(res.statusCode, res.body).toBe(204);
    }
    expect((await as(staff)("GET", contactUrl(id))).json().tagIds).toEqual([tag.id]);
    expect((await as(staff)("DELETE", `/api/contacts/${id}/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await as(staff)("DELETE", `/api/contacts/${id}/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await as(staff)("GET", contactUrl(id))).json().tagIds).toEqual([]);
    const entries = (await wholeTimeline(id, 50)).filter((i) => i.kind.startsWith("tag_"));
    expect(entries.map((i) => [i.kind, i.data.name])).toEqual([
      ["tag_removed", "Record VIP"],
      ["tag_added", "Record VIP"],
    ]);
    expect(entries[0]!.actorName).toEqual(expect.any(String));
    // Another workspace's admin can neither tag this contact nor read its tags.
    expect((await as(summit, SUMMIT)("PUT", `/api/contacts/${id}/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await as(summit, SUMMIT)("GET", contactUrl(id, ids.summit))).statusCode).toBe(404);
  });
});
