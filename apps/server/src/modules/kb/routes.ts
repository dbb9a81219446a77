import {
  KB_MESSAGES,
  kbArticleInputSchema,
  kbArticleSchema,
  kbArticleSummarySchema,
  kbCategoryInputSchema,
  kbCategorySchema,
  kbSearchQuerySchema,
  numericIdSchema,
} from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { kbArticles, kbCategories } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import type { RateLimiter } from "../../lib/rate-limit";
import type { SecretBox } from "../../lib/secret-box";
import { TtlCache } from "../../lib/ttl-cache";
import { requireSuperAdmin } from "../auth/context";
import {
  categoryArticles,
  countView,
  currentViewCount,
  featuredArticles,
  getArticle,
  listAllArticles,
  listCategories,
  searchArticles,
  verticalArticles,
} from "./queries";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 409: messageAnswer };
const tags = ["knowledge base"];
const idParams = z.object({ id: numericIdSchema });
const list = z.array(kbArticleSummarySchema);
const KB_VIEW_WINDOW_MS = 60 * 60_000;

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Reading (published articles, for everyone) and authoring (SUPER_ADMIN only) of the knowledge base. */
export const kbRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter; secrets: SecretBox }> = async (
  app,
  { db, limiter, secrets },
) => {
  // Published articles change only when a super admin writes (which clears it): reads are served from a short cache.
  const cache = new TtlCache<unknown>(30_000);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.url.startsWith("/api/admin/kb/") && reply.statusCode < 400) cache.clear();
    return payload;
  });

  app.get(
    "/api/kb/categories",
    { schema: { tags, summary: "Categories with their article counts", response: { 200: z.array(kbCategorySchema) } } },
    async () => cached("categories", () => listCategories(db)),
  );

  app.get(
    "/api/kb/articles/featured",
    { schema: { tags, summary: "Featured articles", response: { 200: list } } },
    async () => cached("featured", () => featuredArticles(db)),
  );

  app.get(
    "/api/kb/articles/category/:categoryId",
    {
      schema: {
        tags,
        summary: "A category's articles",
        params: z.object({ categoryId: numericIdSchema }),
        response: { 200: list, ...errors },
      },
    },
    async (request) =>
      cached(`category:${request.params.categoryId}`, () => categoryArticles(db, request.params.categoryId)),
  );

  app.get(
    "/api/kb/articles/vertical/:verticalModuleId",
    {
      schema: {
        tags,
        summary: "Articles for one industry",
        params: z.object({ verticalModuleId: numericIdSchema }),
        response: { 200: list, ...errors },
      },
    },
    async (request) =>
      cached(`vertical:${request.params.verticalModuleId}`, () =>
        verticalArticles(db, request.params.verticalModuleId),
      ),
  );

  app.get(
    "/api/kb/search",
    {
      schema: {
        tags,
        summary: "Ranked full-text search with typo tolerance (q, at least 3 characters)",
        querystring: kbSearchQuerySchema,
        response: { 200: list, ...errors },
      },
    },
    async (request) => cached(`search:${request.query.q.toLowerCase()}`, () => searchArticles(db, request.query.q)),
  );

  app.get(
    "/api/kb/articles/:id",
    {
      schema: {
        tags,
        summary: "One published article",
        params: idParams,
        response: { 200: kbArticleSchema, ...errors },
      },
    },
    async (request) => {
      const article = await getArticle(db, request.params.id);
      if (!article) throw notFound(KB_MESSAGES.notFound);
      return article;
    },
  );

  app.post(
    "/api/kb/articles/:id/view",
    {
      schema: {
        tags,
        summary: "Counts a view: one per visitor per article per hour (atomic)",
        params: idParams,
        response: { 200: z.object({ viewCount: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      const seen = await currentViewCount(db, id);
      if (seen === null) throw notFound(KB_MESSAGES.notFound);
      // One view per visitor (address and browser, as a keyed hash) per article per hour: only the first is counted.
      const visitor = secrets.mac("kb-visitor", `${request.ip}\n${request.headers["user-agent"] ?? ""}`);
      const { hits } = await limiter.hit(`kbview:${id}:${visitor}`, KB_VIEW_WINDOW_MS);
      const viewCount = hits === 1 ? await countView(db, id) : seen;
      if (viewCount === null) throw notFound(KB_MESSAGES.notFound);
      return { viewCount };
    },
  );

  /* ---- Authoring: super admin only ---- */

  app.get(
    "/api/admin/kb/articles",
    {
      schema: {
        tags,
        summary: "Every article, drafts included",
        response: { 200: z.array(kbArticleSchema), ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      return listAllArticles(db);
    },
  );

  app.get(
    "/api/admin/kb/articles/:id",
    {
      schema: {
        tags,
        summary: "One article, draft or published",
        params: idParams,
        response: { 200: kbArticleSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      const article = await getArticle(db, request.params.id, { includeDrafts: true });
      if (!article) throw notFound(KB_MESSAGES.notFound);
      return article;
    },
  );

  const requireCategory = async (categoryId: number) => {
    const [category] = await db
      .select({ id: kbCategories.id })
      .from(kbCategories)
      .where(eq(kbCategories.id, categoryId));
    if (!category)
      throw new HttpError(400, KB_MESSAGES.categoryNotFound, { categoryId: [KB_MESSAGES.categoryNotFound] });
  };

  app.post(
    "/api/admin/kb/articles",
    {
      schema: {
        tags,
        summary: "Creates a draft",
        body: kbArticleInputSchema,
        response: { 201: kbArticleSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireSuperAdmin(request);
      await requireCategory(request.body.categoryId);
      const base = slugify(request.body.title) || "article";
      const [row] = await db
        .insert(kbArticles)
        .values({ ...request.body, slug: `${base}-${Date.now().toString(36)}`, status: "draft" })
        .returning({ id: kbArticles.id });
      return reply.status(201).send((await getArticle(db, row!.id, { includeDrafts: true }))!);
    },
  );

  app.put(
    "/api/admin/kb/articles/:id",
    {
      schema: {
        tags,
        summary: "Edits an article",
        params: idParams,
        body: kbArticleInputSchema,
        response: { 200: kbArticleSchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      await requireCategory(request.body.categoryId);
      const rows = await db
        .update(kbArticles)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(kbArticles.id, request.params.id))
        .returning({ id: kbArticles.id });
      if (rows.length === 0) throw notFound(KB_MESSAGES.notFound);
      return (await getArticle(db, request.params.id, { includeDrafts: true }))!;
    },
  );

  for (const [action, status] of [
    ["publish", "published"],
    ["unpublish", "draft"],
  ] as const) {
    app.post(
      `/api/admin/kb/articles/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === "publish" ? "Publishes" : "Unpublishes"} an article`,
          params: idParams,
          response: { 200: kbArticleSchema, ...errors },
        },
      },
      async (request) => {
        await requireSuperAdmin(request);
        const rows = await db
          .update(kbArticles)
          .set({ status, updatedAt: new Date(), ...(status === "published" ? { publishedAt: new Date() } : {}) })
          .where(eq(kbArticles.id, request.params.id))
          .returning({ id: kbArticles.id });
        if (rows.length === 0) throw notFound(KB_MESSAGES.notFound);
        return (await getArticle(db, request.params.id, { includeDrafts: true }))!;
      },
    );
  }

  app.delete(
    "/api/admin/kb/articles/:id",
    { schema: { tags, summary: "Deletes an article", params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await requireSuperAdmin(request);
      const rows = await db
        .delete(kbArticles)
        .where(eq(kbArticles.id, request.params.id))
        .returning({ id: kbArticles.id });
      if (rows.length === 0) throw notFound(KB_MESSAGES.notFound);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/kb/categories",
    {
      schema: {
        tags,
        summary: "Creates a category",
        body: kbCategoryInputSchema,
        response: { 201: kbCategorySchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireSuperAdmin(request);
      const [row] = await db
        .insert(kbCategories)
        .values({
          ...request.body,
          slug: `${slugify(request.body.name) || "category"}-${Date.now().toString(36)}`,
          sortOrder: 100,
        })
        .returning();
      return reply.status(201).send({ ...row!, articleCount: 0 });
    },
  );

  app.put(
    "/api/admin/kb/categories/:id",
    {
      schema: {
        tags,
        summary: "Renames a category",
        params: idParams,
        body: kbCategoryInputSchema,
        response: { 200: kbCategorySchema, ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      const [row] = await db
        .update(kbCategories)
        .set(request.body)
        .where(eq(kbCategories.id, request.params.id))
        .returning();
      if (!row) throw notFound(KB_MESSAGES.categoryNotFound);
      return (await listCategories(db)).find((c) => c.id === row.id)!;
    },
  );

  app.delete(
    "/api/admin/kb/categories/:id",
    {
      schema: { tags, summary: "Deletes an empty category", params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await requireSuperAdmin(request);
      const [used] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(kbArticles)
        .where(eq(kbArticles.categoryId, request.params.id));
      if ((used?.n ?? 0) > 0) throw new HttpError(409, KB_MESSAGES.categoryInUse);
      const rows = await db
        .delete(kbCategories)
        .where(eq(kbCategories.id, request.params.id))
        .returning({ id: kbCategories.id });
      if (rows.length === 0) throw notFound(KB_MESSAGES.categoryNotFound);
      return reply.status(204).send(null);
    },
  );
};
