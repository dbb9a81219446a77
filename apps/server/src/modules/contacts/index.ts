import { defineModule } from "../module";
import { seedDemoCustomFields } from "./demo-fields";
import { contactFieldRoutes } from "./field-routes";
import { seedContactFields } from "./fields";
import { contactRoutes } from "./routes";
import { contactTagRoutes } from "./tags-routes";

/** The tenant's address book, with the workspace's custom contact fields (issue 19). */
export const contactsModule = defineModule({
  name: "contacts",
  routes: async (app) => {
    await contactRoutes(app);
    await contactFieldRoutes(app);
    await contactTagRoutes(app);
  },
  seedVertical: seedContactFields,
  seedDemo: seedDemoCustomFields,
});
