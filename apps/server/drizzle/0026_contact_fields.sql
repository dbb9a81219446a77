CREATE TABLE "contact_fields" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_fields_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "contact_fields_tenant_key_unique" UNIQUE("tenant_id","key")
);
--> statement-breakpoint
-- (custom_search moved before search_text by hand: the generated column reads it)
ALTER TABLE "contacts" ADD COLUMN "custom_search" text;--> statement-breakpoint
ALTER TABLE "contacts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(custom_search, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_fields" ADD CONSTRAINT "contact_fields_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_fields_tenant_position_idx" ON "contact_fields" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "contacts_tenant_custom_fields_idx" ON "contacts" USING gin ("tenant_id","custom_fields" jsonb_path_ops) WHERE "contacts"."custom_fields" <> '{}'::jsonb;--> statement-breakpoint
-- hand-written: the trigram index went with the re-created search_text column; as before (0013) without fastupdate.
CREATE INDEX "contacts_tenant_search_idx" ON "contacts" USING gin ("tenant_id","search_text" gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "contacts_tenant_custom_fields_idx" SET (fastupdate = off);
--> statement-breakpoint
-- hand-written: a page of the contacts whose custom fields contain `filter` (one field's value, `{"key": value}`), and
-- optionally match a search, by keyset. Like the search functions it runs as the owner so that the GIN index can serve
-- the containment under RLS, and it applies the tenant rule itself. As app_contact_search_first_page (0014) does, the
-- matches are first collected up to 1,000 without an order (the GIN index, for a selective value): when there are
-- fewer, the page is the best of them; only a common value walks the sort index, where its matches are dense.
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
-- hand-written: how many contacts a custom field filter (and search) matches, counting no further than `cap`.
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
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_contact_field_page(jsonb, text, text, text, text, boolean, text, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_contact_field_count(jsonb, text, text, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_contact_field_page(jsonb, text, text, text, text, boolean, text, uuid, integer) TO app_user;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_contact_field_count(jsonb, text, text, text, integer) TO app_user;
--> statement-breakpoint
-- hand-written: every workspace gets its vertical's default contact fields (the verticals.defaults job).
update tenants set vertical_seeded_at = null;
