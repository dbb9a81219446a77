import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type DatabaseHandle, type Db, openDatabase, openPglite } from "../db/client";
import { seedCatalog } from "../db/seed/catalog";
import { seedDemoTenants } from "../db/seed/demo";
import { APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD } from "./constants";
import { withDatabase } from "./database-url";

export interface TestDatabase {
  kind: "pglite" | "postgres";
  /** What the app uses: on PostgreSQL a login role that owns nothing (RLS applies to it). */
  app: DatabaseHandle;
  /** The owning role: migrations, seeds and assertions that must see every tenant's rows. */
  owner: DatabaseHandle;
  /** PostgreSQL only: the owning role's URL (pg-boss installs its schema with it). */
  ownerUrl?: string;
  close(): Promise<void>;
}

export const usingPostgres = () => process.env.TEST_DB === "postgres";

/** A fresh, migrated database for one test file: PGlite from the run's template, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (usingPostgres()) return createPostgresDatabase();
  const template = readFileSync(inject("pgliteTemplate"));
  const pglite = await openPglite("memory://", new Blob([template]));
  const handle = await openDatabase({ pglite });
  return {
    kind: "pglite",
    app: handle,
    owner: handle,
    close: () => pglite.close(),
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `engagesuite_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated template (global-setup.ts).
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
  await admin.end();

  const ownerUrl = withDatabase(adminUrl, name);
  const owner = await openDatabase({ url: ownerUrl, poolSize: 3 });
  const appUrl = withCredentials(ownerUrl, APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD);
  const app = await openDatabase({ url: appUrl, poolSize: 5 });
  return {
    kind: "postgres",
    app,
    owner,
    ownerUrl,
    close: async () => {
      await app.close();
      await owner.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function withCredentials(url: string, user: string, password: string): string {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  return u.toString();
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" } as NodeJS.ProcessEnv, {
    WEB_DIST: "/nonexistent-web-dist",
    // Files the tests upload (workspace logos) go to a temporary folder, never the repository's .data.
    DATA_DIR: path.join(tmpdir(), "engagesuite-test-data"),
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** A whole server on a fresh database with the catalogue and, unless told otherwise, the demo tenants. */
export async function createTestApp(
  options: { demo?: boolean; config?: Partial<Config>; db?: TestDatabase; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  if (!options.db) {
    await seedCatalog(db.owner.db);
    if (options.demo ?? true) await seedDemoTenants(db.owner.db);
  }
  const config = testConfig(options.config);
  const app = await buildApp({ config, database: db.app, jobsDatabaseUrl: db.ownerUrl, ...options.deps });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export type { Db };

/** The demo tenants' ids, by subdomain. */
export async function demoTenantIds(t: TestApp): Promise<{ demo: string; summit: string }> {
  const { tenants } = await import("../db/schema");
  const rows = await t.db.owner.db.select({ id: tenants.id, subdomain: tenants.subdomain }).from(tenants);
  const by = Object.fromEntries(rows.map((r) => [r.subdomain, r.id]));
  return { demo: by.demo!, summit: by.summit! };
}
