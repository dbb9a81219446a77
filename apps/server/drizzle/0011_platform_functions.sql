-- The war room counts live portal sessions of every tenant. portal_sessions is tenant-owned (RLS forced), so the count
-- runs as the schema owner in this SECURITY DEFINER function, which answers a number and no rows. As with the contacts
-- search, the owner needs BYPASSRLS (or superuser) for it to see every tenant (docs/OPERATIONS.md).
CREATE OR REPLACE FUNCTION app_active_portal_sessions() RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT count(*) FROM portal_sessions WHERE expires_at > now()
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_active_portal_sessions() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_active_portal_sessions() TO app_user;
