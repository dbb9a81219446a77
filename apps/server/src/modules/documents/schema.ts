import { sql } from "drizzle-orm";
import { bigint, check, foreignKey, index, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { portalClients } from "../portal/schema";

/**
 * Files shared between a workspace's staff and one portal client (issue 20): `to_client` files staff shared,
 * `from_client` files the client uploaded for the staff. The bytes are in the file storage under `storage_key`
 * (`documents/<tenant id>/<document id>`); this row is what lists, quotas and access read. Tenant-owned: RLS forced.
 */
export const documents = tenantTable(
  "documents",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    clientId: uuid("client_id").notNull(),
    direction: text("direction").notNull().$type<"to_client" | "from_client">(),
    /** The file's name as uploaded (cleaned: no path, no control characters). */
    name: text("name").notNull(),
    /** The type read from the bytes (never the name's or the browser's claim). */
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    /** The staff member who shared it (null for a client's upload, or a member since removed). */
    uploadedByUserId: uuid("uploaded_by_user_id"),
    /** The name shown as "shared by", kept when the member or client later changes or leaves. */
    uploadedByName: text("uploaded_by_name").notNull(),
    createdAt: createdAt(),
    /** When the client first downloaded it (staff see "seen"). */
    firstDownloadedAt: timestamp("first_downloaded_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
    index("documents_tenant_client_created_idx").on(t.tenantId, t.clientId, t.createdAt, t.id),
    index("documents_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    check("documents_direction_check", sql`${t.direction} in ('to_client', 'from_client')`),
    check("documents_size_check", sql`${t.sizeBytes} >= 0`),
  ],
);
