import { randomUUID } from "node:crypto";
import {
  BILLING_MESSAGES,
  ENTITLEMENT_MESSAGES,
  type Endpoint,
  endpointPath,
  MODULE_ENTITLEMENTS,
  MODULE_SLUGS,
  type ModuleCatalogue,
  type ModuleSlug,
  moduleCatalogueSchema,
} from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { SERVICE_MODULES } from "../../db/seed/catalog-data";
import { tenants } from "../../tenancy/schema";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, portalCookie, staffCookie } from "../../test/http";
import { moduleCatalogue } from "./catalogue";

const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
let portalClient: string;
let demoModulesAtStart: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(t.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password);
  demoStaff = await staffCookie(t.app, DEMO, "demo-staff", DEMO_LOGINS.demoStaff.password);
  summitAdmin = await staffCookie(t.app, SUMMIT, DEMO_LOGINS.summitAdmin.username, DEMO_LOGINS.summitAdmin.password);
  const { email, password } = DEMO_LOGINS.demoPortalClient;
  portalClient = await portalCookie(t.app, DEMO, { email, password, tenantId: ids.demo });
  demoModulesAtStart = (await tenantRow(ids.demo)).serviceModules;
});
afterAll(() => t.close());

async function tenantRow(id: string) {
  const [row] = await t.db.owner.db.select().from(tenants).where(eq(tenants.id, id));
  return row!;
}

/** Sets the demo workspace's modules behind the API's back (and forgets the cached tenant, as a change does). */
async function setDemoModules(slugs: readonly string[], planTier?: "BASIC" | "PROFESSIONAL" | "ENTERPRISE") {
  const catalogue = await moduleCatalogue(t.db.owner.db);
  const serviceModules = slugs.map((slug) => catalogue.bySlug.get(slug as never)!.id);
  await t.db.owner.db
    .update(tenants)
    .set({ serviceModules, ...(planTier ? { planTier } : {}) })
    .where(eq(tenants.id, ids.demo));
  t.app.forgetResolvedTenants();
}

beforeEach(async () => {
  await t.db.owner.db
    .update(tenants)
    .set({ serviceModules: demoModulesAtStart, planTier: "PROFESSIONAL" })
    .where(eq(tenants.id, ids.demo));
  t.app.forgetResolvedTenants();
});

const modulesPath = (tenantId = ids.demo) => `/api/tenants/${tenantId}/billing/modules`;

function declaredWith(module: string): Endpoint[] {
  return t.app.routeList.flatMap((r) => (r.endpoint?.module === module ? [r.endpoint] : []));
}

function send(endpoint: Endpoint, cookie: string) {
  const params: Record<string, string> = {};
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g))
    params[name!] = name === "tenantId" ? ids.demo : randomUUID();
  // A valid body: the declaration's example, or one that fits the portal's ticket and reply forms (extra keys dropped).
  const body = endpoint.body
    ? (endpoint.example?.body ?? { title: "Entitlements", description: "A valid ticket", content: "A valid reply" })
    : undefined;
  return call(t.app, endpoint.method, endpointPath(endpoint, params), body, {
    host: DEMO,
    cookie,
  });
}

