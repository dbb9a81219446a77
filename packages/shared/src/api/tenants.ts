import { z } from "zod";
import { hostLabelSchema } from "../schemas";
import { tenantInfoSchema, tenantSummarySchema } from "../types";
import { errorAnswers } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["tenants"];
const subdomainParams = z.object({ subdomain: hostLabelSchema });

/** Public tenant lookups: only what a landing page or portal may show, never billing or contact data. */
export const tenantsApi = {
  portalTenant: endpoint({
    method: "GET",
    path: "/api/tenant/:subdomain",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Portal tenant lookup by subdomain",
    params: subdomainParams,
    responses: { 200: tenantInfoSchema, ...errorAnswers },
  }),
  bySubdomain: endpoint({
    method: "GET",
    path: "/api/tenants/by-subdomain/:subdomain",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Tenant info with its theme, by subdomain",
    params: subdomainParams,
    responses: { 200: tenantInfoSchema, ...errorAnswers },
  }),
  bySlug: endpoint({
    method: "GET",
    path: "/api/tenants/slug/:slug",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Tenant for the admin dashboard, by slug",
    params: z.object({ slug: hostLabelSchema }),
    responses: { 200: tenantSummarySchema, ...errorAnswers },
  }),
  current: endpoint({
    method: "GET",
    path: "/api/tenants/current",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "The tenant this request's host names (subdomain, ?tenant= on localhost, or a custom domain)",
    responses: { 200: tenantInfoSchema, ...errorAnswers },
  }),
} as const;
