import { billingApi } from "@engagesuite/shared";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { Db, Tx } from "../../db/client";
import { billingSubscriptions, invoices, processedWebhookEvents } from "../../db/schema";
import { bindTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import type { StripePayments } from "../../providers/payments/stripe";
import { stripeSnapshot } from "../../providers/payments/stripe";
import { applyEvent, mailAdmins, type SubscriptionDeps, toSubscription } from "./subscription-service";

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  payments: StripePayments;
  secret: string;
  /** The subscription's machine: Stripe's events drive it (issue 18). */
  subscriptions?: Pick<SubscriptionDeps, "mailer" | "publicOrigin">;
}

const SUBSCRIPTION_EVENTS = new Set<string>([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
]);

/**
 * POST /api/payments/webhook (Stripe only): the signature is verified on the raw body, and subscription events keep our
 * copy of the subscription's state. Deliveries are at least once, so each event is handled once: it is recorded as
 * processed in the same transaction as its handler's writes. A handler that fails rolls the record back (the 500 makes
 * Stripe retry, and the retry is processed); a concurrent duplicate waits on the uncommitted record's key and then
 * finds it, so it is answered as a duplicate without running the handler again.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: WebhookDeps): Promise<void> {
  // This plugin's own scope: JSON bodies stay raw bytes, which the signature is computed over.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  // No CSRF check (`csrf: false` in the declaration, lib/origin-check.ts): Stripe sends no Origin, and the signature
  // authenticates the sender.
  serve(app, billingApi.webhook, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(
        request.body as unknown as Buffer,
        String(signature ?? ""),
        deps.secret,
      );
    } catch {
      return reply.status(400).send({ message: "Invalid webhook signature" });
    }
    const processed = await deps.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(processedWebhookEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id });
      if (recorded.length === 0) return false;
      await handleEvent(tx, deps, event);
      return true;
    });
    return processed ? { received: true as const } : { received: true as const, duplicate: true as const };
  });
}

/**
 * What an event changes; it writes through `tx` only, so it commits or rolls back with the event's record. Subscription
 * snapshots go through the state machine ordered by the event's `created` (an older one changes nothing); invoices are
 * copied (with Stripe's hosted page and PDF) into the workspace's invoices.
 */
async function handleEvent(tx: Tx, deps: WebhookDeps, event: Stripe.Event): Promise<void> {
  const createdAt = new Date(event.created * 1000);
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    await deps.payments.recordStatus(subscription, tx);
    const row = await linkedRow(tx, subscription.id);
    if (!row || !deps.subscriptions) return;
    if (event.type === "customer.subscription.trial_will_end") {
      if (row.trialReminderSentAt) return;
      await tx
        .update(billingSubscriptions)
        .set({ trialReminderSentAt: createdAt })
        .where(eq(billingSubscriptions.id, row.id));
      await mailAdmins(deps.subscriptions, tx, row.tenantId!, toSubscription(row), ["trial_reminder"]);
      return;
    }
    await applyEvent(
      deps.subscriptions,
      tx,
      row,
      { type: "stripe", snapshot: stripeSnapshot(subscription, createdAt) },
      createdAt,
    );
    return;
  }
  if (event.type === "payment_method.attached") {
    // The card the billing page shows: brand, last 4 and expiry, as Stripe reports them.
    const method = event.data.object as Stripe.PaymentMethod;
    const customer = typeof method.customer === "string" ? method.customer : method.customer?.id;
    if (!method.card || !customer) return;
    await tx
      .update(billingSubscriptions)
      .set({
        cardBrand: method.card.brand,
        cardLast4: method.card.last4,
        cardExpMonth: method.card.exp_month,
        cardExpYear: method.card.exp_year,
      })
      .where(and(eq(billingSubscriptions.customerId, customer), isNotNull(billingSubscriptions.tenantId)));
    return;
  }
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
    const invoice = event.data.object as Stripe.Invoice & { subscription?: string | { id: string } | null };
    const parent = (invoice as { parent?: { subscription_details?: { subscription?: string | { id: string } } } })
      .parent;
    const ref = parent?.subscription_details?.subscription ?? invoice.subscription;
    const subscriptionId = typeof ref === "string" ? ref : ref?.id;
    if (!subscriptionId || !invoice.id) return;
    const row = await linkedRow(tx, subscriptionId);
    if (!row) return;
    const status = event.type === "invoice.paid" ? ("paid" as const) : ("open" as const);
    const values = {
      tenantId: row.tenantId!,
      id: invoice.id,
      subscriptionId,
      number: invoice.number ?? invoice.id,
      issuedAt: new Date(invoice.created * 1000),
      description: invoice.lines?.data?.[0]?.description ?? invoice.description ?? "EngageSuite subscription",
      amountCents: event.type === "invoice.paid" ? invoice.amount_paid : invoice.amount_due,
      status,
      paidAt: status === "paid" ? createdAt : null,
      providerInvoiceId: invoice.id,
      hostedUrl: invoice.hosted_invoice_url ?? null,
      pdfUrl: invoice.invoice_pdf ?? null,
      idempotencyKey: `stripe:${invoice.id}`,
    };
    // Paid is final: a late "payment failed" for a paid invoice changes nothing.
    await tx
      .insert(invoices)
      .values(values)
      .onConflictDoUpdate({
        target: [invoices.tenantId, invoices.id],
        set: { ...values, status: sql`case when ${invoices.status} = 'paid' then 'paid' else excluded.status end` },
      });
  }
}

/** The subscription's row once it belongs to a workspace; the transaction is bound to that workspace from here on. */
async function linkedRow(tx: Tx, subscriptionId: string) {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, subscriptionId))
    .for("update");
  if (!row?.tenantId || !row.state) return null;
  await bindTenant(tx, row.tenantId);
  return row;
}
