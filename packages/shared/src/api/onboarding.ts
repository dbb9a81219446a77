import { z } from "zod";
import { customDomainClaimSchema } from "../domain-names";
import { customDomainPreviewSchema } from "../domains";
import {
  dnsRecordSchema,
  dnsSetupRequestSchema,
  dnsSetupSchema,
  dnsSetupStatusEntrySchema,
  onboardingTenantAnswerSchema,
  onboardingTenantSchema,
  ownerSignInAnswerSchema,
  provisioningSchema,
  sslStatusSchema,
  subdomainAvailabilitySchema,
} from "../onboarding";
import { subdomainSchema } from "../schemas";
import { apiErrorSchema } from "../types";
import { errorAnswers, idParams, messageAnswer } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["onboarding"];
const errors = { 400: errorAnswers[400], 404: errorAnswers[404], 402: messageAnswer, 409: messageAnswer } as const;
const subdomainQuery = z.object({ subdomain: subdomainSchema });

/**
 * The signup wizard's server side (SPEC §7): subdomain, DNS and SSL setup, tenant creation and its provisioning state.
 * Anyone may call them (the visitor has no account yet); a visitor is told apart by the `es_onboarding` cookie.
 */
export const onboardingApi = {
  subdomainAvailability: endpoint({
    method: "GET",
    path: "/api/onboarding/subdomain-availability",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Is a subdomain free for this visitor?",
    query: subdomainQuery,
    responses: { 200: subdomainAvailabilitySchema, ...errors },
  }),
  setupDns: endpoint({
    method: "POST",
    path: "/api/dns/setup",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Reserves the subdomain for this visitor and sets up its DNS records",
    body: dnsSetupRequestSchema,
    responses: { 200: dnsSetupSchema, ...errors },
  }),
  customDomain: endpoint({
    method: "POST",
    path: "/api/onboarding/custom-domain",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "The CNAME and TXT records this visitor publishes for a custom domain, each looked up now",
    body: customDomainClaimSchema,
    responses: { 200: customDomainPreviewSchema, ...errors, 409: apiErrorSchema, 429: messageAnswer },
  }),
  dnsStatus: endpoint({
    method: "GET",
    path: "/api/dns/setup/status",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "DNS setups of a subdomain",
    query: subdomainQuery,
    responses: { 200: z.array(dnsSetupStatusEntrySchema), ...errors },
  }),
  dnsRecords: endpoint({
    method: "GET",
    path: "/api/dns/zones/:zoneId/records",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "A DNS zone's records with their status (pending ones are checked again)",
    params: z.object({ zoneId: z.string().regex(/^zone_[a-f0-9]{20}$/, "Invalid id") }),
    responses: { 200: z.array(dnsRecordSchema), ...errors },
  }),
  setupSsl: endpoint({
    method: "POST",
    path: "/api/ssl/setup",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Provisions the certificate of a subdomain",
    body: dnsSetupRequestSchema,
    responses: { 200: sslStatusSchema, ...errors },
  }),
  sslStatus: endpoint({
    method: "GET",
    path: "/api/ssl/setup/status",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Certificate status of a subdomain",
    query: subdomainQuery,
    responses: { 200: sslStatusSchema, ...errors },
  }),
  createTenant: endpoint({
    method: "POST",
    path: "/api/onboarding/tenants",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Creates the tenant once its subscription is paid (idempotent per subscription)",
    body: onboardingTenantSchema,
    responses: { 200: onboardingTenantAnswerSchema, 201: onboardingTenantAnswerSchema, ...errors },
  }),
  provisioning: endpoint({
    method: "GET",
    path: "/api/onboarding/tenants/:id/provisioning",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Provisioning state of a new tenant (the activation screen polls it)",
    params: idParams,
    responses: { 200: provisioningSchema, ...errors },
  }),
  ownerSignIn: endpoint({
    method: "POST",
    path: "/api/onboarding/tenants/:id/sign-in",
    access: "public",
    tenantScoped: false,
    tags,
    summary:
      "Once provisioning is done, the browser that created the tenant gets a single-use link that signs its owner in on the tenant's host",
    params: idParams,
    responses: { 200: ownerSignInAnswerSchema, ...errors },
  }),
} as const;
