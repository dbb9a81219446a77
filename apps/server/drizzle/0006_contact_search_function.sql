-- Row-level security keeps a query's non-leakproof conditions (LIKE is one) from being used as index conditions, so
-- under RLS the trigram index of contacts could not serve a search. This function runs the search as the schema
-- owner and applies the tenant rule itself, from the same transaction setting the policy reads: it can only ever return
-- the current tenant's rows. When the owner bypasses RLS (superuser, or BYPASSRLS as docs/OPERATIONS.md advises) the
-- index serves it; otherwise the owner is still held to the policy and the answer is the same, only slower.
CREATE OR REPLACE FUNCTION app_contact_search(pattern text) RETURNS TABLE (id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT c.id FROM contacts c
  WHERE c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
    AND c.search_text LIKE pattern
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_contact_search(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_contact_search(text) TO app_user;
