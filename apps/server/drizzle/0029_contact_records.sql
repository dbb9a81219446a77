CREATE TABLE "contact_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "contact_notes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_notes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"tenant_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "contact_tags_tenant_id_tag_id_contact_id_pk" PRIMARY KEY("tenant_id","tag_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_tenant_id_tag_id_tags_tenant_id_id_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_events_tenant_contact_time_idx" ON "contact_events" USING btree ("tenant_id","contact_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "contact_notes_tenant_contact_idx" ON "contact_notes" USING btree ("tenant_id","contact_id","pinned","created_at");--> statement-breakpoint
CREATE INDEX "contact_tags_tenant_contact_idx" ON "contact_tags" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_name_key" ON "tags" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_tenant_owner_idx" ON "contacts" USING btree ("tenant_id","owner_user_id");--> statement-breakpoint
-- hand-written: the single notes field of each contact becomes its first note (issue 21), dated when the contact was.
INSERT INTO "contact_notes" ("tenant_id", "contact_id", "author_name", "body", "created_at", "updated_at")
SELECT "tenant_id", "id", 'Earlier notes', "notes", "created_at", "updated_at" FROM "contacts"
WHERE "notes" IS NOT NULL AND btrim("notes") <> '';
