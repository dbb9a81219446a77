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
import { contactTrashPurgeQueue, contactTrashRoutes } from "./trash";

/** The tenant's address book, with the workspace's custom contact fields (issue 19) and its trash (issue 21). */
export const contactsModule = defineModule({
  name: "contacts",
  routes: async (app, services) => {
    await contactRoutes(app, services);
    await contactFieldRoutes(app);
    await contactDuplicateRoutes(app);
    await contactRecordRoutes(app);
    await contactTagRoutes(app);
    await contactBulkRoutes(app, services);
    await contactTrashRoutes(app, services);
  },
  queues: (services) => [contactBulkQueue(services), contactTrashPurgeQueue(services)],
  seedVertical: seedContactFields,
  seedDemo: async (tx, tenant) => {
    await seedDemoCustomFields(tx, tenant);
    await seedDemoContactRecords(tx, tenant);
    await seedDemoTags(tx, tenant);
  },
});
