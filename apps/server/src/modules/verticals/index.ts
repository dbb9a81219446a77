import { defineModule } from "../module";
import { seedPendingVerticalDefaults } from "./defaults";

export const VERTICAL_DEFAULTS_QUEUE = "verticals-defaults";

/** Industry verticals (issue 19): what a workspace of each vertical starts with, seeded by every module. */
export const verticalsModule = defineModule({
  name: "verticals",
  queues: (services) => [
    {
      name: VERTICAL_DEFAULTS_QUEUE,
      expireInSeconds: 600,
      retryLimit: 5,
      retryDelay: 30,
      runAtStart: true,
      cron: "17 * * * *",
      handler: async () => {
        await seedPendingVerticalDefaults(services.db);
      },
    },
  ],
});
