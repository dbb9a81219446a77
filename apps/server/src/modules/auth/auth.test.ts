import { AUTH_MESSAGES, HANDOFF_MESSAGES } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSessions, tenants, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, setCookie } from "../../test/http";
import { totpCode } from "../mfa/totp";

let t: TestApp;
let ids: { demo: string; summit: string };
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
});
afterAll(() => t.close());

const platformLogin = (email: string, password: string, extra: object = {}) =>
  call(t.app, "POST", "/api/auth/login", { email, password, ...extra });
const tenantLogin = (host: string, username: string, password: string, extra: object = {}) =>
  call(t.app, "POST", "/api/auth/tenant/login", { username, password, ...extra }, { host });
const me = (cookie: string, host = "localhost:3000") => call(t.app, "GET", "/api/auth/me", undefined, { cookie, host });

/**
 * The super admin's two steps (two-factor authentication is required for this role). The last accepted step is reset
 * first, so this file's many sign-ins can each use the current code (a code is otherwise good once).
 */
async function superAdminLogin(extra: object = {}, cookie?: string) {
  const first = await call(
    t.app,
    "POST",
    "/api/auth/login",
    { email: L.superAdmin.email, password: L.superAdmin.password, ...extra },
    { cookie },
  );
  expect(first.json()).toEqual({ mfaRequired: true, challenge: expect.any(String) });
  expect(setCookie(first, "es_session")).toBeUndefined();
  await t.db.owner.db.update(users).set({ mfaLastStep: null }).where(eq(users.email, L.superAdmin.email));
  const code = totpCode(L.superAdmin.totpSecret);
  return call(t.app, "POST", "/api/auth/mfa", { challenge: first.json().challenge, code }, { cookie });
}

