import { defineModule } from "../module";
import { contactBulkQueue, contactBulkRoutes } from "./bulk";
import { seedDemoCustomFields } from "./demo-fields";
import { seedDemoContactRecords } from "./demo-record";
import { seedDemoTags } from "./demo-tags";
import { contactDuplicateRoutes } from "./duplicate-routes";
import { contactFieldRoutes } from "./field-routes";
import { seedContactFields } from "./fields";
import { contactRecordRoutes } from "./record-routes";
import { contactRoutes } from "./routes";
import { contactTagRoutes } from "./tags-routes";

/** The tenant's address book, with the workspace's custom contact fields (issue 19). */
export const contactsModule = defineModule({
  name: "contacts",
  routes: async (app, services) => {
    await contactRoutes(app);
    await contactFieldRoutes(app);
    await contactDuplicateRoutes(app);
    await contactRecordRoutes(app);
    await contactTagRoutes(app);
    await contactBulkRoutes(app, services);
  },
  queues: (services) => [contactBulkQueue(services)],
  seedVertical: seedContactFields,
  seedDemo: async (tx, tenant) => {
    await seedDemoCustomFields(tx, tenant);
    await seedDemoContactRecords(tx, tenant);
    await seedDemoTags(tx, tenant);
  },
});
