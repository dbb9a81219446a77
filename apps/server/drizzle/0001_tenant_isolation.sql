-- Tenant isolation (DESIGN §4). Policies apply to the NOLOGIN role app_user and to every role that is a member of it:
-- the app either connects as such a member (PostgreSQL in production) or switches to app_user inside each tenant
-- transaction (PGlite, where the default user is a superuser and would bypass RLS).
DO $$
BEGIN
  CREATE ROLE app_user NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO app_user;
--> statement-breakpoint
-- The migrating role may switch to app_user (seeding tenant rows goes through the same RLS path as the app).
GRANT app_user TO CURRENT_USER;
--> statement-breakpoint
-- Every tenant-owned table calls this once in the migration that creates it.
CREATE OR REPLACE FUNCTION app_enable_tenant_isolation(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    $p$CREATE POLICY tenant_isolation ON %s AS PERMISSIVE FOR ALL TO app_user
       USING (tenant_id = (select nullif(current_setting('app.tenant_id', true), ''))::uuid)
       WITH CHECK (tenant_id = (select nullif(current_setting('app.tenant_id', true), ''))::uuid)$p$,
    tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO app_user', tbl);
END
$fn$;
--> statement-breakpoint
SELECT app_enable_tenant_isolation('contacts');
--> statement-breakpoint
GRANT SELECT ON verticals, service_modules, vertical_service_modules, plans TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON tenants, tenant_domains TO app_user;
