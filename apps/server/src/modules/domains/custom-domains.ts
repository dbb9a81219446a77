import { randomBytes } from "node:crypto";
import { promises as dns } from "node:dns";
import {
  CUSTOM_DOMAIN_CLAIM_DAYS,
  type CustomDomain,
  challengeRecordName,
  challengeRecordValue,
  customDomainRecords,
} from "@engagesuite/shared";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tenantDomains, tenants } from "../../db/schema";
import { ensureCertificate, type HostingDeps } from "../onboarding/dns-service";

export const CUSTOM_DOMAIN_QUEUE = "custom-domain-verification";
/** The periodic job that releases claims never proven (a pg-boss cron schedule). */
export const CUSTOM_DOMAIN_RELEASE_QUEUE = "custom-domain-release";
export const CUSTOM_DOMAIN_RELEASE_CRON = "17 * * * *";
const CLAIM_TTL_MS = CUSTOM_DOMAIN_CLAIM_DAYS * 86_400_000;

export interface CustomDomainJob {
  tenantId: string;
  hostname: string;
}

/** The DNS lookups custom domains need; tests hand in their own answers. */
export type Resolver = Pick<typeof dns, "lookup" | "resolveCname" | "resolveTxt">;

export interface CustomDomainDeps extends HostingDeps {
  /** Where a custom domain's CNAME must point (DNS_TARGET, default APP_DOMAIN). */
  dnsTarget: string;
  resolver?: Resolver;
}

type DomainRow = typeof tenantDomains.$inferSelect;

/** A new domain's token: 24 random bytes, published by the tenant in the TXT record. */
export function newVerificationToken(): string {
  return randomBytes(24).toString("base64url");
}

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

/** True when `_engagesuite-challenge.<hostname>` has a TXT record with exactly this token (a real DNS lookup). */
async function hasOwnershipRecord(hostname: string, token: string, resolver: Resolver = dns): Promise<boolean> {
  const expected = challengeRecordValue(token);
  const answers = await resolver.resolveTxt(challengeRecordName(hostname)).catch(() => [] as string[][]);
  // A long TXT value arrives split into 255-byte strings: joined, they are the record.
  return answers.some((chunks) => chunks.join("").trim() === expected);
}

/** A DNS answer that has not come after this long counts as "not found yet" (a request never waits longer). */
const LOOKUP_TIMEOUT_MS = 5000;

function notFoundAfterTimeout(lookup: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
}

/** Both records looked up now: the TXT that proves ownership and the CNAME that brings traffic. */
export async function lookUpRecords(deps: CustomDomainDeps, hostname: string, token: string) {
  const [txt, cname] = await Promise.all([
    notFoundAfterTimeout(hasOwnershipRecord(hostname, token, deps.resolver)),
    notFoundAfterTimeout(pointsAtPlatform(hostname, deps.dnsTarget, deps.resolver)),
  ]);
  return { txt, cname };
}

export function toCustomDomain(
  row: DomainRow,
  dnsTarget: string,
  live?: { txt: boolean; cname: boolean },
  certificate?: { status: "active" | "pending"; expiresAt: Date } | null,
): CustomDomain {
  const verified = row.verifiedAt !== null;
  const state = (ok: boolean | undefined) => (ok ? ("verified" as const) : ("pending" as const));
  return {
    hostname: row.hostname,
    status: verified ? "verified" : "pending",
    records: customDomainRecords(row.hostname, dnsTarget, row.verificationToken ?? "", {
      cname: state(live?.cname),
      txt: state(verified || live?.txt),
    }),
    claimedAt: row.createdAt.toISOString(),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    releasesAt: verified ? null : new Date(row.createdAt.getTime() + CLAIM_TTL_MS).toISOString(),
    certificate: certificate
      ? {
          status: certificate.status,
          expiresAt: certificate.status === "active" ? certificate.expiresAt.toISOString() : null,
        }
      : { status: "none", expiresAt: null },
  };
}

/**
 * Attaches the domain when its TXT record carries the claim's token: from then on the host resolves to the tenant.
 * Answers the row as it now is (null when the claim is gone or belongs to another tenant).
 */
export async function checkOwnership(
  deps: CustomDomainDeps,
  job: CustomDomainJob,
  now = new Date(),
): Promise<{ row: DomainRow; live: { txt: boolean; cname: boolean } } | null> {
  const [domain] = await deps.db.select().from(tenantDomains).where(eq(tenantDomains.hostname, job.hostname));
  if (!domain || domain.tenantId !== job.tenantId) return null;
  const live = await lookUpRecords(deps, job.hostname, domain.verificationToken ?? "");
  if (domain.verifiedAt || !domain.verificationToken || !live.txt) return { row: domain, live };
  const [updated] = await deps.db
    .update(tenantDomains)
    .set({ verifiedAt: now })
    .where(
      and(
        eq(tenantDomains.hostname, job.hostname),
        eq(tenantDomains.tenantId, job.tenantId),
        eq(tenantDomains.verificationToken, domain.verificationToken),
      ),
    )
    .returning();
  return updated ? { row: updated, live } : null;
}

/**
 * The custom-domain job: proves ownership by the TXT record (a real DNS lookup), then, once the domain points at the
 * platform, gets its certificate. Not there yet: it throws, and the queue tries again later (DNS takes time to
 * propagate). A claim that was released meanwhile ends the job.
 */
export async function verifyCustomDomain(deps: CustomDomainDeps, job: CustomDomainJob): Promise<void> {
  const checked = await checkOwnership(deps, job);
  if (!checked) return;
  if (!checked.row.verifiedAt) throw new Error(`${job.hostname} has no matching ownership TXT record yet`);
  if (!checked.live.cname) throw new Error(`${job.hostname} does not point at ${deps.dnsTarget} yet`);
  const [tenant] = await deps.db
    .select({ subdomain: tenants.subdomain })
    .from(tenants)
    .where(eq(tenants.id, job.tenantId));
  const cert = await ensureCertificate(deps, job.hostname, tenant?.subdomain ?? "");
  if (cert.status !== "active") throw new Error(`certificate for ${job.hostname} is ${cert.status}`);
}

/**
 * Releases every claim still unverified CUSTOM_DOMAIN_CLAIM_DAYS after it was made: the row goes, so another tenant may
 * claim the name. Answers the released host names.
 */
export async function releaseLapsedClaims(db: Db, now = new Date()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - CLAIM_TTL_MS);
  const rows = await db
    .delete(tenantDomains)
    .where(and(isNull(tenantDomains.verifiedAt), lte(tenantDomains.createdAt, cutoff)))
    .returning({ hostname: tenantDomains.hostname });
  return rows.map((r) => r.hostname);
}
