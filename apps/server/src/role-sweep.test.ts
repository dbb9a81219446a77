import { randomUUID } from "node:crypto";
import {
  type Endpoint,
  endpointKey,
  endpointPath,
  PERMISSIONS,
  type Permission,
  permissionDeniedMessage,
  requiredPermission,
  rolesWith,
  WORKSPACE_ROLES,
} from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "./db/client";
import { DEMO_LOGINS } from "./db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "./test/harness";
import { call, platformCookie, portalCookie, staffCookie } from "./test/http";

/**
 * The role sweep (issue 17, "every route has a test for each role"), walking the endpoint declarations the server
 * registered, as the isolation sweep does: every staff-facing endpoint (access `staff`, `tenantAdmin` or `account`) is
 * called on the demo tenant's host as its TENANT_ADMIN, as its STAFF member, as a portal client and anonymously.
 * A role the permission table admits is never refused (401/403); a member whose role it refuses gets 403 with the
 * permission's words, a portal client and an anonymous caller 401; and the refused calls change nothing in the
 * database. Nothing here lists routes: a new endpoint is swept the moment it is declared, and the sweep fails while
 * it is neither classified (an access level this file knows) nor sweepable (a value for each path parameter, and an
 * `example.body` when it takes a body).
 */

type Caller = "TENANT_ADMIN" | "STAFF" | "portal client" | "anonymous";

/** Access levels that are not a workspace member's: who may call them is not the permission table's business. */
const NOT_STAFF_FACING = new Set<Endpoint["access"]>(["public", "tenantPublic", "portalClient", "superAdmin"]);
/** Staff-facing: a signed-in member of the host's workspace (`account`: any member, for their own account). */
const STAFF_FACING = new Set<Endpoint["access"]>(["staff", "tenantAdmin", "account"]);

/**
 * Tables a refused call may still write: bookkeeping of the request itself, not the workspace's data (the session's
 * last use, rate-limit windows, the API health counters, sign-in events).
 */
const BOOKKEEPING_TABLES = new Set([
  "staff_sessions",
  "portal_sessions",
  "rate_limit_buckets",
  "api_health_minutes",
  "auth_events",
  "__drizzle_migrations",
]);

const HOST = "demo.localhost:3000";
/** The demo workspace's custom domain claim, for the `:hostname` routes. */
const DOMAIN = "crm.role-sweep.example";

let t: TestApp;
let tenantId: string;
let ticketId: string;
const cookies: Record<Caller, string> = { TENANT_ADMIN: "", STAFF: "", "portal client": "", anonymous: "" };

async function signIn(caller: Caller): Promise<string> {
  if (caller === "TENANT_ADMIN") return staffCookie(t.app, HOST, "demo-admin", DEMO_LOGINS.demoAdmin.password);
  if (caller === "STAFF") return staffCookie(t.app, HOST, "demo-staff", DEMO_LOGINS.demoStaff.password);
  if (caller === "portal client") {
    const { email, password } = DEMO_LOGINS.demoPortalClient;
    return portalCookie(t.app, HOST, { email, password, tenantId });
  }
  return "";
}

/** Signs the member in again when an endpoint ended their session (a sign-out-everywhere, say). */
async function stillSignedIn(caller: Caller) {
  if (caller !== "TENANT_ADMIN" && caller !== "STAFF") return;
  const me = await call(t.app, "GET", "/api/auth/me", undefined, { host: HOST, cookie: cookies[caller] });
  if (me.statusCode !== 200) cookies[caller] = await signIn(caller);
}

beforeAll(async () => {
  // No DNS outside: every lookup of a custom domain finds nothing.
  const notFound = async (name: string) => {
    throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: "ENOTFOUND" });
  };
  const resolver = { resolveCname: notFound, lookup: notFound, resolveTxt: notFound } as never;
  t = await createTestApp({ deps: { providers: { resolver } } });
  tenantId = (await demoTenantIds(t)).demo;
  for (const caller of Object.keys(cookies) as Caller[]) cookies[caller] = await signIn(caller);
  expect(cookies.TENANT_ADMIN && cookies.STAFF && cookies["portal client"]).toBeTruthy();
  const ticket = await call(
    t.app,
    "POST",
    "/api/helpdesk/tickets",
    { title: "Role sweep", description: "A ticket to work on" },
    { host: HOST, cookie: cookies.STAFF },
  );
  expect(ticket.statusCode).toBe(201);
  ticketId = ticket.json().id;
  const claim = await call(
    t.app,
    "POST",
    `/api/tenants/${tenantId}/domains`,
    { hostname: DOMAIN },
    {
      host: HOST,
      cookie: cookies.TENANT_ADMIN,
    },
  );
  expect(claim.statusCode).toBe(201);
});
afterAll(() => t.close());

