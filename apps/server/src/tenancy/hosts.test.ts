import { HOST_MESSAGES, MSG } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantDomains } from "../db/schema";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../test/harness";
import { platformCookie } from "../test/http";
import { listenOnLoopback, requestJson } from "../test/raw-http";

const L = DEMO_LOGINS;

const get = (port: number, path: string, headers: Record<string, string>) => requestJson(port, "GET", path, headers);

/** Which tenant a request on these headers lands on: its subdomain, or null on the main host. */
async function tenantOf(port: number, headers: Record<string, string>, path = "/api/tenants/current") {
  const res = await get(port, path, headers);
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`unexpected ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.subdomain as string;
}

describe("which hosts the server answers (npm start's settings, real HTTP)", () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnLoopback(t.app);
    const { summit } = await demoTenantIds(t);
    await t.db.owner.db.insert(tenantDomains).values([
      { hostname: "crm.summit.example", tenantId: summit, verifiedAt: new Date() },
      { hostname: "pending.summit.example", tenantId: summit, verifiedAt: null },
    ]);
  });
  afterAll(() => t.close());

  it("answers 421 with the API's error shape to a host that is not ours, on API and page paths alike", async () => {
    for (const host of [
      "203.0.113.66",
      "203.0.113.66:3000",
      "[2001:db8::1]:3000",
      "evil.example",
      "pending.summit.example",
    ]) {
      for (const path of ["/api/tenants/current", "/", "/portal/reset-password?token=x"]) {
        const res = await get(port, path, { host, "x-tenant": "demo" });
        expect({ host, path, status: res.status, body: res.body }).toEqual({
          host,
          path,
          status: 421,
          body: { message: HOST_MESSAGES.misdirected },
        });
      }
    }
  });

  it("still answers the load balancer's health check on any host", async () => {
    const res = await get(port, "/api/health", { host: "10.0.0.5:3000" });
    expect(res.status).toBe(200);
  });

  it("serves the main host, tenant subdomains (known or not) and verified custom domains", async () => {
    expect(await tenantOf(port, { host: "localhost:3000" })).toBeNull();
    expect(await tenantOf(port, { host: "www.localhost:3000" })).toBeNull();
    expect(await tenantOf(port, { host: "demo.localhost:3000" })).toBe("demo");
    expect(await tenantOf(port, { host: "ghost.localhost:3000" })).toBeNull();
    expect(await tenantOf(port, { host: "crm.summit.example" })).toBe("summit");
  });

  it("takes ?tenant= and X-Tenant on localhost, but a loopback address is the main host and takes no hint", async () => {
    expect(await tenantOf(port, { host: "localhost:3000", "x-tenant": "demo" })).toBe("demo");
    expect(await tenantOf(port, { host: "localhost:3000" }, "/api/tenants/current?tenant=summit")).toBe("summit");
    expect(await tenantOf(port, { host: "127.0.0.1:3000", "x-tenant": "demo" })).toBeNull();
    expect(await tenantOf(port, { host: "127.0.0.1:3000" }, "/api/tenants/current?tenant=demo")).toBeNull();
    expect(await tenantOf(port, { host: "[::1]:3000", "x-tenant": "demo" })).toBeNull();
  });

  it("ignores X-Forwarded-Host when no proxy is trusted", async () => {
    expect(await tenantOf(port, { host: "localhost:3000", "x-forwarded-host": "demo.localhost:3000" })).toBeNull();
  });
});

describe("X-Forwarded-Host behind a trusted proxy (real HTTP)", () => {
  let plain: TestApp;
  let trusting: TestApp;
  let plainPort: number;
  let trustingPort: number;
  beforeAll(async () => {
    plain = await createTestApp({ config: { TRUST_PROXY: ["loopback"] } });
    trusting = await createTestApp({ config: { TRUST_PROXY: ["loopback"], TRUST_PROXY_HOST: true } });
    plainPort = await listenOnLoopback(plain.app);
    trustingPort = await listenOnLoopback(trusting.app);
  });
  afterAll(async () => {
    await plain.close();
    await trusting.close();
  });

  it("chooses the tenant by the Host header unless TRUST_PROXY_HOST is set", async () => {
    const forwarded = { host: "localhost:3000", "x-forwarded-host": "demo.localhost:3000" };
    expect(await tenantOf(plainPort, forwarded)).toBeNull();
    expect(
      await tenantOf(plainPort, { host: "summit.localhost:3000", "x-forwarded-host": "demo.localhost:3000" }),
    ).toBe("summit");
    expect(await tenantOf(trustingPort, forwarded)).toBe("demo");
  });
});

describe("the platform API answers only on the main host (issue 15, point 9)", () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listenOnLoopback(t.app);
    const { summit } = await demoTenantIds(t);
    await t.db.owner.db
      .insert(tenantDomains)
      .values({ hostname: "crm.summit.example", tenantId: summit, verifiedAt: new Date() });
    cookie = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
    expect(cookie).not.toBe("");
  });
  afterAll(() => t.close());

  const PATHS = [
    "/api/platform/overview",
    "/api/platform/tenants",
    "/api/platform/auth-events",
    "/api/admin/kb/articles",
  ];

  it("answers the super admin on the main host", async () => {
    for (const path of PATHS) expect((await get(port, path, { host: "localhost:3000", cookie })).status).toBe(200);
  });

  it("is 404 on a tenant subdomain, a ?tenant= page and a custom domain, even with the super admin's cookie", async () => {
    const elsewhere: Record<string, string>[] = [
      { host: "demo.localhost:3000" },
      { host: "localhost:3000", "x-tenant": "demo" },
      { host: "crm.summit.example" },
    ];
    for (const headers of elsewhere) {
      for (const path of PATHS) {
        const res = await get(port, path, { ...headers, cookie });
        expect({ headers, path, status: res.status, body: res.body }).toEqual({
          headers,
          path,
          status: 404,
          body: { message: MSG.notFound },
        });
      }
    }
  });

  it("is 404 for a state change on a tenant host, also through an encoded path", async () => {
    const { demo } = await demoTenantIds(t);
    for (const path of [`/api/platform/tenants/${demo}/suspend`, `/%61pi/platform/tenants/${demo}/suspend`]) {
      const res = await requestJson(
        port,
        "POST",
        path,
        { host: "demo.localhost:3000", origin: "http://demo.localhost:3000", cookie },
        {},
      );
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const encodedOnMain = await get(port, "/%61pi/platform/overview", { host: "localhost:3000", cookie });
    expect(encodedOnMain.status).toBe(200);
  });
});
