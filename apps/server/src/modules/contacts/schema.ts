import type { CustomFieldKind } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAtMs, updatedAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

/* Contacts. Tenant-owned: tenant_id first in the primary key, RLS forced (tenantTable). */

export const contacts = tenantTable(
  "contacts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    jobTitle: text("job_title"),
    /** A key of the workspace's contact types (`contact_types`); the server checks it, an archived key stays. */
    type: text("type").notNull().default("CLIENT"),
    status: text("status").notNull().default("ACTIVE").$type<"ACTIVE" | "INACTIVE" | "PENDING">(),
    notes: text("notes"),
    /** Custom fields' values by key (issue 19), checked against `contact_fields` on every write. */
    customFields: jsonb("custom_fields").$type<Record<string, unknown>>().notNull().default({}),
    /** The custom fields' text values (of the fields defined when the contact was written), for the search. */
    customSearch: text("custom_search"),
    /** Lower-cased name, e-mail, phone and custom text values: what the contacts search matches (trigram index). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(custom_search, ''))`,
    ),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("contacts_tenant_name_idx").on(t.tenantId, t.name, t.id),
    // fastupdate is off (migration 0013): a search never scans a GIN pending list.
    index("contacts_tenant_search_idx").using("gin", t.tenantId, sql`${t.searchText} gin_trgm_ops`),
    index("contacts_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    // A filter on one custom field (containment, `custom_fields @> '{"key": value}'`), within the tenant (btree_gin);
    // partial: contacts without custom values (most rows of an import) cost their writes nothing here.
    index("contacts_tenant_custom_fields_idx")
      .using("gin", t.tenantId, sql`${t.customFields} jsonb_path_ops`)
      .where(sql`${t.customFields} <> '{}'::jsonb`),
    check("contacts_status_check", sql`${t.status} in ('ACTIVE', 'INACTIVE', 'PENDING')`),
  ],
);

/**
 * How many contacts a tenant has of each type and status, kept by statement triggers on contacts (migration 0012): the
 * list's total without counting 100,000 rows on every first page.
 */
export const contactCounts = tenantTable(
  "contact_counts",
  {
    tenantId: uuid("tenant_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type, t.status] })],
);

/** The workspace's custom contact fields (issue 19): definitions; the values live in `contacts.custom_fields`. */
export const contactFields = tenantTable(
  "contact_fields",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    key: text("key").notNull(),
    label: text("label").notNull(),
    kind: text("kind").notNull().$type<CustomFieldKind>(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    required: boolean("required").notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique("contact_fields_tenant_key_unique").on(t.tenantId, t.key),
    index("contact_fields_tenant_position_idx").on(t.tenantId, t.position),
  ],
);
