import { isIP } from "node:net";
import { DOMAIN_MESSAGES, customHostnameRefusal as sharedRefusal } from "@engagesuite/shared";
import { HttpError } from "../../lib/http-error";

/**
 * Why a host name cannot be a tenant's custom domain, or null when it may be claimed: the shared rule (the platform's
 * own names, localhost, IP literals) plus any other form Node reads as an IP address.
 */
export function customHostnameRefusal(
  hostname: string,
  platform: { appDomain: string; dnsTarget?: string },
): string | null {
  if (isIP(hostname.replace(/^\[|\]$/g, "")) !== 0) return DOMAIN_MESSAGES.notPublic;
  return sharedRefusal(hostname, platform);
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
