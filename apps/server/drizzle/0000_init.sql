CREATE TABLE "contacts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"job_title" text,
	"type" text DEFAULT 'CLIENT' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "contacts_type_check" CHECK ("contacts"."type" in ('CLIENT', 'VENDOR', 'PARTNER', 'EMPLOYEE', 'LEAD', 'OTHER')),
	CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" in ('ACTIVE', 'INACTIVE', 'PENDING'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"tier" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_monthly" numeric(10, 2) NOT NULL,
	"price_yearly" numeric(10, 2) NOT NULL,
	"features" jsonb NOT NULL,
	"cta" text NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"trial_days" integer NOT NULL,
	"trial_price" numeric(10, 2) NOT NULL,
	"max_users" integer,
	"storage_gb" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"hero_image" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_modules_slug_unique" UNIQUE("slug"),
	CONSTRAINT "service_modules_type_check" CHECK ("service_modules"."type" in ('CORE', 'ADDON'))
);
--> statement-breakpoint
CREATE TABLE "tenant_domains" (
	"hostname" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_domains_hostname_format" CHECK ("tenant_domains"."hostname" ~ '^[a-z0-9.-]{3,253}$')
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"subdomain" text NOT NULL,
	"vertical_module_id" integer,
	"service_modules" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"plan_tier" text DEFAULT 'PROFESSIONAL' NOT NULL,
	"billing_period" text DEFAULT 'monthly' NOT NULL,
	"status" text DEFAULT 'TRIAL' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"setup_period_ends_at" timestamp with time zone,
	"included_users" integer DEFAULT 5 NOT NULL,
	"additional_users" integer DEFAULT 0 NOT NULL,
	"industry" text,
	"description" text,
	"logo_url" text,
	"primary_color" text DEFAULT '#0f766e' NOT NULL,
	"secondary_color" text DEFAULT '#f0fdfa' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_status_check" CHECK ("tenants"."status" in ('TRIAL', 'ACTIVE', 'SUSPENDED', 'CANCELLED')),
	CONSTRAINT "tenants_billing_period_check" CHECK ("tenants"."billing_period" in ('monthly', 'yearly')),
	CONSTRAINT "tenants_subdomain_format" CHECK ("tenants"."subdomain" ~ '^[a-z0-9-]{3,20}$'),
	CONSTRAINT "tenants_primary_color_format" CHECK ("tenants"."primary_color" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "tenants_secondary_color_format" CHECK ("tenants"."secondary_color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "vertical_service_modules" (
	"vertical_id" integer NOT NULL,
	"service_module_id" integer NOT NULL,
	CONSTRAINT "vertical_service_modules_vertical_id_service_module_id_pk" PRIMARY KEY("vertical_id","service_module_id")
);
--> statement-breakpoint
CREATE TABLE "verticals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"hero_image" text NOT NULL,
	"color" text NOT NULL,
	"industry" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verticals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_vertical_module_id_verticals_id_fk" FOREIGN KEY ("vertical_module_id") REFERENCES "public"."verticals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_plan_tier_plans_tier_fk" FOREIGN KEY ("plan_tier") REFERENCES "public"."plans"("tier") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vertical_service_modules" ADD CONSTRAINT "vertical_service_modules_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vertical_service_modules" ADD CONSTRAINT "vertical_service_modules_service_module_id_service_modules_id_fk" FOREIGN KEY ("service_module_id") REFERENCES "public"."service_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_tenant_name_idx" ON "contacts" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_created_idx" ON "contacts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tenant_domains_tenant_idx" ON "tenant_domains" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_subdomain_key" ON "tenants" USING btree ("subdomain");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_slug_key" ON "tenants" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tenants_status_idx" ON "tenants" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vertical_service_modules_module_idx" ON "vertical_service_modules" USING btree ("service_module_id");