import { isIP } from "node:net";
import { DOMAIN_MESSAGES } from "@engagesuite/shared";
import { HttpError } from "../../lib/http-error";

const within = (hostname: string, domain: string) => hostname === domain || hostname.endsWith(`.${domain}`);

/**
 * Why a host name cannot be a tenant's custom domain, or null when it may be claimed: the platform's own names (the app
 * domain, its subdomains, the CNAME target) and names that are not public (localhost, IP literals).
 */
export function customHostnameRefusal(
  hostname: string,
  platform: { appDomain: string; dnsTarget?: string },
): string | null {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  const bare = name.replace(/^\[|\]$/g, "");
  if (isIP(bare) !== 0 || within(name, "localhost")) return DOMAIN_MESSAGES.notPublic;
  const own = [platform.appDomain, platform.dnsTarget].filter((d): d is string => Boolean(d));
  if (own.some((domain) => within(name, domain.toLowerCase()))) return DOMAIN_MESSAGES.platformDomain;
  return null;
}

/** 400 with the field's error when the host name may not be claimed (see customHostnameRefusal). */
export function assertClaimableHostname(
  hostname: string,
  platform: { appDomain: string; dnsTarget?: string },
  field = "hostname",
): void {
  const refusal = customHostnameRefusal(hostname, platform);
  if (refusal) throw new HttpError(400, refusal, { [field]: [refusal] });
}
