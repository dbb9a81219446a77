import { defineModule } from "../module";
import { portalRoutes } from "./routes";
import { portalVerificationRoutes } from "./verification-routes";

/** The client portal's accounts: registration, sign-in, profile, security and e-mail verification. */
export const portalModule = defineModule({
  name: "portal",
  routes: async (app, services) => {
    await portalRoutes(app, services);
    await portalVerificationRoutes(app, services);
  },
});
