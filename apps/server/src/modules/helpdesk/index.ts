import { defineModule } from "../module";
import { helpdeskRoutes } from "./routes";

/** Tickets and comments, for staff and portal clients. */
export const helpdeskModule = defineModule({ name: "helpdesk", routes: helpdeskRoutes });
