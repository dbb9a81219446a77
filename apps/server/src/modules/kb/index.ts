import { defineModule } from "../module";
import { kbRoutes } from "./routes";

/** The help centre: public articles and the super admin's editor. */
export const kbModule = defineModule({ name: "kb", routes: kbRoutes });
