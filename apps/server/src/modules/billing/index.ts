import { defineModule, type Services } from "../module";
import { billingRoutes } from "./routes";
import { seedDemoSubscription } from "./seed";
import { subscriptionRoutes } from "./subscription-routes";
import { runDueWork, type SubscriptionDeps } from "./subscription-service";
import { stripeWebhookRoutes } from "./webhook";

export const SUBSCRIPTION_TIMERS_QUEUE = "billing-subscription-timers";

export function subscriptionDeps(services: Services): SubscriptionDeps {
  return {
    db: services.db,
    clock: services.clock,
    mailer: services.mailer,
    publicOrigin: services.config,
    afterBillingStep: services.afterBillingStep,
  };
}

/**
 * The $1 trial's payment (the configured payment provider's routes, Stripe's signed webhook when it is set up) and the
 * subscription's life after it (issue 18): the billing page's endpoints and the timers of trial ends, renewals,
 * retries and the end of read-only.
 */
export const billingModule = defineModule({
  name: "billing",
  routes: async (app, services) => {
    const { payments, limiter } = services;
    await billingRoutes(app, { ...payments.billing, limiter });
    const stripe = payments.billing.payments.name === "stripe" ? payments.stripe : undefined;
    await subscriptionRoutes(app, { ...subscriptionDeps(services), limiter, stripe });
    const webhook = payments.webhook;
    // In a scope of its own: the webhook reads JSON as raw bytes (its signature is over them), the other routes not.
    if (webhook) {
      await app.register(async (scope) =>
        stripeWebhookRoutes(scope, { ...webhook, subscriptions: subscriptionDeps(services) }),
      );
    }
  },
  queues: (services) => [
    {
      name: SUBSCRIPTION_TIMERS_QUEUE,
      expireInSeconds: 300,
      retryLimit: 3,
      retryDelay: 30,
      cron: "* * * * *",
      runAtStart: true,
      handler: async () => {
        await runDueWork(subscriptionDeps(services));
      },
    },
  ],
  seedDemo: seedDemoSubscription,
});
