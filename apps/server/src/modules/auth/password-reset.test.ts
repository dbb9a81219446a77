import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { AUTH_MESSAGES, PASSWORD_POLICY_MESSAGES } from "@engagesuite/shared";
import { desc, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, userPasswordResets, users } from "../../db/schema";
import { DEMO_LOGINS, ensureSuperAdmin } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, platformCookie, staffCookie } from "../../test/http";

const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";

async function latestMailTo(t: TestApp, to: string) {
  const [mail] = await t.db.owner.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("staff password reset through the outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the same whether or not the account exists, and mails only a real account", async () => {
    const known = await call(t.app, "POST", "/api/auth/password-reset/request", { email: L.demoStaff.email });
    const unknown = await call(t.app, "POST", "/api/auth/password-reset/request", { email: "nobody@example.com" });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(unknown.json()).toEqual(known.json());
    expect(await latestMailTo(t, "nobody@example.com")).toBeUndefined();
    const mail = await latestMailTo(t, L.demoStaff.email);
    expect(mail?.status).toBe("stored");
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    const stored = await t.db.owner.db.select().from(userPasswordResets);
    expect(stored.map((r) => r.tokenHash)).not.toContain(tokenIn(mail!.textBody));
  });

  it("sets the new password once, ends every session, and refuses the token again", async () => {
    const session = await platformCookie(t.app, L.demoStaff.email, L.demoStaff.password);
    await call(t.app, "POST", "/api/auth/password-reset/request", { email: L.demoStaff.email });
    const token = tokenIn((await latestMailTo(t, L.demoStaff.email))!.textBody)!;

    const short = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toEqual([PASSWORD_POLICY_MESSAGES.tooShort]);

    const done = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "brand-new-pass" });
    expect(done.json()).toEqual({ message: AUTH_MESSAGES.resetDone });
    expect((await call(t.app, "GET", "/api/auth/me", undefined, { cookie: session })).statusCode).toBe(401);
    const old = await call(t.app, "POST", "/api/auth/login", {
      email: L.demoStaff.email,
      password: L.demoStaff.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t.app, "POST", "/api/auth/login", {
      email: L.demoStaff.email,
      password: "brand-new-pass",
    });
    expect(fresh.statusCode).toBe(200);

    const reuse = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "another-pass" });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it("refuses an expired token", async () => {
    await call(t.app, "POST", "/api/auth/password-reset/request", { email: L.demoAdmin.email });
    const token = tokenIn((await latestMailTo(t, L.demoAdmin.email))!.textBody)!;
    await t.db.owner.db.update(userPasswordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "whatever-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });
});

describe("portal password reset", () => {
  let t: TestApp;
  let demoId: string;
  beforeAll(async () => {
    t = await createTestApp();
    demoId = (await demoTenantIds(t)).demo;
  });
  afterAll(() => t.close());

  it("mails a link to the tenant's own portal and sets the new password once", async () => {
    const email = L.demoPortalClient.email;
    const req = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/request",
      { email, tenantId: demoId },
      { host: DEMO },
    );
    expect(req.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
    const mail = await latestMailTo(t, email);
    expect(mail?.textBody).toMatch(/http:\/\/demo\.localhost:3000\/portal\/reset-password\?token=/);
    expect(mail?.subject).toBe("Reset your Demo Health Clinic patient portal password");
    const token = tokenIn(mail!.textBody)!;

    const otherTenant = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: "new-portal-1" },
      {
        host: "summit.localhost:3000",
      },
    );
    expect(otherTenant.statusCode).toBe(400);

    const done = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: "new-portal-1" },
      { host: DEMO },
    );
    expect(done.statusCode).toBe(200);
    const login = await call(
      t.app,
      "POST",
      "/api/client-portal/login",
      { email, password: "new-portal-1", tenantId: demoId },
      { host: DEMO },
    );
    expect(login.statusCode).toBe(200);
    const again = await call(
      t.app,
      "POST",
      "/api/client-portal/password-reset/confirm",
      { token, password: "new-portal-2" },
      { host: DEMO },
    );
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it("links a ?tenant= request on localhost to the tenant's own configured host", async () => {
    await call(t.app, "POST", "/api/client-portal/password-reset/request?tenant=demo", {
      email: L.demoPortalClient.email,
      tenantId: demoId,
    });
    const mail = await latestMailTo(t, L.demoPortalClient.email);
    expect(mail?.textBody).toMatch(/http:\/\/demo\.localhost:3000\/portal\/reset-password\?token=[A-Za-z0-9_-]+\s/);
  });
});

