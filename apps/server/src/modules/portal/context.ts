import { AUTH_MESSAGES, BILLING_MESSAGES, MSG, type TenantInfo } from "@engagesuite/shared";
import type {} from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { forbidden, notFound, unauthorized } from "../../lib/http-error";
import { portalCookieName } from "../auth/cookies";
import { type PortalSession, portalSessionStore } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The portal session of this request's cookie on this host's tenant, looked up once per request. */
    portalSession(): Promise<PortalSession | null>;
  }
}

export const portalContextPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.decorateRequest("portalSession", null as never);
    app.addHook("onRequest", async (request) => {
      let cached: Promise<PortalSession | null> | undefined;
      request.portalSession = () => {
        cached ??= (async () => {
          const token = request.cookies[portalCookieName(request)];
          if (!token) return null;
          const tenant = await request.resolveTenant();
          if (!tenant) return null;
          return withTenant(db, tenant.id, (tx) => portalSessionStore.find(tx, token, tenant.id));
        })();
        return cached;
      };
    });
  },
  { name: "portal-context", dependencies: ["tenancy"] },
);

/** The tenant this host names, active, and equal to a tenantId the client sent (403 'tenant mismatch' otherwise). */
export async function requirePortalTenant(request: FastifyRequest, bodyTenantId?: string): Promise<TenantInfo> {
  const tenant = await request.resolveTenant();
  if (!tenant) throw notFound(MSG.tenantNotFound);
  if (bodyTenantId !== undefined && bodyTenantId !== tenant.id) throw forbidden(AUTH_MESSAGES.tenantMismatch);
  const lock = await request.tenantLock(tenant.id, tenant.status);
  if (lock === "admin") throw forbidden(AUTH_MESSAGES.tenantSuspended);
  // The subscription's suspension closes the portal; read-only leaves its pages readable (issue 18).
  if (lock === "suspended" || (lock === "read_only" && request.method !== "GET" && request.method !== "HEAD")) {
    throw forbidden(BILLING_MESSAGES.portalUnavailable);
  }
  return tenant;
}

export async function requirePortalClient(request: FastifyRequest): Promise<PortalSession & { tenant: TenantInfo }> {
  const tenant = await requirePortalTenant(request);
  const session = await request.portalSession();
  if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return { ...session, tenant };
}
