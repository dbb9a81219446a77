import { pgTable } from "drizzle-orm/pg-core";

const tenantTableNames = new Set<string>();

/**
 * Declares a tenant-owned table: `pgTable` with the same arguments, and the table is recorded as tenant-owned. Migration
 * (db/migrate.ts) then enables and forces row-level security on it, creates its `tenant_isolation` policy and grants
 * app_user its rows, so no line is appended to a generated migration by hand. A tenant-owned table carries `tenant_id`
 * first in its primary key; db/tenant.test.ts fails when a table with `tenant_id` is declared any other way.
 */
export const tenantTable = ((name: string, ...rest: unknown[]) => {
  tenantTableNames.add(name);
  return (pgTable as (...args: unknown[]) => unknown)(name, ...rest);
}) as typeof pgTable;

/** The names of every table declared with `tenantTable`, sorted. Read it through db/schema.ts, which loads them all. */
export function registeredTenantTables(): readonly string[] {
  return [...tenantTableNames].sort();
}

/** Tables that carry tenant_id but are global by design (see docs/ARCHITECTURE.md): declared with plain `pgTable`. */
export const GLOBAL_TABLES_WITH_TENANT_ID = [
  "tenant_domains",
  "users",
  "staff_sessions",
  "auth_events",
  "billing_subscriptions",
] as const;
