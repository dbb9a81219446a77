DROP INDEX "tenants_slug_key";--> statement-breakpoint
ALTER TABLE "tenants" DROP COLUMN "slug";