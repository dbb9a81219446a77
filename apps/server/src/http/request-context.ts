import {
  type Access,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  can,
  type Endpoint,
  permissionDeniedMessage,
  requiredPermission,
  type TenantInfo,
} from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db, Tx } from "../db/client";
import { closeRequestTransaction, type RequestScope, runInRequestScope, withTenant } from "../db/tenant";
import { forbidden, unauthorized } from "../lib/http-error";
import { requireSuperAdmin, requireTenantStaff, type TenantStaff } from "../modules/auth/context";
import type { StaffSession } from "../modules/auth/staff-sessions";
import { requireModule } from "../modules/entitlements/require-module";
import { requirePortalClient, requirePortalTenant } from "../modules/portal/context";
import type { PortalSession } from "../modules/portal/sessions";

/** Runs `fn` in a transaction bound to the request's tenant (row-level security applies). */
export type TenantTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

interface TenantContext {
  tenant: TenantInfo;
  /** A transaction bound to this tenant. */
  tx: TenantTx;
}

/** What a handler knows about its caller, by the endpoint's declared access (checked before the handler runs). */
export interface AccessContexts {
  public: Record<string, never>;
  tenantPublic: TenantContext;
  staff: TenantContext & { staff: StaffSession };
  tenantAdmin: TenantContext & { staff: StaffSession };
  portalClient: TenantContext & { client: PortalSession };
  superAdmin: { admin: StaffSession };
  /** The tenant is null for the super admin. */
  account: { staff: StaffSession; tenant: TenantInfo | null };
}
export type AccessContext<A extends Access> = AccessContexts[A];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (from its endpoint declaration); the request-context hook enforces it. */
    access?: Access;
    /** The declaration the route was registered from (the sweeps read it). */
    endpoint?: Endpoint;
    /** The request runs in one tenant transaction, opened with its session lookup (http/serve.ts ServeOptions). */
    oneTransaction?: boolean;
  }
  interface FastifyRequest {
    /** The caller, as the route's declared access established it (empty for public routes). */
    caller: unknown;
    /** A `oneTransaction` route's scope: the transaction its session lookup opens. */
    requestScope: RequestScope | null;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

/**
 * A signed-in member of the host's workspace whose role has the permission the declaration requires (the permission
 * table in packages/shared); 403 with the declaration's `deniedMessage` or the table's words otherwise.
 */
async function requireMember(request: FastifyRequest, access: Access, namedTenantId?: string) {
  const member = await requireTenantStaff(request, namedTenantId);
  assertSubscriptionAllows(request, member.lock, access);
  const endpoint = request.routeOptions.config.endpoint;
  const permission = requiredPermission({ access, permission: endpoint?.permission });
  if (permission && !can(member.session.user.role, permission)) {
    throw forbidden(endpoint?.deniedMessage ?? permissionDeniedMessage(permission));
  }
  return member;
}

/**
 * A workspace whose subscription ended is read-only (reads and export work, writes do not but on the billing page and
 * the member's own account); a suspended one answers only its billing endpoints (issue 18). Sign-in, sign-out and the
 * session (`/api/auth/*`, public) are not staff endpoints and are never refused here.
 */
function assertSubscriptionAllows(request: FastifyRequest, lock: TenantStaff["lock"], access: Access): void {
  if (!lock) return;
  if ((request.routeOptions.url ?? "").startsWith(BILLING_ROUTES)) return;
  if (lock === "read_only") {
    if (request.method === "GET" || request.method === "HEAD" || access === "account") return;
    throw forbidden(BILLING_MESSAGES.readOnly);
  }
  throw forbidden(BILLING_MESSAGES.suspended);
}
const BILLING_ROUTES = "/api/tenants/:tenantId/billing/";

async function establish(db: Db, request: FastifyRequest, access: Access): Promise<unknown> {
  const bound = (tenant: TenantInfo): TenantContext => ({ tenant, tx: (fn) => withTenant(db, tenant.id, fn) });
  // A tenant id the client names, in the path or the body, must be the caller's tenant ('tenant mismatch').
  const namedTenantId = stringField(request.params, "tenantId") ?? stringField(request.body, "tenantId");
  switch (access) {
    case "public":
      return {};
    case "tenantPublic":
      return bound(await requirePortalTenant(request, namedTenantId));
    case "staff":
    case "tenantAdmin": {
      // tenantAdmin is staff with a permission (workspace.manage unless the declaration names another).
      const { session, tenant } = await requireMember(request, access, namedTenantId);
      return { ...bound(tenant), staff: session };
    }
    case "portalClient": {
      const { tenant, ...client } = await requirePortalClient(request);
      return { ...bound(tenant), client };
    }
    case "superAdmin":
      return { admin: await requireSuperAdmin(request) };
    case "account": {
      const session = await request.staffSession();
      if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
      if (!session.user.tenantId) return { staff: session, tenant: null };
      const { tenant, lock } = await requireTenantStaff(request);
      assertSubscriptionAllows(request, lock, access);
      return { staff: session, tenant };
    }
  }
}

/**
 * Resolves the caller of every declared route once, before its handler (after validation): the tenant of the host,
 * the staff member or portal client of the session, and a transaction bound to the tenant. A caller the declaration
 * does not admit is refused here, so no handler starts with a hand-written check; so is a route of a service module
 * the tenant does not have (the declaration's `module`).
 */
export const requestContextPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("caller", null);
    app.decorateRequest("requestScope", null);
    // A oneTransaction route: its scope lives through its hooks and handler, and its transaction ends before the
    // answer is written (rolled back when the answer is an error), or at the latest when the response ends.
    app.addHook("onRequest", (request, _reply, done) => {
      if (!request.routeOptions.config.oneTransaction) return done();
      const scope: RequestScope = {};
      request.requestScope = scope;
      runInRequestScope(scope, done);
    });
    app.addHook("onSend", async (request, reply) => {
      if (request.requestScope) {
        await closeRequestTransaction(request.requestScope, reply.statusCode < 400 ? "commit" : "rollback");
      }
    });
    app.addHook("onResponse", async (request) => {
      if (request.requestScope) await closeRequestTransaction(request.requestScope, "rollback");
    });
    app.addHook("preHandler", async (request) => {
      const access = request.routeOptions.config.access;
      if (!access) return;
      request.caller = await establish(db, request, access);
      // The declaration's service module: a workspace without it is refused (issue 18, module entitlements).
      const module = request.routeOptions.config.endpoint?.module;
      if (module) await requireModule(db, request, access, module);
    });
  },
  { name: "request-context", dependencies: ["tenancy", "staff-context", "portal-context"] },
);
