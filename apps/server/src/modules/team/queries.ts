import { planByTier, type Seats, type TeamListQuery, type TeamMember } from "@engagesuite/shared";
import { and, asc, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { tenants } from "../../tenancy/schema";
import { users } from "../auth/schema";
import { teamInvitations } from "./schema";

/*
 * The team's reads: every query names the tenant explicitly (`users` and `team_invitations` are global tables, read
 * inside the caller's tenant transaction).
 */

const memberColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  role: users.role,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  invitedAt: teamInvitations.createdAt,
  invitationExpiresAt: teamInvitations.expiresAt,
};

type MemberRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string | null;
  role: string;
  status: string;
  lastLoginAt: Date | null;
  createdAt: Date;
  invitedAt: Date | null;
  invitationExpiresAt: Date | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toMember(row: MemberRow): TeamMember {
  const live = row.status === "invited" && row.invitationExpiresAt && row.invitationExpiresAt > new Date();
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    role: row.role as TeamMember["role"],
    status: row.status as TeamMember["status"],
    lastSignInAt: iso(row.lastLoginAt),
    invitedAt: row.status === "invited" ? iso(row.invitedAt) : null,
    invitationExpiresAt: live ? iso(row.invitationExpiresAt) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const ofTenant = (tenantId: string) =>
  and(eq(users.tenantId, tenantId), inArray(users.role, ["TENANT_ADMIN", "STAFF"]));

/** `%`, `_` and `\` are the person's own characters, not LIKE wildcards. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listMembers(
  tx: Tx,
  tenantId: string,
  query: TeamListQuery,
): Promise<{ members: TeamMember[]; total: number; page: number; pageSize: number }> {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  const filters: (SQL | undefined)[] = [ofTenant(tenantId)];
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(
      sql`(lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${pattern}
        or lower(${users.email}) like ${pattern} or lower(coalesce(${users.username}, '')) like ${pattern})`,
    );
  }
  const where = and(...filters);
  const rows = await tx
    .select(memberColumns)
    .from(users)
    .leftJoin(teamInvitations, eq(teamInvitations.userId, users.id))
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(${users.firstName}, ''))`),
      asc(sql`lower(coalesce(${users.lastName}, ''))`),
      asc(users.email),
      asc(users.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(users).where(where);
  return { members: rows.map(toMember), total: Number(total), page, pageSize };
}

export async function findMember(tx: Tx, tenantId: string, userId: string): Promise<TeamMember | null> {
  const [row] = await tx
    .select(memberColumns)
    .from(users)
    .leftJoin(teamInvitations, eq(teamInvitations.userId, users.id))
    .where(and(ofTenant(tenantId), eq(users.id, userId)));
  return row ? toMember(row) : null;
}

/** Seats taken (active members and pending invitations, issue 17 point 5) and the plan's limit. */
export async function seatsOf(tx: Tx, tenantId: string): Promise<Seats> {
  const [tenant] = await tx
    .select({ planTier: tenants.planTier, additionalUsers: tenants.additionalUsers })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const plan = planByTier(tenant?.planTier ?? "BASIC");
  // Seats bought beyond the plan's users (the billing page, issue 18) raise the limit.
  const limit = plan.maxUsers === null ? null : plan.maxUsers + (tenant?.additionalUsers ?? 0);
  const [{ used } = { used: 0 }] = await tx
    .select({ used: count() })
    .from(users)
    .where(and(ofTenant(tenantId), inArray(users.status, ["active", "invited"])));
  return { used: Number(used), limit, planName: plan.name };
}

/** Active administrators other than `exceptUserId`. */
export async function otherActiveAdmins(tx: Tx, tenantId: string, exceptUserId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, "TENANT_ADMIN"),
        eq(users.status, "active"),
        ne(users.id, exceptUserId),
      ),
    );
  return Number(n);
}

/**
 * Serialises the team's changes per tenant until the transaction ends: two admins inviting for the last seat, or
 * demoting each other, at the same moment are counted one after the other.
 */
export async function lockTeam(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${tenantId}`}))`);
}
