import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "./client";

const tenantIdSchema = z.uuid();

/**
 * Binds the current transaction to one tenant: `app.tenant_id` for this transaction only, and the role switched to
 * `app_user`, so row-level security filters every tenant-owned table. Both settings end with the transaction.
 */
export async function bindTenant(tx: Tx, tenantId: string): Promise<void> {
  if (!tenantIdSchema.safeParse(tenantId).success) throw new Error("A tenant transaction needs a tenant id (uuid)");
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'app_user', true)`);
}

/**
 * Runs `fn` in a transaction bound to one tenant (DESIGN §4). Queries inside still filter `tenant_id` explicitly
 * (what Citus needs to route them); RLS makes a forgotten filter return nothing instead of another tenant's rows.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await bindTenant(tx, tenantId);
    return fn(tx);
  });
}
