import { tenantInfoSchema, tenantSummarySchema } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantDomains, tenants } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
let plainTenantId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [plain] = await t.db.owner.db
    .insert(tenants)
    .values({ name: "Plain Co", subdomain: "plain", email: "owner@plain.example" })
    .returning();
  plainTenantId = plain!.id;
  await t.db.owner.db.insert(tenantDomains).values([
    { hostname: "crm.plain.example", tenantId: plainTenantId, verifiedAt: new Date() },
    { hostname: "unverified.plain.example", tenantId: plainTenantId, verifiedAt: null },
  ]);
});
afterAll(() => t.close());

const get = (url: string, host = "localhost:3000") => t.app.inject({ method: "GET", url, headers: { host } });

describe("GET /api/tenants/by-subdomain/{subdomain}", () => {
  it("answers the tenant info of SPEC §3 with its theme and vertical", async () => {
    const res = await get("/api/tenants/by-subdomain/demo");
    expect(res.statusCode).toBe(200);
    const body = tenantInfoSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      name: "Demo Health Clinic",
      subdomain: "demo",
      logoUrl: "/images/logos/demo.svg",
      verticalName: "Healthcare",
      verticalSlug: "healthcare",
      industry: "healthcare",
      verticalTheme: { primaryColor: "#0f766e", secondaryColor: "#f0fdfa" },
      status: "ACTIVE",
    });
    expect(body.verticalModuleId).toEqual(expect.any(Number));
  });

  it("falls back to the spec's default colours and null vertical for a tenant without branding", async () => {
    const body = (await get("/api/tenants/by-subdomain/plain")).json();
    expect(body).toMatchObject({
      id: plainTenantId,
      verticalTheme: { primaryColor: "#0f766e", secondaryColor: "#f0fdfa" },
      verticalModuleId: null,
      verticalName: null,
      logoUrl: null,
      status: "TRIAL",
    });
  });

  it("never exposes billing or contact data", async () => {
    const body = (await get("/api/tenants/by-subdomain/demo")).json();
    for (const key of ["email", "phoneNumber", "stripeCustomerId", "stripeSubscriptionId", "address"]) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it("is case-insensitive", async () => {
    expect((await get("/api/tenants/by-subdomain/DEMO")).json()).toMatchObject({ subdomain: "demo" });
  });

  it("answers 404 with a JSON message for an unknown subdomain", async () => {
    const res = await get("/api/tenants/by-subdomain/nobody");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Tenant not found" });
  });

  it.each(["-bad", "has_underscore", "a".repeat(64), "<script>"])(
    "answers 400 for the malformed subdomain %s",
    async (sub) => {
      const res = await get(`/api/tenants/by-subdomain/${encodeURIComponent(sub)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Invalid subdomain" });
    },
  );
});

describe("GET /api/tenant/{subdomain}", () => {
  it("answers the tenant's id for the portal lookup", async () => {
    const res = await get("/api/tenant/plain");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: plainTenantId, name: "Plain Co" });
    expect((await get("/api/tenant/unknown")).statusCode).toBe(404);
  });
});

describe("GET /api/tenants/slug/{slug}", () => {
  it("answers the tenant summary with plan and modules", async () => {
    const res = await get("/api/tenants/slug/plain");
    expect(res.statusCode).toBe(200);
    const body = tenantSummarySchema.strict().parse(res.json());
    expect(body).toMatchObject({ id: plainTenantId, slug: "plain", planTier: "PROFESSIONAL", serviceModules: [] });
    const demo = tenantSummarySchema.parse((await get("/api/tenants/slug/demo")).json());
    expect(demo.serviceModules.length).toBeGreaterThan(3);
    expect((await get("/api/tenants/slug/nobody")).statusCode).toBe(404);
    expect((await get("/api/tenants/slug/bad%20slug")).statusCode).toBe(400);
  });
});

describe("GET /api/tenants/current (host detection)", () => {
  it("resolves a tenant from its subdomain host", async () => {
    expect((await get("/api/tenants/current", "demo.localhost:3000")).json()).toMatchObject({ subdomain: "demo" });
  });

  it("resolves a tenant from ?tenant= on localhost", async () => {
    expect((await get("/api/tenants/current?tenant=plain")).json()).toMatchObject({ id: plainTenantId });
  });

  it("resolves a tenant from the X-Tenant header of a ?tenant= page on localhost only", async () => {
    const local = await t.app.inject({ method: "GET", url: "/api/tenants/current", headers: { "x-tenant": "plain" } });
    expect(local.json()).toMatchObject({ id: plainTenantId });
    const onTenantHost = await t.app.inject({
      method: "GET",
      url: "/api/tenants/current",
      headers: { host: "demo.localhost:3000", "x-tenant": "plain" },
    });
    expect(onTenantHost.json()).toMatchObject({ subdomain: "demo" });
  });

  it("treats the bare domain and www as the main domain", async () => {
    expect((await get("/api/tenants/current")).statusCode).toBe(404);
    expect((await get("/api/tenants/current", "www.localhost:3000")).statusCode).toBe(404);
  });

  it("resolves a verified custom domain and refuses an unverified one (421 Misdirected Request)", async () => {
    expect((await get("/api/tenants/current", "crm.plain.example")).json()).toMatchObject({ id: plainTenantId });
    expect((await get("/api/tenants/current", "unverified.plain.example")).statusCode).toBe(421);
  });

  it("answers 404 for an unknown subdomain host", async () => {
    expect((await get("/api/tenants/current", "ghost.localhost:3000")).statusCode).toBe(404);
  });
});
