import { AUTH_MESSAGES, EMAIL_VERIFICATION_MESSAGES } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, portalClients } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { SecretBox } from "../../lib/secret-box";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { tamper } from "../../test/tamper";
import { sealVerification } from "./email-verification";

let t: TestApp;
let ids: { demo: string; summit: string };
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const PASSWORD = "Lantern-Orchard-42";

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
});
afterAll(() => t.close());

const register = (email: string, host = DEMO, tenantId = ids.demo) =>
  call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { email, firstName: "Nia", lastName: "Okafor", password: PASSWORD, tenantId },
    { host },
  );
const verify = (token: string, host = DEMO) =>
  call(t.app, "POST", "/api/client-portal/verify-email", { token }, { host });
const signIn = (email: string) => portalCookie(t.app, DEMO, { email, password: PASSWORD, tenantId: ids.demo });
const me = async (cookie: string) =>
  (await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie })).json();
const clientRow = async (email: string, tenantId = ids.demo) =>
  (
    await withTenant(t.db.owner.db, tenantId, (tx) =>
      tx
        .select()
        .from(portalClients)
        .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.email, email))),
    )
  )[0];
const mailsTo = (email: string) =>
  t.db.owner.db.select().from(mailOutbox).where(sql`${mailOutbox.toAddress} = ${email}`).orderBy(mailOutbox.createdAt);
const linkToken = (text: string) => {
  const url = /(http:\/\/\S+\/portal\/verify-email\?\S+)/.exec(text)?.[1];
  return { url, token: url ? new URL(url).searchParams.get("token") : null };
};

describe("a new portal client's e-mail address", () => {
  it("may use the portal at once, unverified, and gets a link that verifies the address when posted back", async () => {
    const email = "nia.new@example.com";
    const res = await register(email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });
    expect((await clientRow(email))!.emailVerifiedAt).toBeNull();

    const cookie = await signIn(email);
    expect(cookie).not.toBe("");
    expect(await me(cookie)).toMatchObject({ email, emailVerified: false });

    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Confirm your e-mail address for Demo Health Clinic");
    // In the clinic's words (healthcare), with its sign-off.
    expect(mail!.textBody).toContain("for your Demo Health Clinic patient portal account.");
    expect(mail!.textBody).toContain("Your care team at Demo Health Clinic");
    const { url, token } = linkToken(mail!.textBody);
    expect(url).toMatch(/^http:\/\/demo\.localhost:3000\/portal\/verify-email\?token=/);
    expect(mail!.htmlBody).toContain("/portal/verify-email?token=");

    // Opening the link is a GET of the portal's page: it changes nothing. The API takes the token only by POST.
    const get = await call(
      t.app,
      "GET",
      `/api/client-portal/verify-email?token=${encodeURIComponent(token!)}`,
      undefined,
      {
        host: DEMO,
      },
    );
    expect(get.statusCode).toBe(404);
    expect((await clientRow(email))!.emailVerifiedAt).toBeNull();

    // Another tenant's host does not accept it.
    const elsewhere = await verify(token!, SUMMIT);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.invalid });
    expect((await clientRow(email))!.emailVerifiedAt).toBeNull();

    const done = await verify(token!);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.verified });
    expect((await clientRow(email))!.emailVerifiedAt).not.toBeNull();
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
    expect((await verify(token!)).statusCode).toBe(200);
  });

  it("refuses an altered, expired or stale token (the address changed since) with a clear 400", async () => {
    const email = "nia.stale@example.com";
    await register(email);
    const row = (await clientRow(email))!;
    const claim = { tenantId: ids.demo, clientId: row.id, email };
    const key = new SecretBox(t.config.secretKey);
    const good = sealVerification(key, claim);
    const altered = tamper(good, 4);
    const expired = sealVerification(key, claim, Date.now() - 49 * 3_600_000);
    const stale = sealVerification(key, { ...claim, email: "previous@example.com" });
    const otherTenant = sealVerification(key, { ...claim, tenantId: ids.summit });
    for (const token of [altered, expired, stale, otherTenant, "x".repeat(40)]) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.invalid });
    }
    expect((await clientRow(email))!.emailVerifiedAt).toBeNull();
  });

  it("a signed-in unverified client can ask for a new link (limited); a verified one is told so", async () => {
    const email = "nia.resend@example.com";
    await register(email);
    const cookie = await signIn(email);
    const resend = () => call(t.app, "POST", "/api/client-portal/verify-email/resend", {}, { host: DEMO, cookie });
    expect((await call(t.app, "POST", "/api/client-portal/verify-email/resend", {}, { host: DEMO })).statusCode).toBe(
      401,
    );
    for (let i = 0; i < 3; i++) expect((await resend()).json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.sent });
    expect((await resend()).statusCode).toBe(429);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(4);
    expect((await verify(linkToken(mails[3]!.textBody).token!)).statusCode).toBe(200);

    const verified = await portalCookie(t.app, DEMO, {
      email: DEMO_LOGINS.demoPortalClient.email,
      password: DEMO_LOGINS.demoPortalClient.password,
      tenantId: ids.demo,
    });
    const already = await call(
      t.app,
      "POST",
      "/api/client-portal/verify-email/resend",
      {},
      {
        host: DEMO,
        cookie: verified,
      },
    );
    expect(already.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
  });
});

