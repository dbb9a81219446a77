import { notifySlaBreaches, SLA_BREACH_QUEUE } from "../helpdesk/sla";
import { defineModule } from "../module";
import { notificationRoutes } from "./routes";

/**
 * A member's notifications (issue 22 point 4: the bell, the e-mails, the preferences) and the help desk's service-level
 * breach job (point 7): every minute, the tickets past a target whose breach nobody was told of yet, told once.
 */
export const notificationsModule = defineModule({
  name: "notifications",
  routes: notificationRoutes,
  queues: (services) => [
    {
      name: SLA_BREACH_QUEUE,
      expireInSeconds: 300,
      retryLimit: 3,
      retryDelay: 30,
      cron: "* * * * *",
      runAtStart: true,
      handler: async () => {
        const told = await notifySlaBreaches(services.db, services, services.clock);
        if (told > 0) services.log.info({ told }, "SLA breaches notified");
      },
    },
  ],
});
