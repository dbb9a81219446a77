import { CONTACT_MERGE_MESSAGES, CONTACT_MESSAGES, permissionDeniedMessage } from "@engagesuite/shared";
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
const contactsUrl = (tenant = ids.demo) => `/api/tenants/${tenant}/contacts`;
const lookup = (email: string, tenant = ids.demo, cookie = staff, host = DEMO) =>
  as(cookie, host)("GET", `${contactsUrl(tenant)}/duplicates?email=${encodeURIComponent(email)}`);
const mergeUrl = (id: string, tenant = ids.demo) => `${contactsUrl(tenant)}/${id}/merge`;

async function newContact(name: string, body: Record<string, unknown> = {}, tenant = ids.demo, cookie = staff) {
  const res = await as(cookie, tenant === ids.demo ? DEMO : SUMMIT)("POST", contactsUrl(tenant), { name, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
}

const ownerRows = <T>(tenant: string, query: ReturnType<typeof sql>) =>
  withTenant(t.db.owner.db, tenant, (tx) => queryRows<T>(tx, query));

/** Everything that references a contact, and the contact itself: what a refused merge must leave as it was. */
async function snapshot(...contactIds: string[]) {
  const list = sql.join(
    contactIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return ownerRows<{ contacts: unknown; notes: number; events: number; tags: number; portal: number }>(
    ids.demo,
    sql`select
      (select json_agg(c order by c.id) from (select id, name, email, phone, job_title, custom_fields, deleted_at
        from contacts where id in (${list})) c) as contacts,
      (select count(*)::int from contact_notes where contact_id in (${list})) as notes,
      (select count(*)::int from contact_events where contact_id in (${list})) as events,
      (select count(*)::int from contact_tags where contact_id in (${list})) as tags,
      (select count(*)::int from portal_clients where contact_id in (${list})) as portal`,
  );
}

async function countsAgree() {
  const disagreements = await queryRows(
    t.db.owner.db,
    sql`select * from (select tenant_id, type, status, count(*)::int as n from contacts where deleted_at is null
          group by 1, 2, 3) actual
        full join (select tenant_id, type, status, n::int from contact_counts where n <> 0) kept
        using (tenant_id, type, status) where actual.n is distinct from kept.n`,
  );
  expect(disagreements).toEqual([]);
}

describe("the duplicate lookup", () => {
  it("finds the live contacts with the address, case-insensitive and trimmed, and leaves out the one excluded", async () => {
    const ann = await newContact("Ann Lookup", { email: "Ann.Lookup@Example.com" });
    const twin = await newContact("Ann Twin", { email: "ann.lookup@example.com" });
    const res = await lookup("  ANN.LOOKUP@example.COM ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: ann.id, name: "Ann Lookup", email: "Ann.Lookup@Example.com", type: expect.any(String), status: "ACTIVE" },
      { id: twin.id, name: "Ann Twin", email: "ann.lookup@example.com", type: expect.any(String), status: "ACTIVE" },
    ]);
    const others = await as(staff)(
      "GET",
      `${contactsUrl()}/duplicates?email=ann.lookup@example.com&excludeId=${ann.id}`,
    );
    expect(others.json().map((c: { id: string }) => c.id)).toEqual([twin.id]);
    expect((await lookup("nobody@example.com")).json()).toEqual([]);
  });

  it("skips trashed contacts", async () => {
    const gone = await newContact("Trashed Twin", { email: "trashed.twin@example.com" });
    expect((await lookup("trashed.twin@example.com")).json()).toHaveLength(1);
    await ownerRows(ids.demo, sql`update contacts set deleted_at = now() where id = ${gone.id} returning id`);
    expect((await lookup("trashed.twin@example.com")).json()).toEqual([]);
  });

  it("never finds another workspace's contact; refuses another workspace's URL and a missing address", async () => {
    await newContact("Summit Secret", { email: "summit.secret@example.com" }, ids.summit, summit);
    expect((await lookup("summit.secret@example.com")).json()).toEqual([]);
    expect((await lookup("summit.secret@example.com", ids.summit, staff)).statusCode).toBe(403);
    const mine = await lookup("summit.secret@example.com", ids.summit, summit, SUMMIT);
    expect(mine.json()).toHaveLength(1);
    const empty = await lookup("   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(CONTACT_MERGE_MESSAGES.emailMissing);
    expect((await as(staff)("GET", `${contactsUrl()}/duplicates`)).statusCode).toBe(400);
  });

  it("is a warning, not a refusal: a second contact with the same address is created", async () => {
    await newContact("First Same", { email: "same@example.com" });
    await newContact("Second Same", { email: "SAME@example.com" });
    expect((await lookup("same@example.com")).json()).toHaveLength(2);
  });
});

describe("merging two contacts", () => {
  it("moves notes, events, tags (a union), portal accounts and their tickets; fills empty fields; deletes the other", async () => {
    const jamieId = (
      await ownerRows<{ id: string }>(
        ids.demo,
        sql`select id from contacts where lower(email) = ${DEMO_LOGINS.demoPortalClient.email.toLowerCase()}`,
      )
    )[0]!.id;
    const jamie = await portalCookie(t.app, DEMO, { ...DEMO_LOGINS.demoPortalClient, tenantId: ids.demo });
    const categories = (await as(jamie)("GET", "/api/client-portal/ticket-categories")).json();
    const ticket = await as(jamie)("POST", "/api/client-portal/tickets", {
      title: "Before the merge",
      description: "Hello",
      type: categories[0].key,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const survivor = await newContact("Jamie R. Rivera", { phone: "", jobTitle: "Patient", email: "" });
    const note = await as(staff)("POST", `${contactsUrl()}/${jamieId}/notes`, { body: "Prefers mornings" });
    expect(note.statusCode).toBe(201);
    await as(staff)("POST", `${contactsUrl()}/${survivor.id}/notes`, { body: "Survivor's own note" });
    const tag = (k: string) => as(admin)("POST", `/api/tenants/${ids.demo}/tags`, { name: k }).then((r) => r.json());
    const [shared, onlyOther, onlySurvivor] = [
      await tag("Merge shared"),
      await tag("Merge other"),
      await tag("Merge mine"),
    ];
    for (const [contact, tagId] of [
      [jamieId, shared.id],
      [jamieId, onlyOther.id],
      [survivor.id, shared.id],
      [survivor.id, onlySurvivor.id],
    ]) {
      expect((await as(staff)("PUT", `/api/contacts/${contact}/tags/${tagId}`)).statusCode).toBe(204);
    }
    const otherBefore = (await as(staff)("GET", `${contactsUrl()}/${jamieId}`)).json();
    const eventsBefore = (
      await ownerRows<{ n: number }>(
        ids.demo,
        sql`select count(*)::int as n from contact_events where contact_id = ${jamieId}`,
      )
    )[0]!.n;
    const total = async () => Number((await as(admin)("GET", `${contactsUrl()}?limit=1`)).headers["x-total-count"]);
    const totalBefore = await total();

    const res = await as(admin)("POST", mergeUrl(survivor.id), { otherId: jamieId });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.contact).toMatchObject({
      id: survivor.id,
      name: "Jamie R. Rivera",
      jobTitle: "Patient",
      email: DEMO_LOGINS.demoPortalClient.email,
      phone: otherBefore.phone,
    });
    expect([...answer.contact.tagIds].sort()).toEqual([shared.id, onlyOther.id, onlySurvivor.id].sort());
    expect(answer.moved).toMatchObject({ events: eventsBefore, portalAccounts: 1, tags: 1 });
    expect(answer.moved.notes).toBeGreaterThanOrEqual(1);
    expect(answer.moved.filled).toEqual(expect.arrayContaining(["Email"]));

    // The other is gone for good; its record answers 404 and nothing references it.
    expect((await as(staff)("GET", `${contactsUrl()}/${jamieId}`)).statusCode).toBe(404);
    expect(await snapshot(jamieId)).toEqual([{ contacts: null, notes: 0, events: 0, tags: 0, portal: 0 }]);
    expect(await total()).toBe(totalBefore - 1);
    await countsAgree();

    // The survivor's page: the portal account, its ticket, both notes, the other's timeline and the merge.
    const record = (await as(staff)("GET", `${contactsUrl()}/${survivor.id}`)).json();
    expect(record.portalAccounts.map((a: { email: string }) => a.email)).toEqual([DEMO_LOGINS.demoPortalClient.email]);
    expect(record.tickets.map((k: { title: string }) => k.title)).toContain("Before the merge");
    const notes = (await as(staff)("GET", `${contactsUrl()}/${survivor.id}/notes`)).json();
    expect(notes.map((n: { body: string }) => n.body)).toEqual(
      expect.arrayContaining(["Prefers mornings", "Survivor's own note"]),
    );
    const timeline = (await as(staff)("GET", `${contactsUrl()}/${survivor.id}/timeline?limit=100`)).json().items;
    // The merge heads the timeline, above the field changes it made (same transaction).
    expect(timeline[0].kind).toBe("merged");
    const merged = timeline[0];
    expect(merged).toMatchObject({
      data: { name: otherBefore.name, email: DEMO_LOGINS.demoPortalClient.email },
      actorName: expect.any(String),
    });
    const kinds = new Set(timeline.map((i: { kind: string }) => i.kind));
    for (const kind of ["note", "portal_registered", "ticket_opened", "field_change"])
      expect(kinds, kind).toContain(kind);

    const audit = await as(admin)("GET", `/api/tenants/${ids.demo}/audit-events?action=contacts_merge`);
    expect(audit.json().events[0]).toMatchObject({
      action: "contacts_merge",
      target: `${otherBefore.name} into Jamie R. Rivera`,
    });
  });

  it("moves the tickets staff opened about the other to the survivor", async () => {
    const a = await newContact("Ticket Survivor");
    const b = await newContact("Ticket Giver");
    const opened = await as(staff)("POST", "/api/helpdesk/tickets", {
      title: "About the giver",
      description: "Opened by staff on the client's behalf",
      priority: "medium",
      contactId: b.id,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().contactId).toBe(b.id);
    expect((await as(admin)("POST", mergeUrl(a.id), { otherId: b.id })).statusCode).toBe(200);
    const record = (await as(staff)("GET", `${contactsUrl()}/${a.id}`)).json();
    expect(record.tickets.map((k: { title: string }) => k.title)).toContain("About the giver");
  });

  it("keeps the survivor's own values and takes only its empty ones, custom fields included", async () => {
    const fields = (await as(admin)("GET", `/api/tenants/${ids.demo}/contact-fields`)).json() as {
      key: string;
      kind: string;
    }[];
    const text = fields.find((f) => f.kind === "text");
    const a = await newContact("Keeps Values", { email: "keeps@example.com", phone: "" });
    const b = await newContact("Gives Values", {
      email: "gives@example.com",
      phone: "+1 555 0100",
      jobTitle: "Buyer",
      ...(text ? { customFields: { [text.key]: "From the other" } } : {}),
    });
    const res = await as(admin)("POST", mergeUrl(a.id), { otherId: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contact).toMatchObject({ email: "keeps@example.com", phone: "+1 555 0100", jobTitle: "Buyer" });
    if (text) expect(res.json().contact.customFields[text.key]).toBe("From the other");
    expect(res.json().moved.filled).toEqual(expect.arrayContaining(["Phone", "Job title"]));
  });

  it("is an administrator's: staff get 403 and nothing changes", async () => {
    const a = await newContact("Staff Survivor");
    const b = await newContact("Staff Other");
    const before = await snapshot(a.id, b.id);
    const res = await as(staff)("POST", mergeUrl(a.id), { otherId: b.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: permissionDeniedMessage("contacts.merge") });
    expect(await snapshot(a.id, b.id)).toEqual(before);
  });

  it("refuses itself, a missing or malformed id, an unknown or trashed contact with 400/404, writing nothing", async () => {
    const a = await newContact("Refusing Survivor", { email: "" });
    const b = await newContact("Refusing Other", { email: "refusing@example.com" });
    await as(staff)("POST", `${contactsUrl()}/${b.id}/notes`, { body: "Stays put" });
    const before = await snapshot(a.id, b.id);
    const self = await as(admin)("POST", mergeUrl(a.id), { otherId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain(CONTACT_MERGE_MESSAGES.mergeSelf);
    for (const body of [{}, { otherId: "not-a-uuid" }, { otherId: 42 }]) {
      const bad = await as(admin)("POST", mergeUrl(a.id), body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toContain(CONTACT_MERGE_MESSAGES.otherMissing);
    }
    const unknown = "8b0f4a3e-0000-4000-8000-000000000000";
    const noOther = await as(admin)("POST", mergeUrl(a.id), { otherId: unknown });
    expect(noOther.statusCode).toBe(404);
    expect(noOther.json().message).toBe(CONTACT_MERGE_MESSAGES.otherNotFound);
    const noSurvivor = await as(admin)("POST", mergeUrl(unknown), { otherId: b.id });
    expect(noSurvivor.statusCode).toBe(404);
    expect(noSurvivor.json().message).toBe(CONTACT_MESSAGES.notFound);
    expect(await snapshot(a.id, b.id)).toEqual(before);

    await ownerRows(ids.demo, sql`update contacts set deleted_at = now() where id = ${b.id} returning id`);
    const trashedBefore = await snapshot(a.id, b.id);
    expect((await as(admin)("POST", mergeUrl(a.id), { otherId: b.id })).statusCode).toBe(404);
    expect((await as(admin)("POST", mergeUrl(b.id), { otherId: a.id })).statusCode).toBe(404);
    expect(await snapshot(a.id, b.id)).toEqual(trashedBefore);
  });

  it("never reaches another workspace's contacts, whatever the ids", async () => {
    const a = await newContact("Demo Survivor");
    const b = await newContact("Demo Other");
    const theirs = await newContact("Summit Own", {}, ids.summit, summit);
    const before = await snapshot(a.id, b.id);
    const asSummit = as(summit, SUMMIT);
    // Tenant A's ids from tenant B's workspace: not found.
    expect((await asSummit("POST", mergeUrl(a.id, ids.summit), { otherId: b.id })).statusCode).toBe(404);
    expect((await asSummit("POST", mergeUrl(theirs.id, ids.summit), { otherId: b.id })).statusCode).toBe(404);
    // Tenant A's URL with tenant B's session: refused.
    expect((await asSummit("POST", mergeUrl(a.id), { otherId: b.id })).statusCode).toBe(403);
    // Tenant A's admin naming tenant B's contact: not found.
    expect((await as(admin)("POST", mergeUrl(a.id), { otherId: theirs.id })).statusCode).toBe(404);
    expect(await snapshot(a.id, b.id)).toEqual(before);
    const summitStill = await asSummit("GET", `${contactsUrl(ids.summit)}/${theirs.id}`);
    expect(summitStill.statusCode).toBe(200);
  });

  it("two merges at once leave one consistent survivor", async () => {
    const a = await newContact("Race Survivor");
    const b = await newContact("Race Other", { email: "race@example.com" });
    const c = await newContact("Race Third");
    await as(staff)("POST", `${contactsUrl()}/${b.id}/notes`, { body: "Race note" });
    // The same merge twice, and b into c at the same time: exactly one takes b.
    const answers = await Promise.all([
      as(admin)("POST", mergeUrl(a.id), { otherId: b.id }),
      as(admin)("POST", mergeUrl(a.id), { otherId: b.id }),
      as(admin)("POST", mergeUrl(c.id), { otherId: b.id }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404, 404]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().contact.id as string;
    const rows = await ownerRows<{ contact_id: string; n: number }>(
      ids.demo,
      sql`select contact_id, count(*)::int as n from contact_notes where body = 'Race note' group by 1`,
    );
    expect(rows).toEqual([{ contact_id: winner, n: 1 }]);
    const merges = await ownerRows<{ n: number }>(
      ids.demo,
      sql`select count(*)::int as n from contact_events where kind = 'merged' and data->>'name' = 'Race Other'`,
    );
    expect(merges).toEqual([{ n: 1 }]);
    expect((await snapshot(b.id))[0]!.contacts).toBeNull();
    await countsAgree();
  });
});
