import { KB_MESSAGES, kbApi } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { kbArticles, kbCategories } from "../../db/schema";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit";
import type { SecretBox } from "../../lib/secret-box";
import { TtlCache } from "../../lib/ttl-cache";
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

const KB_VIEW_WINDOW_MS = 60 * 60_000;

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/**
 * The knowledge base endpoints of `kbApi`: reading (published articles, for everyone) and authoring (SUPER_ADMIN
 * only, the declared access checks it).
 */
export async function kbRoutes(
  app: FastifyInstance,
  { db, limiter, secrets }: { db: Db; limiter: RateLimiter; secrets: SecretBox },
): Promise<void> {
  // Published articles change only when a super admin writes (which clears it): reads are served from a short cache.
  const cache = new TtlCache<unknown>(30_000);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.url.startsWith("/api/admin/kb/") && reply.statusCode < 400) cache.clear();
    return payload;
  });

  serve(app, kbApi.categories, async () => cached("categories", () => listCategories(db)));

  // `?vertical=`: the reader's industry (the tenant dashboard sends its own), whose articles rank first.
  serve(app, kbApi.featured, async (request) => {
    const vertical = request.query.vertical ?? null;
    return cached(`featured:${vertical ?? ""}`, () => featuredArticles(db, vertical));
  });

  serve(app, kbApi.categoryArticles, async (request) => {
    const vertical = request.query.vertical ?? null;
    return cached(`category:${request.params.categoryId}:${vertical ?? ""}`, () =>
      categoryArticles(db, request.params.categoryId, vertical),
    );
  });

  serve(app, kbApi.verticalArticles, async (request) =>
    cached(`vertical:${request.params.verticalModuleId}`, () => verticalArticles(db, request.params.verticalModuleId)),
  );

  serve(app, kbApi.search, async (request) => {
    const { q, vertical = null } = request.query;
    return cached(`search:${vertical ?? ""}:${q.toLowerCase()}`, () => searchArticles(db, q, vertical));
  });

  serve(app, kbApi.article, async (request) => {
    const article = await getArticle(db, request.params.id);
    if (!article) throw notFound(KB_MESSAGES.notFound);
    return article;
  });

  serve(app, kbApi.countView, async (request) => {
    const id = request.params.id;
    const seen = await currentViewCount(db, id);
    if (seen === null) throw notFound(KB_MESSAGES.notFound);
    // One view per visitor (address and browser, as a keyed hash) per article per hour: only the first is counted.
    const visitor = secrets.mac("kb-visitor", `${request.ip}\n${request.headers["user-agent"] ?? ""}`);
    const { hits } = await limiter.hit(`kbview:${id}:${visitor}`, KB_VIEW_WINDOW_MS);
    const viewCount = hits === 1 ? await countView(db, id) : seen;
    if (viewCount === null) throw notFound(KB_MESSAGES.notFound);
    return { viewCount };
  });

  /* ---- Authoring: super admin only (the declared access) ---- */

  serve(app, kbApi.adminArticles, async () => listAllArticles(db));

  serve(app, kbApi.adminArticle, async (request) => {
    const article = await getArticle(db, request.params.id, { includeDrafts: true });
    if (!article) throw notFound(KB_MESSAGES.notFound);
    return article;
  });

  const requireCategory = async (categoryId: number) => {
    const [category] = await db
      .select({ id: kbCategories.id })
      .from(kbCategories)
      .where(eq(kbCategories.id, categoryId));
    if (!category)
      throw new HttpError(400, KB_MESSAGES.categoryNotFound, { categoryId: [KB_MESSAGES.categoryNotFound] });
  };

  serve(app, kbApi.createArticle, async (request, reply) => {
    await requireCategory(request.body.categoryId);
    const base = slugify(request.body.title) || "article";
    const [row] = await db
      .insert(kbArticles)
      .values({ ...request.body, slug: `${base}-${Date.now().toString(36)}`, status: "draft" })
      .returning({ id: kbArticles.id });
    return reply.status(201).send((await getArticle(db, row!.id, { includeDrafts: true }))!);
  });

  serve(app, kbApi.updateArticle, async (request) => {
    await requireCategory(request.body.categoryId);
    const rows = await db
      .update(kbArticles)
      .set({ ...request.body, updatedAt: new Date() })
      .where(eq(kbArticles.id, request.params.id))
      .returning({ id: kbArticles.id });
    if (rows.length === 0) throw notFound(KB_MESSAGES.notFound);
    return (await getArticle(db, request.params.id, { includeDrafts: true }))!;
  });

  for (const [ep, status] of [
    [kbApi.publishArticle, "published"],
    [kbApi.unpublishArticle, "draft"],
  ] as const) {
    serve(app, ep, async (request) => {
      const rows = await db
        .update(kbArticles)
        .set({ status, updatedAt: new Date(), ...(status === "published" ? { publishedAt: new Date() } : {}) })
        .where(eq(kbArticles.id, request.params.id))
        .returning({ id: kbArticles.id });
      if (rows.length === 0) throw notFound(KB_MESSAGES.notFound);
      return (await getArticle(db, request.params.id, { includeDrafts: true }))!;
    });
  }

  serve(app, kbApi.removeArticle, async (request, reply) => {
    const rows = await db
      .delete(kbArticles)
      .where(eq(kbArticles.id, request.params.id))
      .returning({ id: kbArticles.id });
    if (rows.length === 0) throw notFound(KB_MESSAGES.notFound);
    return reply.status(204).send(null);
  });

  serve(app, kbApi.createCategory, async (request, reply) => {
    const [row] = await db
      .insert(kbCategories)
      .values({
        ...request.body,
        slug: `${slugify(request.body.name) || "category"}-${Date.now().toString(36)}`,
        sortOrder: 100,
      })
      .returning();
    return reply.status(201).send({ ...row!, articleCount: 0 });
  });

  serve(app, kbApi.updateCategory, async (request) => {
    const [row] = await db
      .update(kbCategories)
      .set(request.body)
      .where(eq(kbCategories.id, request.params.id))
      .returning();
    if (!row) throw notFound(KB_MESSAGES.categoryNotFound);
    return (await listCategories(db)).find((c) => c.id === row.id)!;
  });

  serve(app, kbApi.removeCategory, async (request, reply) => {
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
  });
}
