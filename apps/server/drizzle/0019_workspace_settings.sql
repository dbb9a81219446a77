ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;