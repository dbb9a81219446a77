import { defineModule } from "../module";
import { billingRoutes } from "./routes";
import { stripeWebhookRoutes } from "./webhook";

/** The $1 trial's payment: the configured payment provider's routes, and Stripe's signed webhook when it is set up. */
export const billingModule = defineModule({
  name: "billing",
  routes: async (app, { payments, limiter }) => {
    await billingRoutes(app, { ...payments.billing, limiter });
    const webhook = payments.webhook;
    // In a scope of its own: the webhook reads JSON as raw bytes (its signature is over them), the other routes not.
    if (webhook) await app.register(async (scope) => stripeWebhookRoutes(scope, webhook));
  },
});
