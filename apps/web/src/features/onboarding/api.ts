import type {
  CustomDomainPreview,
  confirmSubscriptionAnswerSchema,
  DnsRecord,
  DnsSetup,
  dnsSetupStatusEntrySchema,
  OnboardingTenantInput,
  onboardingTenantAnswerSchema,
  PlanTier,
  Provisioning,
  paymentsConfigSchema,
  SslSetupStatus,
  SubscriptionSetup,
  sandboxCardAnswerSchema,
} from "@engagesuite/shared";
import type { z } from "zod";
import { getJson, sendJson } from "@/lib/api";

/** The onboarding calls of SPEC §7, typed by the shared contract (packages/shared/src/onboarding.ts). */

export type DnsSetupStatusEntry = z.infer<typeof dnsSetupStatusEntrySchema>;
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;
export type SandboxCardAnswer = z.infer<typeof sandboxCardAnswerSchema>;
export type ConfirmSubscriptionAnswer = z.infer<typeof confirmSubscriptionAnswerSchema>;
export type OnboardingTenantAnswer = z.infer<typeof onboardingTenantAnswerSchema>;

const q = encodeURIComponent;

export const onboardingApi = {
  setupDns: (subdomain: string, verticalId: number) =>
    sendJson<DnsSetup>("POST", "/api/dns/setup", { subdomain, verticalId }),
  setupSsl: (subdomain: string, verticalId: number) =>
    sendJson<SslSetupStatus>("POST", "/api/ssl/setup", { subdomain, verticalId }),
  dnsStatus: (subdomain: string) => getJson<DnsSetupStatusEntry[]>(`/api/dns/setup/status?subdomain=${q(subdomain)}`),
  dnsRecords: (zoneId: string) => getJson<DnsRecord[]>(`/api/dns/zones/${q(zoneId)}/records`),
  sslStatus: (subdomain: string) => getJson<SslSetupStatus>(`/api/ssl/setup/status?subdomain=${q(subdomain)}`),
  customDomain: (hostname: string) =>
    sendJson<CustomDomainPreview>("POST", "/api/onboarding/custom-domain", { hostname }),
  paymentsConfig: () => getJson<PaymentsConfig>("/api/payments/config"),
  getOrCreateSubscription: (body: {
    email: string;
    name: string;
    planType: PlanTier;
    isYearly: boolean;
    trialDays: number;
  }) => sendJson<SubscriptionSetup>("POST", "/api/payments/get-or-create-subscription", body),
  confirmSandboxCard: (body: {
    clientSecret: string;
    cardNumber: string;
    cardName: string;
    expiryDate: string;
    cvc: string;
  }) => sendJson<SandboxCardAnswer>("POST", "/api/payments/sandbox/confirm-card", body),
  confirmSubscription: (subscriptionId: string, paymentIntentId: string) =>
    sendJson<ConfirmSubscriptionAnswer>("POST", "/api/payments/confirm-subscription", {
      subscriptionId,
      paymentIntentId,
    }),
  createTenant: (body: OnboardingTenantInput) =>
    sendJson<OnboardingTenantAnswer>("POST", "/api/onboarding/tenants", body),
  provisioning: (tenantId: string) => getJson<Provisioning>(`/api/onboarding/tenants/${q(tenantId)}/provisioning`),
};
