import pg from "pg";

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
  await admin.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN CREATE ROLE app_user NOLOGIN; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'engagesuite_bench_app') THEN
      CREATE ROLE engagesuite_bench_app LOGIN PASSWORD 'bench' NOSUPERUSER NOBYPASSRLS;
    END IF;
  END $$`);
  await admin.query("GRANT app_user TO engagesuite_bench_app");
  await admin.end();
  const owner = new URL(adminUrl);
  owner.pathname = `/${name}`;
  const app = new URL(owner);
  app.username = "engagesuite_bench_app";
  app.password = "bench";
  return { ownerUrl: owner.toString(), appUrl: app.toString() };
}
