import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createFileStorage } from "../../providers/storage";
import { defineModule } from "../module";
import { documentsRoutes } from "./routes";
import { seedDemoDocuments } from "./seed";

/** Documents shared between staff and portal clients (issue 20 point 2). */
export const documentsModule = defineModule({
  name: "documents",
  routes: (app, services) => documentsRoutes(app, { storage: createFileStorage(services.config), services }),
  seedDemo: (tx, tenant) => seedDemoDocuments(tx, tenant.id, DEMO_LOGINS.demoPortalClient.email),
});
