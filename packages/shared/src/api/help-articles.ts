import { z } from "zod";
import {
  helpArticleInputSchema,
  helpArticleListQuerySchema,
  helpArticlePageSchema,
  helpArticlePortalQuerySchema,
  helpArticleSchema,
  helpCategoryInputSchema,
  helpCategorySchema,
} from "../help-articles";
import { uuidSchema } from "../schemas";
import { apiErrorSchema } from "../types";
import { errorAnswers, noContent } from "./answers";
import { endpoint } from "./endpoint";

export * from "../help-articles";

const tags = ["help articles"];
/** A category's duplicate name, or deleting one that still has articles, is refused with 409. */
const errors = { ...errorAnswers, 409: apiErrorSchema } as const;
const articleParams = z.object({ articleId: uuidSchema });
const categoryParams = z.object({ categoryId: uuidSchema });
const staff = {
  access: "staff",
  permission: "helpArticles.write",
  tenantScoped: true,
  tags,
  module: "knowledge-base",
} as const;
const portal = { access: "portalClient", tenantScoped: true, tags, module: "knowledge-base" } as const;
const exampleArticle = {
  title: "Parking at the clinic",
  summary: "Where to park when you visit us.",
  body: "Free parking is behind the building; the entrance is on Elm Street.",
  categoryId: "00000000-0000-4000-8000-000000000000",
  tags: ["visiting"],
};

/**
 * The tenant's own knowledge base: its staff write articles (drafts, publishing, categories) for their clients, who
 * read the published ones in the portal's Help area. Every member may write (`helpArticles.write`).
 */
export const helpArticlesApi = {
  list: endpoint({
    ...staff,
    method: "GET",
    path: "/api/help-articles",
    summary: "The workspace's articles, drafts included, paged with a total (q: ranked full-text search)",
    query: helpArticleListQuerySchema,
    responses: { 200: helpArticlePageSchema, ...errors },
  }),
  get: endpoint({
    ...staff,
    method: "GET",
    path: "/api/help-articles/:articleId",
    summary: "One article, draft or published",
    params: articleParams,
    responses: { 200: helpArticleSchema, ...errors },
  }),
  create: endpoint({
    ...staff,
    method: "POST",
    path: "/api/help-articles",
    summary: "Creates a draft",
    body: helpArticleInputSchema,
    responses: { 201: helpArticleSchema, ...errors },
    example: { body: exampleArticle },
  }),
  update: endpoint({
    ...staff,
    method: "PUT",
    path: "/api/help-articles/:articleId",
    summary: "Edits an article",
    params: articleParams,
    body: helpArticleInputSchema,
    responses: { 200: helpArticleSchema, ...errors },
    example: { body: exampleArticle },
  }),
  publish: endpoint({
    ...staff,
    method: "POST",
    path: "/api/help-articles/:articleId/publish",
    summary: "Publishes an article: the portal's Help area shows it",
    params: articleParams,
    responses: { 200: helpArticleSchema, ...errors },
  }),
  unpublish: endpoint({
    ...staff,
    method: "POST",
    path: "/api/help-articles/:articleId/unpublish",
    summary: "Takes an article back to a draft",
    params: articleParams,
    responses: { 200: helpArticleSchema, ...errors },
  }),
  remove: endpoint({
    ...staff,
    method: "DELETE",
    path: "/api/help-articles/:articleId",
    summary: "Deletes an article",
    params: articleParams,
    responses: { 204: noContent, ...errors },
  }),
  categories: endpoint({
    ...staff,
    method: "GET",
    path: "/api/help-article-categories",
    summary: "The workspace's article categories with their article counts",
    responses: { 200: z.array(helpCategorySchema), ...errors },
  }),
  createCategory: endpoint({
    ...staff,
    method: "POST",
    path: "/api/help-article-categories",
    summary: "Adds a category",
    body: helpCategoryInputSchema,
    responses: { 201: helpCategorySchema, ...errors },
    example: { body: { name: "Visiting us" } },
  }),
  renameCategory: endpoint({
    ...staff,
    method: "PUT",
    path: "/api/help-article-categories/:categoryId",
    summary: "Renames a category",
    params: categoryParams,
    body: helpCategoryInputSchema,
    responses: { 200: helpCategorySchema, ...errors },
    example: { body: { name: "Visiting us" } },
  }),
  removeCategory: endpoint({
    ...staff,
    method: "DELETE",
    path: "/api/help-article-categories/:categoryId",
    summary: "Deletes an empty category",
    params: categoryParams,
    responses: { 204: noContent, ...errors },
  }),

  /* ---- The client portal's Help area: published articles only ---- */

  portalList: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/help/articles",
    summary: "Published articles, paged with a total (q: ranked full-text search)",
    query: helpArticlePortalQuerySchema,
    responses: { 200: helpArticlePageSchema, ...errors },
  }),
  portalCategories: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/help/categories",
    summary: "Categories with published articles, and their counts",
    responses: { 200: z.array(helpCategorySchema), ...errors },
  }),
  portalArticle: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/help/articles/:articleId",
    summary: "One published article",
    params: articleParams,
    responses: { 200: helpArticleSchema, ...errors },
  }),
} as const;
