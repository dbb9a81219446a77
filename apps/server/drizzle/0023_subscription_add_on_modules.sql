ALTER TABLE "billing_subscriptions" ADD COLUMN "add_on_modules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written: a workspace's subscription starts with the modules the workspace already has.
UPDATE "billing_subscriptions" AS b SET "add_on_modules" = coalesce((
  SELECT array_agg(sm."slug" ORDER BY sm."id") FROM "tenants" t JOIN "service_modules" sm ON sm."id" = ANY(t."service_modules")
  WHERE t."id" = b."tenant_id"), '{}'::text[])
WHERE b."tenant_id" IS NOT NULL;
