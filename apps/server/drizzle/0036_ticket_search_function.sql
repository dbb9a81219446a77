-- The ticket queue's search under row-level security (issue 22). RLS keeps the non-leakproof @@ from being an index
-- condition, so for app_user neither GIN index (tickets.search, ticket_comments.search) could serve a search: a word in
-- 20 titles read the tenant's 100,000 tickets newest first (985 ms, bench/README.md). As app_contact_search (migration
-- 0006), this runs as the schema owner and applies the tenant rule itself, from the transaction setting the policy
-- reads: it can only return the current tenant's tickets. It answers the ids that match by title or description, or by
-- a comment (internal ones only when asked); the page query joins them to the tenant's tickets under RLS as before.
CREATE OR REPLACE FUNCTION app_ticket_search(search_query text, internal_comments boolean) RETURNS TABLE (id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $fn$
  SELECT t.id FROM tickets t
  WHERE t.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
    AND t.search @@ to_tsquery('simple', search_query)
  UNION
  SELECT c.ticket_id FROM ticket_comments c
  WHERE c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
    AND c.search @@ to_tsquery('simple', search_query)
    AND (internal_comments OR NOT c.is_internal)
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_ticket_search(text, boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_ticket_search(text, boolean) TO app_user;
