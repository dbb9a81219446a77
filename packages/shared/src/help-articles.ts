import { z } from "zod";
import { SEARCH_MIN_LENGTH } from "./constants";
import { KB_MESSAGES } from "./kb";
import { uuidSchema } from "./schemas";

/**
 * The tenant's own knowledge base (issue 19 point 5): articles a workspace's staff write for their own clients, read
 * in the client portal's Help area. Not the platform's help centre (`kb.ts`), which the super admin writes.
 */

export const HELP_ARTICLE_MESSAGES = {
  notFound: "Article not found",
  savedAtOnce: "Another article was saved with this title at the same time; try again.",
  categoryNotFound: "Category not found",
  categoryInUse: "Move or delete this category's articles first.",
  categoryTaken: "A category with this name already exists",
} as const;

export const HELP_ARTICLE_STATUSES = ["draft", "published"] as const;
export type HelpArticleStatus = (typeof HELP_ARTICLE_STATUSES)[number];

/** Articles per page: the default and the most one page may ask for. */
export const HELP_ARTICLE_PAGE_SIZE = 20;
export const HELP_ARTICLE_MAX_PAGE_SIZE = 50;

export const helpCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Staff: every article in it; portal: its published ones. */
  articleCount: z.number().int(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpArticleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  status: z.enum(HELP_ARTICLE_STATUSES),
  categoryId: z.string(),
  categoryName: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Search results only: title and summary with matched terms between KB_HIGHLIGHT_START and KB_HIGHLIGHT_END. */
  highlight: z.object({ title: z.string(), summary: z.string() }).optional(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpArticleSchema = helpArticleSummarySchema.extend({ body: z.string() });
export type HelpArticle = z.infer<typeof helpArticleSchema>;

export const helpArticlePageSchema = z.object({
  items: z.array(helpArticleSummarySchema),
  /** Every match, not only this page's. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HelpArticlePage = z.infer<typeof helpArticlePageSchema>;

const searchText = z
  .string()
  .trim()
  .max(200)
  .refine((q) => q === "" || q.length >= SEARCH_MIN_LENGTH, { message: KB_MESSAGES.searchTooShort })
  .optional();

/** The portal's list and search: published articles only (the server adds that), ranked when `q` is given. */
export const helpArticlePortalQuerySchema = z.object({
  q: searchText,
  categoryId: uuidSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(HELP_ARTICLE_MAX_PAGE_SIZE).default(HELP_ARTICLE_PAGE_SIZE),
});

/** The staff list: drafts too, and a status filter. */
export const helpArticleListQuerySchema = helpArticlePortalQuerySchema.extend({
  status: z.enum(HELP_ARTICLE_STATUSES).optional(),
});
export type HelpArticleListQuery = z.input<typeof helpArticleListQuerySchema>;

export const helpArticleInputSchema = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200),
  summary: z.string().trim().min(10, "Summary must be at least 10 characters").max(400),
  body: z.string().trim().min(20, "Body must be at least 20 characters").max(100_000),
  categoryId: z.uuid({ error: "Choose a category" }),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10).default([]),
});
export type HelpArticleInput = z.input<typeof helpArticleInputSchema>;

export const helpCategoryInputSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(80),
});
export type HelpCategoryInput = z.infer<typeof helpCategoryInputSchema>;

/** A URL-safe slug from a title ("Booking & changing" → "booking-changing"). */
export function helpArticleSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "article"
  );
}