/** The path and fragment a platform login sends the browser to on the tenant's host, and the code in it. */
function handoffOf(redirectTo: string) {
  const url = new URL(redirectTo);
  return { origin: url.origin, path: url.pathname, code: decodeURIComponent(url.hash.replace(/^#code=/, "")) };
}
const redeem = (code: string, host: string) => call(t.app, "POST", "/api/auth/handoff", { code }, { host });

describe("POST /api/auth/login (platform)", () => {
  it("signs a super admin in with a server-side session in an HttpOnly cookie and sends them to the war room", async () => {
    const res = await superAdminLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      redirectTo: "/su/admin/dashboard",
      user: { email: L.superAdmin.email, role: "SUPER_ADMIN", tenantId: null, tenantDomain: null },
    });
    const cookie = setCookie(res, "es_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.maxAge).toBeUndefined();
    const stored = await t.db.owner.db.select().from(staffSessions);
    expect(stored.map((s) => s.id)).not.toContain(cookie.value);
    expect((await me(cookieFrom(res))).json()).toMatchObject({ user: { role: "SUPER_ADMIN" } });
  });

  it("keeps a remembered session past the browser session", async () => {
    const res = await superAdminLogin({ rememberMe: true });
    expect(setCookie(res, "es_session")!.maxAge).toBe(30 * 24 * 3600);
  });

  it("sends a tenant admin to their tenant's /tu/admin/dashboard through a one-time code on that host", async () => {
    const res = await platformLogin(L.demoAdmin.email, L.demoAdmin.password);
    expect(res.statusCode).toBe(200);
    const { redirectTo, user } = res.json();
    expect(user).toMatchObject({ role: "TENANT_ADMIN", tenantId: ids.demo, tenantDomain: "demo" });
    // The code rides in the fragment to the tenant host's /auth/handoff page: never in a query (logs, Referer).
    expect(redirectTo).toMatch(/^http:\/\/demo\.localhost:3000\/auth\/handoff#code=[A-Za-z0-9_%-]{20,}$/);
    expect(new URL(redirectTo).search).toBe("");
    const { code } = handoffOf(redirectTo);

    const elsewhere = await redeem(code, SUMMIT);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: HANDOFF_MESSAGES.invalid });
    expect(setCookie(elsewhere, "es_session")).toBeUndefined();

    const redeemed = await redeem(code, DEMO);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ redirectTo: "/tu/admin/dashboard" });
    expect((await me(cookieFrom(redeemed), DEMO)).json()).toMatchObject({ user: { tenantDomain: "demo" } });

    const again = await redeem(code, DEMO);
    expect(again.statusCode).toBe(400);
    expect(setCookie(again, "es_session")).toBeUndefined();
  });

  it("takes the handoff code only in a POSTed JSON body: the old GET with ?code= is gone", async () => {
    const { redirectTo } = (await platformLogin(L.demoAdmin.email, L.demoAdmin.password)).json();
    const { code } = handoffOf(redirectTo);
    const viaGet = await call(t.app, "GET", `/api/auth/handoff?code=${encodeURIComponent(code)}`, undefined, {
      host: DEMO,
    });
    expect(viaGet.statusCode).toBe(404);
    expect(setCookie(viaGet, "es_session")).toBeUndefined();
    const viaForm = await call(t.app, "POST", `/api/auth/handoff?code=${encodeURIComponent(code)}`, {}, { host: DEMO });
    expect(viaForm.statusCode).toBe(400);
    expect(setCookie(viaForm, "es_session")).toBeUndefined();
    // The code is still good: neither attempt spent it.
    expect((await redeem(code, DEMO)).statusCode).toBe(200);
  });

  it("sends other staff to their tenant host's /portal/dashboard (SPEC §6)", async () => {
    const res = await platformLogin(L.demoStaff.email, L.demoStaff.password);
    const redeemed = await redeem(handoffOf(res.json().redirectTo).code, DEMO);
    expect(redeemed.json()).toEqual({ redirectTo: "/portal/dashboard" });
  });

  it.each([
    [{ email: "not-an-email", password: "secret1" }, "email", "Please enter a valid email address."],
    [{ email: "a@b.co", password: "12345" }, "password", "Password must be at least 6 characters."],
  ])("answers 400 in the spec's words for %o", async (body, field, message) => {
    const res = await call(t.app, "POST", "/api/auth/login", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
    expect(setCookie(res, "es_session")).toBeUndefined();
  });

  it("answers the same 401 for a wrong password and for an unknown account", async () => {
    const wrong = await platformLogin(L.superAdmin.email, "wrong-password");
    const unknown = await platformLogin("nobody@example.com", "wrong-password");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidPlatformCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("rate limits an account after 5 failures, even with the right password, with Retry-After", async () => {
    const email = L.summitAdmin.email;
    for (let i = 0; i < 5; i++) expect((await platformLogin(email, `bad-password-${i}`)).statusCode).toBe(401);
    const blocked = await platformLogin(email, L.summitAdmin.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);
  });

  it("rotates the session at login and deletes it at logout", async () => {
    const first = await superAdminLogin();
    const second = await superAdminLogin({}, cookieFrom(first));
    expect(setCookie(second, "es_session")!.value).not.toBe(setCookie(first, "es_session")!.value);
    expect((await me(cookieFrom(first))).statusCode).toBe(401);
    const out = await call(t.app, "POST", "/api/auth/logout", undefined, { cookie: cookieFrom(second) });
    expect(out.statusCode).toBe(204);
    expect(setCookie(out, "es_session")!.value).toBe("");
    expect((await me(cookieFrom(second))).statusCode).toBe(401);
  });

  it("ends expired and idle sessions", async () => {
    const a = cookieFrom(await superAdminLogin());
    const b = cookieFrom(await superAdminLogin());
    const [sa, sb] = await Promise.all([me(a), me(b)]);
    expect([sa.statusCode, sb.statusCode]).toEqual([200, 200]);
    const hash = async (c: string) => (await import("../../lib/tokens")).hashToken(c.split("=")[1]!);
    await t.db.owner.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.id, await hash(a)));
    await t.db.owner.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 9 * 3600_000) })
      .where(eq(staffSessions.id, await hash(b)));
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    const left = await t.db.owner.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, await hash(a)));
    expect(left).toEqual([]);
  });

  it("refuses a state-changing request without an Origin of its own host", async () => {
    const body = { email: L.superAdmin.email, password: L.superAdmin.password };
    const none = await call(t.app, "POST", "/api/auth/login", body, { origin: null });
    const foreign = await call(t.app, "POST", "/api/auth/login", body, {
      host: DEMO,
      origin: "http://summit.localhost:3000",
    });
    for (const res of [none, foreign]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.crossSiteRefused });
      expect(setCookie(res, "es_session")).toBeUndefined();
    }
    const viaReferer = await call(t.app, "POST", "/api/auth/login", body, {
      origin: null,
      headers: { referer: "http://localhost:3000/login" },
    });
    expect(viaReferer.statusCode).toBe(200);
    expect(viaReferer.json().mfaRequired).toBe(true);
  });
});

