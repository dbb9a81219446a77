import {
  AUTH_MESSAGES,
  apiErrorSchema,
  customDomainClaimSchema,
  customDomainHostnameSchema,
  customDomainSchema,
  DOMAIN_MESSAGES,
  uuidSchema,
} from "@engagesuite/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import type { RateLimiter } from "../../lib/rate-limit";
import { requireTenantStaff } from "../auth/context";
import { type ClaimDeps, checkDomainNow, claimDomain, hasDomain, listDomains, removeDomain } from "./claims";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 409: apiErrorSchema, 429: messageAnswer };
const tags = ["custom domains"];
const tenantParams = z.object({ tenantId: uuidSchema });
const domainParams = tenantParams.extend({ hostname: customDomainHostnameSchema });
/** Each check is a few DNS lookups: a tenant may ask 30 times in 10 minutes (the job keeps checking by itself). */
const CHECK_LIMIT = { max: 30, windowMs: 10 * 60_000 };

/** The workspace's own TENANT_ADMIN on its own host (staff may not change where the workspace is reachable). */
async function requireTenantAdmin(request: FastifyRequest, tenantId: string) {
  const staff = await requireTenantStaff(request, tenantId);
  if (staff.session.user.role !== "TENANT_ADMIN") throw forbidden(DOMAIN_MESSAGES.adminOnly);
  return staff;
}

/** A workspace's custom domains in its settings: claim, see the records to publish, check now, remove. */
export const tenantDomainRoutes: FastifyPluginAsyncZod<ClaimDeps & { limiter: RateLimiter }> = async (app, deps) => {
  app.get(
    "/api/tenants/:tenantId/domains",
    {
      schema: {
        tags,
        summary: "The workspace's custom domains with the CNAME and TXT records to publish",
        params: tenantParams,
        response: { 200: z.array(customDomainSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await requireTenantAdmin(request, request.params.tenantId);
      return listDomains(deps, tenant.id);
    },
  );

  app.post(
    "/api/tenants/:tenantId/domains",
    {
      schema: {
        tags,
        summary: "Claims a custom domain; it is attached once its TXT record carries the claim's token",
        params: tenantParams,
        body: customDomainClaimSchema,
        response: { 200: customDomainSchema, 201: customDomainSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant } = await requireTenantAdmin(request, request.params.tenantId);
      const { domain, created } = await claimDomain(deps, tenant.id, request.body.hostname);
      return reply.status(created ? 201 : 200).send(domain);
    },
  );

  app.post(
    "/api/tenants/:tenantId/domains/:hostname/check",
    {
      schema: {
        tags,
        summary: "Looks the domain's records up now; a matching TXT record attaches it",
        params: domainParams,
        response: { 200: customDomainSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await requireTenantAdmin(request, request.params.tenantId);
      if (!(await hasDomain(deps, tenant.id, request.params.hostname))) throw notFound(DOMAIN_MESSAGES.notFound);
      await deps.limiter.consume(`domain-check:${tenant.id}`, CHECK_LIMIT, AUTH_MESSAGES.tooManyAttempts);
      return checkDomainNow(deps, tenant.id, request.params.hostname);
    },
  );

  app.delete(
    "/api/tenants/:tenantId/domains/:hostname",
    {
      schema: {
        tags,
        summary: "Removes a custom domain from the workspace (anyone may claim it afterwards)",
        params: domainParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant } = await requireTenantAdmin(request, request.params.tenantId);
      await removeDomain(deps, tenant.id, request.params.hostname);
      return reply.status(204).send(null);
    },
  );
};
