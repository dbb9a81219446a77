import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "./db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "./test/harness";
import { call, portalCookie, staffCookie } from "./test/http";

/**
 * The isolation sweep (issue 9): every registered API route is classified here. A route that is not classified fails
 * the test, so a new route cannot be forgotten. Tenant-scoped routes are called with tenant B's session against tenant
 * A's ids and must answer 403/404 and reveal nothing of A.
 */
const NOT_TENANT_SCOPED = new Set([
  // Public catalogue and lookups, health, API docs.
  "GET /api/health",
  "GET /api/public/verticals",
  "GET /api/verticals/showcase",
  "GET /api/verticals/:id",
  "GET /api/services",
  "GET /api/services/compatible/:verticalId",
  "GET /api/tenant/:subdomain",
  "GET /api/tenants/by-subdomain/:subdomain",
  "GET /api/tenants/slug/:slug",
  "GET /api/tenants/current",
  // Sign-in and sessions: they bind to the host's tenant themselves (tested in auth and portal tests).
  "POST /api/auth/login",
  "POST /api/auth/tenant/login",
  "POST /api/auth/mfa",
  "POST /api/auth/handoff",
  "GET /api/auth/me",
  "POST /api/auth/logout",
  "POST /api/auth/tenant/session-check",
  "POST /api/auth/tenant/cross-tenant-logout",
  "POST /api/auth/password-reset/request",
  "POST /api/auth/password-reset/confirm",
  "POST /api/client-portal/register",
  "POST /api/client-portal/login",
  // The second sign-in step: bound to the host's tenant by its sealed challenge (tested in mfa/portal-mfa.test.ts).
  "POST /api/client-portal/mfa",
  "POST /api/client-portal/logout",
  "POST /api/client-portal/password-reset/request",
  "POST /api/client-portal/password-reset/confirm",
  // The mailed confirmation link's token names its tenant; the host's tenant must match (email-verification.test.ts).
  "POST /api/client-portal/verify-email",
  // The platform's own global data: knowledge base, super admin, onboarding, payments.
  "GET /api/kb/categories",
  "GET /api/kb/articles/featured",
  "GET /api/kb/articles/category/:categoryId",
  "GET /api/kb/articles/vertical/:verticalModuleId",
  "GET /api/kb/search",
  "GET /api/kb/articles/:id",
  "POST /api/kb/articles/:id/view",
  "GET /api/admin/kb/articles",
  "GET /api/admin/kb/articles/:id",
  "POST /api/admin/kb/articles",
  "PUT /api/admin/kb/articles/:id",
  "POST /api/admin/kb/articles/:id/publish",
  "POST /api/admin/kb/articles/:id/unpublish",
  "DELETE /api/admin/kb/articles/:id",
  "POST /api/admin/kb/categories",
  "PUT /api/admin/kb/categories/:id",
  "DELETE /api/admin/kb/categories/:id",
  "GET /api/platform/overview",
  "GET /api/platform/tenants",
  "POST /api/platform/tenants/:id/suspend",
  "POST /api/platform/tenants/:id/reactivate",
  "GET /api/platform/auth-events",
  "GET /api/onboarding/subdomain-availability",
  "POST /api/dns/setup",
  "GET /api/dns/setup/status",
  "GET /api/dns/zones/:zoneId/records",
  "POST /api/ssl/setup",
  "GET /api/ssl/setup/status",
  "POST /api/onboarding/tenants",
  "POST /api/onboarding/custom-domain",
  "GET /api/onboarding/tenants/:id/provisioning",
  "GET /api/payments/config",
  "POST /api/payments/get-or-create-subscription",
  "POST /api/payments/sandbox/confirm-card",
  "POST /api/payments/confirm-subscription",
  "POST /api/payments/webhook",
]);

type Ids = { tenant: string; contact: string; ticket: string };
interface Probe {
  url: (a: Ids) => string;
  body?: unknown;
}

