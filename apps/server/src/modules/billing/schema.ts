import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";

/* Billing customers, subscriptions and handled webhook events (global). */

export const billingCustomers = pgTable(
  "billing_customers",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("billing_customers_email_key").on(sql`lower(${t.email})`, t.provider)],
);

export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => billingCustomers.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    planTier: text("plan_tier").notNull().$type<"BASIC" | "PROFESSIONAL" | "ENTERPRISE">(),
    yearly: boolean("yearly").notNull(),
    status: text("status")
      .notNull()
      .$type<"incomplete" | "trialing" | "active" | "past_due" | "canceled" | "incomplete_expired" | "unpaid">(),
    /** Sandbox only: hash of the client secret handed to the browser. */
    clientSecretHash: text("client_secret_hash"),
    paymentIntentId: text("payment_intent_id"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("billing_subscriptions_customer_idx").on(t.customerId),
    index("billing_subscriptions_secret_idx").on(t.clientSecretHash),
  ],
);

/** Stripe webhook events already handled (deliveries are at least once). */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
