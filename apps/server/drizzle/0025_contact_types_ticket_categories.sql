CREATE TABLE "contact_types" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "contact_types_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "ticket_categories" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "ticket_categories_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_type_check";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_type_check";--> statement-breakpoint
ALTER TABLE "contact_types" ADD CONSTRAINT "contact_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_categories" ADD CONSTRAINT "ticket_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: tenant isolation for the two new tenant tables, and every workspace seeds its lists again (its
-- vertical's contact types and ticket categories; keys its records already hold are kept as archived entries).
SELECT app_enable_tenant_isolation('contact_types');
--> statement-breakpoint
SELECT app_enable_tenant_isolation('ticket_categories');
--> statement-breakpoint
update tenants set vertical_seeded_at = null;
