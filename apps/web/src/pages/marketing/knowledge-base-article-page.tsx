import { MarketingIntro } from "@/components/layout/placeholders";

export function KnowledgeBaseArticlePage() {
  return <MarketingIntro title="Knowledge Base Article" description="Guides and answers from the knowledge base." />;
}
