import {
  type AUDIT_ACTIONS,
  type AuditEvent,
  TEAM_MESSAGES,
  type TeamMember,
  type TeamPage,
  teamApi,
} from "@engagesuite/shared";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, staffSessions, tenants, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie, staffCookie } from "../../test/http";
import { purgeExpiredAuthTokens } from "../auth/expired-tokens";
import { teamInvitations } from "./schema";

const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
let portalClient: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
  demoStaff = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
  summitAdmin = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
  portalClient = await portalCookie(t.app, DEMO, {
    email: L.demoPortalClient.email,
    password: L.demoPortalClient.password,
    tenantId: ids.demo,
  });
  expect(demoAdmin && demoStaff && summitAdmin && portalClient).toBeTruthy();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const teamPath = (tenantId = ids.demo) => `/api/tenants/${tenantId}/team`;
const as =
  (cookie: string, host = DEMO) =>
  (method: Method, url: string, body?: unknown) =>
    call(t.app, method, url, body, { host, cookie });
const admin = (method: Method, url: string, body?: unknown) => as(demoAdmin)(method, url, body);
const summit = (method: Method, url: string, body?: unknown) => as(summitAdmin, SUMMIT)(method, url, body);

async function team(query = "", run = admin, tenantId = ids.demo): Promise<TeamPage> {
  const res = await run("GET", `${teamPath(tenantId)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function latestMailTo(to: string) {
  const [mail] = await t.db.owner.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function inviteOn(run: typeof admin, tenantId: string, email: string, role = "STAFF") {
  return run("POST", `${teamPath(tenantId)}/invitations`, { email, firstName: "Nia", lastName: "Okafor", role });
}

async function tokenFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const token = tokenIn(mail?.textBody ?? "");
  expect(token).toBeTruthy();
  return token!;
}

const acceptOn = (host: string, token: string, username: string, password = "a-long-new-password-7") =>
  call(t.app, "POST", "/api/team/invitation/accept", { token, username, password }, { host });

async function auditEvents(action: (typeof AUDIT_ACTIONS)[number], run = admin, tenantId = ids.demo) {
  const res = await run("GET", `/api/tenants/${tenantId}/audit-events?action=${action}`);
  expect(res.statusCode).toBe(200);
  return res.json().events as AuditEvent[];
}

const usersCount = async () => (await t.db.owner.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe("the team list", () => {
  it("shows the demo team with both roles, an invitation, a deactivated member, seats and last sign-in", async () => {
    const page = await team();
    const byName = Object.fromEntries(page.members.map((m) => [`${m.firstName} ${m.lastName}`, m]));
    expect(byName["Avery Morgan"]).toMatchObject({ role: "TENANT_ADMIN", status: "active", username: "demo-admin" });
    expect(byName["Avery Morgan"]!.lastSignInAt).not.toBeNull();
    expect(byName["Riley Chen"]).toMatchObject({ role: "STAFF", status: "active" });
    expect(byName["Sofia Alvarez"]).toMatchObject({ status: "invited", username: null });
    expect(byName["Sofia Alvarez"]!.invitationExpiresAt).not.toBeNull();
    expect(byName["Tom Becker"]).toMatchObject({ status: "deactivated" });
    // Professional: 10 seats; active members and pending invitations count, the deactivated member does not.
    expect(page.seats).toEqual({ used: 5, limit: 10, planName: "Professional" });
    expect(page.total).toBe(6);
  });

  it("searches name, e-mail and username on the server and pages with a total", async () => {
    expect((await team("?search=riley")).members.map((m) => m.username)).toEqual(["demo-staff"]);
    expect((await team("?search=STAFF%40demo")).members.map((m) => m.username)).toEqual(["demo-staff"]);
    expect((await team("?search=marcus.l")).members.map((m) => m.lastName)).toEqual(["Lee"]);
    expect((await team("?search=Sofia%20Alv")).members.map((m) => m.lastName)).toEqual(["Alvarez"]);
    expect((await team("?search=%25")).total).toBe(0);
    expect((await team("?status=deactivated")).members.map((m) => m.lastName)).toEqual(["Becker"]);
    const first = await team("?pageSize=4");
    const second = await team("?pageSize=4&page=2");
    expect(first.members).toHaveLength(4);
    expect(second.members).toHaveLength(2);
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(new Set([...first.members, ...second.members].map((m) => m.id)).size).toBe(6);
  });

  it("answers 400 for a bad page or status and never shows another workspace's members", async () => {
    for (const q of ["?page=0", "?pageSize=500", "?status=gone", "?page=abc"]) {
      expect((await admin("GET", `${teamPath()}${q}`)).statusCode).toBe(400);
    }
    const own = await team("", summit, ids.summit);
    expect(own.members.map((m) => m.username)).toEqual(["summit-admin"]);
  });
});

describe("who may call the team's endpoints", () => {
  const adminEndpoints = () => {
    const member = "00000000-0000-4000-8000-000000000000";
    return [
      ["GET", teamPath(), undefined],
      ["POST", `${teamPath()}/invitations`, { email: "who@example.com", firstName: "W", lastName: "H", role: "STAFF" }],
      ["POST", `${teamPath()}/invitations/${member}/resend`, undefined],
      ["DELETE", `${teamPath()}/invitations/${member}`, undefined],
      ["PUT", `${teamPath()}/members/${member}/role`, { role: "STAFF" }],
      ["POST", `${teamPath()}/members/${member}/deactivate`, undefined],
      ["POST", `${teamPath()}/members/${member}/reactivate`, undefined],
    ] as const;
  };

  it("declares every admin endpoint users.manage (the permission table) and the invitee's two tenantPublic", () => {
    const declared = Object.values(teamApi);
    expect(declared.filter((e) => e.access === "staff" && e.permission === "users.manage")).toHaveLength(7);
    expect(declared.filter((e) => e.access === "tenantPublic").map((e) => e.path)).toEqual([
      "/api/team/invitation",
      "/api/team/invitation/accept",
    ]);
  });

  it("refuses staff (403 with the message), portal clients and anonymous callers (401), other tenants (403)", async () => {
    const before = await usersCount();
    for (const [method, url, body] of adminEndpoints()) {
      const staff = await as(demoStaff)(method, url, body);
      expect(staff.statusCode, `${method} ${url}`).toBe(403);
      expect(staff.json().message).toBe(TEAM_MESSAGES.adminOnly);
      expect((await as(portalClient)(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, body, { host: DEMO })).statusCode).toBe(401);
      // Another workspace's admin: on their own host (the path names demo) and on demo's host.
      expect([403, 404]).toContain((await summit(method, url, body)).statusCode);
      const foreign = await as(summitAdmin, DEMO)(method, url, body);
      expect(foreign.statusCode).toBe(403);
    }
    expect(await usersCount()).toBe(before);
  });

  it("answers 404 for a member of another workspace, and changes nothing there", async () => {
    const [jordan] = (await team("", summit, ids.summit)).members;
    for (const [method, suffix, body] of [
      ["PUT", "role", { role: "STAFF" }],
      ["POST", "deactivate", undefined],
      ["POST", "reactivate", undefined],
    ] as const) {
      const res = await admin(method, `${teamPath()}/members/${jordan!.id}/${suffix}`, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TEAM_MESSAGES.memberNotFound);
    }
    expect((await admin("POST", `${teamPath()}/invitations/${jordan!.id}/resend`)).statusCode).toBe(404);
    expect((await admin("DELETE", `${teamPath()}/invitations/${jordan!.id}`)).statusCode).toBe(404);
    expect((await team("", summit, ids.summit)).members[0]).toMatchObject({ role: "TENANT_ADMIN", status: "active" });
  });
});

describe("invitations", () => {
  it("invites by e-mail: an invited member, a seat, a 7-day link on the tenant's host, an audit event", async () => {
    const before = (await team()).seats.used;
    const res = await inviteOn(admin, ids.demo, "Nia.Okafor@Example.com");
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json() as TeamMember;
    expect(member).toMatchObject({ email: "nia.okafor@example.com", status: "invited", role: "STAFF", username: null });
    const days = (Date.parse(member.invitationExpiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect((await team()).seats.used).toBe(before + 1);
    const mail = await latestMailTo("nia.okafor@example.com");
    expect(mail!.subject).toBe("Avery Morgan invited you to Demo Health Clinic on EngageSuite");
    expect(mail!.textBody).toMatch(/http:\/\/demo\.localhost:3000\/invitation#token=[A-Za-z0-9_-]{40,}/);
    // Only the token's hash is stored.
    const token = tokenIn(mail!.textBody)!;
    const [stored] = await t.db.owner.db.select().from(teamInvitations).where(eq(teamInvitations.userId, member.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
    const [event] = await auditEvents("invitation_sent");
    expect(event).toMatchObject({ actorName: "Avery Morgan", target: "Nia Okafor <nia.okafor@example.com>" });
  });

  it("answers 409 for an address already in the team, and for one used elsewhere without naming the workspace", async () => {
    const before = await usersCount();
    for (const email of [L.demoStaff.email, "NIA.OKAFOR@example.com", "tom.becker@demo-health.example"]) {
      const res = await inviteOn(admin, ids.demo, email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json().fieldErrors.email).toBeTruthy();
    }
    expect((await inviteOn(admin, ids.demo, L.demoStaff.email)).json().message).toBe(TEAM_MESSAGES.emailInTeam);
    expect((await inviteOn(admin, ids.demo, "nia.okafor@example.com")).json().message).toBe(
      TEAM_MESSAGES.alreadyInvited,
    );
    for (const email of [L.summitAdmin.email, L.superAdmin.email]) {
      const res = await inviteOn(admin, ids.demo, email);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TEAM_MESSAGES.emailTaken);
      expect(res.body).not.toMatch(/summit|Summit|platform/);
    }
    expect(await usersCount()).toBe(before);
  });

  it("answers 400 with field errors for bad input and writes nothing", async () => {
    const before = await usersCount();
    const mails = (await t.db.owner.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;
    const bodies = [
      { email: "not-an-email", firstName: "A", lastName: "B", role: "STAFF" },
      { email: "ok@example.com", firstName: "", lastName: "B", role: "STAFF" },
      { email: "ok@example.com", firstName: "A", lastName: "B", role: "SUPER_ADMIN" },
      { email: "ok@example.com", firstName: "A", lastName: "B" },
      { email: "ok@example.com", firstName: "A".repeat(101), lastName: "B", role: "STAFF" },
    ];
    for (const body of bodies) {
      const res = await admin("POST", `${teamPath()}/invitations`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
    expect(await usersCount()).toBe(before);
    expect((await t.db.owner.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n).toBe(mails);
  });

  it("is accepted on the tenant's host: username and password set, signed in, the link spent", async () => {
    const res = await inviteOn(admin, ids.demo, "ines.ferreira@example.com", "TENANT_ADMIN");
    expect(res.statusCode).toBe(201);
    const token = await tokenFor("ines.ferreira@example.com");

    // An invited member has no password to sign in with, and the reset form sends them nothing.
    const invitedLogin = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "ines.ferreira@example.com", password: "a-long-new-password-7" },
      { host: DEMO },
    );
    expect(invitedLogin.statusCode).toBe(401);
    await call(t.app, "POST", "/api/auth/password-reset/request", { email: "ines.ferreira@example.com" });
    expect((await latestMailTo("ines.ferreira@example.com"))!.subject).toMatch(/invited you/);

    // Another workspace's host, or the main site, does not know the link.
    const mainSite = await call(t.app, "POST", "/api/team/invitation", { token }, { host: "localhost:3000" });
    expect(mainSite.statusCode).toBeGreaterThanOrEqual(400);
    expect(mainSite.statusCode).toBeLessThan(500);
    expect((await call(t.app, "POST", "/api/team/invitation", { token }, { host: SUMMIT })).statusCode).toBe(400);
    expect((await acceptOn(SUMMIT, token, "ines.f")).statusCode).toBe(400);

    const details = await call(t.app, "POST", "/api/team/invitation", { token }, { host: DEMO });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      email: "ines.ferreira@example.com",
      role: "TENANT_ADMIN",
      tenantName: "Demo Health Clinic",
    });

    // The password rules and the workspace's usernames are checked before the link is spent.
    const weak = await acceptOn(DEMO, token, "ines.f", "password");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.password).toBeTruthy();
    const short = await acceptOn(DEMO, token, "ines.f", "short");
    expect(short.statusCode).toBe(400);
    const taken = await acceptOn(DEMO, token, "DEMO-STAFF");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TEAM_MESSAGES.usernameTaken);
    expect((await acceptOn(DEMO, token, "no spaces allowed")).statusCode).toBe(400);

    const accepted = await acceptOn(DEMO, token, "ines.f");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ redirectTo: "/dashboard" });
    const cookie = cookieFrom(accepted);
    const me = await call(t.app, "GET", "/api/auth/me", undefined, { host: DEMO, cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: "ines.f", role: "TENANT_ADMIN", tenantId: ids.demo });

    expect((await acceptOn(DEMO, token, "ines.again")).statusCode).toBe(400);
    expect((await call(t.app, "POST", "/api/team/invitation", { token }, { host: DEMO })).json().message).toBe(
      TEAM_MESSAGES.invitationInvalid,
    );
    const [member] = (await team("?search=ines.ferreira")).members;
    expect(member).toMatchObject({ status: "active", username: "ines.f", invitedAt: null });
    expect(await staffCookie(t.app, DEMO, "ines.f", "a-long-new-password-7")).toBeTruthy();
    const [event] = await auditEvents("invitation_accepted");
    expect(event).toMatchObject({ actorId: member!.id, actorName: "Nia Okafor" });
  });

  it("resends with a new link (the old one dead) and revokes (the link dead, the seat free)", async () => {
    const res = await inviteOn(admin, ids.demo, "kai.moreau@example.com");
    const member = res.json() as TeamMember;
    const first = await tokenFor("kai.moreau@example.com");
    const resent = await admin("POST", `${teamPath()}/invitations/${member.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const second = await tokenFor("kai.moreau@example.com");
    expect(second).not.toBe(first);
    expect((await call(t.app, "POST", "/api/team/invitation", { token: first }, { host: DEMO })).statusCode).toBe(400);
    expect((await call(t.app, "POST", "/api/team/invitation", { token: second }, { host: DEMO })).statusCode).toBe(200);
    expect((await auditEvents("invitation_resent"))[0]).toMatchObject({
      target: "Nia Okafor <kai.moreau@example.com>",
    });

    const seats = (await team()).seats.used;
    expect((await admin("DELETE", `${teamPath()}/invitations/${member.id}`)).statusCode).toBe(204);
    expect((await team()).seats.used).toBe(seats - 1);
    expect((await acceptOn(DEMO, second, "kai.m")).statusCode).toBe(400);
    expect((await team("?search=kai.moreau")).total).toBe(0);
    expect((await auditEvents("invitation_revoked"))[0]).toMatchObject({
      target: "Nia Okafor <kai.moreau@example.com>",
    });

    // Only an invited member's invitation can be resent or revoked.
    const [riley] = (await team("?search=riley")).members;
    expect((await admin("POST", `${teamPath()}/invitations/${riley!.id}/resend`)).statusCode).toBe(409);
    expect((await admin("DELETE", `${teamPath()}/invitations/${riley!.id}`)).json().message).toBe(
      TEAM_MESSAGES.notInvited,
    );
  });

  it("lets the expired-rows sweep delete expired invitation tokens; the member stays listed until resent", async () => {
    const res = await inviteOn(admin, ids.demo, "old.link@example.com");
    const member = res.json() as TeamMember;
    const token = await tokenFor("old.link@example.com");
    await t.db.owner.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.userId, member.id));
    expect((await acceptOn(DEMO, token, "old.link")).statusCode).toBe(400);
    await purgeExpiredAuthTokens(t.db.app.db);
    expect(await t.db.owner.db.select().from(teamInvitations).where(eq(teamInvitations.userId, member.id))).toEqual([]);
    const [listed] = (await team("?search=old.link")).members;
    expect(listed).toMatchObject({ status: "invited", invitationExpiresAt: null });
    expect((await admin("POST", `${teamPath()}/invitations/${member.id}/resend`)).statusCode).toBe(200);
    expect((await acceptOn(DEMO, await tokenFor("old.link@example.com"), "old.link")).statusCode).toBe(200);
  });
});

