/**
 * Every table, re-exported from the schema file of the module that owns it (drizzle-kit reads this file, and the app
 * imports tables from here). A tenant-owned table is declared with `tenantTable` (db/tenant-table.ts); migration applies
 * its row-level security from `TENANT_TABLES`.
 */
import { registeredTenantTables } from "./tenant-table";

export * from "../lib/schema";
export * from "../modules/appointments/schema";
export * from "../modules/audit/schema";
export * from "../modules/auth/schema";
export * from "../modules/billing/schema";
export * from "../modules/choices/schema";
export * from "../modules/contacts/schema";
export * from "../modules/documents/schema";
export * from "../modules/domains/schema";
export * from "../modules/help-articles/schema";
export * from "../modules/helpdesk/schema";
export * from "../modules/kb/schema";
export * from "../modules/notifications/schema";
export * from "../modules/onboarding/schema";
export * from "../modules/platform/schema";
export * from "../modules/portal/schema";
export * from "../modules/team/schema";
export * from "../modules/tenant-data/schema";
export * from "../providers/mail/schema";
export * from "../tenancy/catalog-schema";
export * from "../tenancy/schema";
export { GLOBAL_TABLES_WITH_TENANT_ID } from "./tenant-table";

/** Every table declared with `tenantTable`: read after the exports above, so every module schema has registered. */
export const TENANT_TABLES = registeredTenantTables();
