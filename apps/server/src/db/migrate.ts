import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../paths";

/** Applies the one migration set to PGlite (the same instance the app uses: one connection per data dir). */
export async function migratePgliteDatabase(pglite: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
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
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('engagesuite:migrate'))").catch(() => {});
    await client.end();
  }
}
