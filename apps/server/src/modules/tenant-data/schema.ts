import { index, integer, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtMs } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

/**
 * The workspace's data exports (issue 25 point 6). Tenant-owned (tenantTable: RLS forced). The ZIP is in the file
 * storage under `storage_key` (`exports/<tenant id>/<export id>.zip`) until `expires_at`.
 */
export const tenantDataExports = tenantTable(
  "tenant_data_exports",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    requestedById: uuid("requested_by_id"),
    requestedBy: text("requested_by"),
    requestedByEmail: text("requested_by_email"),
    state: text("state").notNull().default("queued").$type<"queued" | "running" | "ready" | "failed">(),
    progress: integer("progress").notNull().default(0),
    storageKey: text("storage_key"),
    bytes: integer("bytes"),
    createdAt: createdAtMs(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("tenant_data_exports_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);
