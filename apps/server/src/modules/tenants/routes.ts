import { hostLabelSchema, MSG, tenantInfoSchema, tenantSummarySchema } from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { findTenantRowBySlug, toTenantSummary } from "../../tenancy/queries";

const subdomainParams = z.object({ subdomain: hostLabelSchema });

/** Public tenant lookups (SPEC §7): only what a landing page or portal may show, never billing or contact data. */
export const tenantLookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Landing pages and portals ask on every visit: served from the per-node tenant cache (2 s), like host resolution.
  const bySubdomain = async (subdomain: string) => {
    const tenant = await app.tenantBySubdomain(subdomain);
    if (!tenant) throw notFound(MSG.tenantNotFound);
    return tenant;
  };

  app.get(
    "/api/tenant/:subdomain",
    {
      schema: {
        tags: ["tenants"],
        summary: "Portal tenant lookup by subdomain",
        params: subdomainParams,
        response: { 200: tenantInfoSchema, ...errorResponses },
      },
    },
    async (request) => bySubdomain(request.params.subdomain),
  );

  app.get(
    "/api/tenants/by-subdomain/:subdomain",
    {
      schema: {
        tags: ["tenants"],
        summary: "Tenant info with its theme, by subdomain",
        params: subdomainParams,
        response: { 200: tenantInfoSchema, ...errorResponses },
      },
    },
    async (request) => bySubdomain(request.params.subdomain),
  );

  app.get(
    "/api/tenants/slug/:slug",
    {
      schema: {
        tags: ["tenants"],
        summary: "Tenant for the admin dashboard, by slug",
        params: z.object({ slug: hostLabelSchema }),
        response: { 200: tenantSummarySchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findTenantRowBySlug(db, request.params.slug);
      if (!row) throw notFound(MSG.tenantNotFound);
      return toTenantSummary(row);
    },
  );

  app.get(
    "/api/tenants/current",
    {
      schema: {
        tags: ["tenants"],
        summary: "The tenant this request's host names (subdomain, ?tenant= on localhost, or a custom domain)",
        response: { 200: tenantInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const tenant = await request.resolveTenant();
      if (!tenant) throw notFound(MSG.tenantNotFound);
      return tenant;
    },
  );
};
