import { AUTH_MESSAGES, type TenantInfo } from "@engagesuite/shared";
import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import pg from "pg";
import type { Db } from "../../db/client";
import { openRequestTransaction } from "../../db/tenant";
import { forbidden, HttpError, unauthorized } from "../../lib/http-error";
import { hashToken } from "../../lib/tokens";
import { INACTIVE_TENANT_STATUSES, type TenantLock } from "../../tenancy/billing-lock";
import { STAFF_COOKIE } from "./cookies";
import { inlineSessionLookup, type StaffSession, staffSessionOfRow, staffSessionStore } from "./staff-sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The staff session of this request's cookie, looked up once per request. */
    staffSession(): Promise<StaffSession | null>;
  }
}

/** Decorates requests with a memoised staff session lookup. */
export const staffContextPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("staffSession", null as never);
    app.addHook("onRequest", async (request) => {
      let cached: Promise<StaffSession | null> | undefined;
      request.staffSession = () => {
        const token = request.cookies[STAFF_COOKIE];
        cached ??= token ? sessionOf(db, request, token) : Promise.resolve(null);
        return cached;
      };
    });
  },
  { name: "staff-context", dependencies: ["tenancy"] },
);

/**
 * The session of a cookie. On a oneTransaction route on PostgreSQL, the lookup goes in the message that opens the
 * request's transaction for the host's tenant (a session of another tenant is refused after, as anywhere).
 */
async function sessionOf(db: Db, request: FastifyRequest, token: string): Promise<StaffSession | null> {
  const pool = (db as { $client?: unknown }).$client;
  const scope = request.requestScope;
  const tenant = scope && pool instanceof pg.Pool ? await request.resolveTenant() : null;
  if (!scope || !(pool instanceof pg.Pool) || !tenant) return staffSessionStore.find(db, token);
  const id = hashToken(token);
  const [row] = await openRequestTransaction<Parameters<typeof staffSessionOfRow>[2]>(
    scope,
    pool,
    tenant.id,
    inlineSessionLookup(id),
  );
  return staffSessionOfRow(db, id, row);
}

export { INACTIVE_TENANT_STATUSES };

export interface TenantStaff {
  session: StaffSession;
  tenant: TenantInfo;
  /** The subscription's read-only or suspended state (issue 18): the request context decides what it still allows. */
  lock: Exclude<TenantLock, "admin">;
}

/**
 * For tenant-scoped staff routes: a signed-in TENANT_ADMIN or STAFF of the tenant this host names. A session of another
 * tenant, or a path naming another tenant, is refused with 'tenant mismatch' (DESIGN §4).
 */
export async function requireTenantStaff(request: FastifyRequest, pathTenantId?: string): Promise<TenantStaff> {
  const session = await request.staffSession();
  if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  const tenant = await request.resolveTenant();
  const tenantId = session.user.tenantId;
  if (!tenantId) throw forbidden("Only a workspace's staff can do this");
  if (!tenant || tenant.id !== tenantId || (pathTenantId !== undefined && pathTenantId !== tenantId)) {
    throw forbidden(AUTH_MESSAGES.tenantMismatch);
  }
  // The session's own tenant status is read with the session, on every request (the host's tenant may be cached).
  const lock = await request.tenantLock(tenantId, session.tenantStatus ?? tenant.status);
  if (lock === "admin") throw forbidden(AUTH_MESSAGES.tenantSuspended);
  return { session, tenant, lock };
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<StaffSession> {
  const session = await request.staffSession();
  if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  if (session.user.role !== "SUPER_ADMIN") throw new HttpError(403, "Only a platform administrator can do this");
  return session;
}
