import { ONBOARDING_MESSAGES, RESERVED_SUBDOMAINS, type SubdomainAvailability } from "@engagesuite/shared";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import { subdomainReservations, tenants } from "../../db/schema";

export const RESERVATION_TTL_MS = 60 * 60_000;
const reserved = new Set<string>(RESERVED_SUBDOMAINS);

export function isReservedSubdomain(subdomain: string): boolean {
  return reserved.has(subdomain);
}

/** Free, reserved by the platform, held by another visitor, or already a tenant's. */
export async function subdomainAvailability(
  db: DbOrTx,
  subdomain: string,
  holderHash: string | null,
): Promise<SubdomainAvailability> {
  const answer = (available: boolean, message: string) => ({ subdomain, available, message });
  if (isReservedSubdomain(subdomain)) return answer(false, ONBOARDING_MESSAGES.subdomainReserved);
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, subdomain));
  if (tenant) return answer(false, ONBOARDING_MESSAGES.subdomainTaken);
  const [held] = await db
    .select({ subdomain: subdomainReservations.subdomain })
    .from(subdomainReservations)
    .where(
      and(
        eq(subdomainReservations.subdomain, subdomain),
        gt(subdomainReservations.expiresAt, new Date()),
        holderHash ? ne(subdomainReservations.holderHash, holderHash) : undefined,
      ),
    );
  if (held) return answer(false, ONBOARDING_MESSAGES.subdomainTaken);
  return answer(true, ONBOARDING_MESSAGES.subdomainAvailable);
}

/**
 * Holds a subdomain for one visitor for an hour; true when this visitor now holds it. One statement, so two visitors
 * racing for one name end with exactly one holder; the unique subdomain of `tenants` settles the final creation.
 */
export async function reserveSubdomain(db: DbOrTx, subdomain: string, holderHash: string): Promise<boolean> {
  const rows = await queryRows<{ subdomain: string }>(
    db,
    sql`insert into subdomain_reservations (subdomain, holder_hash, expires_at)
        values (${subdomain}, ${holderHash}, now() + make_interval(secs => ${RESERVATION_TTL_MS / 1000}))
        on conflict (subdomain) do update
          set holder_hash = excluded.holder_hash, expires_at = excluded.expires_at
          where subdomain_reservations.expires_at <= now()
             or subdomain_reservations.holder_hash = excluded.holder_hash
        returning subdomain`,
  );
  return rows.length === 1;
}
