import { defineModule } from "../module";
import { authRoutes } from "./routes";

/** Staff and super admin sign-in, sessions, password reset and the account's own security. */
export const authModule = defineModule({ name: "auth", routes: authRoutes });