const isApi = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs") && !url.startsWith("/api/dev/");

function declared(): Endpoint[] {
  return t.app.routeList.flatMap((r) => (r.endpoint && isApi(r.url) ? [r.endpoint] : []));
}
const staffFacing = () => declared().filter((e) => STAFF_FACING.has(e.access));

/** A fresh contact of the demo workspace for each call naming one, so a delete leaves the next call its own row. */
async function freshContact(): Promise<string> {
  const res = await call(
    t.app,
    "POST",
    `/api/tenants/${tenantId}/contacts`,
    { name: "Swept Contact" },
    {
      host: HOST,
      cookie: cookies.TENANT_ADMIN,
    },
  );
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** The value of a path parameter: the demo workspace's own rows, or an id no row has (a 404, never a 401/403). */
async function pathValue(name: string, endpoint: Endpoint): Promise<string | undefined> {
  if (name === "tenantId") return tenantId;
  if (name === "ticketId") return ticketId;
  if (name === "hostname") return DOMAIN;
  if (name === "key") return "OTHER";
  if (name === "id" && endpoint.tags.includes("contacts")) return freshContact();
  if (/id$/i.test(name)) return randomUUID();
  return undefined;
}

/** Why an endpoint cannot be swept (a path parameter without a value, a body without an example), if it cannot. */
function unsweepable(endpoint: Endpoint): string | undefined {
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    if (
      !(name === "tenantId" || name === "ticketId" || name === "hostname" || name === "key" || /id$/i.test(name ?? ""))
    ) {
      return `no sample value for the path parameter ${name} (add one to pathValue in role-sweep.test.ts)`;
    }
  }
  if (endpoint.body && endpoint.example?.body === undefined) return "declare a valid example body (example.body)";
  return undefined;
}

/** The path parameters of one call (a fresh contact where one is named). */
async function paramsFor(endpoint: Endpoint): Promise<Record<string, string>> {
  const params: Record<string, string> = {};
  for (const [, name] of endpoint.path.matchAll(/:(\w+)/g)) {
    params[name!] = (await pathValue(name!, endpoint)) as string;
  }
  return params;
}

async function send(
  endpoint: Endpoint,
  caller: Caller,
  params: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const body = endpoint.body ? endpoint.example?.body : undefined;
  const headers: Record<string, string> = { host: HOST };
  if (cookies[caller]) headers.cookie = cookies[caller];
  if (endpoint.method !== "GET") headers.origin = `http://${HOST}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  return t.app.inject({
    method: endpoint.method,
    url: endpointPath(endpoint, params),
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** Which workspace roles the table admits to an endpoint (every member for `account` and an unnamed `staff`). */
function admitted(endpoint: Endpoint): readonly string[] {
  const permission = requiredPermission(endpoint);
  return permission ? rolesWith(permission) : WORKSPACE_ROLES;
}

/** A digest of every table of the app's own schema but the request bookkeeping: "nothing changed" is "same digest". */
async function databaseDigest(): Promise<Record<string, string>> {
  const db = t.db.owner.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING_TABLES.has(name)) continue;
    const [row] = await queryRows<{ md5: string }>(
      db,
      sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as md5 from ${sql.identifier(name)} r`,
    );
    digest[name] = row?.md5 ?? "";
  }
  return digest;
}

/** A data export an admitted call started is built by a job that writes its progress: wait for it to finish. */
async function exportsSettled(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.db.owner.db,
      sql`select count(*)::int as n from tenant_data_exports where state in ('queued', 'running')`,
    );
    if (row?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("a data export did not finish");
}

