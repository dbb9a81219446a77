import { z } from "zod";
import {
  kbArticleInputSchema,
  kbArticleSchema,
  kbArticleSummarySchema,
  kbCategoryInputSchema,
  kbCategorySchema,
  kbListQuerySchema,
  kbSearchQuerySchema,
} from "../kb";
import { numericIdSchema } from "../schemas";
import { apiErrorSchema } from "../types";
import { errorAnswers, noContent } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["knowledge base"];
/** Deleting a category that still has articles is refused with 409. */
const errors = { ...errorAnswers, 409: apiErrorSchema } as const;
const kbIdParams = z.object({ id: numericIdSchema });
const summaries = z.array(kbArticleSummarySchema);

/**
 * The knowledge base (global, not a tenant's): published articles for everyone, authoring for the super admin only
 * (drafts are invisible to everyone else).
 */
export const kbApi = {
  categories: endpoint({
    method: "GET",
    path: "/api/kb/categories",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Categories with their article counts",
    responses: { 200: z.array(kbCategorySchema), ...errorAnswers },
  }),
  featured: endpoint({
    method: "GET",
    path: "/api/kb/articles/featured",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Featured articles (`vertical`: that industry's first)",
    query: kbListQuerySchema,
    responses: { 200: summaries, ...errorAnswers },
  }),
  categoryArticles: endpoint({
    method: "GET",
    path: "/api/kb/articles/category/:categoryId",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "A category's articles (`vertical`: that industry's first)",
    params: z.object({ categoryId: numericIdSchema }),
    query: kbListQuerySchema,
    responses: { 200: summaries, ...errorAnswers },
  }),
  verticalArticles: endpoint({
    method: "GET",
    path: "/api/kb/articles/vertical/:verticalModuleId",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Articles for one industry",
    params: z.object({ verticalModuleId: numericIdSchema }),
    responses: { 200: summaries, ...errorAnswers },
  }),
  search: endpoint({
    method: "GET",
    path: "/api/kb/search",
    access: "public",
    tenantScoped: false,
    tags,
    summary:
      "Ranked full-text search with typo tolerance (q, at least 3 characters; `vertical`: that industry's first)",
    query: kbSearchQuerySchema,
    responses: { 200: summaries, ...errorAnswers },
  }),
  article: endpoint({
    method: "GET",
    path: "/api/kb/articles/:id",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "One published article",
    params: kbIdParams,
    responses: { 200: kbArticleSchema, ...errorAnswers },
  }),
  countView: endpoint({
    method: "POST",
    path: "/api/kb/articles/:id/view",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Counts a view: one per visitor per article per hour (atomic)",
    params: kbIdParams,
    responses: { 200: z.object({ viewCount: z.number().int() }), ...errorAnswers },
  }),

  /* ---- Authoring: super admin only ---- */

  adminArticles: endpoint({
    method: "GET",
    path: "/api/admin/kb/articles",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Every article, drafts included",
    responses: { 200: z.array(kbArticleSchema), ...errors },
  }),
  adminArticle: endpoint({
    method: "GET",
    path: "/api/admin/kb/articles/:id",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "One article, draft or published",
    params: kbIdParams,
    responses: { 200: kbArticleSchema, ...errors },
  }),
  createArticle: endpoint({
    method: "POST",
    path: "/api/admin/kb/articles",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Creates a draft",
    body: kbArticleInputSchema,
    responses: { 201: kbArticleSchema, ...errors },
  }),
  updateArticle: endpoint({
    method: "PUT",
    path: "/api/admin/kb/articles/:id",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Edits an article",
    params: kbIdParams,
    body: kbArticleInputSchema,
    responses: { 200: kbArticleSchema, ...errors },
  }),
  publishArticle: endpoint({
    method: "POST",
    path: "/api/admin/kb/articles/:id/publish",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Publishes an article",
    params: kbIdParams,
    responses: { 200: kbArticleSchema, ...errors },
  }),
  unpublishArticle: endpoint({
    method: "POST",
    path: "/api/admin/kb/articles/:id/unpublish",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Unpublishes an article",
    params: kbIdParams,
    responses: { 200: kbArticleSchema, ...errors },
  }),
  removeArticle: endpoint({
    method: "DELETE",
    path: "/api/admin/kb/articles/:id",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Deletes an article",
    params: kbIdParams,
    responses: { 204: noContent, ...errors },
  }),
  createCategory: endpoint({
    method: "POST",
    path: "/api/admin/kb/categories",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Creates a category",
    body: kbCategoryInputSchema,
    responses: { 201: kbCategorySchema, ...errors },
  }),
  updateCategory: endpoint({
    method: "PUT",
    path: "/api/admin/kb/categories/:id",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Renames a category",
    params: kbIdParams,
    body: kbCategoryInputSchema,
    responses: { 200: kbCategorySchema, ...errors },
  }),
  removeCategory: endpoint({
    method: "DELETE",
    path: "/api/admin/kb/categories/:id",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Deletes an empty category",
    params: kbIdParams,
    responses: { 204: noContent, ...errors },
  }),
} as const;
