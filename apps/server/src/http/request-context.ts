import { type Access, AUTH_MESSAGES, type Endpoint, type TenantInfo } from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db, Tx } from "../db/client";
import { withTenant } from "../db/tenant";
import { forbidden, unauthorized } from "../lib/http-error";
import { requireSuperAdmin, requireTenantStaff } from "../modules/auth/context";
import type { StaffSession } from "../modules/auth/staff-sessions";
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
    /** For `tenantAdmin` routes: the 403's message for a staff member who is not an administrator. */
    deniedMessage?: string;
    /** The declaration the route was registered from (the sweeps read it). */
    endpoint?: Endpoint;
  }
  interface FastifyRequest {
    /** The caller, as the route's declared access established it (empty for public routes). */
    caller: unknown;
  }
}

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

async function establish(db: Db, request: FastifyRequest, access: Access): Promise<unknown> {
  const bound = (tenant: TenantInfo): TenantContext => ({ tenant, tx: (fn) => withTenant(db, tenant.id, fn) });
  // A tenant id the client names, in the path or the body, must be the caller's tenant ('tenant mismatch').
  const namedTenantId = stringField(request.params, "tenantId") ?? stringField(request.body, "tenantId");
  switch (access) {
    case "public":
      return {};
    case "tenantPublic":
      return bound(await requirePortalTenant(request, namedTenantId));
    case "staff": {
      const { session, tenant } = await requireTenantStaff(request, namedTenantId);
      return { ...bound(tenant), staff: session };
    }
    case "tenantAdmin": {
      const { session, tenant } = await requireTenantStaff(request, namedTenantId);
      if (session.user.role !== "TENANT_ADMIN") {
        throw forbidden(request.routeOptions.config.deniedMessage ?? AUTH_MESSAGES.adminOnly);
      }
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
      const { tenant } = await requireTenantStaff(request);
      return { staff: session, tenant };
    }
  }
}

/**
 * Resolves the caller of every declared route once, before its handler (after validation): the tenant of the host,
 * the staff member or portal client of the session, and a transaction bound to the tenant. A caller the declaration
 * does not admit is refused here, so no handler starts with a hand-written check.
 */
export const requestContextPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("caller", null);
    app.addHook("preHandler", async (request) => {
      const access = request.routeOptions.config.access;
      if (access) request.caller = await establish(db, request, access);
    });
  },
  { name: "request-context", dependencies: ["tenancy", "staff-context", "portal-context"] },
);
