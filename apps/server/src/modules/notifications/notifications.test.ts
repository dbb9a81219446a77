import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications, tickets, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { Mailer, outboxOnlyTransport } from "../../providers/mail/mailer";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, demoStaffCookies, portalCookie } from "../../test/http";
import { notifySlaBreaches } from "../helpdesk/sla";

let t: TestApp;
let ids: { demo: string; summit: string };
let admin: string;
let staff: string;
let summit: string;
let client: string;
let staffId: string;
let adminId: string;
/** Every active administrator of the demo workspace (it has more than one). */
let admins: string[];
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const L = DEMO_LOGINS;
const HOUR = 3_600_000;

const demo = (cookie: string, method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: unknown) =>
  method === "PATCH"
    ? t.app.inject({
        method,
        url,
        payload: body as object,
        headers: { host: DEMO, cookie, origin: `http://${DEMO}` },
      })
    : call(t.app, method, url, body, { host: DEMO, cookie });
const owner = () => t.db.owner.db;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  ({ admin, staff, summit } = await demoStaffCookies(t.app));
  client = await portalCookie(t.app, DEMO, {
    email: L.demoPortalClient.email,
    password: L.demoPortalClient.password,
    tenantId: ids.demo,
  });
  const rows = await owner().select().from(users).where(eq(users.tenantId, ids.demo));
  admins = rows
    .filter((u) => u.role === "TENANT_ADMIN" && u.status === "active")
    .map((u) => u.id)
    .sort();
  expect(admins.length).toBeGreaterThan(1);
  staffId = rows.find((u) => u.username === L.demoStaff.username)!.id;
  adminId = rows.find((u) => u.username === L.demoAdmin.username)!.id;
});
afterAll(() => t.close());

/** The in-app rows and the outbox mails about one ticket, by recipient. */
async function told(ticketId: string) {
  const rows = await owner().select().from(notifications).where(eq(notifications.subjectId, ticketId));
  return rows
    .map((n) => ({ userId: n.userId, kind: n.kind, title: n.title }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.userId.localeCompare(b.userId));
}
const usersTold = async (ticketId: string, kind: string) =>
  (await told(ticketId)).filter((n) => n.kind === kind).map((n) => n.userId);
const mailsTo = (address: string, subject: string) =>
  owner()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), like(mailOutbox.subject, `%${subject}%`)));

