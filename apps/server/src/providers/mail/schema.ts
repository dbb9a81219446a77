import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

/* The mail outbox (global). */

/** Outgoing mail: written in the same transaction as the change that causes it, delivered by the mail-delivery job. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Files sent with the message (an appointment's ICS): name, MIME type and the content as base64. */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; contentBase64: string }[]>(),
    /** Threading headers of a help desk reply (Message-ID, In-Reply-To, References, Reply-To), else null. */
    headers: jsonb("headers").$type<{
      messageId?: string;
      inReplyTo?: string;
      references?: string[];
      replyTo?: string;
    }>(),
    /**
     * 0: someone is waiting for this mail (a sign-in link, an invitation, a reply to a client); 1: a notification to
     * the team. A delivery round sends waiting mail first, so a flood of notifications never holds up an invitation.
     */
    priority: smallint("priority").notNull().default(0),
    status: text("status").notNull().default("pending").$type<"pending" | "sent" | "stored" | "failed">(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.priority, t.createdAt),
    index("mail_outbox_created_idx").on(t.createdAt),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'stored', 'failed')`),
    check("mail_outbox_priority_check", sql`${t.priority} in (0, 1)`),
  ],
);
