import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
// Loading the module list loads every module's schema.ts, so every tenantTable has registered (a new module's tables
// need not be added to the db/schema.ts barrel to be isolated).
import "../modules";
import { MIGRATIONS_FOLDER } from "../paths";
import "./schema";
import { registeredTenantTables } from "./tenant-table";

/** Applies the one migration set to PGlite (the same instance the app uses: one connection per data dir). */
export async function migratePgliteDatabase(pglite: PGlite): Promise<void> {
  const db = drizzlePglite(pglite);
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await applyTenantIsolation(db);
}

/**
 * Applies the migrations to PostgreSQL as the owning role (MIGRATION_DATABASE_URL, else DATABASE_URL), under an
 * advisory lock so several app nodes starting at once migrate exactly once.
 */
export async function migratePostgresDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('engagesuite:migrate'))");
    const db = drizzlePg(client);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await applyTenantIsolation(db);
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('engagesuite:migrate'))").catch(() => {});
    await client.end();
  }
}

/**
 * Calls `app_enable_tenant_isolation` (migration 0001: RLS enabled and forced, the `tenant_isolation` policy, app_user's
 * grants) on each tenant-owned table that lacks any part of it, and returns the tables it changed. A table already
 * isolated is left alone, so a restart takes no table locks. A declared table missing from the database means its
 * migration was never generated: that fails the start instead of leaving a table unprotected later.
 */
export async function applyTenantIsolation(
  // biome-ignore lint/suspicious/noExplicitAny: the owner's drizzle handle of either driver, with or without a schema
  db: PgDatabase<PgQueryResultHKT, any>,
  tables: readonly string[] = registeredTenantTables(),
): Promise<string[]> {
  const names = sql`${`{${tables.join(",")}}`}::text[]`;
  const missing = await rows<{ name: string }>(
    db,
    sql`select name from unnest(${names}) as name where to_regclass(format('public.%I', name)) is null`,
  );
  if (missing.length > 0) {
    throw new Error(`Tenant tables declared but not in the database (run db:generate): ${missing.map((m) => m.name)}`);
  }
  const changed = await rows<{ name: string }>(
    db,
    sql`with declared as (select to_regclass(format('public.%I', name)) as oid from unnest(${names}) as name),
      incomplete as (
        select c.oid, c.relname from pg_class c join declared d on d.oid = c.oid
        where not c.relrowsecurity or not c.relforcerowsecurity
          or not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation')
          or not has_table_privilege('app_user', c.oid, 'SELECT')
          or not has_table_privilege('app_user', c.oid, 'INSERT')
          or not has_table_privilege('app_user', c.oid, 'UPDATE')
          or not has_table_privilege('app_user', c.oid, 'DELETE')
      )
      select relname::text as name, app_enable_tenant_isolation(oid::regclass)::text as done from incomplete
      order by relname`,
  );
  return changed.map((c) => c.name);
}

async function rows<T>(
  // biome-ignore lint/suspicious/noExplicitAny: see applyTenantIsolation
  db: PgDatabase<PgQueryResultHKT, any>,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
