import { z } from "zod";
import { PERMISSIONS } from "./permissions";

/**
 * Custom domains (issue 15, point 7): a tenant proves it owns a domain with a TXT record that carries its own token,
 * published at `_engagesuite-challenge.<hostname>`, next to the CNAME that sends the traffic to the platform. Only then
 * is the domain attached; a claim never proven lapses after CUSTOM_DOMAIN_CLAIM_DAYS.
 */

/** The label under the claimed hostname where the TXT record goes. */
export const CUSTOM_DOMAIN_CHALLENGE_LABEL = "_engagesuite-challenge";
/** The TXT record's value is this prefix followed by the domain's token. */
export const CUSTOM_DOMAIN_TOKEN_PREFIX = "engagesuite-verification=";
/** An unverified claim is released (anyone may claim the domain again) this many days after it was made. */
export const CUSTOM_DOMAIN_CLAIM_DAYS = 7;
/** How many custom domains (verified or not) one workspace may hold. */
export const CUSTOM_DOMAINS_PER_TENANT = 5;

export const DOMAIN_MESSAGES = {
  invalid: "Please enter a valid domain name, like crm.example.com",
  platformDomain: "This domain belongs to the platform. Enter a domain your business owns, like crm.example.com.",
  notPublic: "Enter a public domain name your business owns, like crm.example.com (not localhost or an IP address).",
  claimed:
    "This domain is already claimed by another workspace. It can be claimed again once that claim is removed or lapses.",
  tooMany: `A workspace can have at most ${CUSTOM_DOMAINS_PER_TENANT} custom domains. Remove one first.`,
  notFound: "Custom domain not found",
  adminOnly: PERMISSIONS["domains.manage"].denied,
  pending: "The TXT record was not found yet. DNS changes can take a while to spread; we keep checking.",
  verified: "Your domain is verified.",
  removed: "The custom domain was removed.",
} as const;

const HOSTNAME = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A custom domain as typed: trimmed, lower-cased, a trailing dot dropped; a DNS name with a letters-only TLD. */
export const customDomainHostnameSchema = z
  .string({ error: DOMAIN_MESSAGES.invalid })
  .trim()
  .toLowerCase()
  .max(253, DOMAIN_MESSAGES.invalid)
  .transform((v) => v.replace(/\.$/, ""))
  .refine((v) => HOSTNAME.test(v), { message: DOMAIN_MESSAGES.invalid });

export const customDomainClaimSchema = z.object({ hostname: customDomainHostnameSchema });

const within = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Why a host name cannot be a tenant's custom domain, or null when it may be claimed: the platform's own names (the
 * app domain, its subdomains, the CNAME target) and names that are not public (localhost, IP literals).
 */
export function customHostnameRefusal(
  hostname: string,
  platform: { appDomain: string; dnsTarget?: string },
): string | null {
  const name = hostname.trim().toLowerCase().replace(/\.$/, "");
  if (IPV4.test(name) || name.includes(":") || name.startsWith("[") || within(name, "localhost")) {
    return DOMAIN_MESSAGES.notPublic;
  }
  const own = [platform.appDomain, platform.dnsTarget].filter((d): d is string => Boolean(d));
  if (own.some((domain) => within(name, domain.toLowerCase()))) return DOMAIN_MESSAGES.platformDomain;
  return null;
}
