ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_settings_custom_address_key" ON "helpdesk_settings" USING btree (lower("custom_support_address")) WHERE custom_support_address is not null;--> statement-breakpoint
-- hand-written: the workspace a forwarded support address belongs to, read across tenants by the inbound mail listener
-- and the "address taken" check (the app role's RLS shows one tenant's settings only). Answers a tenant id, nothing else.
CREATE OR REPLACE FUNCTION app_helpdesk_tenant_by_address(address text) RETURNS uuid
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  select tenant_id from helpdesk_settings
  where lower(custom_support_address) = lower(address) and custom_support_address is not null limit 1
$fn$;--> statement-breakpoint
REVOKE ALL ON FUNCTION app_helpdesk_tenant_by_address(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_helpdesk_tenant_by_address(text) TO app_user;
