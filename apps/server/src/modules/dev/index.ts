import { defineModule } from "../module";
import { outboxRoutes } from "./outbox-routes";

/** Development aids, served only where MAIL_OUTBOX_VIEW is on (never in the API document): the mail outbox. */
export const devModule = defineModule({
  name: "dev",
  routes: async (app, { config, mailer }) => {
    if (config.outboxView) await outboxRoutes(app, { mailer });
  },
});
