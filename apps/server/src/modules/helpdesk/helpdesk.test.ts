import { HELPDESK_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let admin: string;
let staff: string;
let summit: string;
let client: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const L = DEMO_LOGINS;

const login = async (host: string, username: string, password: string) =>
  cookieFrom(await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host }));

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  admin = await login(DEMO, L.demoAdmin.username, L.demoAdmin.password);
  staff = await login(DEMO, L.demoStaff.username, L.demoStaff.password);
  summit = await login(SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
  client = await portalCookie(t.app, DEMO, {
    email: L.demoPortalClient.email,
    password: L.demoPortalClient.password,
    tenantId: ids.demo,
  });
});
afterAll(() => t.close());

const demo = (cookie: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie });
const patch = (cookie: string, url: string, body: unknown, host = DEMO) =>
  t.app.inject({ method: "PATCH", url, payload: body as object, headers: { host, cookie, origin: `http://${host}` } });

async function newTicket(cookie = admin, body: object = {}) {
  const res = await demo(cookie, "POST", "/api/helpdesk/tickets", {
    title: "Printer offline",
    description: "Front desk printer",
    tenantId: ids.demo,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe("tickets", () => {
  it("opens with the spec's defaults, the submitter from the session, and per-tenant numbers", async () => {
    const first = await newTicket(admin, { submittedBy: "someone-else" });
    expect(first).toMatchObject({
      type: "appointment",
      priority: "medium",
      status: "new",
      tenantId: ids.demo,
      submittedByName: "Avery Morgan",
    });
    const [avery] = await t.db.owner.db.select().from(users).where(eq(users.username, "demo-admin"));
    expect(first.submittedBy).toBe(avery!.id);
    const second = await newTicket(staff);
    expect(second.number).toBe(first.number + 1);
    const summitFirst = await call(
      t.app,
      "POST",
      "/api/helpdesk/tickets",
      { title: "Hello", description: "World" },
      { host: SUMMIT, cookie: summit },
    );
    expect(summitFirst.json().number).toBe(1);
  });

  it("answers 400 when a required field is missing, or an enum is unknown, and writes nothing", async () => {
    const before = (await demo(admin, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`)).json().length;
    const res = await demo(admin, "POST", "/api/helpdesk/tickets", {
      title: " ",
      description: "",
      type: "rant!",
      priority: "urgent",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(["description", "priority", "title", "type"]);
    expect(res.json().fieldErrors.title).toEqual([HELPDESK_MESSAGES.required]);
    expect((await demo(admin, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`)).json().length).toBe(before);
  });

  it("moves through every status, reopens a closed ticket, and refuses comments while closed", async () => {
    const ticket = await newTicket();
    for (const status of [
      "open",
      "in_progress",
      "waiting_on_customer",
      "waiting_on_third_party",
      "resolved",
      "closed",
    ]) {
      const res = await patch(admin, `/api/helpdesk/tickets/${ticket.id}`, { status });
      expect(res.json().status).toBe(status);
    }
    const refused = await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, {
      content: "One more thing",
      isInternal: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: HELPDESK_MESSAGES.ticketClosed });
    expect((await demo(admin, "GET", `/api/helpdesk/tickets/${ticket.id}/comments`)).json()).toEqual([]);
    expect(
      (await patch(admin, `/api/helpdesk/tickets/${ticket.id}`, { status: "open", priority: "critical" })).json(),
    ).toMatchObject({ status: "open", priority: "critical" });
    expect(
      (await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: "Reopened" })).statusCode,
    ).toBe(201);
  });

  it("assigns only to staff of the same tenant, and filters by assignee, status and title", async () => {
    const ticket = await newTicket(admin, { title: "Assign me please" });
    const staffList = (await demo(admin, "GET", "/api/helpdesk/staff")).json() as { id: string; name: string }[];
    const riley = staffList.find((s) => s.name === "Riley Chen")!;
    expect((await patch(admin, `/api/helpdesk/tickets/${ticket.id}`, { assigneeId: riley.id })).json()).toMatchObject({
      assigneeId: riley.id,
      assigneeName: "Riley Chen",
    });
    const [jordan] = await t.db.owner.db.select().from(users).where(eq(users.username, "summit-admin"));
    const foreign = await patch(admin, `/api/helpdesk/tickets/${ticket.id}`, { assigneeId: jordan!.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(HELPDESK_MESSAGES.assigneeInvalid);
    const mine = (await demo(staff, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}?assignee=me`)).json();
    expect(mine.map((x: { id: string }) => x.id)).toEqual([ticket.id]);
    const byTitle = (await demo(admin, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}?search=ASSIGN%20me`)).json();
    expect(byTitle.map((x: { id: string }) => x.id)).toEqual([ticket.id]);
    const byStatus = (await demo(admin, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}?status=resolved`)).json();
    expect(byStatus.every((x: { status: string }) => x.status === "resolved")).toBe(true);
    expect((await patch(admin, `/api/helpdesk/tickets/${ticket.id}`, {})).statusCode).toBe(400);
  });

  it("refuses an empty comment in the spec's sense", async () => {
    const ticket = await newTicket();
    const res = await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: "   " });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.content).toEqual([HELPDESK_MESSAGES.commentEmpty]);
  });
});

describe("portal clients' support", () => {
  it("lets a client open a ticket and read public replies, never internal notes, and e-mails them a staff reply", async () => {
    const opened = await demo(client, "POST", "/api/client-portal/tickets", {
      title: "Billing question",
      description: "Why two charges?",
      type: "billing_insurance",
    });
    expect(opened.statusCode).toBe(201);
    const ticket = opened.json();
    expect(ticket).toMatchObject({ submittedByName: "Jamie Rivera", type: "billing_insurance" });

    const note = await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, {
      content: "Customer is on the old plan",
      isInternal: true,
    });
    expect(note.json()).toMatchObject({ isInternal: true, createdByName: "Avery Morgan" });
    const reply = await demo(admin, "POST", `/api/helpdesk/tickets/${ticket.id}/comments`, {
      content: "We refunded the duplicate.",
      isInternal: false,
    });
    expect(reply.statusCode).toBe(201);
    const spoofed = await demo(client, "POST", `/api/client-portal/tickets/${ticket.id}/comments`, {
      content: "Thanks!",
      isInternal: true,
    });
    expect(spoofed.statusCode).toBe(201);
    expect(spoofed.json().isInternal).toBe(false);

    const seen = (await demo(client, "GET", `/api/client-portal/tickets/${ticket.id}/comments`)).json();
    expect(seen.map((c: { content: string }) => c.content)).toEqual(["We refunded the duplicate.", "Thanks!"]);
    const staffView = (await demo(admin, "GET", `/api/helpdesk/tickets/${ticket.id}/comments`)).json();
    expect(staffView).toHaveLength(3);

    const mails = await t.db.owner.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, L.demoPortalClient.email));
    expect(mails).toHaveLength(1);
    // The demo tenant is a clinic: its word for a ticket, and its vertical's sign-off (issue 19).
    expect(mails[0]!.subject).toMatch(/^New reply on your request #\d{5}: Billing question$/);
    expect(mails[0]!.textBody).toContain("Your care team at Demo Health Clinic");
    expect(mails[0]!.textBody).toContain("We refunded the duplicate.");
    expect(mails[0]!.textBody).not.toContain("old plan");

    expect((await demo(client, "GET", "/api/client-portal/tickets")).json().map((x: { id: string }) => x.id)).toEqual([
      ticket.id,
    ]);
  });

  it("never shows a client another client's ticket", async () => {
    const staffTicket = await newTicket(admin, { title: "Internal only" });
    expect((await demo(client, "GET", `/api/client-portal/tickets/${staffTicket.id}/comments`)).statusCode).toBe(404);
    expect(
      (await demo(client, "POST", `/api/client-portal/tickets/${staffTicket.id}/comments`, { content: "hi" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await demo(client, "GET", "/api/client-portal/tickets")).json().map((x: { title: string }) => x.title),
    ).not.toContain("Internal only");
  });
});

describe("isolation", () => {
  it("answers 403 'tenant mismatch' or 404 to another tenant, and 401 to portal clients on staff routes", async () => {
    const ticket = await newTicket();
    const asSummit = (method: "GET" | "POST", url: string, body?: unknown) =>
      call(t.app, method, url, body, { host: SUMMIT, cookie: summit });
    const list = await asSummit("GET", `/api/helpdesk/tickets/tenant/${ids.demo}`);
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toContain("tenant mismatch");
    const create = await asSummit("POST", "/api/helpdesk/tickets", {
      title: "x",
      description: "y",
      tenantId: ids.demo,
    });
    expect(create.statusCode).toBe(403);
    expect((await asSummit("GET", `/api/helpdesk/tickets/${ticket.id}/comments`)).statusCode).toBe(404);
    expect((await asSummit("POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: "x" })).statusCode).toBe(
      404,
    );
    expect((await patch(summit, `/api/helpdesk/tickets/${ticket.id}`, { status: "closed" }, SUMMIT)).statusCode).toBe(
      404,
    );
    const onOtherHost = await call(t.app, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`, undefined, {
      host: SUMMIT,
      cookie: admin,
    });
    expect(onOtherHost.statusCode).toBe(403);
    expect((await demo(client, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`)).statusCode).toBe(401);
    expect((await demo(admin, "GET", "/api/client-portal/tickets")).statusCode).toBe(401);
    const clientOnSummit = await call(t.app, "GET", "/api/client-portal/tickets", undefined, {
      host: SUMMIT,
      cookie: client,
    });
    expect(clientOnSummit.statusCode).toBe(401);
  });
});
