import { AUTH_MESSAGES, DOMAIN_MESSAGES, domainsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit";
import { auditActor, recordAuditEventNow } from "../audit/record";
import { type ClaimDeps, checkDomainNow, claimDomain, hasDomain, listDomains, removeDomain } from "./claims";

/** Each check is a few DNS lookups: a tenant may ask 30 times in 10 minutes (the job keeps checking by itself). */
const CHECK_LIMIT = { max: 30, windowMs: 10 * 60_000 };

/**
 * A workspace's custom domains in its settings (`domainsApi`): claim, see the records to publish, check now, remove.
 * The workspace's own TENANT_ADMIN only (the declaration's access; others get DOMAIN_MESSAGES.adminOnly).
 */
export async function tenantDomainRoutes(
  app: FastifyInstance,
  deps: ClaimDeps & { limiter: RateLimiter },
): Promise<void> {
  serve(app, domainsApi.list, async (_request, _reply, { tenant }) => listDomains(deps, tenant.id));

  serve(app, domainsApi.claim, async (request, reply, { tenant, staff }) => {
    const { domain, created } = await claimDomain(deps, tenant.id, request.body.hostname);
    const claimed = { tenantId: tenant.id, action: "domain_claim", target: domain.hostname } as const;
    if (created) await recordAuditEventNow(deps.db, { ...claimed, ...auditActor(request, staff.user) });
    return reply.status(created ? 201 : 200).send(domain);
  });

  serve(app, domainsApi.check, async (request, _reply, { tenant }) => {
    if (!(await hasDomain(deps, tenant.id, request.params.hostname))) throw notFound(DOMAIN_MESSAGES.notFound);
    await deps.limiter.consume(`domain-check:${tenant.id}`, CHECK_LIMIT, AUTH_MESSAGES.tooManyAttempts);
    return checkDomainNow(deps, tenant.id, request.params.hostname);
  });

  serve(app, domainsApi.remove, async (request, reply, { tenant, staff }) => {
    await removeDomain(deps, tenant.id, request.params.hostname);
    const removed = { tenantId: tenant.id, action: "domain_remove", target: request.params.hostname } as const;
    await recordAuditEventNow(deps.db, { ...removed, ...auditActor(request, staff.user) });
    return reply.status(204).send(null);
  });
}
