import { defineModule } from "../module";
import { terminologyRoutes } from "./routes";

/**
 * A workspace's terminology (issue 19 point 2): its admin overrides the vertical's words for contacts, tickets and the
 * portal. The tenant info answers the effective words (tenancy/queries.ts); a change clears every node's cache.
 */
export const terminologyModule = defineModule({
  name: "terminology",
  routes: async (app, services) => {
    await terminologyRoutes(app, { db: services.db });
  },
});
