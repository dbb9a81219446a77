import { z } from "zod";
import { SEARCH_MIN_LENGTH } from "./constants";
import { numericIdSchema } from "./schemas";

/** Knowledge base contract (SPEC §2 Knowledge base screen, §3, §5, §7). */

export const KB_MESSAGES = {
  searchTooShortTitle: "Search query too short",
  searchTooShort: "Please enter at least 3 characters to search",
  notFound: "Article not found",
  categoryNotFound: "Category not found",
  categoryInUse: "Move or delete this category's articles first.",
} as const;

/** ts_headline markers around a matched term in `highlight` fields: split on them and render safely. */
export const KB_HIGHLIGHT_START = "\u0002";
export const KB_HIGHLIGHT_END = "\u0003";

export const kbCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  articleCount: z.number().int(),
});
export type KbCategory = z.infer<typeof kbCategorySchema>;

export const kbArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  updatedAt: z.string().nullable(),
  viewCount: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  verticalId: z.number().int().nullable(),
  featured: z.boolean(),
  /** Search results only: title and summary with matched terms between KB_HIGHLIGHT_START and KB_HIGHLIGHT_END. */
  highlight: z.object({ title: z.string(), summary: z.string() }).optional(),
});
export type KbArticleSummary = z.infer<typeof kbArticleSummarySchema>;

export const kbArticleSchema = kbArticleSummarySchema.extend({
  body: z.string(),
  status: z.enum(["draft", "published"]),
  publishedAt: z.string().nullable(),
});
export type KbArticle = z.infer<typeof kbArticleSchema>;

/**
 * `?vertical=`: the reader's industry (a tenant's vertical module id). Its articles rank first in a listing or a search;
 * without it the order is the plain one.
 */
export const kbListQuerySchema = z.object({ vertical: numericIdSchema.optional() });

/**
 * GET /api/kb/search?q= (also `query` or `search`): at least 3 characters, enforced by the server too; `vertical` ranks
 * that industry's matches first.
 */
export const kbSearchQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    query: z.string().trim().max(200).optional(),
    search: z.string().trim().max(200).optional(),
    vertical: numericIdSchema.optional(),
  })
  .transform((v) => ({ q: v.q ?? v.query ?? v.search ?? "", vertical: v.vertical }))
  .refine((v) => v.q.length >= SEARCH_MIN_LENGTH, { message: KB_MESSAGES.searchTooShort, path: ["q"] });

export const kbArticleInputSchema = z.object({
  title: z.string().trim().min(3, "Title must be at least 3 characters").max(200),
  summary: z.string().trim().min(10, "Summary must be at least 10 characters").max(400),
  body: z.string().trim().min(20, "Body must be at least 20 characters").max(100_000),
  categoryId: z.number({ error: "Choose a category" }).int().positive("Choose a category"),
  verticalId: z.number().int().positive().nullable().default(null),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10).default([]),
  featured: z.boolean().default(false),
});

export const kbCategoryInputSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(80),
  description: z.string().trim().max(300).default(""),
});
