import type { AuditEvent, AuditListQuery } from "@engagesuite/shared";
import { and, count, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { tenants } from "../../tenancy/schema";
import { auditEvents } from "./schema";

interface Cursor {
  createdAt: Date;
  id: string;
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [at, id] = Buffer.from(value, "base64url").toString().split("|");
  const createdAt = new Date(at ?? "");
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, id };
}

/** A page of the tenant's events, newest first (keyset on created_at, id), and the total matching the filters. */
export async function listAuditEvents(
  tx: Tx,
  tenantId: string,
  query: AuditListQuery,
  cursor: Cursor | null,
): Promise<{ events: AuditEvent[]; nextCursor: string | null; total: number }> {
  const limit = Number(query.limit ?? 50);
  const filters: (SQL | undefined)[] = [
    eq(auditEvents.tenantId, tenantId),
    query.person ? eq(auditEvents.actorId, query.person) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
  ];
  const where = and(...filters);
  const page = cursor
    ? and(
        where,
        or(
          lt(auditEvents.createdAt, cursor.createdAt),
          and(eq(auditEvents.createdAt, cursor.createdAt), lt(auditEvents.id, cursor.id)),
        ),
      )
    : where;
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(page)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit + 1);
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(auditEvents).where(where);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    events: shown.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action as AuditEvent["action"],
      target: row.target,
      ip: row.ip,
      details: row.details ?? null,
    })),
    nextCursor: more && last ? encodeCursor(last) : null,
    total: Number(total),
  };
}

/**
 * Deletes every tenant's events older than the retention, tenant by tenant in a transaction bound to it (RLS), so it
 * runs as the app's own role. Idempotent: a second run finds nothing.
 */
export async function deleteExpiredAuditEvents(db: Db, days: number): Promise<number> {
  const owners = await db.select({ id: tenants.id }).from(tenants);
  let deleted = 0;
  for (const { id } of owners) {
    const rows = await withTenant(db, id, (tx) =>
      tx
        .delete(auditEvents)
        .where(
          and(eq(auditEvents.tenantId, id), lt(auditEvents.createdAt, sql`now() - make_interval(days => ${days})`)),
        )
        .returning({ id: auditEvents.id }),
    );
    deleted += rows.length;
  }
  return deleted;
}
