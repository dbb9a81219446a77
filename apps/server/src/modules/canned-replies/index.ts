import { defineModule } from "../module";
import { cannedReplyRoutes } from "./routes";
import { seedDemoCannedReplies } from "./seed";

/** The help desk's canned replies (issue 22 point 8); the table is the help desk's (helpdesk/schema.ts). */
export const cannedRepliesModule = defineModule({
  name: "canned-replies",
  routes: cannedReplyRoutes,
  seedDemo: seedDemoCannedReplies,
});
