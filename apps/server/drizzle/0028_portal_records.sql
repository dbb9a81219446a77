CREATE TABLE "appointment_requests" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"preferred_times" jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "appointment_requests_status_check" CHECK ("appointment_requests"."status" in ('open', 'scheduled', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"video_url" text,
	"notes" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('scheduled', 'confirmed', 'cancelled')),
	CONSTRAINT "appointments_ends_after_starts" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" is null or "appointments"."cancelled_by" in ('staff', 'client'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_downloaded_at" timestamp with time zone,
	CONSTRAINT "documents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "documents_direction_check" CHECK ("documents"."direction" in ('to_client', 'from_client')),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "portal_invitations" (
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_invitations_tenant_id_client_id_pk" PRIMARY KEY("tenant_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "privacy_policy_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "portal_client_uploads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "appointment_cancel_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_tenant_id_client_id_portal_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."portal_clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_client_id_portal_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."portal_clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_client_id_portal_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."portal_clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_invitations" ADD CONSTRAINT "portal_invitations_tenant_id_client_id_portal_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."portal_clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_tenant_status_created_idx" ON "appointment_requests" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "appointment_requests_tenant_client_idx" ON "appointment_requests" USING btree ("tenant_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_starts_idx" ON "appointments" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_client_starts_idx" ON "appointments" USING btree ("tenant_id","client_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tenant_staff_starts_idx" ON "appointments" USING btree ("tenant_id","staff_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."reminder_sent_at" is null and "appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "documents_tenant_client_created_idx" ON "documents" USING btree ("tenant_id","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_tenant_created_idx" ON "documents" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_invitations_tenant_token_key" ON "portal_invitations" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "portal_invitations_expires_idx" ON "portal_invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "portal_clients_tenant_contact_idx" ON "portal_clients" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "portal_clients_tenant_created_idx" ON "portal_clients" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
ALTER TABLE "portal_clients" ADD CONSTRAINT "portal_clients_status_check" CHECK ("portal_clients"."status" in ('active', 'invited', 'disabled'));--> statement-breakpoint
-- hand-written: two live appointments of one staff member never overlap (settled by the database, races included).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "staff_user_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- hand-written: deleting a contact unlinks its portal account (only contact_id is set null, never tenant_id).
ALTER TABLE "portal_clients" ADD CONSTRAINT "portal_clients_contact_fk" FOREIGN KEY ("tenant_id", "contact_id") REFERENCES "public"."contacts"("tenant_id", "id") ON DELETE SET NULL ("contact_id");
