CREATE TABLE "canned_replies" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canned_replies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "helpdesk_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"custom_support_address" text,
	"business_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"tenant_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"first_response_minutes" integer,
	"resolution_minutes" integer,
	CONSTRAINT "sla_policies_tenant_id_priority_pk" PRIMARY KEY("tenant_id","priority"),
	CONSTRAINT "sla_policies_priority_check" CHECK ("sla_policies"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "sla_policies_minutes_check" CHECK (coalesce("sla_policies"."first_response_minutes", 1) > 0 and coalesce("sla_policies"."resolution_minutes", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"comment_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"uploaded_by_user_id" uuid,
	"uploaded_by_client_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_attachments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ticket_attachments_size_check" CHECK ("ticket_attachments"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_mail_messages" (
	"tenant_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"comment_id" uuid,
	"direction" text NOT NULL,
	"from_address" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_mail_messages_tenant_id_message_id_pk" PRIMARY KEY("tenant_id","message_id"),
	CONSTRAINT "ticket_mail_messages_direction_check" CHECK ("ticket_mail_messages"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	CONSTRAINT "notification_preferences_tenant_id_user_id_kind_pk" PRIMARY KEY("tenant_id","user_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('ticket_created', 'ticket_assigned', 'client_replied', 'sla_breached'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"subject_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "ticket_comments" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_breach_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_breach_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reply_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "requester_email" text;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_settings" ADD CONSTRAINT "helpdesk_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_tenant_id_ticket_id_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_tenant_id_comment_id_ticket_comments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","comment_id") REFERENCES "public"."ticket_comments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_mail_messages" ADD CONSTRAINT "ticket_mail_messages_tenant_id_ticket_id_tickets_tenant_id_id_fk" FOREIGN KEY ("tenant_id","ticket_id") REFERENCES "public"."tickets"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_tenant_title_key" ON "canned_replies" USING btree ("tenant_id",lower("title"));--> statement-breakpoint
CREATE INDEX "ticket_attachments_tenant_ticket_idx" ON "ticket_attachments" USING btree ("tenant_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_mail_messages_tenant_ticket_idx" ON "ticket_mail_messages" USING btree ("tenant_id","ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_mail_messages_tenant_from_idx" ON "ticket_mail_messages" USING btree ("tenant_id","from_address","created_at");--> statement-breakpoint
CREATE INDEX "notifications_tenant_user_created_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_tenant_user_unread_idx" ON "notifications" USING btree ("tenant_id","user_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_tenant_reply_token_key" ON "tickets" USING btree ("tenant_id","reply_token");--> statement-breakpoint
CREATE INDEX "tickets_tenant_first_response_due_idx" ON "tickets" USING btree ("tenant_id","first_response_due_at") WHERE first_responded_at is null and first_response_breach_notified_at is null;--> statement-breakpoint
CREATE INDEX "tickets_tenant_resolution_due_idx" ON "tickets" USING btree ("tenant_id","resolution_due_at") WHERE resolved_at is null and resolution_breach_notified_at is null;--> statement-breakpoint
-- hand-written: tickets already resolved or closed have stopped their resolution clock; those with a public staff
-- reply have had their first response.
UPDATE "tickets" SET "resolved_at" = coalesce("closed_at", "updated_at") WHERE "status" in ('resolved', 'closed');--> statement-breakpoint
UPDATE "tickets" t SET "first_responded_at" = c.first_at FROM (
  SELECT "tenant_id", "ticket_id", min("created_at") AS first_at FROM "ticket_comments"
  WHERE "author_user_id" IS NOT NULL AND NOT "is_internal" GROUP BY "tenant_id", "ticket_id"
) c WHERE c."tenant_id" = t."tenant_id" AND c."ticket_id" = t."id";--> statement-breakpoint
-- hand-written: a comment's source is one of two.
ALTER TABLE "ticket_comments" ADD CONSTRAINT "ticket_comments_source_check" CHECK ("source" in ('web', 'email'));
