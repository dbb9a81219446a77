CREATE TABLE "invoices" (
	"tenant_id" uuid NOT NULL,
	"id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_invoice_id" text,
	"hosted_url" text,
	"pdf_url" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "read_only_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "pending_invoice_key" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "last_charge_key" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "scheduled_plan_tier" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "scheduled_yearly" boolean;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "additional_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "card_exp_month" integer;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "card_exp_year" integer;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "card_outcome" text;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "next_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_key_idx" ON "invoices" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoices_tenant_issued_idx" ON "invoices" USING btree ("tenant_id","issued_at");--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_tenant_key" ON "billing_subscriptions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_next_action_idx" ON "billing_subscriptions" USING btree ("next_action_at");