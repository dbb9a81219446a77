import type { PublicVertical, ServiceModule, VerticalDetail } from "@engagesuite/shared";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { serviceModules, verticalServiceModules, verticals } from "../../db/schema";

const verticalColumns = {
  id: verticals.id,
  slug: verticals.slug,
  displayName: verticals.displayName,
  description: verticals.description,
  heroImage: verticals.heroImage,
  color: verticals.color,
  industry: verticals.industry,
};

const moduleColumns = {
  id: serviceModules.id,
  slug: serviceModules.slug,
  displayName: serviceModules.displayName,
  description: serviceModules.description,
  heroImage: serviceModules.heroImage,
  type: serviceModules.type,
};

export async function listVerticals(db: DbOrTx): Promise<PublicVertical[]> {
  const rows = await db.select(verticalColumns).from(verticals).orderBy(asc(verticals.sortOrder), asc(verticals.id));
  return rows.map(({ industry: _industry, ...v }) => v);
}

export async function listServiceModules(db: DbOrTx): Promise<ServiceModule[]> {
  return db.select(moduleColumns).from(serviceModules).orderBy(asc(serviceModules.sortOrder), asc(serviceModules.id));
}

/** Modules that suit a vertical, the CORE module first; null when the vertical does not exist. */
export async function listCompatibleModules(db: DbOrTx, verticalId: number): Promise<ServiceModule[] | null> {
  const [vertical] = await db.select({ id: verticals.id }).from(verticals).where(eq(verticals.id, verticalId));
  if (!vertical) return null;
  return db
    .select(moduleColumns)
    .from(verticalServiceModules)
    .innerJoin(serviceModules, eq(serviceModules.id, verticalServiceModules.serviceModuleId))
    .where(eq(verticalServiceModules.verticalId, verticalId))
    .orderBy(asc(serviceModules.sortOrder), asc(serviceModules.id));
}

export async function getVertical(db: DbOrTx, id: number): Promise<VerticalDetail | null> {
  const [vertical] = await db.select(verticalColumns).from(verticals).where(eq(verticals.id, id));
  if (!vertical) return null;
  return { ...vertical, modules: (await listCompatibleModules(db, id)) ?? [] };
}

export async function listShowcase(db: DbOrTx): Promise<VerticalDetail[]> {
  const [all, links, modules] = await Promise.all([
    db.select(verticalColumns).from(verticals).orderBy(asc(verticals.sortOrder), asc(verticals.id)),
    db.select().from(verticalServiceModules),
    listServiceModules(db),
  ]);
  return all.map((v) => {
    const ids = new Set(links.filter((l) => l.verticalId === v.id).map((l) => l.serviceModuleId));
    return { ...v, modules: modules.filter((m) => ids.has(m.id)) };
  });
}
