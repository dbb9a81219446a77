import { defineModule } from "../module";
import { APPOINTMENT_REMINDERS_QUEUE, sendDueReminders } from "./reminders";
import { appointmentRoutes } from "./routes";
import { seedDemoAppointments } from "./seed";

/** Appointments (issue 20 point 3): staff book them for portal clients, clients confirm, cancel and ask for one. */
export const appointmentsModule = defineModule({
  name: "appointments",
  routes: appointmentRoutes,
  queues: (services) => [
    {
      // Every five minutes, the reminders of appointments starting within 24 hours (each goes exactly once).
      name: APPOINTMENT_REMINDERS_QUEUE,
      expireInSeconds: 600,
      retryLimit: 3,
      retryDelay: 30,
      cron: "*/5 * * * *",
      runAtStart: true,
      handler: async () => {
        const sent = await sendDueReminders(services.db, services, services.clock);
        if (sent > 0) services.log.info({ sent }, "appointment reminders enqueued");
      },
    },
  ],
  seedDemo: seedDemoAppointments,
});
