import { defineModule } from "../module";
import { healthStatsQueue } from "./health-stats";
import { platformRoutes } from "./routes";

/** The super admin's console: overview, tenants, auth events, API health (counted by a root hook in app.ts). */
export const platformModule = defineModule({
  name: "platform",
  routes: platformRoutes,
  queues: ({ db }) => [healthStatsQueue(db)],
});
