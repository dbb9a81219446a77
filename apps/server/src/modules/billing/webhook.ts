import { billingApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { Db, Tx } from "../../db/client";
import { processedWebhookEvents } from "../../db/schema";
import { serve } from "../../http/serve";
import type { StripePayments } from "../../providers/payments/stripe";

export interface WebhookDeps {
  db: Db;
  stripe: Stripe;
  payments: StripePayments;
  secret: string;
}

const SUBSCRIPTION_EVENTS = new Set([
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
      await handleEvent(tx, deps.payments, event);
      return true;
    });
    return processed ? { received: true as const } : { received: true as const, duplicate: true as const };
  });
}

/** What an event changes; it writes through `tx` only, so it commits or rolls back with the event's record. */
async function handleEvent(tx: Tx, payments: StripePayments, event: Stripe.Event): Promise<void> {
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    await payments.recordStatus(event.data.object as Stripe.Subscription, tx);
  }
}
