import {
  HELP_ARTICLE_MESSAGES,
  type HelpArticle,
  type HelpArticlePage,
  type HelpArticleStatus,
  type HelpArticleSummary,
  type HelpCategory,
  helpArticleSlug,
} from "@engagesuite/shared";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/client";
import { HttpError, notFound } from "../../lib/http-error";
import { KB_HEADLINE_OPTIONS } from "../kb/queries";
import { helpArticleCategories, helpArticles } from "./schema";

/*
 * Queries of the tenant's knowledge base. Every one runs in a transaction bound to the tenant (row-level security)
 * and also names the tenant in its conditions, so the (tenant_id, …) indexes are used and a mistake cannot widen it.
 */

export interface ArticleFilter {
  q?: string;
  status?: HelpArticleStatus;
  categoryId?: string;
  page: number;
  pageSize: number;
}

type Row = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  status: HelpArticleStatus;
  categoryId: string;
  categoryName: string;
  updatedAt: Date | string;
  publishedAt: Date | string | null;
  body?: string;
  hlTitle?: string;
  hlSummary?: string;
  total?: number;
};

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

function toSummary(row: Row): HelpArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    status: row.status,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    updatedAt: iso(row.updatedAt)!,
    publishedAt: iso(row.publishedAt),
    ...(row.hlTitle !== undefined ? { highlight: { title: row.hlTitle, summary: row.hlSummary ?? row.summary } } : {}),
  };
}

const columns = sql`a.id, a.slug, a.title, a.summary, a.tags, a.status, a.category_id as "categoryId",
  c.name as "categoryName", a.updated_at as "updatedAt", a.published_at as "publishedAt"`;

/**
 * A page of articles with the total: newest first, or with `q` ranked as the platform's help centre ranks
 * (`websearch_to_tsquery`, `ts_rank_cd` over the weighted vector, `ts_headline` marks for the page's rows only).
 */
export async function listArticles(tx: Tx, tenantId: string, filter: ArticleFilter): Promise<HelpArticlePage> {
  const conditions: SQL[] = [sql`a.tenant_id = ${tenantId}`];
  if (filter.status) conditions.push(sql`a.status = ${filter.status}`);
  if (filter.categoryId) conditions.push(sql`a.category_id = ${filter.categoryId}`);
  const q = filter.q?.trim() ?? "";
  const offset = (filter.page - 1) * filter.pageSize;
  const where = sql.join(conditions, sql` and `);
  const rows = q
    ? await queryRows<Row>(
        tx,
        sql`with query as (select websearch_to_tsquery('english', ${q}) as tsq),
          matches as (
            select a.id, ts_rank_cd(a.search, query.tsq, 32) as rank, count(*) over ()::int as total
            from help_articles a, query
            where ${where} and a.search @@ query.tsq
            order by rank desc, a.id
            limit ${filter.pageSize} offset ${offset}
          )
          select ${columns}, m.total,
            ts_headline('english', a.title, query.tsq, ${KB_HEADLINE_OPTIONS}) as "hlTitle",
            ts_headline('english', a.summary, query.tsq, ${KB_HEADLINE_OPTIONS}) as "hlSummary"
          from matches m
          join help_articles a on a.tenant_id = ${tenantId} and a.id = m.id
          join help_article_categories c on c.tenant_id = a.tenant_id and c.id = a.category_id, query
          order by m.rank desc, a.id`,
      )
    : await queryRows<Row>(
        tx,
        sql`select ${columns}, count(*) over ()::int as total
          from help_articles a
          join help_article_categories c on c.tenant_id = a.tenant_id and c.id = a.category_id
          where ${where}
          order by a.updated_at desc, a.id
          limit ${filter.pageSize} offset ${offset}`,
      );
  // A page past the end has no rows to carry the total: count it then.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    const [counted] = await queryRows<{ n: number }>(
      tx,
      q
        ? sql`select count(*)::int as n from help_articles a where ${where}
            and a.search @@ websearch_to_tsquery('english', ${q})`
        : sql`select count(*)::int as n from help_articles a where ${where}`,
    );
    total = counted?.n ?? 0;
  }
  return { items: rows.map(toSummary), total, page: filter.page, pageSize: filter.pageSize };
}

/** One article (null when it is not this tenant's, or is a draft and `publishedOnly`). */
export async function getArticle(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { publishedOnly?: boolean } = {},
): Promise<HelpArticle | null> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${columns}, a.body
      from help_articles a
      join help_article_categories c on c.tenant_id = a.tenant_id and c.id = a.category_id
      where a.tenant_id = ${tenantId} and a.id = ${id}
        ${options.publishedOnly ? sql`and a.status = 'published'` : sql``}`,
  );
  return row ? { ...toSummary(row), body: row.body ?? "" } : null;
}

export async function requireArticle(tx: Tx, tenantId: string, id: string): Promise<HelpArticle> {
  const article = await getArticle(tx, tenantId, id);
  if (!article) throw notFound(HELP_ARTICLE_MESSAGES.notFound);
  return article;
}

/** The categories with their article counts (published ones only for the portal, which hides empty categories). */
export async function listCategories(
  tx: Tx,
  tenantId: string,
  options: { publishedOnly?: boolean } = {},
): Promise<HelpCategory[]> {
  const rows = await queryRows<HelpCategory>(
    tx,
    sql`select c.id, c.name, count(a.id)::int as "articleCount"
      from help_article_categories c
      left join help_articles a on a.tenant_id = c.tenant_id and a.category_id = c.id
        ${options.publishedOnly ? sql`and a.status = 'published'` : sql``}
      where c.tenant_id = ${tenantId}
      group by c.id, c.name
      ${options.publishedOnly ? sql`having count(a.id) > 0` : sql``}
      order by lower(c.name)`,
  );
  return rows;
}

/** Refuses (400, on the field) a category that is not this tenant's. */
export async function requireCategory(tx: Tx, tenantId: string, categoryId: string): Promise<void> {
  const [row] = await tx
    .select({ id: helpArticleCategories.id })
    .from(helpArticleCategories)
    .where(and(eq(helpArticleCategories.tenantId, tenantId), eq(helpArticleCategories.id, categoryId)));
  if (!row)
    throw new HttpError(400, HELP_ARTICLE_MESSAGES.categoryNotFound, {
      categoryId: [HELP_ARTICLE_MESSAGES.categoryNotFound],
    });
}

/** A slug not yet used in this tenant: the title's, then with -2, -3 … */
export async function freeSlug(tx: Tx, tenantId: string, title: string): Promise<string> {
  const base = helpArticleSlug(title);
  const taken = new Set(
    (
      await tx
        .select({ slug: helpArticles.slug })
        .from(helpArticles)
        .where(and(eq(helpArticles.tenantId, tenantId), sql`${helpArticles.slug} like ${`${base}%`}`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The category of this name (case-insensitive), created when missing; its id. */
export async function categoryNamed(tx: Tx, tenantId: string, name: string): Promise<string> {
  await tx.insert(helpArticleCategories).values({ tenantId, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: helpArticleCategories.id })
    .from(helpArticleCategories)
    .where(
      and(eq(helpArticleCategories.tenantId, tenantId), sql`lower(${helpArticleCategories.name}) = lower(${name})`),
    )
    .orderBy(asc(helpArticleCategories.createdAt));
  return row!.id;
}
