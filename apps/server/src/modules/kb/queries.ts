import {
  KB_HIGHLIGHT_END,
  KB_HIGHLIGHT_START,
  type KbArticle,
  type KbArticleSummary,
  type KbCategory,
} from "@engagesuite/shared";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import { kbArticles, kbCategories } from "../../db/schema";

const published = eq(kbArticles.status, "published");

const summaryColumns = {
  id: kbArticles.id,
  slug: kbArticles.slug,
  title: kbArticles.title,
  summary: kbArticles.summary,
  tags: kbArticles.tags,
  updatedAt: kbArticles.updatedAt,
  viewCount: kbArticles.viewCount,
  categoryId: kbArticles.categoryId,
  categoryName: kbCategories.name,
  verticalId: kbArticles.verticalId,
  featured: kbArticles.featured,
};

type SummaryRow = { updatedAt: Date | null } & Omit<KbArticleSummary, "updatedAt" | "highlight">;

const toSummary = (row: SummaryRow): KbArticleSummary => ({ ...row, updatedAt: row.updatedAt?.toISOString() ?? null });

/**
 * The reader's industry first: `coalesce(vertical_id = $vertical, false) desc` (an article of no industry, or no
 * industry given, is not the reader's), then the list's own order.
 */
const ownIndustryFirst = (vertical: number | null) => sql`coalesce(${kbArticles.verticalId} = ${vertical}, false) desc`;

async function summaries(
  db: DbOrTx,
  where: SQL,
  vertical: number | null,
  order: SQL[] = [asc(kbArticles.title)],
): Promise<KbArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(kbArticles)
    .innerJoin(kbCategories, eq(kbCategories.id, kbArticles.categoryId))
    .where(where)
    .orderBy(ownIndustryFirst(vertical), ...order)
    .limit(200);
  return rows.map(toSummary);
}

export async function listCategories(db: DbOrTx): Promise<KbCategory[]> {
  return db
    .select({
      id: kbCategories.id,
      slug: kbCategories.slug,
      name: kbCategories.name,
      description: kbCategories.description,
      articleCount: sql<number>`(select count(*)::int from kb_articles a where a.category_id = kb_categories.id and a.status = 'published')`,
    })
    .from(kbCategories)
    .orderBy(asc(kbCategories.sortOrder), asc(kbCategories.name));
}

/** The featured articles; `vertical`: the reader's industry, whose articles come first. */
export const featuredArticles = (db: DbOrTx, vertical: number | null = null) =>
  summaries(db, and(published, eq(kbArticles.featured, true))!, vertical, [
    desc(kbArticles.viewCount),
    asc(kbArticles.title),
  ]);
/** A category's articles; `vertical`: the reader's industry, whose articles come first. */
export const categoryArticles = (db: DbOrTx, categoryId: number, vertical: number | null = null) =>
  summaries(db, and(published, eq(kbArticles.categoryId, categoryId))!, vertical);
export const verticalArticles = (db: DbOrTx, verticalId: number) =>
  summaries(db, and(published, eq(kbArticles.verticalId, verticalId))!, verticalId);

/** `ts_headline` options that mark matched terms for the web's HighlightedText (also the tenant articles' search). */
export const KB_HEADLINE_OPTIONS = `StartSel=${KB_HIGHLIGHT_START}, StopSel=${KB_HIGHLIGHT_END}, HighlightAll=true`;

/**
 * Ranked full-text search (title above summary and tags above body, ts_rank_cd over weighted vectors), with the
 * matched terms marked; when it finds nothing, trigram similarity on titles catches typos. `vertical`, the reader's
 * industry: its matches rank above every other industry's (and the 50 kept are chosen in that order), then by rank.
 */
