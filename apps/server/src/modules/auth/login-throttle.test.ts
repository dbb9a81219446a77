import { AUTH_MESSAGES } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, setCookie } from "../../test/http";
import { AUTH_LIMITS } from "./service";

/**
 * Issue 15 §3: the lockout is keyed by the account, counted before the password is checked, and holds through every
 * form the account can sign in on; unknown logins are counted too, so a 429 reveals nothing.
 */
let t: TestApp;
let ids: { demo: string; summit: string };
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const LIMIT = AUTH_LIMITS.loginPerAccount.max;

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);
});

const tenantLogin = (host: string, username: string, password: string) =>
  call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host });
const platformLogin = (email: string, password: string) => call(t.app, "POST", "/api/auth/login", { email, password });
const portalLogin = (host: string, email: string, password: string, tenantId: string) =>
  call(t.app, "POST", "/api/client-portal/login", { email, password, tenantId }, { host });

function tally(statuses: number[]) {
  return { 401: statuses.filter((s) => s === 401).length, 429: statuses.filter((s) => s === 429).length };
}

describe("per-account lockout", () => {
  it(`answers at most ${LIMIT} of 20 parallel wrong guesses; the rest get 429, and so does the right password`, async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tenantLogin(DEMO, L.demoStaff.username, `wrong-guess-${i}`)),
    );
    const counts = tally(guesses.map((g) => g.statusCode));
    expect(counts[401]).toBe(LIMIT);
    expect(counts[429]).toBe(20 - LIMIT);
    for (const g of guesses.filter((r) => r.statusCode === 429)) {
      expect(g.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(g.headers["retry-after"])).toBeGreaterThan(0);
    }
    const right = await tenantLogin(DEMO, L.demoStaff.username, L.demoStaff.password);
    expect(right.statusCode).toBe(429);
    expect(setCookie(right, "es_session")).toBeUndefined();
  });

  it("stays locked through every form: the tenant form by username or e-mail and the platform login", async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await platformLogin(L.demoAdmin.email, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    const attempts = [
      await tenantLogin(DEMO, L.demoAdmin.username, L.demoAdmin.password),
      await tenantLogin(DEMO, L.demoAdmin.email, L.demoAdmin.password),
      await platformLogin(L.demoAdmin.email, L.demoAdmin.password),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(429);
      expect(setCookie(res, "es_session")).toBeUndefined();
    }
  });

  it("locks a portal client's account, right password included", async () => {
    const c = L.demoPortalClient;
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => portalLogin(DEMO, c.email, `wrong-guess-${i}`, ids.demo)),
    );
    expect(tally(guesses.map((g) => g.statusCode))).toEqual({ 401: LIMIT, 429: 10 - LIMIT });
    expect((await portalLogin(DEMO, c.email, c.password, ids.demo)).statusCode).toBe(429);
  });

  it("clears the account's count on a right password", async () => {
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await tenantLogin(DEMO, L.demoStaff.username, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
    expect((await tenantLogin(DEMO, L.demoStaff.username, L.demoStaff.password)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i++) {
      expect((await tenantLogin(DEMO, L.demoStaff.username, `wrong-guess-${i}`)).statusCode).toBe(401);
    }
  });
});

describe("unknown accounts and addresses", () => {
  it("counts an unknown login per (tenant, login) with the same limit, so a 429 tells nothing", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await tenantLogin(DEMO, "ghost", `guess-${i}`)).statusCode).toBe(401);
    expect((await tenantLogin(DEMO, "ghost", "guess")).json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // Another tenant's form counts its own.
    expect((await tenantLogin(SUMMIT, "ghost", "guess")).statusCode).toBe(401);
    for (let i = 0; i < LIMIT; i++) {
      expect((await platformLogin("ghost@example.com", `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await platformLogin("ghost@example.com", "guess-x")).statusCode).toBe(429);
  });

  it("limits each IP address across accounts, in PostgreSQL (shared by every app node)", async () => {
    const { max, windowMs } = AUTH_LIMITS.loginPerIp;
    await t.db.owner.db.execute(
      sql`insert into rate_limit_buckets (key, points, expire)
          values ('login:ip:127.0.0.1', ${max}, ${Date.now() + windowMs})`,
    );
    const res = await tenantLogin(DEMO, L.demoStaff.username, L.demoStaff.password);
    expect(res.statusCode).toBe(429);
    expect(setCookie(res, "es_session")).toBeUndefined();
    expect((await portalLogin(DEMO, L.demoPortalClient.email, L.demoPortalClient.password, ids.demo)).statusCode).toBe(
      429,
    );
  });
});

describe("another tenant's account on this tenant's form", () => {
  /** Median answer time of a few sign-ins, in ms. */
  async function medianMs(attempt: () => Promise<unknown>): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      await attempt();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[2]!;
  }

  it("answers a right password exactly as a wrong one, and takes as long (a dummy hash is verified)", async () => {
    const wrong = await tenantLogin(DEMO, L.demoStaff.username, "not-the-password");
    const foreign = await tenantLogin(DEMO, L.summitAdmin.username, L.summitAdmin.password);
    expect(foreign.statusCode).toBe(wrong.statusCode);
    expect(foreign.json()).toEqual(wrong.json());
    expect(Object.keys(foreign.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);

    // The same order of time: without the dummy hash an unknown account answers in a few ms, a real one after an
    // argon2id verification (19 MiB, tens of ms).
    const wrongMs = await medianMs(() => tenantLogin(DEMO, L.demoAdmin.username, "not-the-password"));
    await t.db.owner.db.execute(sql`delete from rate_limit_buckets`);
    const foreignMs = await medianMs(() => tenantLogin(DEMO, L.summitAdmin.email, L.summitAdmin.password));
    expect(foreignMs).toBeGreaterThan(wrongMs * 0.4);
  });
});
