import { PLANS } from "@engagesuite/shared";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../client";
import { plans, serviceModules, verticalServiceModules, verticals } from "../schema";
import { moduleHeroImage, SERVICE_MODULES, VERTICALS, verticalHeroImage } from "./catalog-data";

/**
 * `(t.a, t.b) is distinct from (excluded.a, excluded.b)`: an upsert rewrites only the rows whose values changed, so a
 * restart with the same catalogue writes nothing.
 */
function changedColumns(table: PgTable, columns: string[]): string {
  const name = getTableName(table);
  const list = (prefix: string) => columns.map((column) => `${prefix}."${column}"`).join(", ");
  return `(${list(`"${name}"`)}) is distinct from (${list("excluded")})`;
}

/** Upserts the reference catalogue (verticals, service modules, which suit which, plans). Idempotent. */
export async function seedCatalog(db: DbOrTx): Promise<void> {
  await db
    .insert(verticals)
    .values(VERTICALS.map((v, i) => ({ ...v, heroImage: verticalHeroImage(v.slug), sortOrder: i })))
    .onConflictDoUpdate({
      target: verticals.slug,
      set: {
        displayName: sql`excluded.display_name`,
        description: sql`excluded.description`,
        heroImage: sql`excluded.hero_image`,
        color: sql`excluded.color`,
        industry: sql`excluded.industry`,
        sortOrder: sql`excluded.sort_order`,
      },
      setWhere: sql.raw(
        changedColumns(verticals, ["display_name", "description", "hero_image", "color", "industry", "sort_order"]),
      ),
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
      set: {
        displayName: sql`excluded.display_name`,
        description: sql`excluded.description`,
        heroImage: sql`excluded.hero_image`,
        type: sql`excluded.type`,
        sortOrder: sql`excluded.sort_order`,
      },
      setWhere: sql.raw(
        changedColumns(serviceModules, ["display_name", "description", "hero_image", "type", "sort_order"]),
      ),
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
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        priceMonthly: sql`excluded.price_monthly`,
        priceYearly: sql`excluded.price_yearly`,
        features: sql`excluded.features`,
        cta: sql`excluded.cta`,
        highlighted: sql`excluded.highlighted`,
        trialDays: sql`excluded.trial_days`,
        trialPrice: sql`excluded.trial_price`,
        maxUsers: sql`excluded.max_users`,
        storageGb: sql`excluded.storage_gb`,
      },
      setWhere: sql.raw(
        changedColumns(plans, [
          "name",
          "description",
          "price_monthly",
          "price_yearly",
          "features",
          "cta",
          "highlighted",
          "trial_days",
          "trial_price",
          "max_users",
          "storage_gb",
        ]),
      ),
    });
}