export async function searchArticles(
  db: DbOrTx,
  q: string,
  vertical: number | null = null,
): Promise<KbArticleSummary[]> {
  const options = KB_HEADLINE_OPTIONS;
  const rows = await queryRows<SummaryRow & { hl_title: string; hl_summary: string }>(
    db,
    sql`with query as (select websearch_to_tsquery('english', ${q}) as tsq),
        ranked as (
          select a.id, coalesce(a.vertical_id = ${vertical}, false) as own, ts_rank_cd(a.search, query.tsq, 32) as rank
          from kb_articles a, query
          where a.status = 'published' and a.search @@ query.tsq
          order by own desc, rank desc, a.id
          limit 50
        )
        -- Headlines only for the 50 best matches: ts_headline re-parses the text, the costliest step.
        select a.id, a.slug, a.title, a.summary, a.tags, a.updated_at as "updatedAt", a.view_count as "viewCount",
          a.category_id as "categoryId", c.name as "categoryName", a.vertical_id as "verticalId", a.featured,
          ts_headline('english', a.title, query.tsq, ${options}) as hl_title,
          ts_headline('english', a.summary, query.tsq, ${options}) as hl_summary
        from ranked r join kb_articles a on a.id = r.id join kb_categories c on c.id = a.category_id, query
        order by r.own desc, r.rank desc, a.id`,
  );
  if (rows.length > 0) return rows.map(withHighlight);

  // A typo fallback: titles whose words are similar enough (app_kb_similar_titles, migration 0014, lowers pg_trgm's
  // threshold from 0.6 to 0.4 for short words like "invoce").
  const query = q.toLowerCase();
  const fuzzy = await queryRows<SummaryRow & { hl_title: string; hl_summary: string }>(
    db,
    sql`select a.id, a.slug, a.title, a.summary, a.tags, a.updated_at as "updatedAt", a.view_count as "viewCount",
        a.category_id as "categoryId", c.name as "categoryName", a.vertical_id as "verticalId", a.featured,
        a.title as hl_title, a.summary as hl_summary
      from app_kb_similar_titles(${query}, 20) similar_title
      join kb_articles a on a.id = similar_title.article_id join kb_categories c on c.id = a.category_id
      order by coalesce(a.vertical_id = ${vertical}, false) desc, similar_title.similarity desc, a.id`,
  );
  return fuzzy.map(withHighlight);
}

function withHighlight(row: SummaryRow & { hl_title: string; hl_summary: string }): KbArticleSummary {
  const { hl_title, hl_summary, ...rest } = row;
  return {
    ...toSummary({ ...rest, updatedAt: rest.updatedAt ? new Date(rest.updatedAt) : null }),
    highlight: { title: hl_title, summary: hl_summary },
  };
}

export async function getArticle(
  db: DbOrTx,
  id: number,
  options: { includeDrafts?: boolean } = {},
): Promise<KbArticle | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      body: kbArticles.body,
      status: kbArticles.status,
      publishedAt: kbArticles.publishedAt,
    })
    .from(kbArticles)
    .innerJoin(kbCategories, eq(kbCategories.id, kbArticles.categoryId))
    .where(options.includeDrafts ? eq(kbArticles.id, id) : and(eq(kbArticles.id, id), published));
  if (!row) return null;
  return { ...toSummary(row), body: row.body, status: row.status, publishedAt: row.publishedAt?.toISOString() ?? null };
}

/** A published article's view count without counting one; null when the article is not published. */
export async function currentViewCount(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ viewCount: kbArticles.viewCount })
    .from(kbArticles)
    .where(and(eq(kbArticles.id, id), published));
  return row?.viewCount ?? null;
}

/** Counts a view atomically; null when the article is not published. */
export async function countView(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .update(kbArticles)
    .set({ viewCount: sql`${kbArticles.viewCount} + 1` })
    .where(and(eq(kbArticles.id, id), published))
    .returning({ viewCount: kbArticles.viewCount });
  return row?.viewCount ?? null;
}

export async function listAllArticles(db: DbOrTx): Promise<KbArticle[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      body: kbArticles.body,
      status: kbArticles.status,
      publishedAt: kbArticles.publishedAt,
    })
    .from(kbArticles)
    .innerJoin(kbCategories, eq(kbCategories.id, kbArticles.categoryId))
    .orderBy(desc(kbArticles.updatedAt));
  return rows.map((row) => ({
    ...toSummary(row),
    body: row.body,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }));
}
