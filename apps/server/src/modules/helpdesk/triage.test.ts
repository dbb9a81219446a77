import { HELPDESK_MESSAGES, TICKET_BULK_MAX } from "@engagesuite/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactEvents, contacts, tickets, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, demoStaffCookies, portalCookie } from "../../test/http";

/** Issue 22 point 2: a ticket by its id (its own URL) and the triage table's bulk changes. */

let t: TestApp;
let ids: { demo: string; summit: string };
let admin: string;
let staff: string;
let summit: string;
let client: string;
let riley: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const L = DEMO_LOGINS;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  ({ admin, staff, summit } = await demoStaffCookies(t.app));
  client = await portalCookie(t.app, DEMO, {
    email: L.demoPortalClient.email,
    password: L.demoPortalClient.password,
    tenantId: ids.demo,
  });
  const [row] = await t.db.owner.db.select().from(users).where(eq(users.username, L.demoStaff.username));
  riley = row!.id;
});
afterAll(() => t.close());

const as = (cookie: string, method: "GET" | "POST", url: string, body?: unknown, host = DEMO) =>
  call(t.app, method, url, body, { host, cookie });
const bulk = (cookie: string, body: unknown, host = DEMO) =>
  as(cookie, "POST", "/api/helpdesk/tickets/bulk", body, host);

async function newTicket(cookie = admin, body: object = {}, host = DEMO) {
  const res = await as(
    cookie,
    "POST",
    "/api/helpdesk/tickets",
    { title: "Triage me", description: "x", ...body },
    host,
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; number: number; status: string; priority: string; assigneeId: string | null };
}

async function stored(id: string) {
  const [row] = await t.db.owner.db.select().from(tickets).where(eq(tickets.id, id));
  return row!;
}

