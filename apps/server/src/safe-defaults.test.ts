import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { prepareDatabase } from "./db/bootstrap";
import { tenants, users } from "./db/schema";
import { DEMO_LOGINS } from "./db/seed/accounts";
import { startServerProcess } from "./faults/server-process";
import { createTestApp, demoTenantIds, type TestApp } from "./test/harness";
import { platformCookie, portalCookie, staffCookie } from "./test/http";
import { listenOnLoopback, requestJson } from "./test/raw-http";

/** Issue 15, point 6: what a deployment on a real domain gets when it sets nothing more than it must. */
const L = DEMO_LOGINS;
const REAL_DOMAIN = { APP_DOMAIN: "engagesuite.test", SECRET_KEY: "s".repeat(40), NODE_ENV: "production" };

describe("starting on a real domain", () => {
  it("refuses to start without Stripe keys or PAYMENTS=sandbox, and says what to set", async () => {
    const server = await startServerProcess({ ...REAL_DOMAIN });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/STRIPE_SECRET_KEY: required when APP_DOMAIN is not localhost/);
    expect(server.output()).toMatch(/PAYMENTS=sandbox/);
  });

  it("refuses TRUST_PROXY=true there, asking for a count or addresses", async () => {
    const server = await startServerProcess({ ...REAL_DOMAIN, PAYMENTS: "sandbox", TRUST_PROXY: "true" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/TRUST_PROXY=true .*number of proxies/);
  });
});

// Each case migrates a new on-disk PGlite database, as a first start does: slower than the template copy of other tests.
describe("seeding on a real domain", { timeout: 120_000 }, () => {
  const dirs: string[] = [];
  const prepare = async (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), "engagesuite-defaults-"));
    dirs.push(dir);
    const config = loadConfig({ ...REAL_DOMAIN, PAYMENTS: "sandbox", LOG_LEVEL: "silent", DATA_DIR: dir, ...env });
    return { config, ...(await prepareDatabase(config)) };
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("creates no demo data and no account by default", async () => {
    const { database, demoSeeded } = await prepare({});
    try {
      expect(demoSeeded).toBe(false);
      expect(await database.db.select().from(tenants)).toHaveLength(0);
      expect(await database.db.select().from(users)).toHaveLength(0);
    } finally {
      await database.close();
    }
  });

  it("seeds the demo tenants on SEED_DEMO=true but never the demo super admin; the configured one only", async () => {
    const first = await prepare({ SEED_DEMO: "true" });
    const dataDir = first.config.DATA_DIR;
    try {
      expect(first.demoSeeded).toBe(true);
      expect(await first.database.db.select().from(tenants)).toHaveLength(2);
      expect(await first.database.db.select().from(users).where(eq(users.role, "SUPER_ADMIN"))).toEqual([]);
    } finally {
      await first.database.close();
    }
    const config = loadConfig({
      ...REAL_DOMAIN,
      PAYMENTS: "sandbox",
      DATA_DIR: dataDir,
      SUPER_ADMIN_EMAIL: "ops@engagesuite.test",
      SUPER_ADMIN_PASSWORD: "a long and private passphrase",
    });
    const { database } = await prepareDatabase(config);
    try {
      const admins = await database.db.select({ email: users.email }).from(users).where(eq(users.role, "SUPER_ADMIN"));
      expect(admins).toEqual([{ email: "ops@engagesuite.test" }]);
    } finally {
      await database.close();
    }
  });
});

describe("API documentation", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const docsStatus = async (config: Parameters<typeof createTestApp>[0]) => {
    const t = await createTestApp({ demo: false, ...config });
    apps.push(t);
    const host = t.config.APP_DOMAIN;
    return (await t.app.inject({ method: "GET", url: "/api/docs/json", headers: { host } })).statusCode;
  };

  it("is off in production on a real domain unless API_DOCS=true, and on for localhost (npm start, e2e)", async () => {
    expect(await docsStatus({ config: { NODE_ENV: "production", APP_DOMAIN: "engagesuite.test" } })).toBe(404);
    expect(
      await docsStatus({ config: { NODE_ENV: "production", APP_DOMAIN: "engagesuite.test", API_DOCS: "true" } }),
    ).toBe(200);
    expect(await docsStatus({ config: { NODE_ENV: "production" } })).toBe(200);
  });
});

describe("Cache-Control on API answers (real HTTP)", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  const cacheControl = async (path: string, headers: Record<string, string>) => {
    const res = await requestJson(port, "GET", path, headers);
    return { path, status: res.status, cacheControl: res.headers["cache-control"] };
  };

  it("is no-store on every answer a session can shape: staff, portal, platform, and their refusals", async () => {
    const { demo } = await demoTenantIds(t);
    const staff = await staffCookie(t.app, "demo.localhost:3000", L.demoAdmin.username, L.demoAdmin.password);
    const portal = await portalCookie(t.app, "demo.localhost:3000", { ...L.demoPortalClient, tenantId: demo });
    const platform = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
    const checks = [
      ["/api/auth/me", { host: "demo.localhost:3000", cookie: staff }, 200],
      [`/api/helpdesk/tickets/tenant/${demo}`, { host: "demo.localhost:3000", cookie: staff }, 200],
      ["/api/helpdesk/staff", { host: "demo.localhost:3000", cookie: staff }, 200],
      ["/api/client-portal/me", { host: "demo.localhost:3000", cookie: portal }, 200],
      ["/api/client-portal/tickets", { host: "demo.localhost:3000", cookie: portal }, 200],
      ["/api/platform/tenants", { host: "localhost:3000", cookie: platform }, 200],
      ["/api/admin/kb/articles", { host: "localhost:3000", cookie: platform }, 200],
      ["/api/auth/me", { host: "localhost:3000" }, 401],
    ] as const;
    for (const [path, headers, status] of checks) {
      expect(await cacheControl(path, headers)).toEqual({ path, status, cacheControl: "no-store" });
    }
  });

  it("leaves the public catalogue cacheable", async () => {
    const answer = await cacheControl("/api/public/verticals", { host: "localhost:3000" });
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toMatch(/^public, max-age=\d+/);
  });
});
