import { ABUSE_MESSAGES, AUTH_MESSAGES, ONBOARDING_MESSAGES, onboardingApi } from "@engagesuite/shared";
import type {} from "@fastify/cookie";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { tenants, verticals } from "../../db/schema";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import { tenantOrigin } from "../../lib/public-origin";
import type { Limit } from "../../lib/rate-limit";
import { previewCustomDomain } from "./custom-domain-preview";
import { findDnsZone, setUpDns, setUpSsl, sslStatus, zoneRecords } from "./dns-service";
import { ensureHolder, readHolder } from "./holder";
import { reserveSubdomain, subdomainAvailability } from "./subdomains";
import { createTenantFromOnboarding, type OnboardingDeps, ownerSignInUrl, toProvisioning } from "./tenant-service";

const MINUTE = 60_000;
/** Public writes of the wizard, per address (issue 15 point 8); the held-at-once cap is in reserveSubdomain. */
export const ONBOARDING_LIMITS = {
  reservePerIp: { max: 30, windowMs: 10 * MINUTE },
  domainPreviewPerIp: { max: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

/** The wizard's server side, `onboardingApi` (SPEC §7): subdomain, DNS and SSL setup, tenant creation, provisioning. */
export async function onboardingRoutes(app: FastifyInstance, deps: OnboardingDeps): Promise<void> {
  const { db } = deps;

  const claim = async (subdomain: string, holder: string, ip: string) => {
    const availability = await subdomainAvailability(db, subdomain, holder);
    if (!availability.available) {
      const status = availability.message === ONBOARDING_MESSAGES.subdomainReserved ? 400 : 409;
      throw new HttpError(status, availability.message, { subdomain: [availability.message] });
    }
    await deps.limiter.consume(`reserve:ip:${ip}`, ONBOARDING_LIMITS.reservePerIp, ABUSE_MESSAGES.tooManyReservations);
    if (!(await reserveSubdomain(db, subdomain, holder, ip))) {
      throw new HttpError(409, ONBOARDING_MESSAGES.subdomainTaken);
    }
  };

  const requireVertical = async (id: number) => {
    const [vertical] = await db.select({ id: verticals.id }).from(verticals).where(eq(verticals.id, id));
    if (!vertical) throw new HttpError(400, "Unknown industry module", { verticalId: ["Unknown industry module"] });
  };

  serve(app, onboardingApi.subdomainAvailability, async (request) =>
    subdomainAvailability(db, request.query.subdomain, readHolder(request)),
  );

  serve(app, onboardingApi.setupDns, async (request, reply) => {
    const { subdomain, verticalId } = request.body;
    await requireVertical(verticalId);
    await claim(subdomain, ensureHolder(request, reply), request.ip);
    try {
      return await setUpDns(deps, subdomain);
    } catch (error) {
      request.log.warn({ err: error }, "DNS setup failed");
      throw new HttpError(502, ONBOARDING_MESSAGES.dnsSetupFailed);
    }
  });

  serve(app, onboardingApi.customDomain, async (request, reply) => {
    await deps.limiter.consume(
      `domain-preview:ip:${request.ip}`,
      ONBOARDING_LIMITS.domainPreviewPerIp,
      AUTH_MESSAGES.tooManyAttempts,
    );
    return previewCustomDomain(deps, ensureHolder(request, reply), request.body.hostname);
  });

  serve(app, onboardingApi.dnsStatus, async (request) => {
    const zone = await findDnsZone(deps, request.query.subdomain);
    return zone
      ? [{ id: zone.id, subdomain: zone.subdomain, hostname: zone.hostname, verified: zone.verifiedAt !== null }]
      : [];
  });

  serve(app, onboardingApi.dnsRecords, async (request) => {
    const records = await zoneRecords(deps, request.params.zoneId);
    if (!records) throw notFound("DNS zone not found");
    return records;
  });

  serve(app, onboardingApi.setupSsl, async (request, reply) => {
    const { subdomain, verticalId } = request.body;
    await requireVertical(verticalId);
    await claim(subdomain, ensureHolder(request, reply), request.ip);
    try {
      return await setUpSsl(deps, subdomain);
    } catch (error) {
      request.log.warn({ err: error }, "SSL setup failed");
      throw new HttpError(502, ONBOARDING_MESSAGES.sslSetupFailed);
    }
  });

  serve(app, onboardingApi.sslStatus, async (request) => {
    const status = await sslStatus(deps, request.query.subdomain);
    if (!status) throw notFound("No certificate for this subdomain yet");
    return status;
  });

  serve(app, onboardingApi.createTenant, async (request, reply) => {
    const origin = (sub: string) => tenantOrigin(deps.publicOrigin, sub);
    const { tenant, created } = await createTenantFromOnboarding(deps, request.body, readHolder(request), origin);
    return reply.status(created ? 201 : 200).send({
      id: tenant.id,
      name: tenant.name,
      subdomain: tenant.subdomain,
      status: tenant.status,
      setupPeriodEndsAt: (tenant.setupPeriodEndsAt ?? new Date()).toISOString(),
      provisioning: toProvisioning(tenant, origin(tenant.subdomain)),
    });
  });

  serve(app, onboardingApi.provisioning, async (request, reply) => {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, request.params.id));
    if (!tenant) throw notFound("Tenant not found");
    reply.header("cache-control", "no-store");
    return toProvisioning(tenant, tenantOrigin(deps.publicOrigin, tenant.subdomain));
  });

  // Public: the visitor has no account yet; the onboarding cookie that created the tenant is what admits it.
  serve(app, onboardingApi.ownerSignIn, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const url = await ownerSignInUrl(deps, readHolder(request), request.params.id);
    if (url === "pending") throw new HttpError(409, ONBOARDING_MESSAGES.ownerSignInNotReady);
    if (!url) throw notFound(ONBOARDING_MESSAGES.ownerSignInUnavailable);
    return { url };
  });
}
