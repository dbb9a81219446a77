import { AUTH_MESSAGES, MFA_MESSAGES } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { portalClients, portalMfaRecoveryCodes } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie, setCookie } from "../../test/http";
import { TOTP_PERIOD_MS, totpCode } from "./totp";

/**
 * Issue 15 §5: optional TOTP for portal clients, tenant-scoped like everything in the portal: a challenge, a session
 * or a client of one tenant never works on another tenant's host.
 */
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const client = DEMO_LOGINS.demoPortalClient;
const summitClient = { email: "client@summit.example", password: "summit-client-pass" };
let t: TestApp;
let ids: { demo: string; summit: string };

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  await call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { ...summitClient, firstName: "Sam", lastName: "Lowe", tenantId: ids.summit },
    { host: SUMMIT },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);
});

const post = (url: string, body: object | undefined, host: string, cookie?: string) =>
  call(t.app, "POST", url, body, { host, cookie });
const login = (host = DEMO, tenantId = ids.demo) =>
  post("/api/client-portal/login", { email: client.email, password: client.password, tenantId }, host);
const later = () =>
  withTenant(t.db.owner.db, ids.demo, (tx) =>
    tx.update(portalClients).set({ mfaLastStep: null }).where(eq(portalClients.email, client.email)),
  );

function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((d) => totpCode(secret, Date.now() + d * TOTP_PERIOD_MS)));
  for (let n = 0; ; n++) if (!valid.has(String(n).padStart(6, "0"))) return String(n).padStart(6, "0");
}

describe("portal client MFA", () => {
  let secret: string;
  let codes: string[];

  it("is off by default and turned on from the profile with a first code; recovery codes are stored hashed", async () => {
    const cookie = await portalCookie(t.app, DEMO, { ...client, tenantId: ids.demo });
    const status = await call(t.app, "GET", "/api/client-portal/security", undefined, { host: DEMO, cookie });
    expect(status.json()).toEqual({
      mfaEnabled: false,
      mfaRequired: false,
      recoveryCodesLeft: 0,
      tenantRequiresStaffMfa: null,
    });
    const setup = await post("/api/client-portal/mfa/setup", undefined, DEMO, cookie);
    expect(setup.json().uri).toContain(encodeURIComponent(client.email));
    secret = setup.json().secret;
    expect((await post("/api/client-portal/mfa/enable", { code: wrongCode(secret) }, DEMO, cookie)).statusCode).toBe(
      400,
    );
    const enabled = await post("/api/client-portal/mfa/enable", { code: totpCode(secret) }, DEMO, cookie);
    codes = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    const stored = await withTenant(t.db.owner.db, ids.demo, (tx) => tx.select().from(portalMfaRecoveryCodes));
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
  });

  it("signs in in two steps on the tenant's host: no session for the password alone", async () => {
    await later();
    const first = await login();
    expect(first.json()).toEqual({ mfaRequired: true, challenge: expect.any(String) });
    expect(setCookie(first, "es_portal")).toBeUndefined();
    const wrong = await post(
      "/api/client-portal/mfa",
      { challenge: first.json().challenge, code: wrongCode(secret) },
      DEMO,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MFA_MESSAGES.codeInvalid });
    const ok = await post(
      "/api/client-portal/mfa",
      { challenge: first.json().challenge, code: totpCode(secret) },
      DEMO,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: client.email, tenantId: ids.demo });
    const me = await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie: cookieFrom(ok) });
    expect(me.statusCode).toBe(200);
  });

  it("takes a recovery code once", async () => {
    const use = async () =>
      post("/api/client-portal/mfa", { challenge: (await login()).json().challenge, recoveryCode: codes[0] }, DEMO);
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(401);
  });

  it("never crosses tenants: the challenge on another tenant's host, another tenant's session on this host", async () => {
    await later();
    const { challenge } = (await login()).json();
    const onSummit = await post("/api/client-portal/mfa", { challenge, code: totpCode(secret) }, SUMMIT);
    expect(onSummit.statusCode).toBe(401);
    expect(onSummit.json()).toEqual({ message: MFA_MESSAGES.challengeExpired });
    expect(setCookie(onSummit, "es_portal")).toBeUndefined();

    const summitCookie = await portalCookie(t.app, SUMMIT, { ...summitClient, tenantId: ids.summit });
    expect(summitCookie).not.toBe("");
    for (const [method, url] of [
      ["GET", "/api/client-portal/security"],
      ["POST", "/api/client-portal/mfa/setup"],
      ["POST", "/api/client-portal/mfa/recovery-codes"],
      ["POST", "/api/client-portal/mfa/disable"],
    ] as const) {
      const body = method === "GET" ? undefined : url.endsWith("setup") ? undefined : { code: "123456", password: "x" };
      const res = await call(t.app, method, url, body, { host: DEMO, cookie: summitCookie });
      expect(res.statusCode, url).toBe(401);
    }
    // The summit client's own status shows nothing of the demo client.
    const own = await call(t.app, "GET", "/api/client-portal/security", undefined, {
      host: SUMMIT,
      cookie: summitCookie,
    });
    expect(own.json()).toMatchObject({ mfaEnabled: false, recoveryCodesLeft: 0 });
  });

  it("limits codes per client, before each is checked", async () => {
    await later();
    const { challenge } = (await login()).json();
    const bad = wrongCode(secret);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => post("/api/client-portal/mfa", { challenge, code: bad }, DEMO)),
    );
    expect(guesses.filter((g) => g.statusCode === 401)).toHaveLength(5);
    const right = await post("/api/client-portal/mfa", { challenge, code: totpCode(secret) }, DEMO);
    expect(right.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });

  it("turns off with the password and a code", async () => {
    await later();
    const cookie = cookieFrom(
      await post(
        "/api/client-portal/mfa",
        { challenge: (await login()).json().challenge, recoveryCode: codes[2] },
        DEMO,
      ),
    );
    const off = await post(
      "/api/client-portal/mfa/disable",
      { password: client.password, code: totpCode(secret) },
      DEMO,
      cookie,
    );
    expect(off.json()).toEqual({ message: MFA_MESSAGES.disabled });
    expect((await login()).json()).toMatchObject({ email: client.email });
  });
});
