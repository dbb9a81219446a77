import type { PlanTier, SubscriptionState } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

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
    /*
     * The subscription's life after the $1 (issue 18), one state machine (subscription-machine.ts). Global, like the
     * rest of this row: the due-work sweep scans every tenant's subscription, which a tenant table's RLS would not let it.
     */
    /** The workspace created from this subscription (set with the tenant, in its transaction). */
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    /** The machine's state once the $1 is paid (null while `incomplete`). */
    state: text("state").$type<SubscriptionState>(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    trialReminderSentAt: timestamp("trial_reminder_sent_at", { withTimezone: true }),
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    readOnlyUntil: timestamp("read_only_until", { withTimezone: true }),
    /** Dunning: failed charges of the pending invoice, the first failure, and the next try. */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    firstFailedAt: timestamp("first_failed_at", { withTimezone: true }),
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true }),
    /** The invoice a failed charge left to pay (its idempotency key), charged again by retries and by a new card. */
    pendingInvoiceKey: text("pending_invoice_key"),
    /** The last charge attempt whose outcome was applied: a replayed outcome changes nothing. */
    lastChargeKey: text("last_charge_key"),
    /** A downgrade or period change waiting for the period's end. */
    scheduledPlanTier: text("scheduled_plan_tier").$type<PlanTier>(),
    scheduledYearly: boolean("scheduled_yearly"),
    additionalSeats: integer("additional_seats").notNull().default(0),
    /** The workspace's service modules (slugs), kept in step with `tenants.service_modules`: priced add-ons are charged. */
    addOnModules: text("add_on_modules").array().notNull().default(sql`'{}'::text[]`),
    /** The card: brand, last 4 and expiry only, never the number or the CVC. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    /** Sandbox: what charging the card does, from Stripe's test number (4000000000000341 attaches, then declines). */
    cardOutcome: text("card_outcome").$type<"succeeds" | "declines">(),
    /** When the machine next has work for this subscription (the sweep's index). */
    nextActionAt: timestamp("next_action_at", { withTimezone: true }),
    /** Stripe: the `created` time of the newest event applied (an older snapshot changes nothing). */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("billing_subscriptions_customer_idx").on(t.customerId),
    index("billing_subscriptions_secret_idx").on(t.clientSecretHash),
    uniqueIndex("billing_subscriptions_tenant_key").on(t.tenantId),
    index("billing_subscriptions_next_action_idx").on(t.nextActionAt),
  ],
);

/**
 * A workspace's invoices (tenant-owned): our own in the sandbox, Stripe's copies with Stripe. `idempotency_key` names
 * the charge (the trial's conversion, a renewal, a proration), so a re-run charge never invoices or charges twice.
 */
export const invoices = tenantTable(
  "invoices",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    subscriptionId: text("subscription_id").notNull(),
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull().$type<"paid" | "open" | "void" | "uncollectible">(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    providerInvoiceId: text("provider_invoice_id"),
    hostedUrl: text("hosted_url"),
    pdfUrl: text("pdf_url"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("invoices_tenant_key_idx").on(t.tenantId, t.idempotencyKey),
    index("invoices_tenant_issued_idx").on(t.tenantId, t.issuedAt),
  ],
);

/** Stripe webhook events already handled (deliveries are at least once). */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
