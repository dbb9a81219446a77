import { verticalDefinition } from "@engagesuite/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { withTenant } from "../../db/tenant";
import { verticals } from "../../tenancy/catalog-schema";
import { tenants } from "../../tenancy/schema";
import { MODULES } from "../index";

/**
 * Seeds what a workspace of its vertical starts with (every module's `seedVertical`), in a transaction already bound
 * to the tenant, and marks it seeded. Idempotent: each module inserts only what is missing.
 */
export async function seedVerticalDefaults(tx: Tx, tenantId: string, verticalSlug: string | null): Promise<void> {
  const vertical = verticalDefinition(verticalSlug);
  for (const module of MODULES) await module.seedVertical?.(tx, { id: tenantId, vertical });
}

/** The vertical slug of a tenant (null without a vertical). */
async function verticalSlugOf(db: Db | Tx, tenantId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: verticals.slug })
    .from(tenants)
    .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
    .where(eq(tenants.id, tenantId));
  return row?.slug ?? null;
}

/**
 * The `verticals.defaults` job: seeds every workspace not yet seeded (`vertical_seeded_at` is null: created before
 * issue 19, or a migration added a seeded kind), one tenant-bound transaction each. Runs at start and hourly.
 */
export async function seedPendingVerticalDefaults(db: Db): Promise<number> {
  const pending = await db.select({ id: tenants.id }).from(tenants).where(isNull(tenants.verticalSeededAt));
  for (const { id } of pending) {
    const slug = await verticalSlugOf(db, id);
    const seededAt = new Date();
    await withTenant(db, id, (tx) => seedVerticalDefaults(tx, id, slug));
    // Only if no reset happened meanwhile (a reset during the seed means another kind to seed next time).
    await db
      .update(tenants)
      .set({ verticalSeededAt: seededAt })
      .where(and(eq(tenants.id, id), isNull(tenants.verticalSeededAt)));
  }
  return pending.length;
}
