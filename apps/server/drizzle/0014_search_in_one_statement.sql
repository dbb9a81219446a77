-- The first page of a contact search and its count (up to `cap`) from one statement. The matches are first collected
-- up to `cap` in one scan (the trigram index for a rare term): when there are fewer, they are all the matches, so the
-- page is the best of them and the count is exact, and no second scan runs. Only a term with `cap` matches or more
-- reads its page from app_contact_search_page (0012), which can walk the sort index instead. Before, every search
-- scanned twice: once for the page, once for the count.
CREATE OR REPLACE FUNCTION app_contact_search_first_page(
  pattern text, contact_type text, contact_status text, sort_by text, descending boolean, page_size integer, cap integer
) RETURNS TABLE (contact_id uuid, total integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 50 AS $fn$
DECLARE
  sort_column text := CASE sort_by WHEN 'name' THEN 'name' ELSE 'created_at' END;
  direction text := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
  ids uuid[];
  matches integer;
BEGIN
  EXECUTE format(
    $q$SELECT array_agg(m.id ORDER BY m.sort_key %s, m.id %s), count(*)::int FROM (
         SELECT c.id, c.%I AS sort_key FROM contacts c
         WHERE c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
           AND c.search_text LIKE $1 %s %s
         LIMIT $4) m$q$,
    direction, direction, sort_column,
    CASE WHEN contact_type IS NULL THEN '' ELSE 'AND c.type = $2' END,
    CASE WHEN contact_status IS NULL THEN '' ELSE 'AND c.status = $3' END)
  INTO ids, matches
  USING pattern, contact_type, contact_status, cap;
  IF matches < cap THEN
    RETURN QUERY SELECT page.id, matches FROM unnest(ids[1:page_size]) AS page(id);
  ELSE
    RETURN QUERY SELECT page.id, matches
      FROM app_contact_search_page(pattern, contact_type, contact_status, sort_by, descending, NULL, NULL, page_size)
        AS page(id);
  END IF;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_contact_search_first_page(text, text, text, text, boolean, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_contact_search_first_page(text, text, text, text, boolean, integer, integer) TO app_user;
--> statement-breakpoint
-- The KB's typo fallback (titles whose words are similar to the query) with its similarity threshold set by the
-- function itself: one statement, where setting the threshold for a transaction took four (BEGIN, set_config, the
-- query, COMMIT). PL/pgSQL keeps the statement's plan for the connection; the query is planned once, not per search.
CREATE OR REPLACE FUNCTION app_kb_similar_titles(query text, max_rows integer)
RETURNS TABLE (article_id integer, similarity real)
LANGUAGE plpgsql STABLE SET pg_trgm.word_similarity_threshold = 0.4 ROWS 20 AS $fn$
BEGIN
  RETURN QUERY
    SELECT a.id, word_similarity(query, lower(a.title))
    FROM kb_articles a
    WHERE a.status = 'published' AND query <% lower(a.title)
    ORDER BY 2 DESC, a.id
    LIMIT max_rows;
END
$fn$;
--> statement-breakpoint
-- Superseded: app_contact_search (0006) by the page functions, app_contact_search_count (0012) by the first page's own
-- count above.
DROP FUNCTION app_contact_search(text);
--> statement-breakpoint
DROP FUNCTION app_contact_search_count(text, text, text, integer);
