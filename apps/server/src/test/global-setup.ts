import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensureAppLoginRole } from "../db/app-role";
import { openPglite } from "../db/client";
import { migratePgliteDatabase } from "../db/migrate";
import { APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Once per run. PGlite: migrate one database and dump it, so each test file starts from a copy in well under a
 * second instead of running initdb and the migrations again. PostgreSQL: create the app's login role, which owns
 * nothing and is a member of app_user — the same shape as production, so RLS is what stands between tenants.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "engagesuite-test-"));
  const kind = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await ensureAppLoginRole(client, APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD);
    } finally {
      await client.end();
    }
  } else {
    const pglite = await openPglite("memory://");
    await migratePgliteDatabase(pglite);
    const dump = await pglite.dumpDataDir("none");
    await pglite.close();
    const file = path.join(dir, "template.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide("pgliteTemplate", file);
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
