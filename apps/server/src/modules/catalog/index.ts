import { defineModule } from "../module";
import { catalogRoutes } from "./routes";

/** Verticals and service modules: the public catalogue. */
export const catalogModule = defineModule({ name: "catalog", routes: catalogRoutes });
