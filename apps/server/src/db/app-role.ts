import type pg from "pg";

/**
 * Creates (once) the login role an app server connects as on PostgreSQL: no superuser, no BYPASSRLS, a member of
 * `app_user`, so row-level security applies to everything it reads and writes (DESIGN §4). Run as a role that may
 * create roles. Tests, benchmarks and the fault tests' private cluster each name their own.
 */
export async function ensureAppLoginRole(admin: pg.Client, role: string, password: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(role) || /'/.test(password)) throw new Error(`Not a plain role name: ${role}`);
  await admin.query(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN CREATE ROLE app_user NOLOGIN; END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
      CREATE ROLE ${role} LOGIN PASSWORD '${password}' NOSUPERUSER NOBYPASSRLS NOCREATEDB;
    END IF;
  END $$`);
  await admin.query(`GRANT app_user TO ${role}`);
}
