CREATE TABLE "api_health_minutes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"server_errors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"identifier" text NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_events_occurred_idx" ON "auth_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "auth_events_outcome_idx" ON "auth_events" USING btree ("outcome","occurred_at");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON auth_events, api_health_minutes TO app_user;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE auth_events_id_seq TO app_user;
