import { and, eq, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { hashToken, newToken } from "../../lib/tokens";

/** How long a session lives: idle and absolute limits (longer with "remember me"), and how often it is touched. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  /** The limits of a remembered session (staff only); without them "remember me" changes nothing. */
  rememberIdleMs?: number;
  rememberAbsoluteMs?: number;
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: number;
}

/** What every session row has, whatever its account. */
export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  remember: boolean;
}

/** One kind of session: its table, its columns, its limits, and how a row is read with its account. */
export interface SessionKind<S> {
  table: PgTable;
  columns: {
    id: PgColumn;
    accountId: PgColumn;
    tenantId: PgColumn;
    lastSeenAt: PgColumn;
    expiresAt: PgColumn;
    /** Absent when the kind has no "remember me". */
    remember?: PgColumn;
  };
  /** The account column's property name in the table (for inserts). */
  accountKey: string;
  /**
   * A tenant-owned table (RLS forced): every statement names the tenant and runs in that tenant's transaction. A
   * global table is read before any tenant is known, by the token alone.
   */
  tenantOwned: boolean;
  policy: SessionPolicy;
  /** The session row with its account, by the token's hash (and the tenant, for a tenant-owned kind). */
  lookup(db: DbOrTx, id: string, tenantId: string | null): Promise<(SessionTimes & { session: S }) | undefined>;
}

export interface NewSession {
  tenantId: string | null;
  accountId: string;
  remember?: boolean;
  ip?: string;
  userAgent?: string;
}

/**
 * Server-side sessions, one implementation for staff and portal sessions: the cookie carries a random 32-byte token,
 * the table only its SHA-256. A session ends when idle or at its absolute limit (deleted on sight), logout deletes
 * it, a login rotates it, and a password change or reset ends the account's others or all of them.
 */
export class SessionStore<S> {
  constructor(readonly kind: SessionKind<S>) {}

  private limits(remember: boolean): { idleMs: number; absoluteMs: number } {
    const { policy } = this.kind;
    return remember
      ? { idleMs: policy.rememberIdleMs ?? policy.idleMs, absoluteMs: policy.rememberAbsoluteMs ?? policy.absoluteMs }
      : { idleMs: policy.idleMs, absoluteMs: policy.absoluteMs };
  }

  /** The row of this session id (with its tenant, for a tenant-owned kind). */
  private byId(id: string, tenantId: string | null): SQL {
    const { columns, tenantOwned } = this.kind;
    const row = eq(columns.id, id);
    return tenantOwned ? (and(eq(columns.tenantId, tenantId), row) as SQL) : row;
  }

  async create(db: DbOrTx, input: NewSession): Promise<{ token: string; expiresAt: Date }> {
    const { table, columns, accountKey } = this.kind;
    const token = newToken();
    const remember = Boolean(input.remember && columns.remember);
    const expiresAt = new Date(Date.now() + this.limits(remember).absoluteMs);
    const values: Record<string, unknown> = {
      id: hashToken(token),
      tenantId: input.tenantId,
      [accountKey]: input.accountId,
      expiresAt,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    };
    if (columns.remember) values.remember = remember;
    await db.insert(table).values(values as never);
    return { token, expiresAt };
  }

  /** The live session of a cookie's token, or null; an expired or idle session is deleted on sight. */
  async find(db: DbOrTx, token: string, tenantId: string | null = null): Promise<S | null> {
    const id = hashToken(token);
    return this.settle(db, id, tenantId, await this.kind.lookup(db, id, tenantId));
  }

  /** A looked-up row as `find` answers it (by whatever statement read it): expired or idle, deleted; else touched. */
  async settle(
    db: DbOrTx,
    id: string,
    tenantId: string | null,
    row: (SessionTimes & { session: S }) | undefined,
  ): Promise<S | null> {
    if (!row) return null;
    const now = Date.now();
    const { idleMs } = this.limits(row.remember);
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
      await this.delete(db, id, tenantId);
      return null;
    }
    if (row.lastSeenAt.getTime() + this.kind.policy.touchEveryMs <= now) {
      await db
        .update(this.kind.table)
        .set({ lastSeenAt: new Date(now) } as never)
        .where(this.byId(id, tenantId));
    }
    return row.session;
  }

  /** A login: the browser's previous session (if any) ends and a new one starts. */
  async rotate(
    db: DbOrTx,
    previousId: string | null | undefined,
    input: NewSession,
  ): Promise<{ token: string; expiresAt: Date }> {
    if (previousId) await this.delete(db, previousId, input.tenantId);
    return this.create(db, input);
  }

  async delete(db: DbOrTx, sessionId: string, tenantId: string | null = null): Promise<void> {
    await db.delete(this.kind.table).where(this.byId(sessionId, tenantId));
  }

  /** Ends every session of an account, or every other one when `exceptSessionId` is given. */
  async deleteAllOf(
    db: DbOrTx,
    account: { accountId: string; tenantId: string | null },
    exceptSessionId?: string,
  ): Promise<void> {
    const { columns, tenantOwned } = this.kind;
    const conditions = [eq(columns.accountId, account.accountId)];
    if (tenantOwned) conditions.unshift(eq(columns.tenantId, account.tenantId));
    if (exceptSessionId) conditions.push(ne(columns.id, exceptSessionId));
    await db.delete(this.kind.table).where(and(...conditions));
  }

  /** Deletes the sessions past either limit (a sweep; for a tenant-owned kind, run it in the tenant's transaction). */
  async purgeExpired(db: DbOrTx): Promise<void> {
    const { columns, policy } = this.kind;
    const cutoff = (ms: number) => new Date(Date.now() - ms);
    const idle = columns.remember
      ? or(
          lt(columns.lastSeenAt, cutoff(policy.rememberIdleMs ?? policy.idleMs)),
          and(eq(columns.remember, false), lt(columns.lastSeenAt, cutoff(policy.idleMs))),
        )
      : lt(columns.lastSeenAt, cutoff(policy.idleMs));
    await db.delete(this.kind.table).where(or(lt(columns.expiresAt, sql`now()`), idle));
  }
}
