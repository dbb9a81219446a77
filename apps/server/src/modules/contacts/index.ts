import { defineModule } from "../module";
import { seedDemoCustomFields } from "./demo-fields";
import { seedDemoContactRecords } from "./demo-record";
import { contactFieldRoutes } from "./field-routes";
import { seedContactFields } from "./fields";
import { contactRecordRoutes } from "./record-routes";
import { contactRoutes } from "./routes";

/** The tenant's address book, with the workspace's custom contact fields (issue 19). */
export const contactsModule = defineModule({
  name: "contacts",
  routes: async (app) => {
    await contactRoutes(app);
    await contactFieldRoutes(app);
    await contactRecordRoutes(app);
  },
  seedVertical: seedContactFields,
  seedDemo: async (tx, tenant) => {
    await seedDemoCustomFields(tx, tenant);
    await seedDemoContactRecords(tx, tenant);
  },
});
