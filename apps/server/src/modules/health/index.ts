import { defineModule } from "../module";
import { healthRoutes } from "./routes";

/** The load balancer's health check. */
export const healthModule = defineModule({ name: "health", routes: healthRoutes });
