import { AUTH_MESSAGES, MFA_MESSAGES, PASSWORD_MESSAGES } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authEvents, tenants, userMfaRecoveryCodes, users } from "../../db/schema";
import { DEMO_LOGINS, ensureSuperAdmin } from "../../db/seed/accounts";
import { SecretBox } from "../../lib/secret-box";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, setCookie, staffCookie } from "../../test/http";
import { CHALLENGE_TTL_MS, sealChallenge } from "./challenge";
import { hashRecoveryCode } from "./recovery-codes";
import { TOTP_SECRET_PURPOSE } from "./service";
import { TOTP_PERIOD_MS, totpCode } from "./totp";

/**
 * Issue 15 §5: TOTP two-factor authentication of staff and the super admin — enrolment (secret sealed at rest, QR,
 * recovery codes shown once), sign-in in two steps, a code or a recovery code good once, verification limited per
 * account, required for the super admin, and required for a tenant's staff when its admin says so.
 */
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
let t: TestApp;
let ids: { demo: string; summit: string };
let box: SecretBox;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  box = new SecretBox(t.config.secretKey);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);
});

type Json = Record<string, unknown>;
const post = (url: string, body: Json | undefined, host = "localhost:3000", cookie?: string) =>
  call(t.app, "POST", url, body, { host, cookie });
const get = (url: string, cookie: string, host = "localhost:3000") =>
  call(t.app, "GET", url, undefined, { host, cookie });
const platformLogin = (email: string, password: string) => post("/api/auth/login", { email, password });
const tenantLogin = (username: string, password: string, host = DEMO) =>
  post("/api/auth/tenant/login", { username, password }, host);
const secondStep = (challenge: string, factor: Json, host = "localhost:3000") =>
  post("/api/auth/mfa", { challenge, ...factor }, host);

/** "A little later": forgets the last accepted step, so the current code can be used again by the next step. */
const laterFor = (email: string) =>
  t.db.owner.db.update(users).set({ mfaLastStep: null }).where(eq(users.email, email));

