import { defineModule } from "../module";
import { tenantLookupRoutes } from "./routes";

/** The public tenant lookups (landing pages, portal). */
export const tenantsModule = defineModule({ name: "tenants", routes: tenantLookupRoutes });