describe("mail through a real SMTP server", () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const received: { to: string[]; raw: string }[] = [];
  let waiters: (() => void)[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          for (const w of waiters) w();
          waiters = [];
          callback();
        });
      },
    });
    smtp.listen(0, "127.0.0.1");
    await once(smtp.server, "listening");
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailFor = (to: string) =>
    new Promise<{ raw: string }>((resolve) => {
      const check = () => {
        const hit = received.find((m) => m.to.includes(to));
        if (hit) resolve(hit);
        else waiters.push(check);
      };
      check();
    });

  it("delivers the reset e-mail over SMTP, and its link works", async () => {
    const res = await call(t.app, "POST", "/api/auth/password-reset/request", { email: L.superAdmin.email });
    expect(res.statusCode).toBe(200);
    const mail = await mailFor(L.superAdmin.email);
    expect(mail.raw).toContain("Subject: Reset your EngageSuite password");
    const unfolded = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = tokenIn(unfolded)!;
    expect(token).toBeTruthy();
    const [row] = await t.db.owner.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} = ${L.superAdmin.email}`);
    await expect
      .poll(async () => (await t.db.owner.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status)
      .toBe("sent");
    const done = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "smtp-delivered-1" });
    expect(done.statusCode).toBe(200);
  });
});

describe("ensureSuperAdmin (SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it("creates the first super admin, then updates its password", async () => {
    await ensureSuperAdmin(t.db.owner.db, "Owner@Platform.example", "first-password-1");
    const first = await call(t.app, "POST", "/api/auth/login", {
      email: "owner@platform.example",
      password: "first-password-1",
    });
    // Two-factor authentication is required for a super admin: a first sign-in is sent through enrolment.
    expect(first.json()).toMatchObject({ mfaRequired: true, enrollment: { uri: expect.stringMatching(/^otpauth:/) } });
    await ensureSuperAdmin(t.db.owner.db, "owner@platform.example", "second-password-2");
    expect((await t.db.owner.db.select().from(users)).length).toBe(1);
    const old = await call(t.app, "POST", "/api/auth/login", {
      email: "owner@platform.example",
      password: "first-password-1",
    });
    expect(old.statusCode).toBe(401);
    const fresh = await call(t.app, "POST", "/api/auth/login", {
      email: "owner@platform.example",
      password: "second-password-2",
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().mfaRequired).toBe(true);
  });
});

describe("a tenant admin sends a member a password reset link", () => {
  let t: TestApp;
  let ids: { demo: string; summit: string };
  const SUMMIT = "summit.localhost:3000";
  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoTenantIds(t);
  });
  afterAll(() => t.close());

  const userId = async (email: string) =>
    (await t.db.owner.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const send = (tenantId: string, id: string, cookie: string, host = DEMO) =>
    call(t.app, "POST", `/api/tenants/${tenantId}/users/${id}/password-reset`, undefined, { host, cookie });
  const resetCount = async () => (await t.db.owner.db.select().from(userPasswordResets)).length;

  it("mails the member the reset link, which sets a new password once", async () => {
    const admin = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
    const res = await send(ids.demo, await userId(L.demoStaff.email), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.memberResetSent });
    const mail = await latestMailTo(t, L.demoStaff.email);
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    const token = tokenIn(mail!.textBody)!;
    const done = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "set-by-member-1" });
    expect(done.json()).toEqual({ message: AUTH_MESSAGES.resetDone });
    const again = await call(t.app, "POST", "/api/auth/password-reset/confirm", { token, password: "set-by-member-2" });
    expect(again.statusCode).toBe(400);
  });

  it("is refused to staff, to another tenant's admin, and for another tenant's member (404), sending nothing", async () => {
    const before = await resetCount();
    // The member signs in with the password set in the test above.
    const staff = await staffCookie(t.app, DEMO, L.demoStaff.username, "set-by-member-1");
    const demoAdmin = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
    const summitAdmin = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
    const demoAdminId = await userId(L.demoAdmin.email);
    const summitAdminId = await userId(L.summitAdmin.email);

    expect((await send(ids.demo, demoAdminId, staff)).statusCode).toBe(403);
    // Another tenant's member, named on the admin's own tenant: not found, as an unknown id is.
    const foreign = await send(ids.demo, summitAdminId, demoAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: AUTH_MESSAGES.memberNotFound });
    expect((await send(ids.demo, "00000000-0000-4000-8000-000000000000", demoAdmin)).statusCode).toBe(404);
    // The other tenant's admin, on its own host or this one, naming this tenant: refused by the tenant check.
    for (const res of [
      await send(ids.demo, demoAdminId, summitAdmin, SUMMIT),
      await send(ids.demo, demoAdminId, summitAdmin),
    ]) {
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await send(ids.demo, "not-a-uuid", demoAdmin)).statusCode).toBe(400);
    expect(await resetCount()).toBe(before);
  });
});
