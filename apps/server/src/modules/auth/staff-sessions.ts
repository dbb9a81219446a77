import type { AuthUser, TenantStatus } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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
    return row ? lookedUp(id, row) : undefined;
  },
});

type LookupRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>["execute"]>>[number];

function lookedUp(id: string, row: LookupRow) {
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
}

const dialect = new PgDialect();

/**
 * The lookup as one parameterless statement, to go in the message that opens a request's transaction
 * (db/tenant.ts openRequestTransaction): the same columns under their property names, the id (a SHA-256 in hex,
 * checked) written into the text.
 */
export function inlineSessionLookup(id: string): string {
  if (!/^[0-9a-f]{64}$/.test(id)) throw new Error("A session id is a SHA-256 in hex");
  lookupText ??= lookupTemplate();
  return lookupText.replace(ID_MARK, id);
}
const ID_MARK = "session-id-goes-here";
let lookupText: string | undefined;
/** The lookup's text, built once, with a mark where the id goes. */
function lookupTemplate(): string {
  const columns = { ...authUserColumns, remember: staffSessions.remember, lastSeenAt: staffSessions.lastSeenAt };
  const named = Object.entries({ ...columns, expiresAt: staffSessions.expiresAt, tenantStatus: tenants.status }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(key)}`,
  );
  return dialect.sqlToQuery(
    sql`select ${sql.join(named, sql`, `)} from ${staffSessions}
      inner join ${users} on ${users.id} = ${staffSessions.userId} and ${users.status} = 'active'
      left join ${tenants} on ${tenants.id} = ${users.tenantId}
      where ${staffSessions.id} = ${sql.raw(`'${ID_MARK}'`)}`,
  ).sql;
}

/** The staff session of a row `inlineSessionLookup` read, as `find` answers it. */
export function staffSessionOfRow(db: DbOrTx, id: string, row: LookupRow | undefined): Promise<StaffSession | null> {
  return staffSessionStore.settle(db, id, null, row ? lookedUp(id, row) : undefined);
}
