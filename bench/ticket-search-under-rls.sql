-- Proposed (NOT a migration; issue 22 point 1, helper 'canned'): the ticket queue's search under RLS.
-- Prototyped on the bench database (2 tenants x 100,000 tickets, 25,000 comments each); see bench/README.md.
-- The ticket queue's search under RLS (issue 22 point 1). For app_user, RLS keeps the non-leakproof @@ from being an
-- index condition, so neither GIN index (tickets.search, ticket_comments.search) can serve the search: a rare word
-- read every ticket of the tenant and every comment. This runs as the schema owner and applies the tenant rule
-- itself, from the setting the policy reads (as app_contact_search, migration 0006), and returns the ids of one page of
-- matching tickets in (created_at, id) order after the cursor: 1. among the newest 2,000 tickets after the cursor (a
-- common word fills its page there); 2. else from the GIN indexes (a rare word: a few index reads), sorted; 3. a word
-- in more than 5,000 tickets, none of them recent, walks the (tenant_id, created_at, id) index on.
CREATE OR REPLACE FUNCTION app_ticket_search_page(
  search_query text, search_number integer, internal_comments boolean, statuses text[],
  descending boolean, after_created timestamptz, after_id uuid, page_size integer
) RETURNS TABLE (ticket_id uuid)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 50 AS $fn$
DECLARE
  tenant uuid := (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid;
  tsq tsquery := to_tsquery('simple', coalesce(search_query, ''));
  wanted integer := least(page_size, 1001);
  dir text := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
  after_cond text := CASE WHEN after_id IS NULL THEN ''
    ELSE format(' AND (k.created_at, k.id) %s ($5, $6)', CASE WHEN descending THEN '<' ELSE '>' END) END;
  status_cond text := CASE WHEN statuses IS NULL THEN '' ELSE ' AND k.status = ANY($4)' END;
  comment_match text := 'SELECT c.ticket_id FROM ticket_comments c WHERE c.tenant_id = $7 AND c.search @@ $1'
    || ' AND ($3 OR NOT c.is_internal)';
  ids uuid[];
  found uuid[];
BEGIN
  EXECUTE format(
    $q$SELECT array_agg(w.id ORDER BY w.created_at %1$s, w.id %1$s) FROM (
         SELECT w.id, w.created_at FROM (
           SELECT k.id, k.created_at, k.search, k.number FROM tickets k WHERE k.tenant_id = $7 %2$s %3$s
           ORDER BY k.created_at %1$s, k.id %1$s LIMIT 2000) w
         WHERE w.search @@ $1 OR w.number = $2 OR w.id IN (%4$s AND c.ticket_id = w.id)
         ORDER BY w.created_at %1$s, w.id %1$s LIMIT $8) w$q$,
    dir, status_cond, after_cond, comment_match)
  INTO ids USING tsq, search_number, internal_comments, statuses, after_created, after_id, tenant, wanted;
  IF coalesce(cardinality(ids), 0) < wanted THEN
    EXECUTE format(
      $q$SELECT array_agg(m.id) FROM (
           (SELECT k.id FROM tickets k WHERE k.tenant_id = $7 AND k.search @@ $1 LIMIT 5001)
           UNION (%1$s LIMIT 5001)
           UNION (SELECT k.id FROM tickets k WHERE k.tenant_id = $7 AND k.number = $2)) m$q$, comment_match)
    INTO found USING tsq, search_number, internal_comments, statuses, after_created, after_id, tenant, wanted;
    EXECUTE format(
      $q$SELECT array_agg(k.id ORDER BY k.created_at %1$s, k.id %1$s) FROM (
           SELECT k.id, k.created_at FROM tickets k WHERE k.tenant_id = $7 %2$s %3$s AND %4$s
           ORDER BY k.created_at %1$s, k.id %1$s LIMIT $8) k$q$,
      dir, status_cond, after_cond,
      CASE WHEN coalesce(cardinality(found), 0) <= 5000 THEN 'k.id = ANY($9)'
        ELSE format('(k.search @@ $1 OR k.number = $2 OR k.id IN (%s))', comment_match) END)
    INTO ids USING tsq, search_number, internal_comments, statuses, after_created, after_id, tenant, wanted, found;
  END IF;
  RETURN QUERY SELECT u.id FROM unnest(ids) AS u(id);
END
$fn$;
REVOKE ALL ON FUNCTION app_ticket_search_page(text, integer, boolean, text[], boolean, timestamptz, uuid, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_ticket_search_page(text, integer, boolean, text[], boolean, timestamptz, uuid, integer) TO app_user;
