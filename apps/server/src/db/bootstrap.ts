import path from "node:path";
import type { Config } from "../config";
import { type DatabaseHandle, openDatabase, openPglite } from "./client";
import { migratePgliteDatabase, migratePostgresDatabase } from "./migrate";
import { seedDatabase } from "./seed";
import { ensureSuperAdmin } from "./seed/accounts";

export interface PreparedDatabase {
  database: DatabaseHandle;
  demoSeeded: boolean;
}

/**
 * Opens the database the config names, applies the migrations and seeds it (catalogue always, demo data on a new
 * database). On PostgreSQL, migrating and seeding run as the owning role and the app then connects with DATABASE_URL.
 */
export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  if (config.DATABASE_URL) {
    const ownerUrl = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
    await migratePostgresDatabase(ownerUrl);
    const owner = await openDatabase({ url: ownerUrl, poolSize: 2 });
    try {
      const { demoSeeded } = await seedDatabase(owner.db, seedOptions(config));
      await bootstrapSuperAdmin(owner.db, config);
      const transactionPooler = config.DATABASE_POOLER === "transaction" ? { listenUrl: ownerUrl } : undefined;
      return { database: await openDatabase({ url: config.DATABASE_URL, transactionPooler }), demoSeeded };
    } finally {
      await owner.close();
    }
  }
  const pglite = await openPglite(path.join(config.DATA_DIR, "pglite"));
  await migratePgliteDatabase(pglite);
  const database = await openDatabase({ pglite });
  const { demoSeeded } = await seedDatabase(database.db, seedOptions(config));
  await bootstrapSuperAdmin(database.db, config);
  return {
    database: { ...database, close: () => pglite.close() },
    demoSeeded,
  };
}

/** Demo data with SEED_DEMO (default on localhost only); the demo super admin never outside localhost. */
function seedOptions(config: Config) {
  return { demo: config.SEED_DEMO, demoSuperAdmin: config.APP_DOMAIN === "localhost", secretKey: config.secretKey };
}

async function bootstrapSuperAdmin(db: DatabaseHandle["db"], config: Config): Promise<void> {
  if (config.SUPER_ADMIN_EMAIL && config.SUPER_ADMIN_PASSWORD) {
    await ensureSuperAdmin(db, config.SUPER_ADMIN_EMAIL, config.SUPER_ADMIN_PASSWORD);
  }
}
