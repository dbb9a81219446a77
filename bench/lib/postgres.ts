import pg from "pg";
import { ensureAppLoginRole } from "../../apps/server/src/db/app-role";

/**
 * A fresh database for a benchmark on the PostgreSQL of BENCH_DATABASE_URL (its user may create databases and roles).
 * With `reuse`, an existing one is kept (its data too), so a re-run can skip seeding.
 */
export async function freshDatabase(
  adminUrl: string,
  name: string,
  { reuse = false } = {},
): Promise<{ ownerUrl: string; appUrl: string }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  if (!reuse || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await ensureAppLoginRole(admin, "engagesuite_bench_app", "bench");
  await admin.end();
  const owner = new URL(adminUrl);
  owner.pathname = `/${name}`;
  const app = new URL(owner);
  app.username = "engagesuite_bench_app";
  app.password = "bench";
  return { ownerUrl: owner.toString(), appUrl: app.toString() };
}
