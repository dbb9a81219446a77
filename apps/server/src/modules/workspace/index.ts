import { createFileStorage } from "../../providers/storage";
import { listenForTenantChanges } from "../../tenancy/invalidation";
import { defineModule } from "../module";
import { workspaceRoutes } from "./routes";

/** Workspace settings (issue 17 point 7): company name, logo, colours, time zone and locale, for the tenant's admins. */
export const workspaceModule = defineModule({
  name: "workspace",
  routes: async (app, services) => {
    await workspaceRoutes(app, { db: services.db, storage: createFileStorage(services.config) });
    // Every node clears its cached tenant info when any node announces a change (PostgreSQL LISTEN/NOTIFY).
    const stop = await listenForTenantChanges(services.database, () => app.forgetResolvedTenants(), services.log);
    app.addHook("onClose", stop);
  },
});
