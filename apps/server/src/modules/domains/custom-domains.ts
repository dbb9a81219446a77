import { promises as dns } from "node:dns";
import { eq } from "drizzle-orm";
import { tenantDomains, tenants } from "../../db/schema";
import { ensureCertificate, type HostingDeps } from "../onboarding/dns-service";

export const CUSTOM_DOMAIN_QUEUE = "custom-domain-verification";

export interface CustomDomainJob {
  tenantId: string;
  hostname: string;
}

type Resolver = Pick<typeof dns, "lookup" | "resolveCname">;

/** True when the custom domain points at the platform: a CNAME to the target, or the same addresses. */
export async function pointsAtPlatform(hostname: string, target: string, resolver: Resolver = dns): Promise<boolean> {
  const cnames = await resolver.resolveCname(hostname).catch(() => [] as string[]);
  if (cnames.some((c) => c.replace(/\.$/, "").toLowerCase() === target.toLowerCase())) return true;
  const [mine, theirs] = await Promise.all([
    resolver.lookup(hostname, { all: true }).catch(() => []),
    resolver.lookup(target, { all: true }).catch(() => []),
  ]);
  const platform = new Set(theirs.map((a) => a.address));
  return mine.length > 0 && mine.every((a) => platform.has(a.address));
}

/**
 * The custom-domain job: verifies by a real DNS lookup that the tenant's domain points at the platform, then gets its
 * certificate. Not there yet: it throws, and the queue tries again later (DNS takes time to propagate).
 */
export async function verifyCustomDomain(
  deps: HostingDeps & { dnsTarget: string; resolver?: Resolver },
  job: CustomDomainJob,
): Promise<void> {
  const [domain] = await deps.db.select().from(tenantDomains).where(eq(tenantDomains.hostname, job.hostname));
  if (!domain || domain.tenantId !== job.tenantId) return;
  if (!domain.verifiedAt) {
    if (!(await pointsAtPlatform(job.hostname, deps.dnsTarget, deps.resolver))) {
      throw new Error(`${job.hostname} does not point at ${deps.dnsTarget} yet`);
    }
    await deps.db.update(tenantDomains).set({ verifiedAt: new Date() }).where(eq(tenantDomains.hostname, job.hostname));
  }
  const [tenant] = await deps.db
    .select({ subdomain: tenants.subdomain })
    .from(tenants)
    .where(eq(tenants.id, job.tenantId));
  const cert = await ensureCertificate(deps, job.hostname, tenant?.subdomain ?? "");
  if (cert.status !== "active") throw new Error(`certificate for ${job.hostname} is ${cert.status}`);
}
