-- Trigram search over contacts, with tenant_id first in the index (btree_gin lets a GIN index hold the uuid).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_tenant_search_idx" ON "contacts" USING gin ("tenant_id","search_text" gin_trgm_ops);