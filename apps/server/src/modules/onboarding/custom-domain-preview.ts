import { type CustomDomainPreview, customDomainRecords, DOMAIN_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { tenantDomains } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { SecretBox } from "../../lib/secret-box";
import { type CustomDomainDeps, lookUpRecords } from "../domains/custom-domains";
import { assertClaimableHostname } from "../domains/hostname-policy";

/**
 * The TXT token a wizard visitor publishes for a custom domain before the workspace exists: a keyed hash of their
 * onboarding cookie and the host name, so the same visitor sees the same token on every visit and at tenant creation,
 * and nobody without that cookie (and SECRET_KEY) can compute it.
 */
export function wizardDomainToken(secrets: SecretBox, holderHash: string, hostname: string): string {
  return secrets.mac("custom-domain-wizard-token", `${holderHash}\n${hostname}`).slice(0, 32);
}

/** The wizard's DNS step: the CNAME and TXT records for the visitor's custom domain, each looked up now. */
export async function previewCustomDomain(
  deps: CustomDomainDeps & { secrets: SecretBox },
  holderHash: string,
  hostname: string,
): Promise<CustomDomainPreview> {
  assertClaimableHostname(hostname, deps);
  const [claimed] = await deps.db
    .select({ hostname: tenantDomains.hostname })
    .from(tenantDomains)
    .where(eq(tenantDomains.hostname, hostname));
  if (claimed) throw new HttpError(409, DOMAIN_MESSAGES.claimed, { hostname: [DOMAIN_MESSAGES.claimed] });
  const token = wizardDomainToken(deps.secrets, holderHash, hostname);
  const live = await lookUpRecords(deps, hostname, token);
  return {
    hostname,
    records: customDomainRecords(hostname, deps.dnsTarget, token, {
      cname: live.cname ? "verified" : "pending",
      txt: live.txt ? "verified" : "pending",
    }),
  };
}
