ALTER TABLE "tenants" ADD COLUMN "term_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "vertical_seeded_at" timestamp with time zone;