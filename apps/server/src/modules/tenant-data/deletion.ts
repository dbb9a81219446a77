import { TENANT_DATA_MESSAGES, TENANT_DELETION_GRACE_DAYS, type TenantDeletion } from "@engagesuite/shared";
import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { TENANT_TABLES } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import type { FileStorage } from "../../providers/storage";
import { tenants } from "../../tenancy/schema";
import { storedFiles } from "./export";

/**
 * A workspace's deletion (issue 25 point 6): scheduled by its administrator or the super admin, confirmed by typing the
 * subdomain, carried out TENANT_DELETION_GRACE_DAYS later by the hourly sweep unless cancelled before. Carrying it out
 * deletes the workspace's stored files, then its `tenants` row: every table that holds its rows references it with
 * ON DELETE CASCADE, so the rows go in the same statement (a test counts them per table).
 */
const DAY = 86_400_000;

export async function deletionOf(db: Db, tenantId: string): Promise<TenantDeletion> {
  const [row] = await db
    .select({ scheduledFor: tenants.deletionScheduledFor, requestedBy: tenants.deletionRequestedBy })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound("Tenant not found");
  return { scheduledFor: row.scheduledFor?.toISOString() ?? null, requestedBy: row.requestedBy };
}

export async function scheduleDeletion(
  db: Db,
  tenantId: string,
  confirm: string,
  requestedBy: string,
  now: Date,
): Promise<TenantDeletion> {
  const [tenant] = await db.select({ subdomain: tenants.subdomain }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound("Tenant not found");
  if (confirm.trim().toLowerCase() !== tenant.subdomain.toLowerCase()) {
    throw badRequest(TENANT_DATA_MESSAGES.confirmMismatch, { confirm: [TENANT_DATA_MESSAGES.confirmMismatch] });
  }
  const scheduledFor = new Date(now.getTime() + TENANT_DELETION_GRACE_DAYS * DAY);
  const updated = await db
    .update(tenants)
    .set({ deletionScheduledFor: scheduledFor, deletionRequestedBy: requestedBy })
    .where(and(eq(tenants.id, tenantId), isNull(tenants.deletionScheduledFor)))
    .returning({ id: tenants.id });
  if (updated.length === 0) throw new HttpError(409, TENANT_DATA_MESSAGES.deletionScheduled);
  return { scheduledFor: scheduledFor.toISOString(), requestedBy };
}

export async function cancelDeletion(db: Db, tenantId: string): Promise<TenantDeletion> {
  const updated = await db
    .update(tenants)
    .set({ deletionScheduledFor: null, deletionRequestedBy: null })
    .where(and(eq(tenants.id, tenantId), isNotNull(tenants.deletionScheduledFor)))
    .returning({ id: tenants.id });
  if (updated.length === 0) throw new HttpError(409, TENANT_DATA_MESSAGES.deletionNotScheduled);
  return { scheduledFor: null, requestedBy: null };
}

/** Deletes one workspace for good: its files, then its row and (by cascade) every row that is its. */
export async function purgeTenant(db: Db, storage: FileStorage, tenantId: string): Promise<void> {
  const files = await withTenant(db, tenantId, (tx) => storedFiles(tx, tenantId));
  for (const { key } of files) await storage.delete(key);
  await withTenant(db, tenantId, async (tx) => {
    await tx.delete(tenants).where(eq(tenants.id, tenantId));
    // What the cascade's own triggers wrote back (the per-tenant counters kept by triggers) goes too.
    for (const table of TENANT_TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId}::uuid`);
    }
  });
}

/** The sweep: every workspace whose deletion is due is deleted; answers how many. */
export async function purgeDueTenants(db: Db, storage: FileStorage, now: Date, log: FastifyBaseLogger) {
  const due = await db
    .select({ id: tenants.id, subdomain: tenants.subdomain })
    .from(tenants)
    .where(lte(tenants.deletionScheduledFor, now));
  for (const tenant of due) {
    await purgeTenant(db, storage, tenant.id);
    log.info({ tenantId: tenant.id, subdomain: tenant.subdomain }, "workspace deleted as scheduled");
  }
  return due.length;
}
