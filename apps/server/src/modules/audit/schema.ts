import { index, jsonb, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAtMs } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

/*
 * The tenant's audit log. Tenant-owned (tenantTable: RLS forced). Rows are only ever inserted (record.ts) and deleted
 * after a year (the retention job); no route updates or deletes them.
 */
export const auditEvents = tenantTable(
  "audit_events",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    /** Who: the user's id (no foreign key: the event outlives the account) and name as it was at the time. */
    actorId: uuid("actor_id"),
    actorName: text("actor_name"),
    action: text("action").notNull(),
    target: text("target"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("audit_events_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("audit_events_tenant_actor_idx").on(t.tenantId, t.actorId, t.createdAt),
  ],
);
