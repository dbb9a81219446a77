import { randomUUID } from "node:crypto";
import { type Endpoint, endpointKey, endpointPath } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "./db/seed/accounts";
import { registeredTenantTables } from "./db/tenant-table";
import { createTestApp, demoTenantIds, type TestApp } from "./test/harness";
import { call, portalCookie, staffCookie } from "./test/http";
import { recordStatements, statementsWithoutTenantFilter } from "./test/statements";

/**
 * The isolation sweep (issue 9), walking the endpoint declarations (issue 16): every API route must be declared, and
 * every declared tenant-scoped endpoint is called with tenant B's session against tenant A's ids, on A's host with
 * B's session, and with the other kind of session. Nothing here lists routes: a new tenant-scoped endpoint is swept
 * as soon as it is declared, and fails until it has a sample body (below) if it takes one.
 */

type Ids = { tenant: string; contact: string; ticket: string };

/** The value of a path parameter naming one of tenant A's rows. */
function pathValue(name: string, endpoint: Endpoint, a: Ids): string | undefined {
  if (name === "tenantId") return a.tenant;
  if (name === "ticketId") return a.ticket;
  if (name === "hostname") return DOMAIN_A;
  if (name === "key") return "OTHER";
  if (name === "id" && endpoint.tags.includes("contacts")) return a.contact;
  // A row this sweep did not create: any id must be answered 403/404 for another tenant's session, revealing nothing.
  if (/id$/i.test(name)) return randomUUID();
  return undefined;
}

/**
 * A valid body per write endpoint, so only the session and the ids decide the answer (`"A"` becomes A's id). A
 * declaration's own `example.body` serves where this table has none (new modules need not add to it).
 */
const SAMPLE_BODIES: Record<string, unknown> = {
  "POST /api/tenants/:tenantId/contacts": { name: "Intruder" },
  "PUT /api/contacts/:id": { name: "Hijacked" },
  "POST /api/tenants/:tenantId/contacts/import": { csv: "name\nIntruder", dryRun: false },
  "POST /api/helpdesk/tickets": { title: "x", description: "y", tenantId: "A" },
  "PATCH /api/helpdesk/tickets/:ticketId": { status: "closed" },
  "POST /api/helpdesk/tickets/:ticketId/comments": { content: "x" },
  "POST /api/tenants/:tenantId/domains": { hostname: "intruder.example.org" },
  "POST /api/tenants/:tenantId/domains/:hostname/check": {},
  "PUT /api/tenants/:tenantId/staff-mfa": { required: true },
  "POST /api/auth/mfa/enable": { code: "123456" },
  "POST /api/auth/mfa/disable": { password: "x", code: "123456" },
  "POST /api/auth/mfa/recovery-codes": { code: "123456" },
  "POST /api/auth/password": { currentPassword: "x", newPassword: "a-long-new-password" },
  "POST /api/client-portal/tickets/:ticketId/comments": { content: "x" },
  "POST /api/client-portal/tickets": { title: "t", description: "d" },
  "PUT /api/client-portal/profile": { firstName: "Xx", lastName: "Yy" },
  "POST /api/client-portal/password": { currentPassword: "x", newPassword: "a-long-new-password" },
  "POST /api/client-portal/mfa/enable": { code: "123456" },
  "POST /api/client-portal/mfa/disable": { password: "x", code: "123456" },
  "POST /api/client-portal/mfa/recovery-codes": { code: "123456" },
};

let t: TestApp;
let a: Ids;
let staffB: string;
let portalB: string;
let staffA: string;
/** Every statement the sweep sends, for the tenant_id filter check at the end (Citus routes on it). */
let recorded: ReturnType<typeof recordStatements>;
const HOST_A = "demo.localhost:3000";
const HOST_B = "summit.localhost:3000";
/** Tenant A's custom domain claim: B must neither see, check nor remove it. */
const DOMAIN_A = "crm.secret-clinic-a.example";
const A_SECRETS = /Secret (Contact|Ticket) A|Demo Health Clinic|secret-clinic-a/;

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
    { host: HOST_A, cookie: staffA },
  );
  expect(claimed.statusCode).toBe(201);
  recorded = recordStatements(t.db);
});
afterAll(async () => {
  recorded.stop();
  await t.close();
});

const isApi = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs") && !url.startsWith("/api/dev/");

function declared(): Endpoint[] {
  return t.app.routeList.flatMap((r) => (r.endpoint && isApi(r.url) ? [r.endpoint] : []));
}

const tenantScoped = (...access: Endpoint["access"][]) =>
  declared().filter((e) => e.tenantScoped && access.includes(e.access));

/** The endpoint's path with A's ids, and whether any parameter names one of A's rows. */
function target(endpoint: Endpoint): { url: string; namesA: boolean } {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = pathValue(name, endpoint, a);
    if (value === undefined) throw new Error(`${endpointKey(endpoint)}: no sample value for path parameter ${name}`);
    params[name] = value;
  }
  return { url: endpointPath(endpoint, params), namesA: names.length > 0 };
}

function bodyOf(endpoint: Endpoint): unknown {
  if (!endpoint.body) return undefined;
  const key = endpointKey(endpoint);
  const body = key in SAMPLE_BODIES ? SAMPLE_BODIES[key] : endpoint.example?.body;
  if (body === undefined) throw new Error(`${key}: declare a valid example body (endpoint's example.body)`);
  return body;
}

