CREATE TABLE "contact_counts" (
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_counts_tenant_id_type_status_pk" PRIMARY KEY("tenant_id","type","status")
);
--> statement-breakpoint
-- No foreign key to tenants: deleting a tenant cascades to its contacts, whose delete trigger still writes here.
SELECT app_enable_tenant_isolation('contact_counts');
--> statement-breakpoint
-- Statement-level, from the transition tables: an import of 10,000 rows is one upsert per (type, status), not 10,000.
-- Upserts go in key order so that concurrent writers lock the counter rows in the same order (no deadlock).
CREATE OR REPLACE FUNCTION app_contact_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contact_counts AS cc (tenant_id, type, status, n)
    SELECT tenant_id, type, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, type, status) DO UPDATE SET n = cc.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_counts AS cc (tenant_id, type, status, n)
    SELECT tenant_id, type, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, type, status) DO UPDATE SET n = cc.n + excluded.n;
  ELSE
    -- Only what changed type or status moves a count; an edit of a name or a note writes nothing here.
    INSERT INTO contact_counts AS cc (tenant_id, type, status, n)
    SELECT tenant_id, type, status, sum(d) FROM (
      SELECT tenant_id, type, status, -1 AS d FROM old_rows
      UNION ALL
      SELECT tenant_id, type, status, 1 AS d FROM new_rows
    ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, type, status) DO UPDATE SET n = cc.n + excluded.n;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER contacts_count_insert AFTER INSERT ON contacts
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_contact_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contacts_count_update AFTER UPDATE ON contacts
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_contact_counts_apply();
--> statement-breakpoint
CREATE TRIGGER contacts_count_delete AFTER DELETE ON contacts
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_contact_counts_apply();
--> statement-breakpoint
INSERT INTO contact_counts (tenant_id, type, status, n)
SELECT tenant_id, type, status, count(*) FROM contacts GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A page of search matches, by keyset. Like app_contact_search (0006) it runs as the owner so that the trigram index can
-- serve LIKE under RLS, and it applies the tenant rule itself. The statement is planned with its actual values, so the
-- planner can pick the trigram index for a rare term or walk the sort index for a common one.
CREATE OR REPLACE FUNCTION app_contact_search_page(
  pattern text, contact_type text, contact_status text, sort_by text, descending boolean,
  after_value text, after_id uuid, page_size integer
) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 50 AS $fn$
DECLARE
  sort_column text := CASE sort_by WHEN 'name' THEN 'name' ELSE 'created_at' END;
  direction text := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
BEGIN
  RETURN QUERY EXECUTE format(
    $q$SELECT c.id FROM contacts c
       WHERE c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
         AND c.search_text LIKE $1 %s %s %s
       ORDER BY c.%I %s, c.id %s
       LIMIT least($4, 1000)$q$,
    CASE WHEN contact_type IS NULL THEN '' ELSE 'AND c.type = $2' END,
    CASE WHEN contact_status IS NULL THEN '' ELSE 'AND c.status = $3' END,
    CASE WHEN after_id IS NULL THEN ''
      ELSE format('AND (c.%I, c.id) %s ($5%s, $6)', sort_column, CASE WHEN descending THEN '<' ELSE '>' END,
        CASE sort_by WHEN 'name' THEN '' ELSE '::timestamptz' END) END,
    sort_column, direction, direction)
  USING pattern, contact_type, contact_status, page_size, after_value, after_id;
END
$fn$;
--> statement-breakpoint
-- How many contacts match a search, counting no further than `cap` (a common term need not be counted to the end).
CREATE OR REPLACE FUNCTION app_contact_search_count(
  pattern text, contact_type text, contact_status text, cap integer
) RETURNS integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  matches integer;
BEGIN
  EXECUTE format(
    $q$SELECT count(*)::int FROM (
         SELECT 1 FROM contacts c
         WHERE c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
           AND c.search_text LIKE $1 %s %s
         LIMIT $4) m$q$,
    CASE WHEN contact_type IS NULL THEN '' ELSE 'AND c.type = $2' END,
    CASE WHEN contact_status IS NULL THEN '' ELSE 'AND c.status = $3' END)
  INTO matches
  USING pattern, contact_type, contact_status, cap;
  RETURN matches;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_contact_search_page(text, text, text, text, boolean, text, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_contact_search_count(text, text, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_contact_search_page(text, text, text, text, boolean, text, uuid, integer) TO app_user;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_contact_search_count(text, text, text, integer) TO app_user;
