import type { AuthUser, TenantStatus } from "@engagesuite/shared";
import { and, eq, lt, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { staffSessions, tenants, users } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";

const HOUR = 3_600_000;
export const STAFF_SESSION_POLICY = {
  idleMs: 8 * HOUR,
  absoluteMs: 24 * HOUR,
  rememberIdleMs: 7 * 24 * HOUR,
  rememberAbsoluteMs: 30 * 24 * HOUR,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 5 * 60_000,
} as const;

export interface StaffSession {
  id: string;
  user: AuthUser;
  remember: boolean;
  expiresAt: Date;
  tenantStatus: TenantStatus | null;
}

export const authUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  tenantId: users.tenantId,
  tenantDomain: tenants.subdomain,
  tenantName: tenants.name,
};

export async function createStaffSession(
  db: DbOrTx,
  input: { userId: string; tenantId: string | null; remember: boolean; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const absolute = input.remember ? STAFF_SESSION_POLICY.rememberAbsoluteMs : STAFF_SESSION_POLICY.absoluteMs;
  const expiresAt = new Date(Date.now() + absolute);
  await db.insert(staffSessions).values({
    id: hashToken(token),
    userId: input.userId,
    tenantId: input.tenantId,
    remember: input.remember,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

function sessionLookup(db: DbOrTx) {
  return db
    .select({
      ...authUserColumns,
      sessionId: staffSessions.id,
      remember: staffSessions.remember,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      tenantStatus: tenants.status,
    })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(staffSessions.id, sql.placeholder("id")))
    .prepare("staff_session_lookup");
}

/** Every API request looks its session up: a named prepared statement, so PostgreSQL plans it once per connection. */
const preparedLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/** The live session for a cookie token, or null (an expired or idle session is deleted on sight). */
export async function findStaffSession(db: DbOrTx, token: string): Promise<StaffSession | null> {
  const id = hashToken(token);
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id });
  if (!row) return null;

  const now = Date.now();
  const idleMs = row.remember ? STAFF_SESSION_POLICY.rememberIdleMs : STAFF_SESSION_POLICY.idleMs;
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  if (row.lastSeenAt.getTime() + STAFF_SESSION_POLICY.touchEveryMs <= now) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, id));
  }
  return {
    id,
    remember: row.remember,
    expiresAt: row.expiresAt,
    tenantStatus: row.tenantStatus ?? null,
    user: {
      id: row.id,
      email: row.email,
      username: row.username,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      tenantId: row.tenantId,
      tenantDomain: row.tenantDomain ?? null,
      tenantName: row.tenantName ?? null,
    },
  };
}

export async function deleteStaffSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of an account, or every other one when `exceptSessionId` is given. */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      exceptSessionId
        ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, exceptSessionId))
        : eq(staffSessions.userId, userId),
    );
}

export async function purgeExpiredStaffSessions(db: DbOrTx): Promise<void> {
  const idleCutoff = new Date(Date.now() - STAFF_SESSION_POLICY.rememberIdleMs);
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, sql`now()`),
        lt(staffSessions.lastSeenAt, idleCutoff),
        and(
          eq(staffSessions.remember, false),
          lt(staffSessions.lastSeenAt, new Date(Date.now() - STAFF_SESSION_POLICY.idleMs)),
        ),
      ),
    );
}
