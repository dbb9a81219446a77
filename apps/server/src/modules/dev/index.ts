import { subscriptionDeps } from "../billing";
import { runDueWork } from "../billing/subscription-service";
import { defineModule } from "../module";
import { devClockRoutes } from "./clock-routes";
import { outboxRoutes } from "./outbox-routes";

/**
 * Development aids, served only where MAIL_OUTBOX_VIEW is on (never in the API document): the mail outbox, and the
 * billing clock an end-to-end test moves past a trial's end.
 */
export const devModule = defineModule({
  name: "dev",
  routes: async (app, services) => {
    if (!services.config.outboxView) return;
    await outboxRoutes(app, { mailer: services.mailer });
    await devClockRoutes(app, { clock: services.clock, run: () => runDueWork(subscriptionDeps(services)) });
  },
});