function namesATenantInBody(endpoint: Endpoint): boolean {
  const body = bodyOf(endpoint);
  return typeof body === "object" && body !== null && (body as Record<string, unknown>).tenantId === "A";
}

const send = (endpoint: Endpoint, host: string, cookie: string) => {
  const { url } = target(endpoint);
  const body = bodyOf(endpoint);
  const method = endpoint.method;
  const headers: Record<string, string> = { host, cookie };
  if (method !== "GET") headers.origin = `http://${host}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return t.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body).replaceAll('"A"', JSON.stringify(a.tenant)) }),
  });
};

describe("isolation sweep", () => {
  it("declares every registered API route (so the sweep below reaches it)", () => {
    const undeclared = t.app.routeList.filter((r) => isApi(r.url) && !r.endpoint).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(tenantScoped("staff", "tenantAdmin").length).toBeGreaterThan(5);
    expect(tenantScoped("portalClient").length).toBeGreaterThan(3);
  });

  it("answers tenant B's staff 403/404 on every tenant-scoped endpoint for tenant A's data, revealing nothing", async () => {
    for (const endpoint of tenantScoped("staff", "tenantAdmin")) {
      const key = endpointKey(endpoint);
      const res = await send(endpoint, HOST_B, staffB);
      // An endpoint naming no row answers for B's own tenant: it may succeed, but must show nothing of A.
      if (target(endpoint).namesA || namesATenantInBody(endpoint)) {
        expect([403, 404], `${key} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${key} → ${res.body}`).toBeLessThan(500);
      }
      expect(res.body, key).not.toMatch(A_SECRETS);
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

  it("answers tenant B's staff session on tenant A's host 403 'tenant mismatch' on every staff endpoint", async () => {
    for (const endpoint of tenantScoped("staff", "tenantAdmin")) {
      const res = await send(endpoint, HOST_A, staffB);
      expect(res.statusCode, `${endpointKey(endpoint)} → ${res.body}`).toBe(403);
      expect(res.body).toContain("tenant mismatch");
    }
  });

  it("answers an account's own endpoints only for its own session on its own tenant's host", async () => {
    const own = declared().filter((e) => e.access === "account");
    expect(own.length).toBeGreaterThan(3);
    for (const endpoint of own) {
      const foreignHost = await send(endpoint, HOST_A, staffB);
      expect(foreignHost.statusCode, endpointKey(endpoint)).toBe(403);
      expect(foreignHost.body).toContain("tenant mismatch");
      expect((await send(endpoint, HOST_A, portalB)).statusCode, endpointKey(endpoint)).toBe(401);
    }
  });

  it("answers tenant B's portal client 403/404 on tenant A's rows, and 401 on A's host", async () => {
    for (const endpoint of tenantScoped("portalClient")) {
      const key = endpointKey(endpoint);
      if (target(endpoint).namesA) {
        const res = await send(endpoint, HOST_B, portalB);
        expect([403, 404], `${key} → ${res.statusCode}`).toContain(res.statusCode);
        expect(res.body).not.toMatch(A_SECRETS);
      }
      // The cookie is looked up inside A's tenant transaction: row-level security hides B's session there.
      expect((await send(endpoint, HOST_A, portalB)).statusCode, key).toBe(401);
    }
  });

  it("refuses portal sessions on staff endpoints and staff sessions on portal endpoints", async () => {
    for (const endpoint of tenantScoped("staff", "tenantAdmin")) {
      expect((await send(endpoint, HOST_A, portalB)).statusCode, endpointKey(endpoint)).toBe(401);
    }
    for (const endpoint of tenantScoped("portalClient")) {
      expect((await send(endpoint, HOST_A, staffA)).statusCode, endpointKey(endpoint)).toBe(401);
    }
    const staffList = (
      await call(t.app, "GET", "/api/helpdesk/staff", undefined, { host: HOST_B, cookie: staffB })
    ).json();
    expect(staffList.map((s: { name: string }) => s.name)).toEqual(["Jordan Blake"]);
  });

  it("answers a tenant id of another tenant in a public tenant endpoint's body 403", async () => {
    for (const endpoint of tenantScoped("tenantPublic")) {
      const body = bodyOf(endpoint) as Record<string, unknown> | undefined;
      if (!body || !("tenantId" in body)) continue;
      const res = await send(endpoint, HOST_B, "");
      expect(res.statusCode, `${endpointKey(endpoint)} → ${res.body}`).toBe(403);
    }
    const own = await call(t.app, "GET", "/api/auth/security", undefined, { host: HOST_B, cookie: staffB });
    expect(own.json()).toMatchObject({ mfaEnabled: false, tenantRequiresStaffMfa: false });
  });

  it("filters by tenant_id in every statement the sweep sent to a tenant table", () => {
    const tenantTables = registeredTenantTables();
    expect(tenantTables).toContain("contacts");
    expect(recorded.statements.length).toBeGreaterThan(100);
    // The check itself: a statement on a tenant table without tenant_id is caught.
    expect(statementsWithoutTenantFilter(['select "id" from "contacts" where "id" = $1'], tenantTables)).toHaveLength(
      1,
    );
    expect(statementsWithoutTenantFilter(recorded.statements, tenantTables)).toEqual([]);
  });
});