describe("GET /api/helpdesk/tickets/:ticketId", () => {
  it("answers the ticket with its contact to the tenant's staff", async () => {
    const [contact] = await t.db.owner.db.select().from(contacts).where(eq(contacts.tenantId, ids.demo)).limit(1);
    const ticket = await newTicket(admin, { contactId: contact!.id });
    const res = await as(staff, "GET", `/api/helpdesk/tickets/${ticket.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ticket.id, number: ticket.number, contactId: contact!.id });
    expect(res.json().contactName).toBe(contact!.name);
  });

  it("answers 404 for another tenant's ticket or none, 400 for a bad id, 401 to a portal client", async () => {
    const ticket = await newTicket();
    expect((await as(summit, "GET", `/api/helpdesk/tickets/${ticket.id}`, undefined, SUMMIT)).statusCode).toBe(404);
    const missing = await as(admin, "GET", "/api/helpdesk/tickets/00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(HELPDESK_MESSAGES.ticketNotFound);
    expect((await as(admin, "GET", "/api/helpdesk/tickets/not-a-uuid")).statusCode).toBe(400);
    expect((await as(client, "GET", `/api/helpdesk/tickets/${ticket.id}`)).statusCode).toBe(401);
  });
});

describe("POST /api/helpdesk/tickets/bulk", () => {
  it("assigns, prioritises and moves several tickets at once, as the single change does", async () => {
    const a = await newTicket();
    const b = await newTicket();
    const assigned = await bulk(staff, { ids: [a.id, b.id], change: { assigneeId: riley } });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    expect(assigned.json().every((x: { assigneeId: string }) => x.assigneeId === riley)).toBe(true);
    expect((await stored(a.id)).assigneeId).toBe(riley);

    const raised = await bulk(admin, { ids: [a.id, b.id], change: { priority: "critical" } });
    expect(raised.json().map((x: { priority: string }) => x.priority)).toEqual(["critical", "critical"]);

    const closed = await bulk(admin, { ids: [a.id, b.id], change: { status: "closed" } });
    expect(closed.statusCode).toBe(200);
    expect((await stored(b.id)).closedAt).not.toBeNull();
    // Reopening clears the close, as the single PATCH does.
    await bulk(admin, { ids: [a.id, b.id], change: { status: "open", assigneeId: null } });
    const reopened = await stored(b.id);
    expect(reopened).toMatchObject({ status: "open", closedAt: null, assigneeId: null });
  });

  it("writes a status move on a linked contact's timeline, one per ticket", async () => {
    const [contact] = await t.db.owner.db.select().from(contacts).where(eq(contacts.tenantId, ids.demo)).limit(1);
    const a = await newTicket(admin, { contactId: contact!.id });
    const b = await newTicket(admin, { contactId: contact!.id });
    expect((await bulk(admin, { ids: [a.id, b.id], change: { status: "in_progress" } })).statusCode).toBe(200);
    const events = await t.db.owner.db
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.contactId, contact!.id), eq(contactEvents.kind, "ticket_status")));
    const numbers = events.map((e) => (e.data as { number: number }).number);
    expect(numbers).toEqual(expect.arrayContaining([a.number, b.number]));
  });

  it("answers 400 with a clear message for bad input and writes nothing", async () => {
    const a = await newTicket();
    const cases: [unknown, string][] = [
      [{ ids: [], change: { priority: "high" } }, HELPDESK_MESSAGES.bulkIdsRequired],
      [{ change: { priority: "high" } }, HELPDESK_MESSAGES.bulkIdsRequired],
      [{ ids: [a.id, a.id], change: { priority: "high" } }, HELPDESK_MESSAGES.bulkDuplicate],
      [{ ids: [a.id], change: {} }, HELPDESK_MESSAGES.bulkNothing],
      [{ ids: [a.id], change: { status: "archived" } }, "Unknown ticket status"],
      [{ ids: [a.id], change: { priority: "urgent" } }, "Unknown ticket priority"],
      [{ ids: ["nope"], change: { priority: "high" } }, "Invalid ticket id"],
      [{ ids: [a.id], change: { contactId: a.id } }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
    const tooMany = Array.from(
      { length: TICKET_BULK_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    );
    const many = await bulk(admin, { ids: tooMany, change: { priority: "high" } });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain(HELPDESK_MESSAGES.bulkTooMany);
    // An assignee who is not the tenant's staff: 400, nothing assigned.
    const [jordan] = await t.db.owner.db.select().from(users).where(eq(users.username, L.summitAdmin.username));
    const foreign = await bulk(admin, { ids: [a.id], change: { assigneeId: jordan!.id, priority: "high" } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(HELPDESK_MESSAGES.assigneeInvalid);
    expect(await stored(a.id)).toMatchObject({ assigneeId: null, priority: "medium" });
  });

  it("is all or nothing: another tenant's or an unknown id makes it 404 and changes none", async () => {
    const mine = await newTicket();
    const theirs = await newTicket(summit, {}, SUMMIT);
    const mixed = await bulk(admin, { ids: [mine.id, theirs.id], change: { priority: "critical" } });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe(HELPDESK_MESSAGES.bulkNotFound);
    expect((await stored(mine.id)).priority).toBe("medium");
    expect((await stored(theirs.id)).priority).toBe("medium");
    const unknown = await bulk(admin, {
      ids: [mine.id, "00000000-0000-4000-8000-000000000000"],
      change: { status: "closed" },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await stored(mine.id)).status).toBe("new");
    // From the other tenant's side: its staff cannot touch this tenant's tickets.
    const intruder = await bulk(summit, { ids: [mine.id], change: { status: "closed" } }, SUMMIT);
    expect(intruder.statusCode).toBe(404);
    expect((await stored(mine.id)).status).toBe("new");
  });

  it("is the tenant's staff's only: 401 to a portal client and to no session", async () => {
    const a = await newTicket();
    expect((await bulk(client, { ids: [a.id], change: { status: "closed" } })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/helpdesk/tickets/bulk",
      payload: { ids: [a.id], change: { status: "closed" } },
      headers: { host: DEMO, origin: `http://${DEMO}` },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await stored(a.id)).status).toBe("new");
  });
});
