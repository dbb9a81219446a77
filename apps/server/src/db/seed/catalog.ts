import { PLANS } from "@engagesuite/shared";
import { getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client";
import { plans, serviceModules, verticalServiceModules, verticals } from "../schema";
import { moduleHeroImage, SERVICE_MODULES, VERTICALS, verticalHeroImage } from "./catalog-data";

/**
 * An upsert's update from one list of columns: each set to the proposed row's value (`excluded`), and only where one of
 * them differs, so a restart with the same catalogue rewrites no row.
 */
function refreshChanged<T extends PgTable>(table: T, columns: Record<string, PgColumn>) {
  const names = Object.values(columns).map((column) => `"${column.name}"`);
  const list = (prefix: string) => names.map((name) => `${prefix}.${name}`).join(", ");
  return {
    set: Object.fromEntries(
      Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
    ) as PgUpdateSetSource<T>,
    setWhere: sql.raw(`(${list(`"${getTableName(table)}"`)}) is distinct from (${list("excluded")})`),
  };
}

/** Upserts the reference catalogue (verticals, service modules, which suit which, plans). Idempotent. */
export async function seedCatalog(db: DbOrTx): Promise<void> {
  await db
    .insert(verticals)
    .values(VERTICALS.map((v, i) => ({ ...v, heroImage: verticalHeroImage(v.slug), sortOrder: i })))
    .onConflictDoUpdate({
      target: verticals.slug,
      ...refreshChanged(verticals, {
        displayName: verticals.displayName,
        description: verticals.description,
        heroImage: verticals.heroImage,
        color: verticals.color,
        industry: verticals.industry,
        sortOrder: verticals.sortOrder,
      }),
    });

  await db
    .insert(serviceModules)
    .values(
      SERVICE_MODULES.map((m, i) => ({
        slug: m.slug,
        displayName: m.displayName,
        description: m.description,
        type: m.type,
        heroImage: moduleHeroImage(m.slug),
        sortOrder: i,
      })),
    )
    .onConflictDoUpdate({
      target: serviceModules.slug,
      ...refreshChanged(serviceModules, {
        displayName: serviceModules.displayName,
        description: serviceModules.description,
        heroImage: serviceModules.heroImage,
        type: serviceModules.type,
        sortOrder: serviceModules.sortOrder,
      }),
    });

  const verticalRows = await db.select({ id: verticals.id, slug: verticals.slug }).from(verticals);
  const moduleRows = await db.select({ id: serviceModules.id, slug: serviceModules.slug }).from(serviceModules);
  const verticalId = new Map(verticalRows.map((r) => [r.slug, r.id]));
  const pairs = SERVICE_MODULES.flatMap((m) => {
    const moduleId = moduleRows.find((r) => r.slug === m.slug)?.id;
    const slugs = m.suits === "all" ? VERTICALS.map((v) => v.slug) : m.suits;
    return slugs.flatMap((slug) => {
      const vid = verticalId.get(slug);
      return vid && moduleId ? [{ verticalId: vid, serviceModuleId: moduleId }] : [];
    });
  });
  if (pairs.length > 0) await db.insert(verticalServiceModules).values(pairs).onConflictDoNothing();

  await db
    .insert(plans)
    .values(
      PLANS.map((p) => ({
        tier: p.tier,
        name: p.name,
        description: p.description,
        priceMonthly: p.price.monthly.toFixed(2),
        priceYearly: p.price.yearly.toFixed(2),
        features: p.features,
        cta: p.cta,
        highlighted: p.highlighted,
        trialDays: p.trialDays,
        trialPrice: p.trialPrice.toFixed(2),
        maxUsers: p.maxUsers,
        storageGb: p.storageGb,
      })),
    )
    .onConflictDoUpdate({
      target: plans.tier,
      ...refreshChanged(plans, {
        name: plans.name,
        description: plans.description,
        priceMonthly: plans.priceMonthly,
        priceYearly: plans.priceYearly,
        features: plans.features,
        cta: plans.cta,
        highlighted: plans.highlighted,
        trialDays: plans.trialDays,
        trialPrice: plans.trialPrice,
        maxUsers: plans.maxUsers,
        storageGb: plans.storageGb,
      }),
    });
}
