CREATE TABLE "billing_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"provider" text NOT NULL,
	"plan_tier" text NOT NULL,
	"yearly" boolean NOT NULL,
	"status" text NOT NULL,
	"client_secret_hash" text,
	"payment_intent_id" text,
	"trial_ends_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"subdomain" text NOT NULL,
	"hostname" text NOT NULL,
	"provider" text NOT NULL,
	"records" jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dns_zones_subdomain_unique" UNIQUE("subdomain")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ssl_certificates" (
	"hostname" text PRIMARY KEY NOT NULL,
	"subdomain" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"issuer" text NOT NULL,
	"domains" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subdomain_reservations" (
	"subdomain" text PRIMARY KEY NOT NULL,
	"holder_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "provisioning_status" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "provisioning_steps" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "provisioned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_customer_id_billing_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."billing_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_email_key" ON "billing_customers" USING btree (lower("email"),"provider");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_customer_idx" ON "billing_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_secret_idx" ON "billing_subscriptions" USING btree ("client_secret_hash");--> statement-breakpoint
CREATE INDEX "subdomain_reservations_holder_idx" ON "subdomain_reservations" USING btree ("holder_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_stripe_subscription_key" ON "tenants" USING btree ("stripe_subscription_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON subdomain_reservations, dns_zones, ssl_certificates, billing_customers, billing_subscriptions, processed_webhook_events TO app_user;
--> statement-breakpoint
GRANT DELETE ON tenants TO app_user;
