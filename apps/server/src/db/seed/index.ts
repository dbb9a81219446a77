import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { tenants } from "../schema";
import { seedCatalog } from "./catalog";
import { seedDemoTenants } from "./demo";
import { seedKnowledgeBase } from "./kb";

export interface SeedResult {
  demoSeeded: boolean;
}

/**
 * Upserts the catalogue; seeds demo tenants only on a database that has no tenant yet and when asked to (with the demo
 * super admin only when `demoSuperAdmin`, i.e. on localhost).
 */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; demoSuperAdmin?: boolean; secretKey?: string },
): Promise<SeedResult> {
  await seedCatalog(db);
  await seedKnowledgeBase(db);
  if (!options.demo) return { demoSeeded: false };
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if ((row?.n ?? 0) > 0) return { demoSeeded: false };
  await seedDemoTenants(db, {
    superAdmin: options.demoSuperAdmin ?? false,
    secretKey: options.secretKey,
    tickets: true,
  });
  return { demoSeeded: true };
}
