CREATE TABLE "acme_challenges" (
	"token" text PRIMARY KEY NOT NULL,
	"key_authorization" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD COLUMN "certificate_pem" text;--> statement-breakpoint
ALTER TABLE "ssl_certificates" ADD COLUMN "private_key_pem" text;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON acme_challenges TO app_user;
--> statement-breakpoint
GRANT DELETE ON tenant_domains TO app_user;
