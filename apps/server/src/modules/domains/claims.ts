import { CUSTOM_DOMAINS_PER_TENANT, type CustomDomain, DOMAIN_MESSAGES } from "@engagesuite/shared";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { sslCertificates, tenantDomains } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import { HttpError, notFound } from "../../lib/http-error";
import {
  CUSTOM_DOMAIN_QUEUE,
  type CustomDomainDeps,
  type CustomDomainJob,
  checkOwnership,
  lookUpRecords,
  newVerificationToken,
  toCustomDomain,
} from "./custom-domains";
import { assertClaimableHostname } from "./hostname-policy";

export interface ClaimDeps extends CustomDomainDeps {
  jobs: JobQueue;
}

/** One verification job per tenant and host name: a claim released and made again by another tenant gets its own. */
function enqueueVerification(jobs: JobQueue, tx: Tx, job: CustomDomainJob): Promise<void> {
  return jobs.sendInTx<CustomDomainJob>(tx, CUSTOM_DOMAIN_QUEUE, job, {
    singletonKey: `${job.tenantId}:${job.hostname}`,
  });
}

/**
 * Inserts the claim in the caller's transaction with its verification job. False when the name is already claimed by
 * another tenant (the answer never says which); true when it is this tenant's (new or already there).
 */
export async function insertClaim(
  jobs: JobQueue,
  tx: Tx,
  claim: { tenantId: string; hostname: string; token: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(tenantDomains)
    .values({ hostname: claim.hostname, tenantId: claim.tenantId, verificationToken: claim.token })
    .onConflictDoNothing({ target: tenantDomains.hostname })
    .returning({ hostname: tenantDomains.hostname });
  if (inserted.length === 0) {
    const [holder] = await tx
      .select({ tenantId: tenantDomains.tenantId })
      .from(tenantDomains)
      .where(eq(tenantDomains.hostname, claim.hostname));
    return holder?.tenantId === claim.tenantId;
  }
  await enqueueVerification(jobs, tx, { tenantId: claim.tenantId, hostname: claim.hostname });
  return true;
}

/** The platform's certificates of these host names (a custom domain has one once it is verified and points here). */
async function certificatesOf(deps: ClaimDeps, hostnames: string[]) {
  if (hostnames.length === 0) return new Map<string, { status: "active" | "pending"; expiresAt: Date }>();
  const rows = await deps.db
    .select({
      hostname: sslCertificates.hostname,
      status: sslCertificates.status,
      expiresAt: sslCertificates.expiresAt,
    })
    .from(sslCertificates)
    .where(inArray(sslCertificates.hostname, hostnames));
  return new Map(rows.map((row) => [row.hostname, row]));
}

export async function hasDomain(deps: ClaimDeps, tenantId: string, hostname: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ hostname: tenantDomains.hostname })
    .from(tenantDomains)
    .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.hostname, hostname)));
  return Boolean(row);
}

export async function listDomains(deps: ClaimDeps, tenantId: string): Promise<CustomDomain[]> {
  const rows = await deps.db
    .select()
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, tenantId))
    .orderBy(asc(tenantDomains.createdAt), asc(tenantDomains.hostname));
  const certificates = await certificatesOf(
    deps,
    rows.map((row) => row.hostname),
  );
  // Each record's status as DNS answers now (a read: a matching TXT record is attached by the job or "Check now").
  return Promise.all(
    rows.map(async (row) =>
      toCustomDomain(
        row,
        deps.dnsTarget,
        await lookUpRecords(deps, row.hostname, row.verificationToken ?? ""),
        certificates.get(row.hostname),
      ),
    ),
  );
}

/** A tenant admin claims a domain: a new random token to publish, and the verification job starts. */
export async function claimDomain(
  deps: ClaimDeps,
  tenantId: string,
  hostname: string,
): Promise<{ domain: CustomDomain; created: boolean }> {
  assertClaimableHostname(hostname, { appDomain: deps.appDomain, dnsTarget: deps.dnsTarget });
  return deps.db.transaction(async (tx) => {
    const [own] = await tx
      .select()
      .from(tenantDomains)
      .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.hostname, hostname)));
    if (own) return { domain: toCustomDomain(own, deps.dnsTarget), created: false };
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(tenantDomains)
      .where(eq(tenantDomains.tenantId, tenantId));
    if (n >= CUSTOM_DOMAINS_PER_TENANT) {
      throw new HttpError(409, DOMAIN_MESSAGES.tooMany, { hostname: [DOMAIN_MESSAGES.tooMany] });
    }
    const mine = await insertClaim(deps.jobs, tx, { tenantId, hostname, token: newVerificationToken() });
    if (!mine) throw new HttpError(409, DOMAIN_MESSAGES.claimed, { hostname: [DOMAIN_MESSAGES.claimed] });
    const [row] = await tx.select().from(tenantDomains).where(eq(tenantDomains.hostname, hostname));
    return { domain: toCustomDomain(row!, deps.dnsTarget), created: true };
  });
}

/**
 * Looks the records up now ("Check again"): a matching TXT attaches the domain, and the job is sent again so the
 * certificate follows once the CNAME points at the platform.
 */
export async function checkDomainNow(deps: ClaimDeps, tenantId: string, hostname: string): Promise<CustomDomain> {
  const checked = await checkOwnership(deps, { tenantId, hostname });
  if (!checked) throw notFound(DOMAIN_MESSAGES.notFound);
  if (checked.row.verifiedAt) {
    await deps.db.transaction((tx) => enqueueVerification(deps.jobs, tx, { tenantId, hostname }));
  }
  const certificates = await certificatesOf(deps, [hostname]);
  return toCustomDomain(checked.row, deps.dnsTarget, checked.live, certificates.get(hostname));
}

/** Releases the tenant's claim (and drops any certificate the platform held for it). */
export async function removeDomain(deps: ClaimDeps, tenantId: string, hostname: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(tenantDomains)
      .where(and(eq(tenantDomains.tenantId, tenantId), eq(tenantDomains.hostname, hostname)))
      .returning({ hostname: tenantDomains.hostname });
    if (removed.length === 0) throw notFound(DOMAIN_MESSAGES.notFound);
    await tx.delete(sslCertificates).where(eq(sslCertificates.hostname, hostname));
  });
}
