import { defineModule } from "../module";
import { accountRoutes } from "./routes";

/** A signed-in member's own account: profile, e-mail change by link, own sessions (issue 17 point 6). */
export const accountModule = defineModule({ name: "account", routes: accountRoutes });
