import { MSG, tenantsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { findTenantRowBySubdomain, toTenantSummary } from "../../tenancy/queries";
import { moduleSlugsOf } from "../entitlements/catalogue";

/** Public tenant lookups of `tenantsApi`: only what a landing page or portal may show, never billing or contact data. */
export async function tenantLookupRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // Landing pages and portals ask on every visit: served from the per-node tenant cache (2 s), like host resolution.
  const bySubdomain = async (subdomain: string) => {
    const tenant = await app.tenantBySubdomain(subdomain);
    if (!tenant) throw notFound(MSG.tenantNotFound);
    return tenant;
  };

  serve(app, tenantsApi.portalTenant, async (request) => bySubdomain(request.params.subdomain));

  serve(app, tenantsApi.bySubdomain, async (request) => bySubdomain(request.params.subdomain));

  serve(app, tenantsApi.bySlug, async (request) => {
    const row = await findTenantRowBySubdomain(db, request.params.slug);
    if (!row) throw notFound(MSG.tenantNotFound);
    return toTenantSummary(row, await moduleSlugsOf(db, row.serviceModules ?? []));
  });

  // Public, yet it resolves the host's tenant: a missing tenant is this endpoint's 404, not a refusal.
  serve(app, tenantsApi.current, async (request) => {
    const tenant = await request.resolveTenant();
    if (!tenant) throw notFound(MSG.tenantNotFound);
    return tenant;
  });
}