async function portalTicket(title: string) {
  const res = await demo(client, "POST", "/api/client-portal/tickets", { title, description: `About ${title}` });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; number: number };
}
async function staffTicket(cookie: string, title: string, body: object = {}) {
  const res = await demo(cookie, "POST", "/api/helpdesk/tickets", { title, description: "Details", ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; number: number; firstResponseDueAt: string | null };
}

describe("who hears of what", () => {
  it("a client's new ticket: the admins by bell and e-mail, not other staff; nothing in another tenant", async () => {
    const ticket = await portalTicket("Refill question");
    expect(await usersTold(ticket.id, "ticket_created")).toEqual(admins);
    expect((await told(ticket.id))[0]!.title).toMatch(/^New request #\d{5} from .+: Refill question$/);
    const mails = await mailsTo(L.demoAdmin.email, "Refill question");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(
      `http://demo.localhost:3000/tu/admin/dashboard?section=help-desk&ticket=${ticket.id}`,
    );
    expect(await mailsTo(L.demoStaff.email, "Refill question")).toHaveLength(0);
    const summitRows = await owner().select().from(notifications).where(eq(notifications.tenantId, ids.summit));
    expect(summitRows).toHaveLength(0);
  });

  it("the member who opens a ticket is not told of it", async () => {
    const ticket = await staffTicket(admin, "Admin's own ticket");
    expect(await usersTold(ticket.id, "ticket_created")).toEqual(admins.filter((id) => id !== adminId));
    const byStaff = await staffTicket(staff, "Staff ticket");
    expect(await usersTold(byStaff.id, "ticket_created")).toEqual(admins);
  });

  it("assigned: the assignee hears of it, not when they assign themselves", async () => {
    const ticket = await staffTicket(admin, "Assign me");
    expect((await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { assigneeId: staffId })).statusCode).toBe(
      200,
    );
    expect((await told(ticket.id)).filter((n) => n.kind === "ticket_assigned")).toEqual([
      {
        userId: staffId,
        kind: "ticket_assigned",
        title: expect.stringMatching(/^Request #\d{5} assigned to you: Assign me$/),
      },
    ]);
    expect(await mailsTo(L.demoStaff.email, "assigned to you: Assign me")).toHaveLength(1);
    // The same assignee again: nothing new.
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { assigneeId: staffId, priority: "high" });
    expect(await usersTold(ticket.id, "ticket_assigned")).toHaveLength(1);

    const mine = await staffTicket(staff, "Self assign");
    await demo(staff, "PATCH", `/api/helpdesk/tickets/${mine.id}`, { assigneeId: staffId });
    expect((await told(mine.id)).filter((n) => n.userId === staffId)).toEqual([]);
  });

  it("a client's reply: the assignee; with none, the admins", async () => {
    const unassigned = await portalTicket("Reply unassigned");
    await demo(client, "POST", `/api/client-portal/tickets/${unassigned.id}/comments`, { content: "Any news?" });
    expect(await usersTold(unassigned.id, "client_replied")).toEqual(admins);

    const assigned = await portalTicket("Reply assigned");
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${assigned.id}`, { assigneeId: staffId });
    await demo(client, "POST", `/api/client-portal/tickets/${assigned.id}/comments`, { content: "Still broken" });
    expect((await told(assigned.id)).filter((n) => n.kind === "client_replied")).toEqual([
      { userId: staffId, kind: "client_replied", title: expect.stringMatching(/replied on #\d{5}: Reply assigned$/) },
    ]);
    const mails = await mailsTo(L.demoStaff.email, "replied on");
    expect(mails.some((m) => m.textBody.includes("Still broken"))).toBe(true);
    // A staff reply does not notify staff.
    await demo(admin, "POST", `/api/helpdesk/tickets/${assigned.id}/comments`, { content: "On it", isInternal: false });
    expect((await told(assigned.id)).filter((n) => n.kind === "client_replied")).toHaveLength(1);
  });

  it("resolved: the client gets an e-mail in the workspace's words, once", async () => {
    const ticket = await portalTicket("Resolve me");
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { status: "resolved" });
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { status: "resolved", priority: "low" });
    const mails = await mailsTo(L.demoPortalClient.email, "Resolve me");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your request #\d{5} is resolved: Resolve me$/);
    expect(mails[0]!.textBody).toContain("Your care team at Demo Health Clinic");
    expect(mails[0]!.textBody).toContain(`/portal/support?ticket=${ticket.number}`);
  });

  it("preferences: e-mail off keeps the bell; both off is silence; other kinds unaffected", async () => {
    const put = await demo(staff, "PUT", "/api/notifications/preferences", {
      preferences: [{ kind: "ticket_assigned", email: false, inApp: true }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences).toEqual([
      { kind: "ticket_created", email: true, inApp: true },
      { kind: "ticket_assigned", email: false, inApp: true },
      { kind: "client_replied", email: true, inApp: true },
      { kind: "sla_breached", email: true, inApp: true },
    ]);
    const a = await staffTicket(admin, "Pref one");
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${a.id}`, { assigneeId: staffId });
    expect(await usersTold(a.id, "ticket_assigned")).toEqual([staffId]);
    expect(await mailsTo(L.demoStaff.email, "Pref one")).toHaveLength(0);

    await demo(staff, "PUT", "/api/notifications/preferences", {
      preferences: [{ kind: "ticket_assigned", email: false, inApp: false }],
    });
    const b = await staffTicket(admin, "Pref two");
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${b.id}`, { assigneeId: staffId });
    expect(await usersTold(b.id, "ticket_assigned")).toEqual([]);
    expect(await mailsTo(L.demoStaff.email, "Pref two")).toHaveLength(0);
    // The admin's own choices are theirs: untouched.
    expect((await demo(admin, "GET", "/api/notifications/preferences")).json().preferences[1]).toEqual({
      kind: "ticket_assigned",
      email: true,
      inApp: true,
    });
    await demo(staff, "PUT", "/api/notifications/preferences", {
      preferences: [{ kind: "ticket_assigned", email: true, inApp: true }],
    });
  });
});

describe("the bell's routes", () => {
  it("lists mine newest first by keyset, counts, marks one and all read", async () => {
    await demo(admin, "POST", "/api/notifications/read-all", { upTo: new Date(Date.now() + 60_000).toISOString() });
    const a = await portalTicket("Bell one");
    const b = await portalTicket("Bell two");
    expect((await demo(admin, "GET", "/api/notifications/unread-count")).json()).toEqual({ unread: 2 });
    const first = (await demo(admin, "GET", "/api/notifications?limit=1")).json();
    expect(first.notifications.map((n: { subjectId: string }) => n.subjectId)).toEqual([b.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await demo(admin, "GET", `/api/notifications?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.notifications.map((n: { subjectId: string }) => n.subjectId)).toEqual([a.id]);

    const id = first.notifications[0].id;
    // Another member of the same workspace cannot read or mark it.
    expect(
      (await demo(staff, "GET", "/api/notifications")).json().notifications.some((n: { id: string }) => n.id === id),
    ).toBe(false);
    expect((await demo(staff, "POST", `/api/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await demo(admin, "GET", "/api/notifications/unread-count")).json()).toEqual({ unread: 2 });

    expect((await demo(admin, "POST", `/api/notifications/${id}/read`)).statusCode).toBe(204);
    expect((await demo(admin, "GET", "/api/notifications/unread-count")).json()).toEqual({ unread: 1 });
    const unread = (await demo(admin, "GET", "/api/notifications?unreadOnly=true")).json();
    expect(unread.notifications.map((n: { subjectId: string }) => n.subjectId)).toEqual([a.id]);
    // Up to a time: what came later stays unread.
    const c = await portalTicket("Bell three");
    const [newest] = (await demo(admin, "GET", "/api/notifications?limit=1")).json().notifications;
    expect(newest.subjectId).toBe(c.id);
    const upTo = new Date(new Date(newest.createdAt).getTime() - 1).toISOString();
    expect((await demo(admin, "POST", "/api/notifications/read-all", { upTo })).json()).toEqual({ unread: 1 });
    expect((await demo(admin, "POST", "/api/notifications/read-all", { upTo: newest.createdAt })).json()).toEqual({
      unread: 0,
    });
    expect((await demo(admin, "POST", "/api/notifications/read-all", { upTo: "yesterday" })).statusCode).toBe(400);
  });

  it("is tenant-bound: another workspace's member is refused on this host and finds nothing on theirs", async () => {
    const [row] = await owner().select().from(notifications).where(eq(notifications.userId, adminId)).limit(1);
    expect((await call(t.app, "GET", "/api/notifications", undefined, { host: DEMO, cookie: summit })).statusCode).toBe(
      403,
    );
    const own = await call(t.app, "GET", "/api/notifications", undefined, { host: SUMMIT, cookie: summit });
    expect(own.json().notifications).toEqual([]);
    const mark = await call(t.app, "POST", `/api/notifications/${row!.id}/read`, undefined, {
      host: SUMMIT,
      cookie: summit,
    });
    expect(mark.statusCode).toBe(404);
    expect((await call(t.app, "GET", "/api/notifications/unread-count", undefined, { host: DEMO })).statusCode).toBe(
      401,
    );
  });

  it("answers 400 for a bad cursor, an unknown or repeated kind, and writes nothing", async () => {
    expect((await demo(admin, "GET", "/api/notifications?cursor=bm90LWEtY3Vyc29y")).statusCode).toBe(400);
    expect((await demo(admin, "GET", "/api/notifications?limit=0")).statusCode).toBe(400);
    expect((await demo(admin, "POST", "/api/notifications/not-a-uuid/read")).statusCode).toBe(400);
    const unknown = await demo(admin, "PUT", "/api/notifications/preferences", {
      preferences: [{ kind: "everything", email: false, inApp: false }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBeTruthy();
    const twice = await demo(admin, "PUT", "/api/notifications/preferences", {
      preferences: [
        { kind: "ticket_created", email: false, inApp: false },
        { kind: "ticket_created", email: true, inApp: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await demo(admin, "GET", "/api/notifications/preferences")).json().preferences[0]).toEqual({
      kind: "ticket_created",
      email: true,
      inApp: true,
    });
  });
});

describe("service levels", () => {
  const settings = {
    businessHours: [],
    policies: [
      { priority: "critical", firstResponseMinutes: 60, resolutionMinutes: 240 },
      { priority: "high", firstResponseMinutes: 120, resolutionMinutes: null },
    ],
  };

  it("the admin sets them; staff and other workspaces cannot; bad input is a 400 that writes nothing", async () => {
    expect((await demo(staff, "PUT", "/api/helpdesk/settings/sla", settings)).statusCode).toBe(403);
    expect((await demo(staff, "GET", "/api/helpdesk/settings/sla")).statusCode).toBe(403);
    expect(
      (await call(t.app, "PUT", "/api/helpdesk/settings/sla", settings, { host: DEMO, cookie: summit })).statusCode,
    ).toBe(403);
    const bad = await demo(admin, "PUT", "/api/helpdesk/settings/sla", {
      businessHours: [{ day: 1, start: "17:00", end: "09:00" }],
      policies: [{ priority: "critical", firstResponseMinutes: 0, resolutionMinutes: null }],
    });
    expect(bad.statusCode).toBe(400);
    const twice = await demo(admin, "PUT", "/api/helpdesk/settings/sla", {
      businessHours: [
        { day: 1, start: "09:00", end: "17:00" },
        { day: 1, start: "10:00", end: "11:00" },
      ],
      policies: [],
    });
    expect(twice.statusCode).toBe(400);
    expect((await demo(admin, "GET", "/api/helpdesk/settings/sla")).json()).toMatchObject({ businessHours: [] });
    expect((await demo(admin, "GET", "/api/helpdesk/settings/sla")).json().policies[3]).toEqual({
      priority: "critical",
      firstResponseMinutes: null,
      resolutionMinutes: null,
    });

    const saved = await demo(admin, "PUT", "/api/helpdesk/settings/sla", settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toEqual(expect.any(String));
    expect(saved.json().policies).toContainEqual({
      priority: "high",
      firstResponseMinutes: 120,
      resolutionMinutes: null,
    });
    // Summit's are its own.
    const theirs = await call(t.app, "GET", "/api/helpdesk/settings/sla", undefined, { host: SUMMIT, cookie: summit });
    expect(theirs.json().policies.every((p: { firstResponseMinutes: null }) => p.firstResponseMinutes === null)).toBe(
      true,
    );
  });

  it("sets due times at create, again on a priority change, and stops the clocks", async () => {
    await demo(admin, "PUT", "/api/helpdesk/settings/sla", settings);
    const ticket = await staffTicket(admin, "Urgent", { priority: "critical" });
    const created = (await owner().select().from(tickets).where(eq(tickets.id, ticket.id)))[0]!;
    expect(created.firstResponseDueAt!.getTime() - created.createdAt.getTime()).toBe(HOUR);
    expect(created.resolutionDueAt!.getTime() - created.createdAt.getTime()).toBe(4 * HOUR);

    const high = await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { priority: "high" });
    expect(new Date(high.json().firstResponseDueAt).getTime() - created.createdAt.getTime()).toBe(2 * HOUR);
    expect(high.json().resolutionDueAt).toBeNull();

    await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: "Note", isInternal: true });
    expect(
      (await demo(admin, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}?search=Urgent`)).json()[0].firstRespondedAt,
    ).toBeNull();
    await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: "Looking", isInternal: false });
    const responded = (await owner().select().from(tickets).where(eq(tickets.id, ticket.id)))[0]!;
    expect(responded.firstRespondedAt).not.toBeNull();

    const resolved = (await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { status: "resolved" })).json();
    expect(resolved.resolvedAt).not.toBeNull();
    const reopened = (await demo(admin, "PATCH", `/api/helpdesk/tickets/${ticket.id}`, { status: "open" })).json();
    expect(reopened.resolvedAt).toBeNull();
    const low = await staffTicket(admin, "No target", { priority: "low" });
    expect(low.firstResponseDueAt).toBeNull();
  });

  it("a breach is told exactly once, to the assignee (or the admins), even by two rounds at once", async () => {
    await demo(admin, "PUT", "/api/helpdesk/settings/sla", settings);
    const assigned = await staffTicket(admin, "Breach assigned", { priority: "critical" });
    await demo(admin, "PATCH", `/api/helpdesk/tickets/${assigned.id}`, { assigneeId: staffId });
    const orphan = await staffTicket(staff, "Breach orphan", { priority: "critical" });
    const deps = {
      mailer: new Mailer(t.db.app.db, outboxOnlyTransport, "noreply@test.example", {
        ready: false,
        sendInTx: async () => {},
      }),
      config: t.config,
    };
    const at = (ms: number) => ({ now: () => new Date(Date.now() + ms) });
    const breaches = async (id: string) => (await told(id)).filter((n) => n.kind === "sla_breached");

    await notifySlaBreaches(t.db.app.db, deps, at(30 * 60_000));
    expect(await breaches(assigned.id)).toEqual([]);

    await Promise.all([
      notifySlaBreaches(t.db.app.db, deps, at(2 * HOUR)),
      notifySlaBreaches(t.db.app.db, deps, at(2 * HOUR)),
    ]);
    expect(await breaches(assigned.id)).toEqual([
      { userId: staffId, kind: "sla_breached", title: expect.stringMatching(/missed its first-response target$/) },
    ]);
    expect((await breaches(orphan.id)).map((n) => n.userId)).toEqual(admins);
    expect(await mailsTo(L.demoStaff.email, "missed its first-response target")).toHaveLength(1);

    // Later: the resolution target passes too, told once; the first response is not told again.
    await notifySlaBreaches(t.db.app.db, deps, at(5 * HOUR));
    await notifySlaBreaches(t.db.app.db, deps, at(6 * HOUR));
    expect((await breaches(assigned.id)).map((n) => n.title.replace(/.* missed its /, ""))).toEqual([
      "first-response target",
      "resolution target",
    ]);
  });
});
