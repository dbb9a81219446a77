import { integer, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

/*
 * A workspace's contact types and ticket categories (issue 19 point 4). Tenant-owned: tenant_id first in the primary
 * key, RLS forced (tenantTable). contacts.type and tickets.type hold a key of these lists; an archived entry stays so
 * the records that hold it still show its label.
 */

const columns = () => ({
  tenantId: uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
  key: text("key").notNull(),
  label: text("label").notNull(),
  position: integer("position").notNull(),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
});

export const contactTypes = tenantTable("contact_types", columns(), (t) => [
  primaryKey({ columns: [t.tenantId, t.key] }),
]);

export const ticketCategories = tenantTable("ticket_categories", columns(), (t) => [
  primaryKey({ columns: [t.tenantId, t.key] }),
]);
