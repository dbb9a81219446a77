import { z } from "zod";
import { DNS_DEFAULT_TTL } from "./constants";
import { CUSTOM_DOMAIN_CHALLENGE_LABEL, CUSTOM_DOMAIN_TOKEN_PREFIX } from "./domain-names";
import { type DnsRecord, dnsRecordSchema } from "./onboarding";

/** The DNS records of a custom domain and the API's answers about them (names and rules: domain-names.ts). */

export function challengeRecordName(hostname: string): string {
  return `${CUSTOM_DOMAIN_CHALLENGE_LABEL}.${hostname}`;
}

export function challengeRecordValue(token: string): string {
  return `${CUSTOM_DOMAIN_TOKEN_PREFIX}${token}`;
}

/** The two records a tenant publishes for a custom domain: the CNAME (traffic) and the TXT (proof of ownership). */
export function customDomainRecords(
  hostname: string,
  target: string,
  token: string,
  status: { cname: DnsRecord["status"]; txt: DnsRecord["status"] },
): DnsRecord[] {
  return [
    { type: "CNAME", name: hostname, value: target, ttl: DNS_DEFAULT_TTL, isRequired: true, status: status.cname },
    {
      type: "TXT",
      name: challengeRecordName(hostname),
      value: challengeRecordValue(token),
      ttl: DNS_DEFAULT_TTL,
      isRequired: true,
      status: status.txt,
    },
  ];
}

export const CUSTOM_DOMAIN_STATUSES = ["pending", "verified"] as const;

/**
 * A custom domain's HTTPS certificate: none yet (it is requested once the domain is verified and its CNAME points at
 * the platform), pending (being issued) or active (until `expiresAt`).
 */
export const CERTIFICATE_STATES = ["none", "pending", "active"] as const;
export const customDomainCertificateSchema = z.object({
  status: z.enum(CERTIFICATE_STATES),
  expiresAt: z.string().nullable(),
});
export type CustomDomainCertificate = z.infer<typeof customDomainCertificateSchema>;

/** A workspace's custom domain, as its settings show it. */
export const customDomainSchema = z.object({
  hostname: z.string(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  records: z.array(dnsRecordSchema),
  claimedAt: z.string(),
  verifiedAt: z.string().nullable(),
  /** When an unverified claim lapses; null once verified. */
  releasesAt: z.string().nullable(),
  certificate: customDomainCertificateSchema,
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** POST /api/onboarding/custom-domain: the records a wizard visitor publishes before the workspace exists. */
export const customDomainPreviewSchema = z.object({
  hostname: z.string(),
  records: z.array(dnsRecordSchema),
});
export type CustomDomainPreview = z.infer<typeof customDomainPreviewSchema>;
