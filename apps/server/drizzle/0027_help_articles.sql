CREATE TABLE "help_article_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, summary), 'B') ||
        setweight(to_tsvector('english'::regconfig, body), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "help_articles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "help_articles_status_check" CHECK ("help_articles"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "help_article_categories" ADD CONSTRAINT "help_article_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_tenant_id_category_id_help_article_categories_tenant_id_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."help_article_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_article_categories_tenant_name_key" ON "help_article_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_tenant_slug_key" ON "help_articles" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "help_articles_tenant_status_updated_idx" ON "help_articles" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "help_articles_tenant_category_idx" ON "help_articles" USING btree ("tenant_id","category_id","status");--> statement-breakpoint
CREATE INDEX "help_articles_tenant_search_idx" ON "help_articles" USING gin ("tenant_id","search");--> statement-breakpoint
-- hand-written: no GIN pending list (as migration 0013 for the help centre); every workspace gets its vertical's
-- starter articles (seedVertical)
ALTER INDEX "help_articles_tenant_search_idx" SET (fastupdate = off);--> statement-breakpoint
update tenants set vertical_seeded_at = null;
