import { PASSWORD_MESSAGES } from "@engagesuite/shared";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { apiHealthMinutes, tenants } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, platformCookie, staffCookie } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let superAdmin: string;
const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  superAdmin = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
});
afterAll(() => t.close());

const asAdmin = (method: "GET" | "POST", url: string) => call(t.app, method, url, undefined, { cookie: superAdmin });
const portalLogin = (password: string = L.demoPortalClient.password) =>
  call(
    t.app,
    "POST",
    "/api/client-portal/login",
    { email: L.demoPortalClient.email, password, tenantId: ids.demo },
    { host: DEMO },
  );

describe("war room figures", () => {
  it("match the database: trial and active tenants, unexpired staff and portal sessions, live database", async () => {
    await portalLogin();
    const res = await asAdmin("GET", "/api/platform/overview");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [{ n: tenantCount }] = (await t.db.owner.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenants)
      .where(inArray(tenants.status, ["TRIAL", "ACTIVE"]))) as [{ n: number }];
    const [{ n: sessions }] = (await queryRows<{ n: number }>(
      t.db.owner.db,
      sql`select ((select count(*) from staff_sessions where expires_at > now()) + (select count(*) from portal_sessions where expires_at > now()))::int as n`,
    )) as [{ n: number }];
    expect(body).toMatchObject({ activeTenants: tenantCount, activeSessions: sessions, databaseStatus: "Online" });
    expect(sessions).toBeGreaterThanOrEqual(2);
    expect(body.services.map((s: { name: string; status: string }) => `${s.name}: ${s.status}`)).toEqual([
      "Web Services: Online",
      "Database: Online",
      "Email System: Online",
      "Authentication: Secure",
    ]);
  });

  it("computes system health from the share of non-5xx API answers in the last hour", async () => {
    await t.db.owner.db
      .insert(apiHealthMinutes)
      .values({ minute: new Date(Date.now() - 5 * 60_000), total: 1000, serverErrors: 2 });
    await t.db.owner.db
      .insert(apiHealthMinutes)
      .values({ minute: new Date(Date.now() - 3 * 3600_000), total: 500, serverErrors: 500 });
    const health = (await asAdmin("GET", "/api/platform/overview")).json().systemHealth;
    expect(health).toBeGreaterThan(99.7);
    expect(health).toBeLessThanOrEqual(99.8);
  });
});

describe("tenant registry", () => {
  it("lists every tenant with search and status filter", async () => {
    const all = (await asAdmin("GET", "/api/platform/tenants")).json();
    expect(all.map((x: { subdomain: string }) => x.subdomain).sort()).toEqual(["demo", "summit"]);
    expect(all.find((x: { subdomain: string }) => x.subdomain === "demo")).toMatchObject({
      name: "Demo Health Clinic",
      verticalName: "Healthcare",
      planTier: "PROFESSIONAL",
      status: "ACTIVE",
    });
    expect(
      (await asAdmin("GET", "/api/platform/tenants?search=SUMM")).json().map((x: { subdomain: string }) => x.subdomain),
    ).toEqual(["summit"]);
    expect((await asAdmin("GET", "/api/platform/tenants?status=SUSPENDED")).json()).toEqual([]);
    expect((await asAdmin("GET", "/api/platform/tenants?status=GONE")).statusCode).toBe(400);
  });

  it("suspends a tenant: sessions end, sign-in and API calls are refused; reactivating restores them", async () => {
    const staff = await staffCookie(t.app, SUMMIT, "summit-admin", L.summitAdmin.password);
    expect(
      (await call(t.app, "GET", `/api/tenants/${ids.summit}/contacts`, undefined, { host: SUMMIT, cookie: staff }))
        .statusCode,
    ).toBe(200);

    const suspended = await asAdmin("POST", `/api/platform/tenants/${ids.summit}/suspend`);
    expect(suspended.json().status).toBe("SUSPENDED");
    expect((await call(t.app, "GET", "/api/auth/me", undefined, { host: SUMMIT, cookie: staff })).statusCode).toBe(401);
    const again = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "summit-admin", password: L.summitAdmin.password },
      { host: SUMMIT },
    );
    expect(again.statusCode).toBe(403);
    const viaPlatform = await call(t.app, "POST", "/api/auth/login", {
      email: L.summitAdmin.email,
      password: L.summitAdmin.password,
    });
    expect(viaPlatform.statusCode).toBe(403);
    expect((await call(t.app, "GET", "/api/tenants/by-subdomain/summit")).json().status).toBe("SUSPENDED");

    const reactivated = await asAdmin("POST", `/api/platform/tenants/${ids.summit}/reactivate`);
    expect(reactivated.json().status).toBe("ACTIVE");
    const back = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "summit-admin", password: L.summitAdmin.password },
      { host: SUMMIT },
    );
    expect(back.statusCode).toBe(200);
  });

  it("ends a suspended tenant's portal sessions", async () => {
    const portal = cookieFrom(await portalLogin());
    await asAdmin("POST", `/api/platform/tenants/${ids.demo}/suspend`);
    expect(
      (await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie: portal })).statusCode,
    ).toBe(403);
    expect((await portalLogin()).statusCode).toBe(403);
    await asAdmin("POST", `/api/platform/tenants/${ids.demo}/reactivate`);
    expect(
      (await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie: portal })).statusCode,
    ).toBe(401);
    expect((await portalLogin()).statusCode).toBe(200);
  });
});

