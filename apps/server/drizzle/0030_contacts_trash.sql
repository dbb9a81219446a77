ALTER TABLE "contacts" ADD COLUMN "deleted_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "deleted_by_user_id" uuid;--> statement-breakpoint
CREATE INDEX "contacts_tenant_email_idx" ON "contacts" USING btree ("tenant_id",lower("email")) WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE INDEX "contacts_tenant_trash_idx" ON "contacts" USING btree ("tenant_id","deleted_at","id") WHERE "contacts"."deleted_at" is not null;
--> statement-breakpoint
-- hand-written: the counts (0012) hold live contacts only. A contact moved to the trash leaves its (type, status) count
-- and one restored comes back; the purge deletes a row that no longer counts, so it moves nothing.
CREATE OR REPLACE FUNCTION app_contact_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contact_counts AS cc (tenant_id, type, status, n)
    SELECT tenant_id, type, status, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, type, status) DO UPDATE SET n = cc.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO contact_counts AS cc (tenant_id, type, status, n)
    SELECT tenant_id, type, status, -count(*) FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, type, status) DO UPDATE SET n = cc.n + excluded.n;
  ELSE
    -- Only what changed type, status or trash moves a count; an edit of a name or a note writes nothing here.
    INSERT INTO contact_counts AS cc (tenant_id, type, status, n)
    SELECT tenant_id, type, status, sum(d) FROM (
      SELECT tenant_id, type, status, -1 AS d FROM old_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT tenant_id, type, status, 1 AS d FROM new_rows WHERE deleted_at IS NULL
    ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, type, status) DO UPDATE SET n = cc.n + excluded.n;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- hand-written: the search and custom field functions (0012, 0014, 0026) skip trashed contacts.
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
           AND c.deleted_at IS NULL
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
           AND c.deleted_at IS NULL
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
CREATE OR REPLACE FUNCTION app_contact_field_page(
  filter jsonb, pattern text, contact_type text, contact_status text, sort_by text, descending boolean,
  after_value text, after_id uuid, page_size integer
) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 50 AS $fn$
DECLARE
  sort_column text := CASE sort_by WHEN 'name' THEN 'name' ELSE 'created_at' END;
  direction text := CASE WHEN descending THEN 'DESC' ELSE 'ASC' END;
  conditions text;
  ids uuid[];
  matches integer;
BEGIN
  conditions := format(
    $c$c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
       AND c.deleted_at IS NULL
       AND c.custom_fields @> $7 AND c.custom_fields <> '{}'::jsonb %s %s %s %s$c$,
    CASE WHEN pattern IS NULL THEN '' ELSE 'AND c.search_text LIKE $1' END,
    CASE WHEN contact_type IS NULL THEN '' ELSE 'AND c.type = $2' END,
    CASE WHEN contact_status IS NULL THEN '' ELSE 'AND c.status = $3' END,
    CASE WHEN after_id IS NULL THEN ''
      ELSE format('AND (c.%I, c.id) %s ($5%s, $6)', sort_column, CASE WHEN descending THEN '<' ELSE '>' END,
        CASE sort_by WHEN 'name' THEN '' ELSE '::timestamptz' END) END);
  EXECUTE format(
    $q$SELECT array_agg(m.id ORDER BY m.sort_key %s, m.id %s), count(*)::int FROM (
         SELECT c.id, c.%I AS sort_key FROM contacts c WHERE %s LIMIT 1000) m$q$,
    direction, direction, sort_column, conditions)
  INTO ids, matches
  USING pattern, contact_type, contact_status, page_size, after_value, after_id, filter;
  IF matches < 1000 THEN
    RETURN QUERY SELECT page.id FROM unnest(ids[1:least(page_size, 1000)]) AS page(id);
  ELSE
    RETURN QUERY EXECUTE format(
      $q$SELECT c.id FROM contacts c WHERE %s ORDER BY c.%I %s, c.id %s LIMIT least($4, 1000)$q$,
      conditions, sort_column, direction, direction)
    USING pattern, contact_type, contact_status, page_size, after_value, after_id, filter;
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_contact_field_count(
  filter jsonb, pattern text, contact_type text, contact_status text, cap integer
) RETURNS integer
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  matches integer;
BEGIN
  EXECUTE format(
    $q$SELECT count(*)::int FROM (
         SELECT 1 FROM contacts c
         WHERE c.tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), ''))::uuid
           AND c.deleted_at IS NULL
           AND c.custom_fields @> $5 AND c.custom_fields <> '{}'::jsonb %s %s %s
         LIMIT $4) m$q$,
    CASE WHEN pattern IS NULL THEN '' ELSE 'AND c.search_text LIKE $1' END,
    CASE WHEN contact_type IS NULL THEN '' ELSE 'AND c.type = $2' END,
    CASE WHEN contact_status IS NULL THEN '' ELSE 'AND c.status = $3' END)
  INTO matches
  USING pattern, contact_type, contact_status, cap, filter;
  RETURN matches;
END
$fn$;
