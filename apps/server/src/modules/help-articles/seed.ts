import type { ArticleSeed } from "@engagesuite/shared";
import type { Tx } from "../../db/client";
import { categoryNamed } from "./queries";
import { helpArticles } from "./schema";

/**
 * Adds the articles (and their categories, by name) this workspace does not have yet, by slug: an article a member
 * edited or deleted is left alone. Idempotent (`on conflict do nothing` on (tenant_id, slug)).
 */
export async function seedArticles(
  tx: Tx,
  tenantId: string,
  articles: readonly ArticleSeed[],
  status: "draft" | "published" = "published",
): Promise<void> {
  const now = new Date();
  for (const article of articles) {
    const categoryId = await categoryNamed(tx, tenantId, article.category);
    await tx
      .insert(helpArticles)
      .values({
        tenantId,
        slug: article.slug,
        categoryId,
        title: article.title,
        summary: article.summary,
        body: article.body,
        tags: [...article.tags],
        status,
        publishedAt: status === "published" ? now : null,
      })
      .onConflictDoNothing();
  }
}
