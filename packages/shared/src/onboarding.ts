import { z } from "zod";
import { DEFAULT_COUNTRY, INCLUDED_USERS, TRIAL_DAYS } from "./constants";
import { customDomainHostnameSchema } from "./domain-names";
import { DNS_RECORD_STATUSES, PLAN_TIERS, SSL_STATUSES } from "./enums";
import { MSG } from "./messages";
import { cardSchema, subdomainSchema } from "./schemas";

/** Onboarding contract (SPEC §3, §7, §8): DNS and SSL setup, payments, tenant creation and provisioning. */

export const ONBOARDING_MESSAGES = {
  ownerSignInNotReady: "Your workspace is still being set up. Please wait a moment.",
  ownerSignInUnavailable:
    "This sign-in is no longer available. Use the link in your welcome e-mail to set your password.",
  subdomainReserved: "This subdomain is reserved. Please choose another.",
  subdomainTaken: "This subdomain is already taken. Please choose another.",
  subdomainAvailable: "This subdomain is available.",
  dnsSetupFailed: "Failed to set up DNS records",
  sslSetupFailed: "Failed to set up SSL certificate",
  dnsRecordsFetchFailed: "Failed to fetch DNS records",
  subscriptionFailed: "Failed to create subscription. Please try again.",
  cardDeclined: "Your card was declined.",
  cardExpired: "Your card has expired.",
  cardInvalidNumber: "Your card number is invalid.",
  paymentNotConfirmed: "The payment for this subscription is not confirmed.",
  tenantCreateFailed: "Failed to create tenant",
  noDnsSetup: "Set up DNS for this subdomain first.",
} as const;

/** How many free subdomains a taken or reserved one is answered with (issue 23 point 5: no dead ends). */
export const SUBDOMAIN_SUGGESTION_COUNT = 3;

export const subdomainAvailabilitySchema = z.object({
  subdomain: z.string(),
  available: z.boolean(),
  message: z.string(),
  /** When not available: free subdomains in the subdomain rules, closest first (none when it is available). */
  suggestions: z.array(z.string()).max(SUBDOMAIN_SUGGESTION_COUNT),
});
export type SubdomainAvailability = z.infer<typeof subdomainAvailabilitySchema>;

export const dnsSetupRequestSchema = z.object({
  subdomain: subdomainSchema,
  verticalId: z.coerce.number({ error: MSG.invalidId }).int(MSG.invalidId).positive(MSG.invalidId),
});

export const dnsRecordSchema = z.object({
  type: z.string(),
  name: z.string(),
  value: z.string(),
  ttl: z.number().int(),
  isRequired: z.boolean(),
  status: z.enum(DNS_RECORD_STATUSES),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const dnsSetupSchema = z.object({
  id: z.string(),
  subdomain: z.string(),
  hostname: z.string(),
  records: z.array(dnsRecordSchema),
});
export type DnsSetup = z.infer<typeof dnsSetupSchema>;

/** GET /api/dns/setup/status: a list of entries with `id` (a zone id). */
export const dnsSetupStatusEntrySchema = z.object({
  id: z.string(),
  subdomain: z.string(),
  hostname: z.string(),
  verified: z.boolean(),
});

export const sslStatusSchema = z.object({
  status: z.enum(SSL_STATUSES),
  expiresAt: z.string(),
  issuer: z.string(),
  domains: z.array(z.string()),
  autoRenew: z.boolean(),
});
export type SslSetupStatus = z.infer<typeof sslStatusSchema>;

export const subscriptionRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: MSG.portalEmail })),
  name: z.string().trim().min(2, MSG.companyNameMin).max(200),
  planType: z.enum(PLAN_TIERS),
  isYearly: z.boolean(),
  trialDays: z.literal(TRIAL_DAYS).optional().default(TRIAL_DAYS),
});