/** A 6-digit code that is wrong for the secret at any step of the window. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(secret, Date.now() + d * TOTP_PERIOD_MS)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

async function userRow(email: string) {
  const [row] = await t.db.owner.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe("the demo super admin (MFA on)", () => {
  it("gets a challenge and no session for the password; a wrong code 401; the right code signs in, once", async () => {
    const secret = L.superAdmin.totpSecret;
    const first = await platformLogin(L.superAdmin.email, L.superAdmin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    expect(setCookie(first, "es_session")).toBeUndefined();
    const { challenge } = first.json();

    const wrong = await secondStep(challenge, { code: wrongCode(secret) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MFA_MESSAGES.codeInvalid });
    expect(setCookie(wrong, "es_session")).toBeUndefined();

    const code = totpCode(secret);
    const ok = await secondStep(challenge, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ redirectTo: "/su/admin/dashboard", user: { role: "SUPER_ADMIN" } });
    expect((await get("/api/auth/me", cookieFrom(ok))).statusCode).toBe(200);

    // The same code again, with a new password step: refused (a code works once).
    const again = await platformLogin(L.superAdmin.email, L.superAdmin.password);
    const replay = await secondStep(again.json().challenge, { code });
    expect(replay.statusCode).toBe(401);
    expect(setCookie(replay, "es_session")).toBeUndefined();

    // The monitor records the second step's outcomes, not the bare password.
    const events = await t.db.owner.db
      .select({ outcome: authEvents.outcome })
      .from(authEvents)
      .where(eq(authEvents.identifier, L.superAdmin.email))
      .orderBy(authEvents.id);
    expect(events.map((e) => e.outcome)).toEqual(["failure", "success", "failure"]);
  });

  it("limits codes per account, counted before each is checked: of 10 parallel guesses 5 get 401, then 429", async () => {
    const secret = L.superAdmin.totpSecret;
    await laterFor(L.superAdmin.email);
    const { challenge } = (await platformLogin(L.superAdmin.email, L.superAdmin.password)).json();
    const bad = wrongCode(secret);
    const guesses = await Promise.all(Array.from({ length: 10 }, () => secondStep(challenge, { code: bad })));
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const right = await secondStep(challenge, { code: totpCode(secret) });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(setCookie(right, "es_session")).toBeUndefined();
  });

  it("cannot turn MFA off: it is required for the role", async () => {
    await laterFor(L.superAdmin.email);
    const { challenge } = (await platformLogin(L.superAdmin.email, L.superAdmin.password)).json();
    const cookie = cookieFrom(await secondStep(challenge, { code: totpCode(L.superAdmin.totpSecret) }));
    expect((await get("/api/auth/security", cookie)).json()).toEqual({
      mfaEnabled: true,
      mfaRequired: true,
      recoveryCodesLeft: 0,
      tenantRequiresStaffMfa: null,
    });
    await laterFor(L.superAdmin.email);
    const off = await post(
      "/api/auth/mfa/disable",
      { password: L.superAdmin.password, code: totpCode(L.superAdmin.totpSecret) },
      "localhost:3000",
      cookie,
    );
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: MFA_MESSAGES.requiredCannotDisable });
    expect((await userRow(L.superAdmin.email)).mfaEnabledAt).not.toBeNull();
  });
});

describe("a super admin without MFA", () => {
  const owner = { email: "owner@platform.example", password: "owner-password-1" };

  it("is sent through enrolment after the password and gets no session until a first code confirms it", async () => {
    await ensureSuperAdmin(t.db.owner.db, owner.email, owner.password);
    const first = await platformLogin(owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    expect(setCookie(first, "es_session")).toBeUndefined();
    const { challenge, enrollment } = first.json();
    expect(enrollment).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      uri: expect.stringMatching(/^otpauth:\/\/totp\//),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    // The pending secret is kept sealed, not in clear.
    const pending = await userRow(owner.email);
    expect(pending.mfaEnabledAt).toBeNull();
    expect(pending.mfaSecret).not.toContain(enrollment.secret);
    expect(box.open(TOTP_SECRET_PURPOSE, pending.mfaSecret!)).toBe(enrollment.secret);

    const noCode = await secondStep(challenge, { recoveryCode: "abcde-fghij" });
    expect(noCode.statusCode).toBe(400);
    const wrong = await secondStep(challenge, { code: wrongCode(enrollment.secret) });
    expect(wrong.statusCode).toBe(401);
    expect(setCookie(wrong, "es_session")).toBeUndefined();

    const done = await secondStep(challenge, { code: totpCode(enrollment.secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ redirectTo: "/su/admin/dashboard", user: { email: owner.email } });
    const codes: string[] = done.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    const cookie = cookieFrom(done);
    expect((await get("/api/auth/me", cookie)).statusCode).toBe(200);

    const stored = await t.db.owner.db
      .select()
      .from(userMfaRecoveryCodes)
      .where(eq(userMfaRecoveryCodes.userId, pending.id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect((await userRow(owner.email)).mfaEnabledAt).not.toBeNull();

    // From now on the password alone earns a plain challenge.
    expect((await platformLogin(owner.email, owner.password)).json()).toEqual({
      mfaRequired: true,
      challenge: expect.any(String),
    });
  });
});

describe("staff turning MFA on from the Security page", () => {
  it("enrols, then signs in with a code or a recovery code (each once), regenerates codes and turns it off", async () => {
    const email = L.demoStaff.email;
    const cookie = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
    expect((await get("/api/auth/security", cookie, DEMO)).json()).toEqual({
      mfaEnabled: false,
      mfaRequired: false,
      recoveryCodesLeft: 0,
      tenantRequiresStaffMfa: false,
    });
    const setup = await post("/api/auth/mfa/setup", undefined, DEMO, cookie);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const wrong = await post("/api/auth/mfa/enable", { code: wrongCode(secret) }, DEMO, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: MFA_MESSAGES.codeInvalid,
      fieldErrors: { code: [MFA_MESSAGES.codeInvalid] },
    });
    const enabled = await post("/api/auth/mfa/enable", { code: totpCode(secret) }, DEMO, cookie);
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect((await post("/api/auth/mfa/setup", undefined, DEMO, cookie)).statusCode).toBe(409);

    // Sign-in: password, then a recovery code, which then is spent.
    const viaRecovery = await secondStep(
      (await tenantLogin(L.demoStaff.username, L.demoStaff.password)).json().challenge,
      { recoveryCode: codes[0]!.toUpperCase() },
      DEMO,
    );
    expect(viaRecovery.statusCode).toBe(200);
    expect(viaRecovery.json()).toMatchObject({ redirectTo: "/dashboard", user: { email } });
    const spent = await secondStep(
      (await tenantLogin(L.demoStaff.username, L.demoStaff.password)).json().challenge,
      { recoveryCode: codes[0]! },
      DEMO,
    );
    expect(spent.statusCode).toBe(401);
    expect((await get("/api/auth/security", cookie, DEMO)).json().recoveryCodesLeft).toBe(9);

    // New codes need a current code; the old ones stop working.
    await laterFor(email);
    const fresh = await post("/api/auth/mfa/recovery-codes", { code: totpCode(secret) }, DEMO, cookie);
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    const oldCode = await secondStep(
      (await tenantLogin(L.demoStaff.username, L.demoStaff.password)).json().challenge,
      { recoveryCode: codes[1]! },
      DEMO,
    );
    expect(oldCode.statusCode).toBe(401);

    // Off: the password and a code.
    await laterFor(email);
    const badPassword = await post("/api/auth/mfa/disable", { password: "nope", code: totpCode(secret) }, DEMO, cookie);
    expect(badPassword.json()).toEqual({
      message: PASSWORD_MESSAGES.currentWrong,
      fieldErrors: { password: [PASSWORD_MESSAGES.currentWrong] },
    });
    const off = await post(
      "/api/auth/mfa/disable",
      { password: L.demoStaff.password, code: totpCode(secret) },
      DEMO,
      cookie,
    );
    expect(off.json()).toEqual({ message: MFA_MESSAGES.disabled });
    const row = await userRow(email);
    expect([row.mfaSecret, row.mfaEnabledAt]).toEqual([null, null]);
    const plain = await tenantLogin(L.demoStaff.username, L.demoStaff.password);
    expect(plain.json()).toMatchObject({ redirectTo: "/dashboard" });
  });
});

describe("a tenant requiring MFA of its staff", () => {
  const setRequired = (required: boolean, cookie: string, host = DEMO, tenantId = ids.demo) =>
    call(t.app, "PUT", `/api/tenants/${tenantId}/staff-mfa`, { required }, { host, cookie });

  it("is set by its tenant admin only, never by staff or another tenant", async () => {
    const staff = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
    const summit = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
    const byStaff = await setRequired(true, staff);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ message: MFA_MESSAGES.onlyTenantAdmin });
    for (const res of [await setRequired(true, summit, SUMMIT), await setRequired(true, summit, DEMO)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain("tenant mismatch");
    }
    const rows = await t.db.owner.db.select({ required: tenants.requireStaffMfa }).from(tenants);
    expect(rows.every((r) => r.required === false)).toBe(true);
  });

  it("sends staff without MFA through enrolment at their next sign-in, on every form", async () => {
    const admin = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
    const on = await setRequired(true, admin);
    expect(on.json()).toEqual({ required: true });
    expect((await get("/api/auth/security", admin, DEMO)).json()).toMatchObject({ tenantRequiresStaffMfa: true });

    // The summit tenant does not require it.
    expect((await tenantLogin(L.summitAdmin.username, L.summitAdmin.password, SUMMIT)).json()).toMatchObject({
      redirectTo: "/dashboard",
    });

    const viaPlatform = await platformLogin(L.demoStaff.email, L.demoStaff.password);
    expect(viaPlatform.json().enrollment).toBeDefined();
    expect(setCookie(viaPlatform, "es_session")).toBeUndefined();

    const first = await tenantLogin(L.demoStaff.username, L.demoStaff.password);
    const { challenge, enrollment } = first.json();
    expect(enrollment.uri).toContain(encodeURIComponent(L.demoStaff.email));
    const done = await secondStep(challenge, { code: totpCode(enrollment.secret) }, DEMO);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ redirectTo: "/dashboard", recoveryCodes: expect.any(Array) });
    const cookie = cookieFrom(done);
    expect((await get("/api/auth/security", cookie, DEMO)).json()).toMatchObject({
      mfaEnabled: true,
      mfaRequired: true,
    });
    await laterFor(L.demoStaff.email);
    const off = await post(
      "/api/auth/mfa/disable",
      { password: L.demoStaff.password, code: totpCode(enrollment.secret) },
      DEMO,
      cookie,
    );
    expect(off.statusCode).toBe(403);

    // The platform login's second step carries staff to their tenant's host.
    await laterFor(L.demoStaff.email);
    const platformChallenge = (await platformLogin(L.demoStaff.email, L.demoStaff.password)).json().challenge;
    const carried = await secondStep(platformChallenge, { code: totpCode(enrollment.secret) });
    expect(carried.json().redirectTo).toMatch(/^http:\/\/demo\.localhost:3000\/auth\/handoff#code=/);

    expect((await setRequired(false, admin)).json()).toEqual({ required: false });
  });
});

describe("the challenge", () => {
  async function demoAdminWithMfa() {
    const cookie = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
    const { secret } = (await post("/api/auth/mfa/setup", undefined, DEMO, cookie)).json();
    await post("/api/auth/mfa/enable", { code: totpCode(secret) }, DEMO, cookie);
    await laterFor(L.demoAdmin.email);
    return secret as string;
  }

  it("works only on the host it was issued on, for 5 minutes, and not after a password change", async () => {
    const secret = await demoAdminWithMfa();
    const { challenge } = (await tenantLogin(L.demoAdmin.username, L.demoAdmin.password)).json();
    const code = totpCode(secret);
    for (const host of [SUMMIT, "localhost:3000"]) {
      const res = await secondStep(challenge, { code }, host);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MFA_MESSAGES.challengeExpired });
    }
    const row = await userRow(L.demoAdmin.email);
    const stale = sealChallenge(
      box,
      {
        kind: "staff",
        id: row.id,
        tenantId: ids.demo,
        host: DEMO,
        form: "tenant",
        remember: false,
        stage: "verify",
        passwordStamp: row.passwordChangedAt?.getTime() ?? 0,
      },
      Date.now() - CHALLENGE_TTL_MS - 1000,
    );
    expect((await secondStep(stale, { code }, DEMO)).json()).toEqual({ message: MFA_MESSAGES.challengeExpired });

    // A portal challenge is not a staff one.
    const asPortal = await post("/api/client-portal/mfa", { challenge, code }, DEMO);
    expect(asPortal.statusCode).toBe(401);

    await t.db.owner.db
      .update(users)
      .set({ passwordChangedAt: new Date() })
      .where(and(eq(users.email, L.demoAdmin.email)));
    expect((await secondStep(challenge, { code }, DEMO)).json()).toEqual({ message: MFA_MESSAGES.challengeExpired });
    const fresh = (await tenantLogin(L.demoAdmin.username, L.demoAdmin.password)).json().challenge;
    expect((await secondStep(fresh, { code }, DEMO)).statusCode).toBe(200);
  });
});
