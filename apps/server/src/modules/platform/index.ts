import { defineModule } from "../module";
import { trackApiHealth } from "./health-stats";
import { platformRoutes } from "./routes";

/** The super admin's console: overview, tenants, auth events, API health. */
export const platformModule = defineModule({
  name: "platform",
  routes: async (app, services) => {
    await platformRoutes(app, services);
    trackApiHealth(app, services.db);
  },
});
