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
    /** Service-level targets (issue 22 point 7), set from the workspace's policy when the ticket opens or its priority changes. */
    firstResponseDueAt: timestamp("first_response_due_at", { withTimezone: true }),
    resolutionDueAt: timestamp("resolution_due_at", { withTimezone: true }),
    /** The first public staff reply (stops the first-response clock). */
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    /** When the ticket was resolved or closed (stops the resolution clock; cleared when it reopens). */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Set once by the breach job, so an assignee hears of each breach exactly once. */
    firstResponseBreachNotifiedAt: timestamp("first_response_breach_notified_at", { withTimezone: true }),
    resolutionBreachNotifiedAt: timestamp("resolution_breach_notified_at", { withTimezone: true }),
    /** The secret in the reply-to address (support+<token>@…) that routes a mailed reply to this ticket. */
    replyToken: text("reply_token").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The e-mail address of a requester who wrote in by mail (issue 22 point 6), when there is no portal client. */
    requesterEmail: text("requester_email"),
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
    uniqueIndex("tickets_tenant_reply_token_key").on(t.tenantId, t.replyToken),
    // The breach job's scan: open clocks only.
    index("tickets_tenant_first_response_due_idx")
      .on(t.tenantId, t.firstResponseDueAt)
      .where(sql`first_responded_at is null and first_response_breach_notified_at is null`),
    index("tickets_tenant_resolution_due_idx")
      .on(t.tenantId, t.resolutionDueAt)
      .where(sql`resolved_at is null and resolution_breach_notified_at is null`),
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
    /** How the comment came in: typed in the dashboard or portal, or a mail (issue 22 point 6). */
    source: text("source").notNull().default("web").$type<"web" | "email">(),
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

/**
 * Files on a ticket or one of its comments (issue 22 point 5): the storage, limits and type detection of portal
 * documents. The bytes are in the file storage under `storage_key` (`tickets/<tenant id>/<attachment id>`); an image
 * also has a small thumbnail under `thumbnail_key`. A client sees only those of their own tickets on public comments
 * (or on the ticket itself).
 */
export const ticketAttachments = tenantTable(
  "ticket_attachments",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    ticketId: uuid("ticket_id").notNull(),
    /** The comment it came with, or null for a file on the ticket itself. */
    commentId: uuid("comment_id"),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    thumbnailKey: text("thumbnail_key"),
    uploadedByUserId: uuid("uploaded_by_user_id"),
    uploadedByClientId: uuid("uploaded_by_client_id"),
    uploadedByName: text("uploaded_by_name").notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ticketId], foreignColumns: [tickets.tenantId, tickets.id] }).onDelete(
      "cascade",
    ),
    foreignKey({
      columns: [t.tenantId, t.commentId],
      foreignColumns: [ticketComments.tenantId, ticketComments.id],
    }).onDelete("cascade"),
    index("ticket_attachments_tenant_ticket_idx").on(t.tenantId, t.ticketId, t.createdAt),
    check("ticket_attachments_size_check", sql`${t.sizeBytes} >= 0`),
  ],
);

/**
 * The mails of a ticket's thread (issue 22 point 6), in and out, by their Message-ID: an inbound mail's In-Reply-To /
 * References is looked up here (in the receiving tenant only), and an outbound reply's References are read from here.
 * `from_address` + `created_at` also give the per-sender rate of inbound mail.
 */
export const ticketMailMessages = tenantTable(
  "ticket_mail_messages",
  {
    tenantId: uuid("tenant_id").notNull(),
    messageId: text("message_id").notNull(),
    ticketId: uuid("ticket_id").notNull(),
    commentId: uuid("comment_id"),
    direction: text("direction").notNull().$type<"in" | "out">(),
    fromAddress: text("from_address").notNull(),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.messageId] }),
    foreignKey({ columns: [t.tenantId, t.ticketId], foreignColumns: [tickets.tenantId, tickets.id] }).onDelete(
      "cascade",
    ),
    index("ticket_mail_messages_tenant_ticket_idx").on(t.tenantId, t.ticketId, t.createdAt),
    index("ticket_mail_messages_tenant_from_idx").on(t.tenantId, t.fromAddress, t.createdAt),
    check("ticket_mail_messages_direction_check", sql`${t.direction} in ('in', 'out')`),
  ],
);

/**
 * The workspace's help desk settings (issue 22): its own support address forwarded to support@{subdomain}.APP_DOMAIN
 * (null: only that one), and the business hours SLA clocks run in (in the tenant's time zone, `tenants.time_zone`):
 * `business_hours` is `[{ day: 1..7 (ISO, Monday 1), start: "09:00", end: "17:00" }, …]`; empty means around the clock.
 */
export const helpdeskSettings = tenantTable(
  "helpdesk_settings",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => tenants.id, { onDelete: "cascade" }),
    customSupportAddress: text("custom_support_address"),
    businessHours: jsonb("business_hours")
      .notNull()
      .$type<{ day: number; start: string; end: string }[]>()
      .default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  // One workspace per forwarded address, across tenants (a mail to it must name one tenant); the only index here
  // that does not lead with tenant_id, because the lookup is by address (app_helpdesk_tenant_by_address).
  (t) => [
    uniqueIndex("helpdesk_settings_custom_address_key")
      .on(sql`lower(${t.customSupportAddress})`)
      .where(sql`custom_support_address is not null`),
  ],
);

/** Per-priority service-level targets in business minutes (issue 22 point 7); a missing row or null is no target. */
export const slaPolicies = tenantTable(
  "sla_policies",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    priority: text("priority").notNull(),
    firstResponseMinutes: integer("first_response_minutes"),
    resolutionMinutes: integer("resolution_minutes"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.priority] }),
    check("sla_policies_priority_check", sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
    check(
      "sla_policies_minutes_check",
      sql`coalesce(${t.firstResponseMinutes}, 1) > 0 and coalesce(${t.resolutionMinutes}, 1) > 0`,
    ),
  ],
);

/** Saved answers staff insert into a comment (issue 22 point 8), with {{contact.name}}-style placeholders. */
export const cannedReplies = tenantTable(
  "canned_replies",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("canned_replies_tenant_title_key").on(t.tenantId, sql`lower(${t.title})`),
  ],
);
