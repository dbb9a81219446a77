import { type Entitlements, entitlementsOf, isModuleSlug, type ModuleSlug, type PlanTier } from "@engagesuite/shared";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { serviceModules } from "../../db/schema";

export interface CatalogueModule {
  id: number;
  slug: ModuleSlug;
  displayName: string;
  description: string;
}

/**
 * The service modules' ids and slugs. `tenants.service_modules` keeps integer ids (what onboarding sends, SPEC §3's
 * wire shape, and the column's type since the start); the entitlements table speaks slugs. The catalogue is global
 * reference data that only the seed writes, so it is read once per database and kept for the process's life.
 */
export interface ModuleCatalogue {
  modules: readonly CatalogueModule[];
  bySlug: ReadonlyMap<ModuleSlug, CatalogueModule>;
  slugById: ReadonlyMap<number, ModuleSlug>;
}

const catalogues = new WeakMap<Db, Promise<ModuleCatalogue>>();

async function readCatalogue(db: Db): Promise<ModuleCatalogue> {
  const rows = await db
    .select({
      id: serviceModules.id,
      slug: serviceModules.slug,
      displayName: serviceModules.displayName,
      description: serviceModules.description,
    })
    .from(serviceModules)
    .orderBy(asc(serviceModules.sortOrder), asc(serviceModules.id));
  const modules = rows.flatMap((row) => (isModuleSlug(row.slug) ? [{ ...row, slug: row.slug }] : []));
  return {
    modules,
    bySlug: new Map(modules.map((m) => [m.slug, m])),
    slugById: new Map(modules.map((m) => [m.id, m.slug])),
  };
}

/** The catalogue, read once per database (an empty one, before the seed ran, is read again next time). */
export function moduleCatalogue(db: Db): Promise<ModuleCatalogue> {
  let cached = catalogues.get(db);
  if (!cached) {
    cached = readCatalogue(db).then(
      (catalogue) => {
        if (catalogue.modules.length === 0) catalogues.delete(db);
        return catalogue;
      },
      (error: unknown) => {
        catalogues.delete(db);
        throw error;
      },
    );
    catalogues.set(db, cached);
  }
  return cached;
}

/** The slugs of these module ids (unknown ids dropped), in the order given. */
export async function moduleSlugsOf(db: Db, ids: readonly number[]): Promise<ModuleSlug[]> {
  const { slugById } = await moduleCatalogue(db);
  return ids.flatMap((id) => {
    const slug = slugById.get(id);
    return slug ? [slug] : [];
  });
}

/** A tenant as the tenancy cache holds it: its plan and chosen module ids. */
export interface EntitledTenant {
  planTier: PlanTier;
  serviceModuleIds: readonly number[];
}

/**
 * The tenant's entitlements, computed once per cached tenant object (the tenancy cache keeps one for 2 s per node), so
 * the check on a hot route is a map lookup: no query, no allocation.
 */
const entitlementsByTenant = new WeakMap<EntitledTenant, Entitlements>();

export async function tenantEntitlements(db: Db, tenant: EntitledTenant): Promise<Entitlements> {
  const known = entitlementsByTenant.get(tenant);
  if (known) return known;
  const entitlements = entitlementsOf(tenant.planTier, await moduleSlugsOf(db, tenant.serviceModuleIds));
  entitlementsByTenant.set(tenant, entitlements);
  return entitlements;
}
