CREATE TABLE "kb_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"vertical_id" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, summary), 'B') ||
        setweight(to_tsvector('english'::regconfig, body), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "kb_articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "kb_articles_status_check" CHECK ("kb_articles"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "kb_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kb_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_category_id_kb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."kb_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kb_articles_category_idx" ON "kb_articles" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "kb_articles_vertical_idx" ON "kb_articles" USING btree ("vertical_id","status");--> statement-breakpoint
CREATE INDEX "kb_articles_featured_idx" ON "kb_articles" USING btree ("featured","status");--> statement-breakpoint
CREATE INDEX "kb_articles_search_idx" ON "kb_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "kb_articles_title_trgm_idx" ON "kb_articles" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON kb_categories, kb_articles TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE kb_categories_id_seq, kb_articles_id_seq TO app_user;