describe("role sweep", () => {
  it("classifies every declared API route and can call every staff-facing one", () => {
    const problems: string[] = [];
    for (const endpoint of declared()) {
      const key = endpointKey(endpoint);
      if (!STAFF_FACING.has(endpoint.access) && !NOT_STAFF_FACING.has(endpoint.access)) {
        problems.push(`${key}: access "${endpoint.access}" is not classified by the role sweep`);
        continue;
      }
      if (endpoint.permission !== undefined && !Object.hasOwn(PERMISSIONS, endpoint.permission)) {
        problems.push(`${key}: permission "${endpoint.permission}" is not in the permission table`);
      }
      if (endpoint.permission !== undefined && !["staff", "tenantAdmin"].includes(endpoint.access)) {
        problems.push(`${key}: a permission on access "${endpoint.access}" means nothing`);
      }
      if (STAFF_FACING.has(endpoint.access)) {
        const why = unsweepable(endpoint);
        if (why) problems.push(`${key}: ${why}`);
      }
    }
    expect(problems).toEqual([]);
    expect(staffFacing().length).toBeGreaterThan(20);
    // The issue's own rules, read from the declarations the server serves.
    const byKey = new Map(staffFacing().map((e) => [endpointKey(e), admitted(e)]));
    expect(byKey.get("GET /api/tenants/:tenantId/contacts/export")).toEqual(["TENANT_ADMIN"]);
    expect(byKey.get("POST /api/tenants/:tenantId/contacts/import")).toEqual(["TENANT_ADMIN"]);
    expect(byKey.get("GET /api/tenants/:tenantId/audit-events")).toEqual(["TENANT_ADMIN"]);
    expect(byKey.get("POST /api/tenants/:tenantId/contacts")).toEqual(["TENANT_ADMIN", "STAFF"]);
    expect(byKey.get("POST /api/helpdesk/tickets/:ticketId/comments")).toEqual(["TENANT_ADMIN", "STAFF"]);
  });

  it("admits the roles the permission table names, refuses the others (403 member, 401 portal client and anonymous) and lets a refused call write nothing", async () => {
    const failures: string[] = [];
    let refusedMember = 0;
    // The digest reads every tenant's rows (not an empty table's hash): "unchanged" means something.
    const EMPTY = "d41d8cd98f00b204e9800998ecf8427e";
    const start = await databaseDigest();
    for (const table of ["contacts", "tickets", "tenant_domains", "users"]) expect(start[table], table).not.toBe(EMPTY);
    for (const endpoint of staffFacing()) {
      const key = endpointKey(endpoint);
      const roles = admitted(endpoint);
      const permission = requiredPermission(endpoint) as Permission | undefined;
      const deniedMessage = permission && (endpoint.deniedMessage ?? permissionDeniedMessage(permission));

      // The callers refused, first, all against one digest of the database.
      const params = await paramsFor(endpoint);
      await exportsSettled();
      const before = await databaseDigest();
      for (const caller of ["anonymous", "portal client", ...WORKSPACE_ROLES.filter((r) => !roles.includes(r))]) {
        const res = await send(endpoint, caller as Caller, params);
        const member = caller === "TENANT_ADMIN" || caller === "STAFF";
        const expected = member ? 403 : 401;
        if (res.statusCode !== expected) {
          failures.push(`${key} as ${caller}: expected ${expected}, got ${res.statusCode} ${res.body}`);
        } else if (member) {
          refusedMember++;
          if (res.json().message !== deniedMessage) failures.push(`${key} as ${caller}: says ${res.body}`);
        }
      }
      const after = await databaseDigest();
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) failures.push(`${key}: a refused call changed ${changed.join(", ")}`);

      // Then the roles admitted, staff before the admin (whose writes, a delete say, come last).
      for (const role of [...roles].reverse() as Caller[]) {
        await stillSignedIn(role);
        const res = await send(endpoint, role, await paramsFor(endpoint));
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
          failures.push(`${key} as ${role}: refused ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // STAFF is refused somewhere: the table's roles do differ on the routes.
    expect(refusedMember).toBeGreaterThan(5);
  }, 90_000); // Every staff-facing endpoint for every role: past 30 s on two busy cores.

  it("leaves the platform's super admin where it was: no workspace endpoint, its own platform and account ones", async () => {
    const admin = await platformCookie(t.app, DEMO_LOGINS.superAdmin.email, DEMO_LOGINS.superAdmin.password);
    expect(admin).not.toBe("");
    const calls = [];
    for (const endpoint of staffFacing().filter((e) => e.access !== "account")) {
      calls.push({ endpoint, params: await paramsFor(endpoint) });
    }
    const before = await databaseDigest();
    const failures: string[] = [];
    cookies.anonymous = admin;
    for (const { endpoint, params } of calls) {
      const res = await send(endpoint, "anonymous", params);
      if (res.statusCode !== 403) failures.push(`${endpointKey(endpoint)} as the super admin: ${res.statusCode}`);
    }
    cookies.anonymous = "";
    expect(failures).toEqual([]);
    const after = await databaseDigest();
    expect(Object.keys(before).filter((table) => before[table] !== after[table])).toEqual([]);
    const overview = await call(t.app, "GET", "/api/platform/overview", undefined, { cookie: admin });
    expect(overview.statusCode).toBe(200);
    const own = await call(t.app, "GET", "/api/auth/security", undefined, { cookie: admin });
    expect(own.statusCode).toBe(200);
  });

  it("tells a staff member what they may not do in the table's words", async () => {
    const exported = await call(t.app, "GET", `/api/tenants/${tenantId}/contacts/export`, undefined, {
      host: HOST,
      cookie: cookies.STAFF,
    });
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toEqual({ message: "Only a workspace administrator can export contacts" });
    const asAdmin = await call(t.app, "GET", `/api/tenants/${tenantId}/contacts/export`, undefined, {
      host: HOST,
      cookie: cookies.TENANT_ADMIN,
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers["content-type"]).toContain("text/csv");
  });
});