/** Tenant staff routes: with tenant B's staff session on B's host, against tenant A's ids. */
const STAFF: Record<string, Probe> = {
  "GET /api/tenants/:tenantId/contacts": { url: (a) => `/api/tenants/${a.tenant}/contacts` },
  "POST /api/tenants/:tenantId/contacts": {
    url: (a) => `/api/tenants/${a.tenant}/contacts`,
    body: { name: "Intruder" },
  },
  "PUT /api/contacts/:id": { url: (a) => `/api/contacts/${a.contact}`, body: { name: "Hijacked" } },
  "DELETE /api/contacts/:id": { url: (a) => `/api/contacts/${a.contact}` },
  "POST /api/tenants/:tenantId/contacts/import": {
    url: (a) => `/api/tenants/${a.tenant}/contacts/import`,
    body: { csv: "name\nIntruder", dryRun: false },
  },
  "GET /api/tenants/:tenantId/contacts/export": { url: (a) => `/api/tenants/${a.tenant}/contacts/export` },
  "GET /api/helpdesk/tickets/tenant/:tenantId": { url: (a) => `/api/helpdesk/tickets/tenant/${a.tenant}` },
  "POST /api/helpdesk/tickets": {
    url: () => "/api/helpdesk/tickets",
    body: { title: "x", description: "y", tenantId: "A" },
  },
  "PATCH /api/helpdesk/tickets/:ticketId": {
    url: (a) => `/api/helpdesk/tickets/${a.ticket}`,
    body: { status: "closed" },
  },
  "GET /api/helpdesk/tickets/:ticketId/comments": { url: (a) => `/api/helpdesk/tickets/${a.ticket}/comments` },
  "GET /api/tenants/:tenantId/domains": { url: (a) => `/api/tenants/${a.tenant}/domains` },
  "POST /api/tenants/:tenantId/domains": {
    url: (a) => `/api/tenants/${a.tenant}/domains`,
    body: { hostname: "intruder.example.org" },
  },
  "POST /api/tenants/:tenantId/domains/:hostname/check": {
    url: (a) => `/api/tenants/${a.tenant}/domains/${DOMAIN_A}/check`,
    body: {},
  },
  "DELETE /api/tenants/:tenantId/domains/:hostname": { url: (a) => `/api/tenants/${a.tenant}/domains/${DOMAIN_A}` },
  "POST /api/helpdesk/tickets/:ticketId/comments": {
    url: (a) => `/api/helpdesk/tickets/${a.ticket}/comments`,
    body: { content: "x" },
  },
  "PUT /api/tenants/:tenantId/staff-mfa": {
    url: (a) => `/api/tenants/${a.tenant}/staff-mfa`,
    body: { required: true },
  },
};
/** Staff routes with no tenant in the path: answered for the session's own tenant only (checked below). */
const STAFF_OWN = new Set(["GET /api/helpdesk/staff"]);
/**
 * The signed-in account's own security (also the super admin's): for tenant staff only on their own tenant's host.
 * Bodies are valid, so only the session decides the answer.
 */
const OWN_ACCOUNT: Record<string, unknown> = {
  "GET /api/auth/security": undefined,
  "POST /api/auth/mfa/setup": undefined,
  "POST /api/auth/mfa/enable": { code: "123456" },
  "POST /api/auth/mfa/disable": { password: "x", code: "123456" },
  "POST /api/auth/mfa/recovery-codes": { code: "123456" },
  "POST /api/auth/password": { currentPassword: "x", newPassword: "a-long-new-password" },
};

/** Portal routes: with tenant B's portal session on B's host, against tenant A's ids. */
const PORTAL: Record<string, Probe> = {
  "GET /api/client-portal/tickets/:ticketId/comments": {
    url: (a) => `/api/client-portal/tickets/${a.ticket}/comments`,
  },
  "POST /api/client-portal/tickets/:ticketId/comments": {
    url: (a) => `/api/client-portal/tickets/${a.ticket}/comments`,
    body: { content: "x" },
  },
};
const PORTAL_OWN = new Set([
  "GET /api/client-portal/me",
  "PUT /api/client-portal/profile",
  "POST /api/client-portal/password",
  "GET /api/client-portal/security",
  "POST /api/client-portal/mfa/setup",
  "POST /api/client-portal/mfa/enable",
  "POST /api/client-portal/mfa/disable",
  "POST /api/client-portal/mfa/recovery-codes",
  "GET /api/client-portal/tickets",
  "POST /api/client-portal/tickets",
  "POST /api/client-portal/verify-email/resend",
]);

let t: TestApp;
let a: Ids;
let staffB: string;
let portalB: string;
let staffA: string;
const HOST_A = "demo.localhost:3000";
const HOST_B = "summit.localhost:3000";
/** Tenant A's custom domain claim: B must neither see, check nor remove it. */
const DOMAIN_A = "crm.secret-clinic-a.example";

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoTenantIds(t);
  staffA = await staffCookie(t.app, HOST_A, "demo-admin", DEMO_LOGINS.demoAdmin.password);
  staffB = await staffCookie(t.app, HOST_B, "summit-admin", DEMO_LOGINS.summitAdmin.password);
  await call(
    t.app,
    "POST",
    "/api/client-portal/register",
    { email: "b@client.example", firstName: "Bea", lastName: "Client", password: "secret-123", tenantId: ids.summit },
    { host: HOST_B },
  );
  portalB = await portalCookie(t.app, HOST_B, {
    email: "b@client.example",
    password: "secret-123",
    tenantId: ids.summit,
  });
  const contact = (
    await call(
      t.app,
      "POST",
      `/api/tenants/${ids.demo}/contacts`,
      { name: "Secret Contact A" },
      { host: HOST_A, cookie: staffA },
    )
  ).json();
  const ticket = (
    await call(
      t.app,
      "POST",
      "/api/helpdesk/tickets",
      { title: "Secret Ticket A", description: "private" },
      { host: HOST_A, cookie: staffA },
    )
  ).json();
  a = { tenant: ids.demo, contact: contact.id, ticket: ticket.id };
  const claimed = await call(
    t.app,
    "POST",
    `/api/tenants/${ids.demo}/domains`,
    { hostname: DOMAIN_A },
    {
      host: HOST_A,
      cookie: staffA,
    },
  );
  expect(claimed.statusCode).toBe(201);
});
afterAll(() => t.close());

