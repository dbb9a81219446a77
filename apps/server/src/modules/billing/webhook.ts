import type { FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";
import type { Db } from "../../db/client";
import { processedWebhookEvents } from "../../db/schema";
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
 * POST /api/payments/webhook (Stripe only): the signature is verified on the raw body, each event is handled once
 * (deliveries are at least once), and subscription events keep our copy of the subscription's state.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<WebhookDeps> = async (app, deps) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post("/api/payments/webhook", { schema: { hide: true }, config: { csrf: false } }, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    let event: Stripe.Event;
    try {
      event = deps.stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ""), deps.secret);
    } catch {
      return reply.status(400).send({ message: "Invalid webhook signature" });
    }
    const inserted = await deps.db
      .insert(processedWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return { received: true, duplicate: true };
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      await deps.payments.recordStatus(event.data.object as Stripe.Subscription);
    }
    return { received: true };
  });
};
