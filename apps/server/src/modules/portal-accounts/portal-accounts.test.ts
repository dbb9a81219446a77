import {
  AUTH_MESSAGES,
  type AuditEvent,
  PORTAL_ACCOUNT_MESSAGES as M,
  type PortalAccount,
  type PortalAccountPage,
} from "@engagesuite/shared";
import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, portalClients, portalInvitations, portalSessions, tenants } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { AdjustableClock } from "../../lib/clock";
import { SecretBox } from "../../lib/secret-box";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie, staffCookie } from "../../test/http";
import { sealVerification } from "../portal/email-verification";
import { purgeExpiredPortalInvitations } from "./service";

const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const DAY = 24 * 3_600_000;
const PASSWORD = "a-long-new-password-7";

let t: TestApp;
let clock: AdjustableClock;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
let jamie: string;

beforeAll(async () => {
  clock = new AdjustableClock();
  t = await createTestApp({ deps: { clock } });
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
  demoStaff = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
  summitAdmin = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
  jamie = await portalCookie(t.app, DEMO, {
    email: L.demoPortalClient.email,
    password: L.demoPortalClient.password,
    tenantId: ids.demo,
  });
  expect(demoAdmin && demoStaff && summitAdmin && jamie).toBeTruthy();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const as =
  (cookie: string, host = DEMO) =>
  (method: Method, url: string, body?: unknown) =>
    call(t.app, method, url, body, { host, cookie });
const staff = (method: Method, url: string, body?: unknown) => as(demoStaff)(method, url, body);
const admin = (method: Method, url: string, body?: unknown) => as(demoAdmin)(method, url, body);
const summit = (method: Method, url: string, body?: unknown) => as(summitAdmin, SUMMIT)(method, url, body);
const base = (tenantId = ids.demo) => `/api/tenants/${tenantId}/portal`;

let contactSeq = 0;
async function newContact(email: string | null, run = staff, tenantId = ids.demo): Promise<string> {
  contactSeq += 1;
  const res = await run("POST", `/api/tenants/${tenantId}/contacts`, {
    name: `Casey Number${contactSeq}`,
    ...(email ? { email } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function list(query = "", run = staff, tenantId = ids.demo): Promise<PortalAccountPage> {
  const res = await run("GET", `${base(tenantId)}/accounts${query}`);
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
const mailsTo = async (to: string) =>
  (await t.db.owner.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!.n;

async function tokenFor(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  const token = /#token=([A-Za-z0-9_%-]+)/.exec(mail?.textBody ?? "")?.[1];
  expect(token).toBeTruthy();
  return decodeURIComponent(token!);
}

async function invite(email: string): Promise<{ contactId: string; account: PortalAccount }> {
  const contactId = await newContact(email);
  const res = await staff("POST", `${base()}/invitations`, { contactId });
  expect(res.statusCode, res.body).toBe(201);
  return { contactId, account: res.json() };
}

const lookup = (token: string, host = DEMO) =>
  call(t.app, "POST", "/api/client-portal/invitation", { token }, { host });
const accept = (token: string, host = DEMO, password = PASSWORD) =>
  call(t.app, "POST", "/api/client-portal/invitation/accept", { token, password }, { host });
const login = (email: string, password: string, host = DEMO, tenantId = ids.demo) =>
  call(t.app, "POST", "/api/client-portal/login", { email, password, tenantId }, { host });

const accountRows = async () =>
  (await t.db.owner.db.select({ n: count() }).from(portalClients).where(eq(portalClients.tenantId, ids.demo)))[0]!.n;

describe("the portal accounts list", () => {
  it("shows the demo clinic's accounts with status, verification, contact and last sign-in", async () => {
    const page = await list();
    const byEmail = Object.fromEntries(page.accounts.map((a) => [a.email, a]));
    expect(byEmail[L.demoPortalClient.email]).toMatchObject({ status: "active", emailVerified: true });
    expect(byEmail[L.demoPortalClient.email]!.contact?.name).toBe("Jamie Rivera");
    expect(byEmail[L.demoPortalClient.email]!.lastLoginAt).not.toBeNull();
    expect(byEmail["noah.patel@example.com"]).toMatchObject({ status: "invited", emailVerified: false });
    expect(byEmail["grace.kim@example.com"]).toMatchObject({ status: "disabled" });
    expect(page.total).toBe(page.accounts.length);
  });

  it("searches name and e-mail on the server, filters and pages with a total", async () => {
    expect((await list("?search=RIVERA")).accounts.map((a) => a.firstName)).toEqual(["Jamie"]);
    expect((await list("?search=grace.kim%40")).accounts.map((a) => a.lastName)).toEqual(["Kim"]);
    expect((await list("?search=%25")).total).toBe(0);
    expect((await list("?status=invited")).accounts.every((a) => a.status === "invited")).toBe(true);
    const first = await list("?pageSize=1&page=1");
    const second = await list("?pageSize=1&page=2");
    expect(first.accounts).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.accounts[0]!.id).not.toBe(first.accounts[0]!.id);
    expect((await staff("GET", `${base()}/accounts?pageSize=500`)).statusCode).toBe(400);
  });

  it("answers one account, 404 for another workspace's, and nothing to other workspaces or clients", async () => {
    const [account] = (await list("?search=jamie")).accounts;
    expect((await staff("GET", `${base()}/accounts/${account!.id}`)).json()).toMatchObject({ id: account!.id });
    // Summit's admin on Summit's host naming the demo clinic's account: not found there.
    expect((await summit("GET", `${base(ids.summit)}/accounts/${account!.id}`)).statusCode).toBe(404);
    // Summit's admin asking for the demo clinic's list: refused.
    expect((await summit("GET", `${base(ids.demo)}/accounts`)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await as(jamie)("GET", `${base()}/accounts`)).statusCode).toBe(401);
    expect((await call(t.app, "GET", `${base()}/accounts`, undefined, { host: DEMO })).statusCode).toBe(401);
    expect((await list("", summit, ids.summit)).accounts.some((a) => a.email === L.demoPortalClient.email)).toBe(false);
  });
});

describe("inviting a contact", () => {
  it("creates an invited account linked to the contact and mails a branded link on the workspace's host", async () => {
    const { contactId, account } = await invite("Invitee.One@example.com");
    expect(account).toMatchObject({ status: "invited", emailVerified: false, email: "invitee.one@example.com" });
    expect(account.contact?.id).toBe(contactId);
    const mail = await latestMailTo("invitee.one@example.com");
    expect(mail?.subject).toBe("Your invitation to the Demo Health Clinic Patient Portal");
    expect(mail?.textBody).toMatch(/http:\/\/demo\.localhost:3000\/portal\/invitation#token=/);
    const [row] = await t.db.owner.db
      .select()
      .from(portalInvitations)
      .where(eq(portalInvitations.clientId, account.id));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * DAY);
    expect(row!.tokenHash).not.toContain(await tokenFor("invitee.one@example.com"));
  });

  it("refuses a contact without an e-mail (400), one already invited or of an existing account (409), writing nothing", async () => {
    const before = await accountRows();
    const noEmail = await newContact(null);
    const res = await staff("POST", `${base()}/invitations`, { contactId: noEmail });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.contactHasNoEmail);

    const { contactId } = await invite("invitee.two@example.com");
    const again = await staff("POST", `${base()}/invitations`, { contactId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyHasAccount);

    const sameAddress = await newContact("INVITEE.TWO@example.com");
    const taken = await staff("POST", `${base()}/invitations`, { contactId: sameAddress });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.emailHasAccount);

    const unknown = await staff("POST", `${base()}/invitations`, { contactId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.statusCode).toBe(404);
    expect((await staff("POST", `${base()}/invitations`, { contactId: "nope" })).statusCode).toBe(400);
    expect(await accountRows()).toBe(before + 1);
  });

  it("does not invite another workspace's contact", async () => {
    const summitContact = await newContact("summit.person@example.com", summit, ids.summit);
    const res = await staff("POST", `${base()}/invitations`, { contactId: summitContact });
    expect(res.statusCode).toBe(404);
    expect(await mailsTo("summit.person@example.com")).toBe(0);
  });

  it("resends with a new link (the old one stops working); only an invited account", async () => {
    const { account } = await invite("invitee.three@example.com");
    const first = await tokenFor("invitee.three@example.com");
    const res = await staff("POST", `${base()}/accounts/${account.id}/resend`);
    expect(res.statusCode, res.body).toBe(200);
    const second = await tokenFor("invitee.three@example.com");
    expect(second).not.toBe(first);
    expect((await lookup(first)).statusCode).toBe(400);
    expect((await lookup(second)).json()).toMatchObject({ email: "invitee.three@example.com", firstName: "Casey" });
    const [active] = (await list("?search=jamie")).accounts;
    const refused = await staff("POST", `${base()}/accounts/${active!.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.notInvited);
  });
});

describe("accepting an invitation", () => {
  it("sets the password, verifies the address, activates, links, spends the link and signs the client in", async () => {
    const { contactId, account } = await invite("accepting@example.com");
    const token = await tokenFor("accepting@example.com");
    expect((await lookup(token)).json()).toEqual({
      email: "accepting@example.com",
      firstName: "Casey",
      lastName: expect.any(String),
    });

    // The password rules answer 400 and the link still works.
    const weak = await accept(token, DEMO, "short");
    expect(weak.statusCode).toBe(400);
    expect((await lookup(token)).statusCode).toBe(200);

    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, email: "accepting@example.com", emailVerified: true });
    const cookie = cookieFrom(res);
    expect((await as(cookie)("GET", "/api/client-portal/me")).json()).toMatchObject({ id: account.id });

    const after = (await staff("GET", `${base()}/accounts/${account.id}`)).json() as PortalAccount;
    expect(after).toMatchObject({ status: "active", emailVerified: true });
    expect(after.contact?.id).toBe(contactId);
    expect(after.lastLoginAt).not.toBeNull();

    // Replaying the link: spent.
    const replay = await accept(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(M.invitationInvalid);
    expect((await login("accepting@example.com", PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a token of another workspace's host, an expired link, and garbage", async () => {
    await invite("expiring@example.com");
    const token = await tokenFor("expiring@example.com");
    expect((await lookup(token, SUMMIT)).statusCode).toBe(400);
    expect((await accept(token, SUMMIT)).statusCode).toBe(400);
    expect((await lookup("x".repeat(40))).json().message).toBe(M.invitationInvalid);
    expect((await lookup("short")).statusCode).toBe(400);

    clock.advance(7 * DAY + 60_000);
    try {
      const expired = await accept(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(M.invitationInvalid);
      // The sweep deletes the expired link; the account stays invited, for staff to resend.
      await purgeExpiredPortalInvitations(t.db.owner.db, clock.now());
      const [row] = await withTenant(t.db.owner.db, ids.demo, (tx) =>
        tx
          .select({ status: portalClients.status, invitation: portalInvitations.clientId })
          .from(portalClients)
          .leftJoin(
            portalInvitations,
            and(
              eq(portalInvitations.tenantId, portalClients.tenantId),
              eq(portalInvitations.clientId, portalClients.id),
            ),
          )
          .where(eq(portalClients.email, "expiring@example.com")),
      );
      expect(row).toEqual({ status: "invited", invitation: null });
    } finally {
      clock.advance(-(7 * DAY + 60_000));
    }
  });

  it("an invited account cannot be signed into, and registering over it answers as for an existing account", async () => {
    await invite("squatted@example.com");
    const mailsBefore = await mailsTo("squatted@example.com");
    const register = await call(
      t.app,
      "POST",
      "/api/client-portal/register",
      {
        email: "squatted@example.com",
        firstName: "Mallory",
        lastName: "Stranger",
        password: PASSWORD,
        tenantId: ids.demo,
      },
      { host: DEMO },
    );
    expect(register.statusCode).toBe(201);
    expect(await mailsTo("squatted@example.com")).toBe(mailsBefore + 1);
    expect((await latestMailTo("squatted@example.com"))?.subject).toMatch(/account/i);
    const rows = await t.db.owner.db
      .select({ firstName: portalClients.firstName, status: portalClients.status })
      .from(portalClients)
      .where(eq(portalClients.email, "squatted@example.com"));
    expect(rows).toEqual([{ firstName: "Casey", status: "invited" }]);
    const signIn = await login("squatted@example.com", PASSWORD);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(AUTH_MESSAGES.invalidPortalCredentials);
  });
});

describe("disabling and enabling", () => {
  it("ends the client's sessions at once and refuses their sign-in; a wrong password still answers as one", async () => {
    const { account } = await invite("disabled.soon@example.com");
    const signedIn = await accept(await tokenFor("disabled.soon@example.com"));
    const cookie = cookieFrom(signedIn);
    expect((await as(cookie)("GET", "/api/client-portal/me")).statusCode).toBe(200);

    const res = await staff("POST", `${base()}/accounts/${account.id}/disable`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "disabled" });
    const sessions = await t.db.owner.db
      .select({ n: count() })
      .from(portalSessions)
      .where(eq(portalSessions.clientId, account.id));
    expect(sessions[0]!.n).toBe(0);
    expect((await as(cookie)("GET", "/api/client-portal/me")).statusCode).toBe(401);

    const refused = await login("disabled.soon@example.com", PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.accountDisabled);
    const wrong = await login("disabled.soon@example.com", "not-the-password-1");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.invalidPortalCredentials);

    expect((await staff("POST", `${base()}/accounts/${account.id}/disable`)).statusCode).toBe(409);
    const enabled = await staff("POST", `${base()}/accounts/${account.id}/enable`);
    expect(enabled.json()).toMatchObject({ status: "active" });
    expect((await login("disabled.soon@example.com", PASSWORD)).statusCode).toBe(200);
    expect((await staff("POST", `${base()}/accounts/${account.id}/enable`)).statusCode).toBe(409);
  });

  it("does not disable another workspace's account", async () => {
    const [account] = (await list("?search=jamie")).accounts;
    expect((await summit("POST", `${base(ids.summit)}/accounts/${account!.id}/disable`)).statusCode).toBe(404);
    expect((await staff("GET", `${base()}/accounts/${account!.id}`)).json()).toMatchObject({ status: "active" });
  });
});

describe("linking contacts", () => {
  it("links by hand, refuses a contact linked elsewhere or of another workspace, and unlinks", async () => {
    const { account } = await invite("linking@example.com");
    const other = await newContact("someone.else@example.com");
    const linked = await staff("PUT", `${base()}/accounts/${account.id}/contact`, { contactId: other });
    expect(linked.json().contact.id).toBe(other);

    const [jamieAccount] = (await list("?search=jamie")).accounts;
    const taken = await staff("PUT", `${base()}/accounts/${account.id}/contact`, {
      contactId: jamieAccount!.contact!.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.contactAlreadyLinked);

    const summitContact = await newContact("summit.two@example.com", summit, ids.summit);
    expect(
      (await staff("PUT", `${base()}/accounts/${account.id}/contact`, { contactId: summitContact })).statusCode,
    ).toBe(404);

    const unlinked = await staff("PUT", `${base()}/accounts/${account.id}/contact`, { contactId: null });
    expect(unlinked.json().contact).toBeNull();
  });

  it("links a newly verified account to the one contact of its e-mail, not to an ambiguous or taken one", async () => {
    const register = (email: string) =>
      call(
        t.app,
        "POST",
        "/api/client-portal/register",
        { email, firstName: "Robin", lastName: "Auto", password: PASSWORD, tenantId: ids.demo },
        { host: DEMO },
      );
    const verify = async (email: string) => {
      const [row] = await t.db.owner.db
        .select({ id: portalClients.id })
        .from(portalClients)
        .where(eq(portalClients.email, email));
      const token = sealVerification(new SecretBox(t.config.secretKey), {
        tenantId: ids.demo,
        clientId: row!.id,
        email,
      });
      const res = await call(t.app, "POST", "/api/client-portal/verify-email", { token }, { host: DEMO });
      expect(res.statusCode, res.body).toBe(200);
      return (await staff("GET", `${base()}/accounts/${row!.id}`)).json() as PortalAccount;
    };

    const contactId = await newContact("Auto.Link@Example.com");
    expect((await register("auto.link@example.com")).statusCode).toBe(201);
    expect((await verify("auto.link@example.com")).contact?.id).toBe(contactId);

    await newContact("twice@example.com");
    await newContact("TWICE@example.com");
    await register("twice@example.com");
    expect((await verify("twice@example.com")).contact).toBeNull();

    await register("nobody.matches@example.com");
    expect((await verify("nobody.matches@example.com")).contact).toBeNull();
  });
});

describe("the portal's settings", () => {
  const settings = (run = admin, tenantId = ids.demo) => run("GET", `${base(tenantId)}/settings`);

  it("an admin reads and changes them, audited; the public tenant info carries the footer links", async () => {
    expect((await settings()).json()).toEqual({
      privacyPolicyUrl: "https://demo-health.example/privacy",
      termsUrl: "https://demo-health.example/terms",
      clientUploads: false,
      cancelCutoffHours: 24,
    });
    const body = {
      privacyPolicyUrl: "https://clinic.example/p",
      termsUrl: "",
      clientUploads: true,
      cancelCutoffHours: 48,
    };
    const res = await admin("PUT", `${base()}/settings`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...body, termsUrl: null });
    const events = (await admin("GET", `/api/tenants/${ids.demo}/audit-events?action=settings_change`)).json()
      .events as AuditEvent[];
    expect(events[0]!.target).toContain("Privacy policy link");
    const info = (await call(t.app, "GET", "/api/tenant/demo")).json();
    expect(info.privacyPolicyUrl).toBe("https://clinic.example/p");
    expect(info.termsUrl).toBeUndefined();
  });

  it("refuses staff members, another workspace and bad input (nothing written)", async () => {
    expect((await settings(staff)).statusCode).toBe(403);
    expect((await summit("GET", `${base(ids.demo)}/settings`)).statusCode).toBeGreaterThanOrEqual(403);
    const good = { privacyPolicyUrl: null, termsUrl: null, clientUploads: false, cancelCutoffHours: 12 };
    expect((await staff("PUT", `${base()}/settings`, good)).statusCode).toBe(403);
    const before = (await settings()).json();
    for (const bad of [
      { ...good, privacyPolicyUrl: "javascript:alert(1)" },
      { ...good, cancelCutoffHours: -1 },
      { ...good, cancelCutoffHours: 1.5 },
      { ...good, clientUploads: "yes" },
    ]) {
      expect((await admin("PUT", `${base()}/settings`, bad)).statusCode).toBe(400);
    }
    expect((await settings()).json()).toEqual(before);
    const [row] = await t.db.owner.db
      .select({ cutoff: tenants.appointmentCancelCutoffHours })
      .from(tenants)
      .where(eq(tenants.id, ids.summit));
    expect(row!.cutoff).toBe(24);
  });
});

describe("portal tickets", () => {
  it("take an active category, never a client's priority; an unknown category is 400", async () => {
    const categories = (await as(jamie)("GET", "/api/client-portal/ticket-categories")).json();
    const active = categories.find((c: { archived: boolean }) => !c.archived);
    const res = await as(jamie)("POST", "/api/client-portal/tickets", {
      title: "Question",
      description: "About my bill",
      type: active.key,
      priority: "urgent",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: active.key, priority: "medium" });
    const bad = await as(jamie)("POST", "/api/client-portal/tickets", {
      title: "Question",
      description: "About my bill",
      type: "NOT_A_CATEGORY",
    });
    expect(bad.statusCode).toBe(400);
  });
});