describe("roles, deactivation and the last administrator", () => {
  it("changes a member's role, in effect on their next request, and records it", async () => {
    const [riley] = (await team("?search=riley")).members;
    const promoted = await admin("PUT", `${teamPath()}/members/${riley!.id}/role`, { role: "TENANT_ADMIN" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe("TENANT_ADMIN");
    expect((await as(demoStaff)("GET", teamPath())).statusCode).toBe(200);
    expect((await admin("PUT", `${teamPath()}/members/${riley!.id}/role`, { role: "STAFF" })).statusCode).toBe(200);
    expect((await as(demoStaff)("GET", teamPath())).statusCode).toBe(403);
    const [event] = await auditEvents("member_role_changed");
    expect(event).toMatchObject({
      target: `Riley Chen <${L.demoStaff.email}>`,
      details: { from: "TENANT_ADMIN", to: "STAFF" },
    });
    expect((await admin("PUT", `${teamPath()}/members/${riley!.id}/role`, { role: "OWNER" })).statusCode).toBe(400);
  });

  it("keeps the last active administrator: no demotion, no deactivation (409)", async () => {
    const [jordan] = (await team("", summit, ids.summit)).members;
    const demote = await summit("PUT", `${teamPath(ids.summit)}/members/${jordan!.id}/role`, { role: "STAFF" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(TEAM_MESSAGES.lastAdmin);
    const off = await summit("POST", `${teamPath(ids.summit)}/members/${jordan!.id}/deactivate`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TEAM_MESSAGES.lastAdmin);
    expect((await team("", summit, ids.summit)).members[0]).toMatchObject({ role: "TENANT_ADMIN", status: "active" });
    expect(await auditEvents("member_role_changed", summit, ids.summit)).toEqual([]);
  });

  it("deactivates: sessions end at once, sign-in is refused, notes keep the name; reactivation lets them back", async () => {
    const staffCookieNow = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
    const ticket = await as(staffCookieNow)("POST", "/api/helpdesk/tickets", {
      title: "Printer",
      description: "Jammed",
    });
    expect(ticket.statusCode).toBe(201);
    const note = await as(staffCookieNow)("POST", `/api/helpdesk/tickets/${ticket.json().id}/comments`, {
      content: "Ordered a new drum",
      isInternal: true,
    });
    expect(note.statusCode, note.body).toBe(201);

    const [riley] = (await team("?search=riley")).members;
    const res = await admin("POST", `${teamPath()}/members/${riley!.id}/deactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("deactivated");
    expect(await t.db.owner.db.select().from(staffSessions).where(eq(staffSessions.userId, riley!.id))).toEqual([]);
    expect(
      (await call(t.app, "GET", "/api/auth/me", undefined, { host: DEMO, cookie: staffCookieNow })).statusCode,
    ).toBe(401);
    const login = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      {
        username: L.demoStaff.username,
        password: L.demoStaff.password,
      },
      { host: DEMO },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(TEAM_MESSAGES.deactivated);
    // A wrong password still answers as a wrong password (nothing said about the account).
    const wrong = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      {
        username: L.demoStaff.username,
        password: "wrong-password-1",
      },
      { host: DEMO },
    );
    expect(wrong.statusCode).toBe(401);
    // No reset link for a deactivated member.
    const reset = await admin("POST", `/api/tenants/${ids.demo}/users/${riley!.id}/password-reset`);
    expect(reset.statusCode).toBe(409);

    const comments = await admin("GET", `/api/helpdesk/tickets/${ticket.json().id}/comments`);
    expect(comments.statusCode).toBe(200);
    expect(JSON.stringify(comments.json())).toContain("Riley Chen");
    expect((await admin("POST", `${teamPath()}/members/${riley!.id}/deactivate`)).json().message).toBe(
      TEAM_MESSAGES.alreadyDeactivated,
    );
    expect((await auditEvents("member_deactivated"))[0]).toMatchObject({ target: `Riley Chen <${L.demoStaff.email}>` });

    const back = await admin("POST", `${teamPath()}/members/${riley!.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json().status).toBe("active");
    expect(await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password)).toBeTruthy();
    expect((await admin("POST", `${teamPath()}/members/${riley!.id}/reactivate`)).json().message).toBe(
      TEAM_MESSAGES.notDeactivated,
    );
    expect((await auditEvents("member_reactivated"))[0]).toMatchObject({ actorName: "Avery Morgan" });
    demoStaff = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
  });

  it("refuses to deactivate an invited person: their invitation is revoked instead", async () => {
    const [sofia] = (await team("?search=sofia")).members;
    expect((await admin("POST", `${teamPath()}/members/${sofia!.id}/deactivate`)).json().message).toBe(
      TEAM_MESSAGES.invitedNotDeactivated,
    );
  });
});

describe("seat limits", () => {
  it("refuses the invitation and the reactivation past the plan's limit, naming the plan and the limit", async () => {
    await t.db.owner.db.update(tenants).set({ planTier: "BASIC" }).where(eq(tenants.id, ids.summit));
    expect((await team("", summit, ids.summit)).seats).toEqual({ used: 1, limit: 3, planName: "Basic" });
    expect((await inviteOn(summit, ids.summit, "s1@example.com")).statusCode).toBe(201);
    expect((await acceptOn(SUMMIT, await tokenFor("s1@example.com"), "s-one")).statusCode).toBe(200);
    expect((await inviteOn(summit, ids.summit, "s2@example.com")).statusCode).toBe(201);
    const full = await inviteOn(summit, ids.summit, "s3@example.com");
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Your Basic plan includes 3 users\./);
    expect((await team("?search=s3@", summit, ids.summit)).total).toBe(0);

    // A deactivated member frees a seat; reactivating needs one again.
    const [s1] = (await team("?search=s1@", summit, ids.summit)).members;
    expect((await summit("POST", `${teamPath(ids.summit)}/members/${s1!.id}/deactivate`)).statusCode).toBe(200);
    expect((await inviteOn(summit, ids.summit, "s3@example.com")).statusCode).toBe(201);
    const again = await summit("POST", `${teamPath(ids.summit)}/members/${s1!.id}/reactivate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Your Basic plan includes 3 users\..*reactivate this member\.$/);
    expect((await team("?search=s1@", summit, ids.summit)).members[0]!.status).toBe("deactivated");
  });

  it("gives the last seat to exactly one of two admins inviting at the same moment", async () => {
    // Summit: Jordan and s2, s3 invited, s1 deactivated (3 of 3). A second admin, and one seat free.
    const [s3] = (await team("?search=s3@", summit, ids.summit)).members;
    expect((await summit("DELETE", `${teamPath(ids.summit)}/invitations/${s3!.id}`)).statusCode).toBe(204);
    const [s2] = (await team("?search=s2@", summit, ids.summit)).members;
    expect(
      (await summit("PUT", `${teamPath(ids.summit)}/members/${s2!.id}/role`, { role: "TENANT_ADMIN" })).statusCode,
    ).toBe(200);
    expect((await acceptOn(SUMMIT, await tokenFor("s2@example.com"), "s-two")).statusCode).toBe(200);
    const second = await staffCookie(t.app, SUMMIT, "s-two", "a-long-new-password-7");
    expect((await team("", summit, ids.summit)).seats).toMatchObject({ used: 2, limit: 3 });

    const answers = await Promise.all([
      inviteOn(summit, ids.summit, "race.a@example.com"),
      inviteOn(as(second, SUMMIT), ids.summit, "race.b@example.com"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await team("", summit, ids.summit)).seats).toMatchObject({ used: 3, limit: 3 });
  });

  it("has no limit on Enterprise", async () => {
    await t.db.owner.db.update(tenants).set({ planTier: "ENTERPRISE" }).where(eq(tenants.id, ids.summit));
    expect((await team("", summit, ids.summit)).seats).toMatchObject({ limit: null, planName: "Enterprise" });
    expect((await inviteOn(summit, ids.summit, "many@example.com")).statusCode).toBe(201);
  });
});