describe("POST /api/auth/tenant/login", () => {
  it("signs staff in on their tenant's host by username or e-mail and sends them to /dashboard", async () => {
    for (const login of [L.demoAdmin.username, L.demoAdmin.email.toUpperCase()]) {
      const res = await tenantLogin(DEMO, login, L.demoAdmin.password, { tenantId: ids.demo, rememberMe: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        redirectTo: "/dashboard",
        user: { role: "TENANT_ADMIN", tenantId: ids.demo },
      });
    }
  });

  it("answers 400 in the spec's words", async () => {
    const res = await call(t.app, "POST", "/api/auth/tenant/login", { username: " ", password: "" }, { host: DEMO });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ username: ["Username is required"], password: ["Password is required"] });
  });

  it("answers 401 with the spec's text for a wrong password", async () => {
    const res = await tenantLogin(DEMO, L.demoStaff.username, "nope-nope");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Invalid username or password. Please try again." });
  });

  it("finds only this tenant's accounts: another tenant's staff with their right password reads as a wrong one", async () => {
    const wrong = await tenantLogin(DEMO, L.demoStaff.username, "not-the-password");
    for (const login of [L.summitAdmin.username, L.summitAdmin.email]) {
      const other = await tenantLogin(DEMO, login, L.summitAdmin.password);
      expect(other.statusCode).toBe(wrong.statusCode);
      expect(other.json()).toEqual(wrong.json());
      expect(other.json()).toEqual({ message: AUTH_MESSAGES.invalidTenantCredentials });
      expect(setCookie(other, "es_session")).toBeUndefined();
    }
  });

  it("does not sign the super admin in on a tenant's form (the platform login only)", async () => {
    const res = await tenantLogin(DEMO, L.superAdmin.email, L.superAdmin.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidTenantCredentials });
    expect(setCookie(res, "es_session")).toBeUndefined();
  });

  it("keeps 'tenant mismatch' for a body naming another tenant than the host's", async () => {
    const named = await tenantLogin(DEMO, L.demoAdmin.username, L.demoAdmin.password, { tenantId: ids.summit });
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toContain("tenant mismatch");
  });

  it("answers 404 on a host without a tenant and 403 on a suspended tenant", async () => {
    expect((await tenantLogin("ghost.localhost:3000", "x", "y")).statusCode).toBe(404);
    await t.db.owner.db.update(tenants).set({ status: "SUSPENDED" }).where(eq(tenants.id, ids.summit));
    const res = await tenantLogin(SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
    await t.db.owner.db.update(tenants).set({ status: "ACTIVE" }).where(eq(tenants.id, ids.summit));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.tenantSuspended });
  });
});

describe("cross-tenant session check (SPEC §4)", () => {
  it("answers 409 with the other tenant when the browser is signed in to it, and lets it sign out", async () => {
    const signedIn = await tenantLogin("localhost:3000", L.demoAdmin.username, L.demoAdmin.password, {
      tenantId: ids.demo,
    }).then((r) => r);
    expect(signedIn.statusCode).toBe(404);

    const demo = await call(t.app, "POST", "/api/auth/tenant/login?tenant=demo", {
      username: L.demoAdmin.username,
      password: L.demoAdmin.password,
    });
    expect(demo.statusCode).toBe(200);
    const cookie = cookieFrom(demo);

    const sameTenant = await call(
      t.app,
      "POST",
      "/api/auth/tenant/session-check?tenant=demo",
      { targetTenantId: ids.demo },
      { cookie },
    );
    expect(sameTenant.json()).toMatchObject({ authenticated: true, user: { tenantId: ids.demo } });

    const conflict = await call(
      t.app,
      "POST",
      "/api/auth/tenant/session-check",
      { targetTenantId: ids.summit },
      {
        cookie,
        headers: { "x-tenant": "summit" },
      },
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      message: expect.any(String),
      currentTenantId: ids.demo,
      currentTenantName: "Demo Health Clinic",
    });

    const wrongTarget = await call(
      t.app,
      "POST",
      "/api/auth/tenant/session-check?tenant=summit",
      { targetTenantId: ids.demo },
      { cookie },
    );
    expect(wrongTarget.statusCode).toBe(403);
    expect(wrongTarget.json().message).toContain("tenant mismatch");

    const out = await call(
      t.app,
      "POST",
      "/api/auth/tenant/cross-tenant-logout?tenant=summit",
      { currentTenantId: ids.demo, targetTenantId: ids.summit },
      { cookie },
    );
    expect(out.json()).toEqual({ ok: true });
    expect((await me(cookie)).statusCode).toBe(401);
    const after = await call(
      t.app,
      "POST",
      "/api/auth/tenant/session-check?tenant=summit",
      { targetTenantId: ids.summit },
      { cookie },
    );
    expect(after.json()).toEqual({ authenticated: false, user: null });
  });
});

describe("on a real domain", () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp({ config: { APP_DOMAIN: "engagesuite.test" } });
  });
  afterAll(() => real.close());

  it("scopes the staff cookie to the product's domain, Secure, and links straight to the tenant's https host", async () => {
    const res = await call(
      real.app,
      "POST",
      "/api/auth/login",
      { email: L.demoAdmin.email, password: L.demoAdmin.password },
      {
        host: "engagesuite.test",
        origin: "http://engagesuite.test",
      },
    );
    expect(res.statusCode).toBe(200);
    expect(setCookie(res, "es_session")).toMatchObject({ domain: "engagesuite.test", secure: true, httpOnly: true });
    // The scheme comes from PUBLIC_URL (default https://APP_DOMAIN), not from the plain-http request.
    expect(res.json().redirectTo).toBe("https://demo.engagesuite.test/tu/admin/dashboard");

    const ids2 = await demoTenantIds(real);
    const conflict = await call(
      real.app,
      "POST",
      "/api/auth/tenant/session-check",
      { targetTenantId: ids2.summit },
      {
        host: "summit.engagesuite.test",
        cookie: cookieFrom(res),
      },
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().currentTenantName).toBe("Demo Health Clinic");
  });
});