describe("authentication monitor", () => {
  it("shows sign-ins and failed attempts with who, tenant, IP and outcome", async () => {
    await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "demo-staff", password: "wrong-password" },
      { host: DEMO },
    );
    await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "summit-admin", password: L.summitAdmin.password },
      { host: DEMO },
    );
    const events = (await asAdmin("GET", "/api/platform/auth-events?limit=20")).json();
    // Another tenant's account is not found on this tenant's form: recorded as the failure it answers.
    expect(events[0]).toMatchObject({
      kind: "tenant_login",
      outcome: "failure",
      identifier: "summit-admin",
      tenantName: "Demo Health Clinic",
      ip: "127.0.0.1",
    });
    expect(events[1]).toMatchObject({ kind: "tenant_login", outcome: "failure", identifier: "demo-staff" });
    expect(
      events.some((e: { kind: string; outcome: string }) => e.kind === "platform_login" && e.outcome === "success"),
    ).toBe(true);
    const failures = (await asAdmin("GET", "/api/platform/auth-events?outcome=failure")).json();
    expect(failures.every((e: { outcome: string }) => e.outcome === "failure")).toBe(true);
  });
});

describe("only the super admin", () => {
  it("answers 403 to tenant admins and 401 to portal clients and strangers on every platform route", async () => {
    const tenantAdmin = await staffCookie(t.app, DEMO, "demo-admin", L.demoAdmin.password);
    const portal = cookieFrom(await portalLogin());
    for (const [method, url] of [
      ["GET", "/api/platform/overview"],
      ["GET", "/api/platform/tenants"],
      ["POST", `/api/platform/tenants/${ids.summit}/suspend`],
      ["POST", `/api/platform/tenants/${ids.summit}/reactivate`],
      ["GET", "/api/platform/auth-events"],
    ] as const) {
      expect((await call(t.app, method, url, undefined, { cookie: tenantAdmin })).statusCode, url).toBe(403);
      expect((await call(t.app, method, url, undefined, { cookie: portal })).statusCode, url).toBe(401);
      expect((await call(t.app, method, url)).statusCode, url).toBe(401);
      // On a tenant's host the platform API does not exist (tenancy/main-host-only.ts).
      expect((await call(t.app, method, url, undefined, { host: DEMO, cookie: tenantAdmin })).statusCode, url).toBe(
        404,
      );
    }
  });
});

describe("portal profile", () => {
  it("edits the name and changes the password with the current one; other sessions end", async () => {
    const first = cookieFrom(await portalLogin());
    const second = cookieFrom(await portalLogin());
    const bad = await call(
      t.app,
      "PUT",
      "/api/client-portal/profile",
      { firstName: "J", lastName: "Rivera" },
      { host: DEMO, cookie: first },
    );
    expect(bad.json().fieldErrors.firstName).toEqual(["First name must be at least 2 characters"]);
    const renamed = await call(
      t.app,
      "PUT",
      "/api/client-portal/profile",
      { firstName: "Jamie Lee", lastName: "Rivera" },
      { host: DEMO, cookie: first },
    );
    expect(renamed.json()).toMatchObject({ firstName: "Jamie Lee", lastName: "Rivera" });

    const wrong = await call(
      t.app,
      "POST",
      "/api/client-portal/password",
      { currentPassword: "nope", newPassword: "brand-new-1" },
      { host: DEMO, cookie: first },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PASSWORD_MESSAGES.currentWrong);
    const changed = await call(
      t.app,
      "POST",
      "/api/client-portal/password",
      { currentPassword: L.demoPortalClient.password, newPassword: "brand-new-1" },
      { host: DEMO, cookie: first },
    );
    expect(changed.json()).toEqual({ message: PASSWORD_MESSAGES.changed });
    expect(
      (await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie: first })).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie: second })).statusCode,
    ).toBe(401);
    expect((await portalLogin("brand-new-1")).statusCode).toBe(200);
  });
});
