import { sql } from "drizzle-orm";
import { boolean, check, index, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtMs } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { users } from "../auth/schema";

/**
 * A team member's in-app notifications (issue 22 point 4: the bell). `kind` names the event
 * (`ticket_created`, `ticket_assigned`, `client_replied`, `sla_breached`); `link` is the dashboard path it opens.
 * Tenant-owned: RLS forced; a member reads only their own (the service filters by user_id).
 */
export const notifications = tenantTable(
  "notifications",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    /** Whatever the notification is about (a ticket id), so a repeat of the same event can be recognised. */
    subjectId: uuid("subject_id"),
    createdAt: createdAtMs(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("notifications_tenant_user_created_idx").on(t.tenantId, t.userId, t.createdAt, t.id),
    index("notifications_tenant_user_unread_idx").on(t.tenantId, t.userId).where(sql`read_at is null`),
  ],
);

/**
 * Which events a member hears of, and how (issue 22 point 4, chosen in their profile). No row for an event: both on.
 */
export const notificationPreferences = tenantTable(
  "notification_preferences",
  {
    tenantId: uuid("tenant_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull().default(true),
    inApp: boolean("in_app").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.kind] }),
    check(
      "notification_preferences_kind_check",
      sql`${t.kind} in ('ticket_created', 'ticket_assigned', 'client_replied', 'sla_breached')`,
    ),
  ],
);
