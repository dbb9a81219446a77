import { TENANT_TABLES } from "./schema";

/**
 * How the schema distributes on Citus (docs/OPERATIONS.md "Scale-out and Citus"), in one place: every table declared
 * with `tenantTable` is distributed by `tenant_id` and co-located with `contacts`; the tables below are the others.
 * db/citus-readiness.test.ts holds the database to it (a table in none of the lists fails), and checks that
 * scripts/citus-distribute.sql is what `citusDistributionScript()` writes.
 */

/** Small and read by every tenant: copied to every worker, so distributed tables may join and reference them. */
export const REFERENCE_TABLES = [
  "tenants",
  "tenant_domains",
  "users",
  "verticals",
  "service_modules",
  "vertical_service_modules",
  "plans",
  "kb_categories",
  "kb_articles",
] as const;

/** Platform-wide, keyed by a token, an account or a time: they stay on the coordinator as they are. */
export const LOCAL_TABLES = [
  "acme_challenges",
  "api_health_minutes",
  "auth_events",
  "auth_handoffs",
  "billing_customers",
  "billing_subscriptions",
  "dns_zones",
  "mail_outbox",
  "processed_webhook_events",
  "rate_limit_buckets",
  "ssl_certificates",
  "staff_sessions",
  "subdomain_reservations",
  "team_invitations",
  "user_mfa_recovery_codes",
  "user_password_resets",
] as const;

/**
 * Unique indexes on distributed tables that are unique across tenants on purpose, which Citus cannot check across
 * shards: each names what has to change before the schema is distributed (docs/OPERATIONS.md).
 */
export const CROSS_TENANT_UNIQUE_INDEXES: Record<string, string> = {
  helpdesk_settings_custom_address_key:
    "one forwarded support address belongs to one workspace: on Citus it moves to a reference table of addresses (as tenant_domains holds custom domains)",
};

/** The table every distributed table is co-located with. */
export const COLOCATION_ANCHOR = "contacts";

/** The SQL that distributes the schema on a Citus coordinator (reference tables first: distributed ones point at them). */
export function citusDistributionScript(): string {
  const distributed = [COLOCATION_ANCHOR, ...TENANT_TABLES.filter((table) => table !== COLOCATION_ANCHOR)];
  return [
    "-- Generated from apps/server/src/db/distribution.ts; db/citus-readiness.test.ts fails when it is out of date.",
    "-- Run once on the Citus coordinator, after the migrations, as the schema owner.",
    "BEGIN;",
    ...REFERENCE_TABLES.map((table) => `SELECT create_reference_table('${table}');`),
    `SELECT create_distributed_table('${COLOCATION_ANCHOR}', 'tenant_id');`,
    ...distributed
      .slice(1)
      .map(
        (table) => `SELECT create_distributed_table('${table}', 'tenant_id', colocate_with => '${COLOCATION_ANCHOR}');`,
      ),
    "COMMIT;",
    "",
  ].join("\n");
}
