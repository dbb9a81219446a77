import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { kbArticles, kbCategories, verticals } from "../schema";
import { loadKbContent } from "./kb-files";

/**
 * Adds the shipped help articles that are not there yet (by slug); an article or category the platform's authors
 * edited or deleted is left as they left it.
 */
export async function seedKnowledgeBase(db: DbOrTx): Promise<void> {
  const content = loadKbContent();
  await db
    .insert(kbCategories)
    .values(content.categories.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoNothing();
  const categories = await db.select({ id: kbCategories.id, slug: kbCategories.slug }).from(kbCategories);
  const verticalRows = await db.select({ id: verticals.id, slug: verticals.slug }).from(verticals);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const verticalId = new Map(verticalRows.map((v) => [v.slug, v.id]));
  const rows = content.articles.flatMap((a) => {
    const category = categoryId.get(a.categorySlug);
    if (!category) return [];
    return [
      {
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.body,
        tags: a.tags,
        featured: a.featured,
        categoryId: category,
        verticalId: a.verticalSlug ? (verticalId.get(a.verticalSlug) ?? null) : null,
        status: "published" as const,
        publishedAt: sql`now()`,
      },
    ];
  });
  // Only the articles not there yet: building a row computes its search vector even when the insert then conflicts,
  // and on a restart every article is there already.
  const present = new Set((await db.select({ slug: kbArticles.slug }).from(kbArticles)).map((r) => r.slug));
  const missing = rows.filter((row) => !present.has(row.slug));
  if (missing.length > 0) await db.insert(kbArticles).values(missing).onConflictDoNothing();
}
