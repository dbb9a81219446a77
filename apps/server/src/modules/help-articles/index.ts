import type { ArticleSeed } from "@engagesuite/shared";
import { defineModule } from "../module";
import { helpArticlesRoutes } from "./routes";
import { seedArticles } from "./seed";

/** Drafts the demo workspaces show beside their vertical's published starter articles. */
const DEMO_DRAFTS: Record<string, readonly ArticleSeed[]> = {
  demo: [
    {
      slug: "flu-season-vaccinations",
      title: "Flu season vaccinations",
      summary: "When our flu clinic opens and how to book a shot.",
      category: "Appointments",
      tags: ["vaccinations"],
      body: "Our flu clinic opens in October. Book a shot through a new request in the portal.\n\n*Draft: confirm the dates with the front desk before publishing.*",
    },
  ],
  summit: [
    {
      slug: "preparing-for-your-deposition",
      title: "Preparing for your deposition",
      summary: "What happens at a deposition and how we prepare you for it.",
      category: "Your matter",
      tags: ["deposition"],
      body: "A deposition is sworn testimony taken before trial. We meet with you beforehand to go through the questions you are likely to be asked.\n\n*Draft: add the checklist.*",
    },
  ],
};

/** The workspace's own knowledge base: staff write articles for their clients, the portal's Help area reads them. */
export const helpArticlesModule = defineModule({
  name: "help-articles",
  routes: helpArticlesRoutes,
  seedVertical: (tx, tenant) => seedArticles(tx, tenant.id, tenant.vertical.starterArticles),
  seedDemo: (tx, tenant) => seedArticles(tx, tenant.id, DEMO_DRAFTS[tenant.subdomain] ?? [], "draft"),
});