describe("registering an e-mail that already has an account", () => {
  it("answers exactly as a new registration, sends no confirmation link, and mails the owner instead", async () => {
    const owner = DEMO_LOGINS.demoPortalClient.email;
    const fresh = await register("someone.new@example.com");
    const existing = await register(owner);
    for (const res of [fresh, existing]) {
      expect(res.statusCode).toBe(201);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(existing.body).toBe(fresh.body);
    expect(existing.headers["content-type"]).toBe(fresh.headers["content-type"]);
    expect(existing.headers["content-length"]).toBe(fresh.headers["content-length"]);

    const toOwner = await mailsTo(owner);
    expect(toOwner.map((m) => m.subject)).toEqual(["Your Demo Health Clinic patient portal account"]);
    expect(toOwner[0]!.textBody).toMatch(/If it was you, sign in instead, or reset your password/);
    expect(toOwner[0]!.textBody).not.toContain("verify-email");
    expect((await clientRow(owner))!.emailVerifiedAt).not.toBeNull();
  });
});

describe("what staff see of a portal client", () => {
  it("marks a ticket opened by an unverified client, until they confirm their address", async () => {
    const email = "nia.ticket@example.com";
    await register(email);
    const client = await signIn(email);
    const opened = await call(
      t.app,
      "POST",
      "/api/client-portal/tickets",
      { title: "Please send my records", description: "To this address", type: "general_question", priority: "low" },
      { host: DEMO, cookie: client },
    );
    expect(opened.statusCode).toBe(201);
    const staff = await staffCookie(t.app, DEMO, "demo-staff", DEMO_LOGINS.demoStaff.password);
    const ticketOf = async () => {
      const list = await call(t.app, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`, undefined, {
        host: DEMO,
        cookie: staff,
      });
      return list.json().find((x: { id: string }) => x.id === opened.json().id);
    };
    expect(await ticketOf()).toMatchObject({ submittedByName: "Nia Okafor", submitterEmailVerified: false });

    const [mail] = await mailsTo(email);
    expect((await verify(linkToken(mail!.textBody).token!)).statusCode).toBe(200);
    expect(await ticketOf()).toMatchObject({ submitterEmailVerified: true });

    const own = await call(
      t.app,
      "POST",
      "/api/helpdesk/tickets",
      { title: "Staff ticket", description: "Internal", type: "general_question", priority: "low" },
      { host: DEMO, cookie: staff },
    );
    expect(own.json()).toMatchObject({ submitterEmailVerified: null });
  });
});

describe("a portal password reset", () => {
  it("proves the address as well (its link was mailed there)", async () => {
    const email = "nia.reset@example.com";
    await register(email);
    await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/request",
      { email, tenantId: ids.demo },
      { host: DEMO },
    );
    const reset = (await mailsTo(email)).find((m) => m.subject.startsWith("Reset"))!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(reset.textBody)![1];
    const done = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: "Another-Lantern-43" },
      { host: DEMO },
    );
    expect(done.statusCode).toBe(200);
    expect((await clientRow(email))!.emailVerifiedAt).not.toBeNull();
  });
});