const send = (method: string, url: string, body: unknown, host: string, cookie: string) =>
  t.app.inject({
    method: method as "GET",
    url,
    headers: { host, cookie, ...(method === "GET" ? {} : { origin: `http://${host}` }) },
    ...(body === undefined
      ? {}
      : {
          payload: JSON.stringify(body).replaceAll('"A"', JSON.stringify(a.tenant)),
          headers: { host, cookie, origin: `http://${host}`, "content-type": "application/json" },
        }),
  });

describe("isolation sweep", () => {
  it("classifies every registered API route", () => {
    const api = t.app.routeList.filter(
      (r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && !r.url.startsWith("/api/dev/"),
    );
    const unclassified = api
      .map((r) => `${r.method} ${r.url}`)
      .filter(
        (key) =>
          !NOT_TENANT_SCOPED.has(key) &&
          !(key in STAFF) &&
          !STAFF_OWN.has(key) &&
          !(key in OWN_ACCOUNT) &&
          !(key in PORTAL) &&
          !PORTAL_OWN.has(key),
      );
    expect(unclassified).toEqual([]);
  });

  it("answers tenant B's staff 403/404 on every tenant-scoped route for tenant A's data, revealing nothing", async () => {
    for (const [key, probe] of Object.entries(STAFF)) {
      const [method] = key.split(" ");
      const res = await send(method!, probe.url(a), probe.body, HOST_B, staffB);
      expect([403, 404], `${key} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.body).not.toMatch(/Secret (Contact|Ticket) A|Demo Health Clinic|secret-clinic-a/);
    }
    const domains = (
      await call(t.app, "GET", `/api/tenants/${a.tenant}/domains`, undefined, { host: HOST_A, cookie: staffA })
    ).json();
    expect(domains.map((d: { hostname: string }) => d.hostname)).toEqual([DOMAIN_A]);
    const contacts = (
      await call(t.app, "GET", `/api/tenants/${a.tenant}/contacts?search=secret`, undefined, {
        host: HOST_A,
        cookie: staffA,
      })
    ).json();
    expect(contacts.map((c: { name: string }) => c.name)).toEqual(["Secret Contact A"]);
    const ticket = (
      await call(t.app, "GET", `/api/helpdesk/tickets/tenant/${a.tenant}`, undefined, { host: HOST_A, cookie: staffA })
    ).json();
    expect(ticket.find((x: { id: string }) => x.id === a.ticket).status).toBe("new");
  });

  it("answers tenant B's portal client 404 on tenant A's tickets", async () => {
    for (const [key, probe] of Object.entries(PORTAL)) {
      const [method] = key.split(" ");
      const res = await send(method!, probe.url(a), probe.body, HOST_B, portalB);
      expect([403, 404], `${key} → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body).not.toContain("Secret Ticket A");
    }
  });

  it("refuses portal sessions on staff routes and staff sessions on portal routes", async () => {
    for (const [key, probe] of Object.entries(STAFF)) {
      const [method] = key.split(" ");
      expect((await send(method!, probe.url(a), probe.body, HOST_A, portalB)).statusCode, key).toBe(401);
    }
    for (const key of [...Object.keys(PORTAL), ...PORTAL_OWN]) {
      const [method, url] = key.split(" ");
      const probe = PORTAL[key];
      const body =
        method === "GET"
          ? undefined
          : {
              content: "x",
              firstName: "Xx",
              lastName: "Yy",
              currentPassword: "x",
              newPassword: "a-long-new-password",
              password: "x",
              code: "123456",
              title: "t",
              description: "d",
            };
      const res = await send(method!, probe ? probe.url(a) : url!, body, HOST_A, staffA);
      expect(res.statusCode, key).toBe(401);
    }
    const staffList = (
      await call(t.app, "GET", "/api/helpdesk/staff", undefined, { host: HOST_B, cookie: staffB })
    ).json();
    expect(staffList.map((s: { name: string }) => s.name)).toEqual(["Jordan Blake"]);
  });

  it("answers an account's own security routes only for its own session on its own tenant's host", async () => {
    for (const [key, body] of Object.entries(OWN_ACCOUNT)) {
      const [method, url] = key.split(" ");
      const foreignHost = await send(method!, url!, body, HOST_A, staffB);
      expect(foreignHost.statusCode, key).toBe(403);
      expect(foreignHost.body).toContain("tenant mismatch");
      expect((await send(method!, url!, body, HOST_A, portalB)).statusCode, key).toBe(401);
    }
    const own = await call(t.app, "GET", "/api/auth/security", undefined, { host: HOST_B, cookie: staffB });
    expect(own.json()).toMatchObject({ mfaEnabled: false, tenantRequiresStaffMfa: false });
  });
});
