import {
  type Access,
  ENTITLEMENT_MESSAGES,
  hasModule,
  MODULE_ENTITLEMENTS,
  type ModuleSlug,
} from "@engagesuite/shared";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/http-error";
import { tenantEntitlements } from "./catalogue";

/** The access levels whose caller is bound to the host's tenant (the others have no tenant whose modules count). */
const TENANT_BOUND: ReadonlySet<Access> = new Set(["staff", "tenantAdmin", "tenantPublic", "portalClient"]);
const PORTAL_FACING: ReadonlySet<Access> = new Set(["tenantPublic", "portalClient"]);

/**
 * Refuses (403) a route of a module the host's tenant does not have. Runs after the caller is established, so the
 * tenant is the request's already-resolved one (the per-node cache): no query on a hot route.
 */
export async function requireModule(db: Db, request: FastifyRequest, access: Access, module: ModuleSlug) {
  if (!TENANT_BOUND.has(access)) return;
  const tenant = await request.resolveTenant();
  if (!tenant) return;
  if (hasModule(await tenantEntitlements(db, tenant), module)) return;
  throw forbidden(
    PORTAL_FACING.has(access)
      ? ENTITLEMENT_MESSAGES.notOnPortal
      : ENTITLEMENT_MESSAGES.notIncluded(MODULE_ENTITLEMENTS[module].name),
  );
}