export const subscriptionSetupSchema = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string(),
  customerId: z.string(),
});
export type SubscriptionSetup = z.infer<typeof subscriptionSetupSchema>;

export const confirmSubscriptionRequestSchema = z.object({
  subscriptionId: z.string().min(1).max(200),
  paymentIntentId: z.string().min(1).max(200),
});
export const confirmSubscriptionAnswerSchema = z.object({ customerId: z.string() });

/** The sandbox provider's card step (the shape Stripe's confirmCardPayment has); not mounted with Stripe keys. */
export const sandboxCardConfirmSchema = cardSchema.extend({ clientSecret: z.string().min(10).max(300) });
export const sandboxCardAnswerSchema = z.object({ paymentIntentId: z.string(), status: z.literal("succeeded") });

export const paymentsConfigSchema = z.object({
  provider: z.enum(["sandbox", "stripe"]),
  publishableKey: z.string().nullable(),
});

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** POST /api/onboarding/tenants: the tenant body of SPEC §3 (status and setupPeriodEndsAt are the server's). */
export const onboardingTenantSchema = z.object({
  name: z.string().trim().min(2, MSG.companyNameMin).max(200),
  /** Accepted as SPEC §3's body has it, and ignored: a tenant's slug is its subdomain. */
  slug: subdomainSchema.optional(),
  subdomain: subdomainSchema,
  verticalModuleId: z.number({ error: MSG.invalidId }).int().positive(),
  serviceModules: z.array(z.number().int().positive()).max(50).default([]),
  planTier: z.enum(PLAN_TIERS).default("PROFESSIONAL"),
  billingPeriod: z.enum(["monthly", "yearly"]).default("monthly"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: MSG.portalEmail })),
  phoneNumber: optionalText(50),
  address: optionalText(),
  city: optionalText(100),
  state: optionalText(100),
  postalCode: optionalText(20),
  country: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || DEFAULT_COUNTRY),
  /** Optional: the tenant's own domain (verified by DNS, then given an ACME certificate). */
  customDomain: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null)
    .pipe(customDomainHostnameSchema.nullable()),
  stripeCustomerId: z.string().min(1).max(200),
  stripeSubscriptionId: z.string().min(1).max(200),
  includedUsers: z.number().int().min(0).max(10_000).default(INCLUDED_USERS),
  additionalUsers: z.number().int().min(0).max(10_000).default(0),
});
export type OnboardingTenantInput = z.input<typeof onboardingTenantSchema>;

export const PROVISIONING_STATUSES = ["pending", "in_progress", "complete", "failed"] as const;
/** POST /api/onboarding/tenants/:id/sign-in: the tenant host's /auth/handoff page with a single-use code (fragment). */
export const ownerSignInAnswerSchema = z.object({ url: z.string() });

export const provisioningSchema = z.object({
  tenantId: z.uuid(),
  subdomain: z.string(),
  status: z.enum(PROVISIONING_STATUSES),
  steps: z.array(z.object({ name: z.string(), status: z.enum(["pending", "done"]) })),
  crmUrl: z.string(),
});
export type Provisioning = z.infer<typeof provisioningSchema>;

export const onboardingTenantAnswerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  status: z.string(),
  setupPeriodEndsAt: z.string(),
  provisioning: provisioningSchema,
});

/** SPEC §2: starting step 0 with no vertical, 1 with a vertical only, 2 with vertical and service. */
export function startingStep(params: { vertical?: string | null; service?: string | null }): 0 | 1 | 2 {
  if (!params.vertical) return 0;
  return params.service ? 2 : 1;
}

/** SPEC §4: 'Continue to Payment' needs a DNS setup, an SSL setup, and every required record verified. */
export function canContinueToPayment(
  dns: DnsSetup | null | undefined,
  ssl: SslSetupStatus | null | undefined,
): boolean {
  return Boolean(dns && ssl && dns.records.filter((r) => r.isRequired).every((r) => r.status === "verified"));
}
