CREATE TABLE "ticket_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
DROP INDEX "tickets_tenant_status_created_idx";--> statement-breakpoint
DROP INDEX "tickets_tenant_created_idx";--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "priority_rank" smallint GENERATED ALWAYS AS (case priority when 'low' then 1 when 'medium' then 2 when 'high' then 3 when 'critical' then 4 else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "ticket_comments_tenant_search_idx" ON "ticket_comments" USING gin ("tenant_id","search");--> statement-breakpoint
CREATE INDEX "tickets_tenant_updated_idx" ON "tickets" USING btree ("tenant_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets_tenant_priority_idx" ON "tickets" USING btree ("tenant_id","priority_rank","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_tenant_type_idx" ON "tickets" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "tickets_tenant_contact_idx" ON "tickets" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "tickets_tenant_search_idx" ON "tickets" USING gin ("tenant_id","search");--> statement-breakpoint
CREATE INDEX "tickets_tenant_status_created_idx" ON "tickets" USING btree ("tenant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_tenant_created_idx" ON "tickets" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
-- hand-written: a ticket's contact is the tenant's own (composite key); purging the contact keeps the ticket.
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contact_fk" FOREIGN KEY ("tenant_id", "contact_id")
  REFERENCES "contacts" ("tenant_id", "id") ON DELETE SET NULL ("contact_id");
--> statement-breakpoint
-- hand-written: the tickets a linked portal client submitted are about its contact.
UPDATE tickets k SET contact_id = p.contact_id FROM portal_clients p
WHERE p.tenant_id = k.tenant_id AND p.id = k.submitted_by_client_id AND p.contact_id IS NOT NULL;
--> statement-breakpoint
-- hand-written: a search never scans a GIN pending list (as the contacts' search, migration 0013).
ALTER INDEX "tickets_tenant_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "ticket_comments_tenant_search_idx" SET (fastupdate = off);
--> statement-breakpoint
-- hand-written: the counts per status, kept as the contacts' are (0012): statement-level from the transition tables,
-- upserts in key order (no deadlock between concurrent writers). No foreign key to tenants: deleting a tenant cascades
-- to its tickets, whose delete trigger still writes here.
CREATE OR REPLACE FUNCTION app_ticket_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_counts AS tc (tenant_id, status, n)
    SELECT tenant_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, status) DO UPDATE SET n = tc.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ticket_counts AS tc (tenant_id, status, n)
    SELECT tenant_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tenant_id, status) DO UPDATE SET n = tc.n + excluded.n;
  ELSE
    INSERT INTO ticket_counts AS tc (tenant_id, status, n)
    SELECT tenant_id, status, sum(d) FROM (
      SELECT tenant_id, status, -1 AS d FROM old_rows
      UNION ALL
      SELECT tenant_id, status, 1 AS d FROM new_rows
    ) moved GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (tenant_id, status) DO UPDATE SET n = tc.n + excluded.n;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_insert AFTER INSERT ON tickets
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_ticket_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_count_update AFTER UPDATE ON tickets
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app_ticket_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tickets_count_delete AFTER DELETE ON tickets
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app_ticket_counts_apply();
--> statement-breakpoint
INSERT INTO ticket_counts (tenant_id, status, n)
SELECT tenant_id, status, count(*) FROM tickets GROUP BY 1, 2;
