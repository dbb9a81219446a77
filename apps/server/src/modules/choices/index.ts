import { defineModule } from "../module";
import { choiceRoutes } from "./routes";
import { seedChoices } from "./service";

/** A workspace's contact types and ticket categories (issue 19 point 4), seeded from its vertical. */
export const choicesModule = defineModule({
  name: "choices",
  routes: choiceRoutes,
  seedVertical: (tx, tenant) => seedChoices(tx, tenant.id, tenant.vertical),
});
