import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { portalClients } from "../portal/schema";

/**
 * Appointments between a staff member and a portal client (issue 20). Times are instants (timestamptz); the
 * workspace's time zone turns them into the wall-clock times people read. Two live appointments of one staff member
 * never overlap: an exclusion constraint (btree_gist, hand-written in migration 0028) settles races, not a read
 * before the write. Tenant-owned: RLS forced.
 */
export const appointments = tenantTable(
  "appointments",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    clientId: uuid("client_id").notNull(),
    /** The staff member (users.id); kept when they are deactivated, so the history stays readable. */
    staffUserId: uuid("staff_user_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: text("location"),
    videoUrl: text("video_url"),
    notes: text("notes"),
    status: text("status").notNull().default("scheduled").$type<"scheduled" | "confirmed" | "cancelled">(),
    cancelledBy: text("cancelled_by").$type<"staff" | "client">(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The ICS SEQUENCE: raised by every change, so calendars replace the event they hold. */
    sequence: integer("sequence").notNull().default(0),
    /** Set by the reminder job in the transaction that enqueues the reminder: the mail goes exactly once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdByUserId: uuid("created_by_user_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
    index("appointments_tenant_starts_idx").on(t.tenantId, t.startsAt),
    index("appointments_tenant_client_starts_idx").on(t.tenantId, t.clientId, t.startsAt),
    index("appointments_tenant_staff_starts_idx").on(t.tenantId, t.staffUserId, t.startsAt),
    // The reminder job's scan: live appointments without a reminder, by start (all tenants; the job runs as owner).
    index("appointments_reminder_due_idx")
      .on(t.startsAt)
      .where(sql`${t.reminderSentAt} is null and ${t.status} <> 'cancelled'`),
    check("appointments_status_check", sql`${t.status} in ('scheduled', 'confirmed', 'cancelled')`),
    check("appointments_ends_after_starts", sql`${t.endsAt} > ${t.startsAt}`),
    check("appointments_cancelled_by_check", sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('staff', 'client')`),
  ],
);

/**
 * A portal client's request for an appointment, with up to three preferred times (ISO instants, jsonb array):
 * `open` until staff book one (`scheduled`, naming the appointment) or decline it.
 */
export const appointmentRequests = tenantTable(
  "appointment_requests",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    clientId: uuid("client_id").notNull(),
    preferredTimes: jsonb("preferred_times").$type<string[]>().notNull(),
    note: text("note"),
    status: text("status").notNull().default("open").$type<"open" | "scheduled" | "declined">(),
    appointmentId: uuid("appointment_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
    index("appointment_requests_tenant_status_created_idx").on(t.tenantId, t.status, t.createdAt),
    index("appointment_requests_tenant_client_idx").on(t.tenantId, t.clientId, t.createdAt),
    check("appointment_requests_status_check", sql`${t.status} in ('open', 'scheduled', 'declined')`),
  ],
);