describe("a workspace without the help desk", () => {
  it("is refused every help-desk endpoint with 403 naming the module, and has it again once it is added back", async () => {
    const endpoints = declaredWith("help-desk");
    expect(endpoints.length).toBeGreaterThanOrEqual(10);
    // The workspace has it: nothing is refused for want of the module.
    for (const endpoint of endpoints) {
      const res = await send(endpoint, endpoint.access === "portalClient" ? portalClient : demoAdmin);
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).not.toBe(403);
    }

    await setDemoModules(["core", "knowledge-base", "client-portal"]);
    for (const endpoint of endpoints) {
      const portal = endpoint.access === "portalClient";
      const res = await send(endpoint, portal ? portalClient : demoAdmin);
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(res.json().message).toBe(
        portal ? ENTITLEMENT_MESSAGES.notOnPortal : ENTITLEMENT_MESSAGES.notIncluded("Help Desk"),
      );
    }
    expect(ENTITLEMENT_MESSAGES.notIncluded("Help Desk")).toBe(
      "Your workspace does not include the Help Desk module. An administrator can add it on the billing page.",
    );
    // Other modules' routes still answer.
    const contacts = await call(t.app, "GET", `/api/tenants/${ids.demo}/contacts`, undefined, {
      host: DEMO,
      cookie: demoAdmin,
    });
    expect(contacts.statusCode).toBe(200);

    const added = await call(
      t.app,
      "PUT",
      modulesPath(),
      { modules: ["core", "knowledge-base", "client-portal", "help-desk"] },
      { host: DEMO, cookie: demoAdmin },
    );
    expect(added.statusCode).toBe(200);
    const tickets = await call(t.app, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`, undefined, {
      host: DEMO,
      cookie: demoStaff,
    });
    expect(tickets.statusCode).toBe(200);
  });

  it("is refused the client portal's endpoints when it lacks the client portal", async () => {
    const endpoints = declaredWith("client-portal");
    expect(endpoints.length).toBeGreaterThan(0);
    await setDemoModules(["core", "help-desk"]);
    const me = await call(t.app, "GET", "/api/client-portal/me", undefined, { host: DEMO, cookie: portalClient });
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toBe(ENTITLEMENT_MESSAGES.notOnPortal);
    // Nor does it let a client sign in (login is `public`, for the main site's form: the handler checks it).
    const { email, password } = DEMO_LOGINS.demoPortalClient;
    const login = await call(
      t.app,
      "POST",
      "/api/client-portal/login",
      { email, password, tenantId: ids.demo },
      { host: DEMO },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ENTITLEMENT_MESSAGES.notOnPortal);
    expect(login.headers["set-cookie"]).toBeUndefined();
  });

  it("a signed-in member's session answer names the workspace's modules by slug", async () => {
    await setDemoModules(["core", "knowledge-base"]);
    const me = await call(t.app, "GET", "/api/auth/me", undefined, { host: DEMO, cookie: demoStaff });
    expect(me.json().tenant.modules).toEqual(["core", "knowledge-base"]);
  });
});

describe("GET /api/tenants/:tenantId/billing/modules", () => {
  const list = async (cookie = demoAdmin, tenantId = ids.demo, host = DEMO) =>
    call(t.app, "GET", modulesPath(tenantId), undefined, { host, cookie });

  it("lists every module with the workspace's status and its price on the plan", async () => {
    await setDemoModules(["core", "help-desk", "client-portal"], "BASIC");
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body: ModuleCatalogue = moduleCatalogueSchema.strict().parse(res.json());
    const by = Object.fromEntries(body.modules.map((m) => [m.slug, m]));
    expect(body.planTier).toBe("BASIC");
    expect(by.core).toMatchObject({ status: "included", monthlyCents: 0, alwaysOn: true });
    expect(by["help-desk"]).toMatchObject({ status: "included", monthlyCents: 0 });
    expect(by["knowledge-base"]).toMatchObject({ status: "available", monthlyCents: 0 });
    expect(by["client-portal"]).toMatchObject({ status: "added", monthlyCents: 1_900 });
    expect(by.documents).toMatchObject({ status: "available", monthlyCents: 1_500 });
    for (const slug of ["billing", "families", "analytics", "inventory"]) {
      expect(by[slug]).toMatchObject({ status: "coming_soon", monthlyCents: null });
    }
    expect(body.addOnMonthlyCents).toBe(1_900);
  });

  it("refuses STAFF and another workspace's admin", async () => {
    const staff = await list(demoStaff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(BILLING_MESSAGES.adminOnly);
    const foreign = await list(summitAdmin, ids.demo, SUMMIT);
    expect(foreign.statusCode).toBe(403);
    const foreignHost = await list(summitAdmin, ids.demo, DEMO);
    expect(foreignHost.statusCode).toBe(403);
  });
});

describe("PUT /api/tenants/:tenantId/billing/modules", () => {
  const put = (modules: unknown, cookie = demoAdmin, tenantId = ids.demo, host = DEMO) =>
    call(t.app, "PUT", modulesPath(tenantId), { modules }, { host, cookie });

  it("sets the chosen modules, and the sidebar's source (the session) follows", async () => {
    const res = await put(["core", "documents", "help-desk", "help-desk"]);
    expect(res.statusCode).toBe(200);
    const by = Object.fromEntries((res.json() as ModuleCatalogue).modules.map((m) => [m.slug, m.status]));
    expect(by).toMatchObject({ core: "included", "help-desk": "included", documents: "included" });
    expect(by["knowledge-base"]).toBe("available");
    const catalogue = await moduleCatalogue(t.db.owner.db);
    expect((await tenantRow(ids.demo)).serviceModules).toEqual(
      ["core", "help-desk", "documents"].map((slug) => catalogue.bySlug.get(slug as never)!.id),
    );
    const me = await call(t.app, "GET", "/api/auth/me", undefined, { host: DEMO, cookie: demoAdmin });
    expect(me.json().tenant.modules).toEqual(["core", "help-desk", "documents"]);
  });

  it("refuses a coming-soon module, removing Core and an unknown module with 400, and writes nothing", async () => {
    const before = (await tenantRow(ids.demo)).serviceModules;
    const comingSoon = await put(["core", "help-desk", "families"]);
    expect(comingSoon.statusCode).toBe(400);
    expect(comingSoon.json()).toEqual({
      message: ENTITLEMENT_MESSAGES.comingSoon("Families & Households"),
      fieldErrors: { modules: [ENTITLEMENT_MESSAGES.comingSoon("Families & Households")] },
    });
    const noCore = await put(["help-desk"]);
    expect(noCore.statusCode).toBe(400);
    expect(noCore.json().message).toBe(ENTITLEMENT_MESSAGES.coreRequired);
    const unknown = await put(["core", "teleport"]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ENTITLEMENT_MESSAGES.unknownModule("teleport"));
    const notAList = await put("core");
    expect(notAList.statusCode).toBe(400);
    expect((await tenantRow(ids.demo)).serviceModules).toEqual(before);
  });

  it("refuses STAFF and other workspaces' admins, and changes nothing", async () => {
    const before = (await tenantRow(ids.demo)).serviceModules;
    const staff = await put(["core"], demoStaff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(BILLING_MESSAGES.adminOnly);
    expect((await put(["core"], summitAdmin, ids.demo, SUMMIT)).statusCode).toBe(403);
    expect((await put(["core"], summitAdmin, ids.demo, DEMO)).statusCode).toBe(403);
    expect((await put(["core"], demoAdmin, ids.summit, DEMO)).statusCode).toBe(403);
    expect((await tenantRow(ids.demo)).serviceModules).toEqual(before);
    const summitBefore = (await tenantRow(ids.summit)).serviceModules;
    expect((await tenantRow(ids.summit)).serviceModules).toEqual(summitBefore);
  });
});

describe("the catalogue", () => {
  it("seeds exactly the modules of the entitlements table, by the same names", () => {
    expect(SERVICE_MODULES.map((m) => m.slug)).toEqual([...MODULE_SLUGS]);
    for (const m of SERVICE_MODULES) expect(MODULE_ENTITLEMENTS[m.slug as ModuleSlug].name).toBe(m.displayName);
  });
});

describe("the demo tenants", () => {
  it("have every available module their industry suits, and no coming-soon one", async () => {
    const catalogue = await moduleCatalogue(t.db.owner.db);
    for (const id of [ids.demo, ids.summit]) {
      const slugs = (await tenantRow(id)).serviceModules.map((m) => catalogue.slugById.get(m));
      expect(slugs).toEqual(expect.arrayContaining(["core", "help-desk", "knowledge-base", "client-portal"]));
      for (const slug of ["billing", "families", "analytics", "inventory"]) expect(slugs).not.toContain(slug);
    }
  });
});
