import { createFileStorage } from "../../providers/storage";
import { defineModule } from "../module";
import { ticketAttachmentRoutes } from "./attachment-routes";
import { startInboundSmtp } from "./inbound/server";
import { helpdeskRoutes } from "./routes";
import { helpdeskSettingsRoutes } from "./settings-routes";

/**
 * Tickets and comments, for staff and portal clients; their attachments (a scope of their own for the upload parser)
 * and, when INBOUND_SMTP_PORT is set, the inbound SMTP listener that turns mail into tickets (issue 22 points 5, 6).
 */
export const helpdeskModule = defineModule({
  name: "helpdesk",
  routes: async (app, services) => {
    await helpdeskRoutes(app, services);
    await helpdeskSettingsRoutes(app, services);
    const storage = createFileStorage(services.config);
    await app.register(async (scope) => ticketAttachmentRoutes(scope, { storage, services }));
    const port = services.config.INBOUND_SMTP_PORT;
    if (port !== undefined) {
      let listener: Awaited<ReturnType<typeof startInboundSmtp>> | undefined;
      app.addHook("onReady", async () => {
        listener = await startInboundSmtp(
          { ...services, storage, appDomain: services.config.APP_DOMAIN },
          { port, host: services.config.INBOUND_SMTP_HOST },
        );
        services.log.info(`inbound SMTP listening on ${services.config.INBOUND_SMTP_HOST}:${listener.port}`);
      });
      app.addHook("onClose", async () => listener?.close());
    }
  },
});
