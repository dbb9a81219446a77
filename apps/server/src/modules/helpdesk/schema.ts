import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtMs, tsvector, updatedAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";
import { users } from "../auth/schema";
import { portalClients } from "../portal/schema";

/* Help desk. Tenant-owned: tenant_id first in the primary key, RLS forced (tenantTable). */

/** The last ticket number given out per tenant (tickets show as #00042). */
export const ticketCounters = tenantTable("ticket_counters", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull().default(0),
});

export const tickets = tenantTable(
  "tickets",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** A key of the workspace's ticket categories (`ticket_categories`); the server checks it, an archived key stays. */
    type: text("type").notNull(),
    priority: text("priority").notNull(),
    status: text("status").notNull().default("new"),
    /** Staff submitter (users) or portal submitter (portal_clients): exactly one. */
    submittedByUserId: uuid("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    submittedByClientId: uuid("submitted_by_client_id"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The contact the ticket is about (issue 22): a portal client's contact, or chosen by staff. */
    contactId: uuid("contact_id"),
    /** The priority as a number (low 1 … critical 4), so the queue can sort by it from an index. */
    priorityRank: smallint("priority_rank").generatedAlwaysAs(
      sql`case priority when 'low' then 1 when 'medium' then 2 when 'high' then 3 when 'critical' then 4 else 0 end`,
    ),
    /** What the queue's search matches: number-free words of the title (weight A) and the description (B). */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("tickets_tenant_number_key").on(t.tenantId, t.number),
    // The queue's orders, by keyset (issue 22): each leads with tenant_id and ends with id.
    index("tickets_tenant_status_created_idx").on(t.tenantId, t.status, t.createdAt, t.id),
    index("tickets_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("tickets_tenant_updated_idx").on(t.tenantId, t.updatedAt, t.id),
    index("tickets_tenant_priority_idx").on(t.tenantId, t.priorityRank, t.createdAt, t.id),
    index("tickets_tenant_type_idx").on(t.tenantId, t.type),
    index("tickets_tenant_contact_idx").on(t.tenantId, t.contactId),
    index("tickets_tenant_search_idx").using("gin", t.tenantId, t.search),
    index("tickets_tenant_assignee_idx").on(t.tenantId, t.assigneeId),
    index("tickets_tenant_client_idx").on(t.tenantId, t.submittedByClientId),
    foreignKey({
      columns: [t.tenantId, t.submittedByClientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }),
    check("tickets_priority_check", sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
    check(
      "tickets_status_check",
      sql`${t.status} in ('new', 'open', 'in_progress', 'waiting_on_customer', 'waiting_on_third_party', 'resolved', 'closed')`,
    ),
  ],
);

export const ticketComments = tenantTable(
  "ticket_comments",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    ticketId: uuid("ticket_id").notNull(),
    content: text("content").notNull(),
    isInternal: boolean("is_internal").notNull().default(false),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorClientId: uuid("author_client_id"),
    authorName: text("author_name"),
    createdAt: createdAtMs(),
    /** What the queue's search matches in a comment (issue 22). */
    search: tsvector("search").generatedAlwaysAs(sql`to_tsvector('simple', content)`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ticketId], foreignColumns: [tickets.tenantId, tickets.id] }).onDelete(
      "cascade",
    ),
    index("ticket_comments_tenant_ticket_idx").on(t.tenantId, t.ticketId, t.createdAt),
    index("ticket_comments_tenant_search_idx").using("gin", t.tenantId, t.search),
  ],
);

/**
 * How many tickets a tenant has in each status, kept by statement triggers on tickets (migration 0031, like the
 * contacts' counts): the queue's tab counts without counting 100,000 rows.
 */
export const ticketCounts = tenantTable(
  "ticket_counts",
  {
    tenantId: uuid("tenant_id").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);
