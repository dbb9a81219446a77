CREATE TABLE "portal_mfa_recovery_codes" (
	"tenant_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_mfa_recovery_codes_tenant_id_client_id_code_hash_pk" PRIMARY KEY("tenant_id","client_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "user_mfa_recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mfa_recovery_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "mfa_secret" text;--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "mfa_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "mfa_last_step" bigint;--> statement-breakpoint
ALTER TABLE "portal_clients" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subdomain_reservations" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "require_staff_mfa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mfa_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal_mfa_recovery_codes" ADD CONSTRAINT "portal_mfa_recovery_codes_tenant_id_client_id_portal_clients_tenant_id_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."portal_clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_mfa_recovery_codes" ADD CONSTRAINT "user_mfa_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subdomain_reservations_ip_idx" ON "subdomain_reservations" USING btree ("ip","expires_at");--> statement-breakpoint
SELECT app_enable_tenant_isolation('portal_mfa_recovery_codes');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_mfa_recovery_codes TO app_user;
--> statement-breakpoint
-- Accounts that existed before e-mail verification count as verified: they were created by staff or by the wizard's
-- paid sign-up, not by an unproven self-registration.
UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL;
--> statement-breakpoint
UPDATE portal_clients SET email_verified_at = created_at WHERE email_verified_at IS NULL;
