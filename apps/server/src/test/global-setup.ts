import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensureAppLoginRole } from "../db/app-role";
import { openPglite } from "../db/client";
import { migratePgliteDatabase, migratePostgresDatabase } from "../db/migrate";
import { APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD } from "./constants";
import { withDatabase } from "./database-url";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Once per run. PGlite: migrate one database and dump it, so each test file starts from a copy in well under a
 * second instead of running initdb and the migrations again. PostgreSQL: create the app's login role, which owns
 * nothing and is a member of app_user — the same shape as production, so RLS is what stands between tenants — and
 * migrate one template database that each test file's database is created from. Besides the time, the template
 * keeps files from migrating side by side: roles are the cluster's, so two workers running migration 0001's
 * `GRANT app_user` at once collide in pg_auth_members (the migration's advisory lock is per database).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  if (kind === "postgres") return setupPostgres(project);
  const dir = mkdtempSync(path.join(tmpdir(), "engagesuite-test-"));
  const pglite = await openPglite("memory://");
  await migratePgliteDatabase(pglite);
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const template = `engagesuite_template_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await ensureAppLoginRole(client, APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD);
    await client.query(`CREATE DATABASE ${template}`);
    await migratePostgresDatabase(withDatabase(url, template));
  } finally {
    await client.end();
  }
  project.provide("postgresTemplate", template);
  return async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).finally(() => dropper.end());
  };
}
