import type { CustomFieldKind } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    /** The team member who owns the contact (issue 21, users.id), or none. */
    ownerUserId: uuid("owner_user_id"),
    /**
     * In the trash since (issue 21), or null. A trashed contact keeps its notes, tags and links; lists, counts, search and
     * export skip it; the `contacts-trash-purge` job deletes it for good 30 days later.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true, precision: 3 }),
    /** Who moved it to the trash (users.id). */
    deletedByUserId: uuid("deleted_by_user_id"),
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
    index("contacts_tenant_owner_idx").on(t.tenantId, t.ownerUserId),
    // A duplicate check (issue 21: create, import, merge) finds the contacts with an address, case-insensitively.
    index("contacts_tenant_email_idx").on(t.tenantId, sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    // The trash, newest first, and the purge's walk: only trashed rows, so a live contact costs this index nothing.
    index("contacts_tenant_trash_idx").on(t.tenantId, t.deletedAt, t.id).where(sql`${t.deletedAt} is not null`),
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

/**
 * Notes on a contact (issue 21): several per contact, Markdown, pinned ones first. The author's name is kept with the
 * note, so it reads the same after the member leaves.
 */
export const contactNotes = tenantTable(
  "contact_notes",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    contactId: uuid("contact_id").notNull(),
    authorUserId: uuid("author_user_id"),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete(
      "cascade",
    ),
    index("contact_notes_tenant_contact_idx").on(t.tenantId, t.contactId, t.pinned, t.createdAt),
  ],
);

/**
 * What happened to a contact that no other table records (issue 21's timeline): field changes (who, what, from, to),
 * e-mails the product sent them, portal sign-ins. Notes, tickets, documents and appointments are read from their own
 * tables. `data` is the event's detail, its shape per `kind`.
 */
export const contactEvents = tenantTable(
  "contact_events",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    contactId: uuid("contact_id").notNull(),
    kind: text("kind").notNull(),
    actorUserId: uuid("actor_user_id"),
    actorName: text("actor_name"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete(
      "cascade",
    ),
    index("contact_events_tenant_contact_time_idx").on(t.tenantId, t.contactId, t.occurredAt, t.id),
  ],
);

/** The workspace's tags (issue 21): a name (unique, case-insensitive) and a colour. */
export const tags = tenantTable(
  "tags",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("tags_tenant_name_key").on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** Which contact carries which tag: looked up by tag (the list's filter) and by contact (its badges). */
export const contactTags = tenantTable(
  "contact_tags",
  {
    tenantId: uuid("tenant_id").notNull(),
    tagId: uuid("tag_id").notNull(),
    contactId: uuid("contact_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tagId, t.contactId] }),
    foreignKey({ columns: [t.tenantId, t.tagId], foreignColumns: [tags.tenantId, tags.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.tenantId, t.contactId], foreignColumns: [contacts.tenantId, contacts.id] }).onDelete(
      "cascade",
    ),
    index("contact_tags_tenant_contact_idx").on(t.tenantId, t.contactId),
  ],
);
