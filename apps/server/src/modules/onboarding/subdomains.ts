import {
  ABUSE_MESSAGES,
  ONBOARDING_MESSAGES,
  RESERVATIONS_PER_IP,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_MAX_LENGTH,
  SUBDOMAIN_SUGGESTION_COUNT,
  type SubdomainAvailability,
  subdomainSchema,
} from "@engagesuite/shared";
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import { subdomainReservations, tenants } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

const RESERVATION_TTL_MS = 60 * 60_000;
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
  const answer = (available: boolean, message: string) => ({ subdomain, available, message, suggestions: [] });
  const refusal = async (message: string) => ({
    ...answer(false, message),
    suggestions: await freeSubdomainSuggestions(db, subdomain, holderHash),
  });
  if (isReservedSubdomain(subdomain)) return refusal(ONBOARDING_MESSAGES.subdomainReserved);
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, subdomain));
  if (tenant) return refusal(ONBOARDING_MESSAGES.subdomainTaken);
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
  if (held) return refusal(ONBOARDING_MESSAGES.subdomainTaken);
  return answer(true, ONBOARDING_MESSAGES.subdomainAvailable);
}

/** Words a suggestion may end with after the numbered "-2": short, neutral, fit any business. */
const SUGGESTION_SUFFIXES = ["hq", "team", "crm", "online", "group"];
const NUMBERED_SUGGESTIONS = 18;

/**
 * Names to offer instead of a taken or reserved subdomain, closest first: `{name}-2`, `{name}-hq`, `{name}-team`, …,
 * then `{name}-3` … `{name}-19`. The name is the subdomain without a trailing number ("acme-2" suggests "acme-3"),
 * shortened so each candidate keeps to SUBDOMAIN_MAX_LENGTH; every candidate passes the subdomain rules and is not
 * one of the platform's reserved names.
 */
export function subdomainSuggestionCandidates(subdomain: string): string[] {
  const name = subdomain.replace(/-\d+$/, "") || subdomain;
  const withSuffix = (suffix: string) => {
    const head = name.slice(0, SUBDOMAIN_MAX_LENGTH - suffix.length - 1).replace(/-+$/, "");
    return head ? `${head}-${suffix}` : suffix;
  };
  const numbered = Array.from({ length: NUMBERED_SUGGESTIONS }, (_, i) => String(i + 2));
  const candidates = [numbered[0]!, ...SUGGESTION_SUFFIXES, ...numbered.slice(1)].map(withSuffix);
  return [...new Set(candidates)].filter(
    (candidate) =>
      candidate !== subdomain &&
      !isReservedSubdomain(candidate) &&
      subdomainSchema.safeParse(candidate).data === candidate,
  );
}

/**
 * Up to SUBDOMAIN_SUGGESTION_COUNT free candidates, in their order: one statement checks them all against the tenants'
 * subdomains and against names another visitor holds (a name this visitor holds is theirs to take).
 */
export async function freeSubdomainSuggestions(
  db: DbOrTx,
  subdomain: string,
  holderHash: string | null,
): Promise<string[]> {
  const candidates = subdomainSuggestionCandidates(subdomain);
  if (candidates.length === 0) return [];
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.name from unnest(array[${sql.join(
      candidates.map((candidate) => sql`${candidate}`),
      sql`, `,
    )}]::text[]) with ordinality as c(name, position)
        where not exists (select 1 from tenants t where t.subdomain = c.name)
          and not exists (
            select 1 from subdomain_reservations r
            where r.subdomain = c.name and r.expires_at > now()
              and (${holderHash}::text is null or r.holder_hash <> ${holderHash}::text)
          )
        order by c.position
        limit ${SUBDOMAIN_SUGGESTION_COUNT}`,
  );
  return rows.map((row) => row.name);
}

/**
 * Holds a subdomain for one visitor for an hour; true when this visitor now holds it. One statement decides the name,
 * so two visitors racing for it end with exactly one holder; the unique subdomain of `tenants` settles the final
 * creation. A visitor holds one name at a time (choosing another frees the previous one), and the visitors of one
 * address hold at most RESERVATIONS_PER_IP names at once: the address's lock makes count and insert one step.
 */
export async function reserveSubdomain(db: Db, subdomain: string, holderHash: string, ip: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subdomain-reservations:${ip}`}))`);
    const held = await queryRows<{ subdomain: string; expires_at: string | Date }>(
      tx,
      sql`select subdomain, expires_at from subdomain_reservations
          where ip = ${ip} and expires_at > now() and holder_hash <> ${holderHash}
          order by expires_at`,
    );
    if (held.length >= RESERVATIONS_PER_IP) {
      const retryAfter = Math.max(1, Math.ceil((new Date(held[0]!.expires_at).getTime() - Date.now()) / 1000));
      throw new HttpError(429, ABUSE_MESSAGES.tooManyReservations, undefined, { "retry-after": String(retryAfter) });
    }
    const rows = await queryRows<{ subdomain: string }>(
      tx,
      sql`insert into subdomain_reservations (subdomain, holder_hash, ip, expires_at)
          values (${subdomain}, ${holderHash}, ${ip}, now() + make_interval(secs => ${RESERVATION_TTL_MS / 1000}))
          on conflict (subdomain) do update
            set holder_hash = excluded.holder_hash, ip = excluded.ip, expires_at = excluded.expires_at
            where subdomain_reservations.expires_at <= now()
               or subdomain_reservations.holder_hash = excluded.holder_hash
          returning subdomain`,
    );
    if (rows.length !== 1) return false;
    await tx
      .delete(subdomainReservations)
      .where(and(eq(subdomainReservations.holderHash, holderHash), ne(subdomainReservations.subdomain, subdomain)));
    return true;
  });
}

/** Expired reservations hold nothing (every check compares expires_at); this clears their rows. */
export async function purgeExpiredReservations(db: Db): Promise<void> {
  await db.delete(subdomainReservations).where(lte(subdomainReservations.expiresAt, new Date()));
}
