import { defineModule } from "../module";
import { entitlementsRoutes } from "./routes";

/**
 * Module entitlements (issue 18 point 6): the billing page's modules. The check itself runs in the request-context
 * hook (`require-module.ts`) for every declaration that names a `module`.
 */
export const entitlementsModule = defineModule({
  name: "entitlements",
  routes: (app, services) => entitlementsRoutes(app, { db: services.db }),
});
