import type { AuthUser, TenantStatus } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { staffSessions, tenants, users } from "../../db/schema";
import { SessionStore } from "./session-store";

const HOUR = 3_600_000;
export const STAFF_SESSION_POLICY = {
  idleMs: 8 * HOUR,
  absoluteMs: 24 * HOUR,
  rememberIdleMs: 7 * 24 * HOUR,
  rememberAbsoluteMs: 30 * 24 * HOUR,
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

function sessionLookup(db: DbOrTx) {
  return (
    db
      .select({
        ...authUserColumns,
        remember: staffSessions.remember,
        lastSeenAt: staffSessions.lastSeenAt,
        expiresAt: staffSessions.expiresAt,
        tenantStatus: tenants.status,
      })
      .from(staffSessions)
      // A deactivated member's session is refused at once (deactivation also deletes their sessions).
      .innerJoin(users, and(eq(users.id, staffSessions.userId), eq(users.status, "active")))
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(staffSessions.id, sql.placeholder("id")))
      .prepare("staff_session_lookup")
  );
}

/** Every API request looks its session up: a named prepared statement, so PostgreSQL plans it once per connection. */
const preparedLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/**
 * Staff and platform sessions (`staff_sessions`, global: a cookie is read before the tenant is known), with "remember
 * me". The account is the `users` row.
 */
export const staffSessionStore = new SessionStore<StaffSession>({
  table: staffSessions,
  columns: {
    id: staffSessions.id,
    accountId: staffSessions.userId,
    tenantId: staffSessions.tenantId,
    lastSeenAt: staffSessions.lastSeenAt,
    expiresAt: staffSessions.expiresAt,
    remember: staffSessions.remember,
  },
  accountKey: "userId",
  tenantOwned: false,
  policy: STAFF_SESSION_POLICY,
  async lookup(db, id) {
    let lookup = preparedLookups.get(db);
    if (!lookup) {
      lookup = sessionLookup(db);
      preparedLookups.set(db, lookup);
    }
    const [row] = await lookup.execute({ id });
    if (!row) return undefined;
    const { remember, lastSeenAt, expiresAt, tenantStatus, ...user } = row;
    return {
      remember,
      lastSeenAt,
      expiresAt,
      session: {
        id,
        remember,
        expiresAt,
        tenantStatus: tenantStatus ?? null,
        user: { ...user, tenantDomain: user.tenantDomain ?? null, tenantName: user.tenantName ?? null },
      },
    };
  },
});
