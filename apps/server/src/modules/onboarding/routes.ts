import {
  ABUSE_MESSAGES,
  AUTH_MESSAGES,
  apiErrorSchema,
  customDomainClaimSchema,
  customDomainPreviewSchema,
  dnsRecordSchema,
  dnsSetupRequestSchema,
  dnsSetupSchema,
  dnsSetupStatusEntrySchema,
  ONBOARDING_MESSAGES,
  onboardingTenantAnswerSchema,
  onboardingTenantSchema,
  provisioningSchema,
  sslStatusSchema,
  subdomainAvailabilitySchema,
  subdomainSchema,
} from "@engagesuite/shared";
import type {} from "@fastify/cookie";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tenants, verticals } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { tenantOrigin } from "../../lib/public-origin";
import type { Limit } from "../../lib/rate-limit";
import { previewCustomDomain } from "./custom-domain-preview";
import { findDnsZone, setUpDns, setUpSsl, sslStatus, zoneRecords } from "./dns-service";
import { ensureHolder, readHolder } from "./holder";
import { reserveSubdomain, subdomainAvailability } from "./subdomains";
import { createTenantFromOnboarding, type OnboardingDeps, toProvisioning } from "./tenant-service";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 402: messageAnswer, 409: messageAnswer };
const tags = ["onboarding"];
const subdomainQuery = z.object({ subdomain: subdomainSchema });
const MINUTE = 60_000;
/** Public writes of the wizard, per address (issue 15 point 8); the held-at-once cap is in reserveSubdomain. */
export const ONBOARDING_LIMITS = {
  reservePerIp: { max: 30, windowMs: 10 * MINUTE },
  domainPreviewPerIp: { max: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

/** The wizard's server side (SPEC §7): subdomain, DNS and SSL setup, tenant creation, provisioning state. */
export const onboardingRoutes: FastifyPluginAsyncZod<OnboardingDeps> = async (app, deps) => {
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

  app.get(
    "/api/onboarding/subdomain-availability",
    {
      schema: {
        tags,
        summary: "Is a subdomain free for this visitor?",
        querystring: subdomainQuery,
        response: { 200: subdomainAvailabilitySchema, ...errors },
      },
    },
    async (request) => subdomainAvailability(db, request.query.subdomain, readHolder(request)),
  );

  app.post(
    "/api/dns/setup",
    {
      schema: {
        tags,
        summary: "Reserves the subdomain for this visitor and sets up its DNS records",
        body: dnsSetupRequestSchema,
        response: { 200: dnsSetupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subdomain, verticalId } = request.body;
      await requireVertical(verticalId);
      await claim(subdomain, ensureHolder(request, reply), request.ip);
      try {
        return await setUpDns(deps, subdomain);
      } catch (error) {
        request.log.warn({ err: error }, "DNS setup failed");
        throw new HttpError(502, ONBOARDING_MESSAGES.dnsSetupFailed);
      }
    },
  );

  app.post(
    "/api/onboarding/custom-domain",
    {
      schema: {
        tags,
        summary: "The CNAME and TXT records this visitor publishes for a custom domain, each looked up now",
        body: customDomainClaimSchema,
        response: { 200: customDomainPreviewSchema, ...errors, 409: apiErrorSchema, 429: messageAnswer },
      },
    },
    async (request, reply) => {
      await deps.limiter.consume(
        `domain-preview:ip:${request.ip}`,
        ONBOARDING_LIMITS.domainPreviewPerIp,
        AUTH_MESSAGES.tooManyAttempts,
      );
      return previewCustomDomain(deps, ensureHolder(request, reply), request.body.hostname);
    },
  );

  app.get(
    "/api/dns/setup/status",
    {
      schema: {
        tags,
        summary: "DNS setups of a subdomain",
        querystring: subdomainQuery,
        response: { 200: z.array(dnsSetupStatusEntrySchema), ...errors },
      },
    },
    async (request) => {
      const zone = await findDnsZone(deps, request.query.subdomain);
      return zone
        ? [{ id: zone.id, subdomain: zone.subdomain, hostname: zone.hostname, verified: zone.verifiedAt !== null }]
        : [];
    },
  );

  app.get(
    "/api/dns/zones/:zoneId/records",
    {
      schema: {
        tags,
        summary: "A DNS zone's records with their status (pending ones are checked again)",
        params: z.object({ zoneId: z.string().regex(/^zone_[a-f0-9]{20}$/, "Invalid id") }),
        response: { 200: z.array(dnsRecordSchema), ...errors },
      },
    },
    async (request) => {
      const records = await zoneRecords(deps, request.params.zoneId);
      if (!records) throw notFound("DNS zone not found");
      return records;
    },
  );

  app.post(
    "/api/ssl/setup",
    {
      schema: {
        tags,
        summary: "Provisions the certificate of a subdomain",
        body: dnsSetupRequestSchema,
        response: { 200: sslStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subdomain, verticalId } = request.body;
      await requireVertical(verticalId);
      await claim(subdomain, ensureHolder(request, reply), request.ip);
      try {
        return await setUpSsl(deps, subdomain);
      } catch (error) {
        request.log.warn({ err: error }, "SSL setup failed");
        throw new HttpError(502, ONBOARDING_MESSAGES.sslSetupFailed);
      }
    },
  );

  app.get(
    "/api/ssl/setup/status",
    {
      schema: {
        tags,
        summary: "Certificate status of a subdomain",
        querystring: subdomainQuery,
        response: { 200: sslStatusSchema, ...errors },
      },
    },
    async (request) => {
      const status = await sslStatus(deps, request.query.subdomain);
      if (!status) throw notFound("No certificate for this subdomain yet");
      return status;
    },
  );

  app.post(
    "/api/onboarding/tenants",
    {
      schema: {
        tags,
        summary: "Creates the tenant once its subscription is paid (idempotent per subscription)",
        body: onboardingTenantSchema,
        response: { 200: onboardingTenantAnswerSchema, 201: onboardingTenantAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    "/api/onboarding/tenants/:id/provisioning",
    {
      schema: {
        tags,
        summary: "Provisioning state of a new tenant (the activation screen polls it)",
        params: z.object({ id: z.uuid({ error: "Invalid id" }) }),
        response: { 200: provisioningSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [tenant] = await db.select().from(tenants).where(eq(tenants.id, request.params.id));
      if (!tenant) throw notFound("Tenant not found");
      reply.header("cache-control", "no-store");
      return toProvisioning(tenant, tenantOrigin(deps.publicOrigin, tenant.subdomain));
    },
  );
};
