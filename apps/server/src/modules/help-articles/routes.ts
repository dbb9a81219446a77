import { HELP_ARTICLE_MESSAGES, helpArticlesApi } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import { freeSlug, getArticle, listArticles, listCategories, requireArticle, requireCategory } from "./queries";
import { helpArticleCategories, helpArticles } from "./schema";

/** A unique violation (a category name taken): 23505. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: string }).code === "23505";

/**
 * The endpoints of `helpArticlesApi`: the workspace's staff write (every member, `helpArticles.write`), its portal
 * clients read what is published. The tenant comes from the request context; every query names it.
 */
export async function helpArticlesRoutes(app: FastifyInstance): Promise<void> {
  serve(app, helpArticlesApi.list, async (request, _reply, { tenant, tx }) => {
    const { q, status, categoryId, page, pageSize } = request.query;
    return tx((t) => listArticles(t, tenant.id, { q, status, categoryId, page, pageSize }));
  });

  serve(app, helpArticlesApi.get, async (request, _reply, { tenant, tx }) =>
    tx((t) => requireArticle(t, tenant.id, request.params.articleId)),
  );

  serve(app, helpArticlesApi.create, async (request, reply, { tenant, tx }) => {
    const article = await tx(async (t) => {
      await requireCategory(t, tenant.id, request.body.categoryId);
      // Two articles of one title at once may find the same free slug: the one that loses takes the next.
      for (let attempt = 0; ; attempt++) {
        const [row] = await t
          .insert(helpArticles)
          .values({
            ...request.body,
            tenantId: tenant.id,
            slug: await freeSlug(t, tenant.id, request.body.title),
            status: "draft",
          })
          .onConflictDoNothing()
          .returning({ id: helpArticles.id });
        if (row) return requireArticle(t, tenant.id, row.id);
        if (attempt >= 5) throw new HttpError(409, HELP_ARTICLE_MESSAGES.savedAtOnce);
      }
    });
    return reply.status(201).send(article);
  });

  serve(app, helpArticlesApi.update, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      // The article first: another workspace's (or no) article is a 404 whatever the body says.
      await requireArticle(t, tenant.id, request.params.articleId);
      await requireCategory(t, tenant.id, request.body.categoryId);
      const rows = await t
        .update(helpArticles)
        .set({ ...request.body, updatedAt: new Date() })
        .where(and(eq(helpArticles.tenantId, tenant.id), eq(helpArticles.id, request.params.articleId)))
        .returning({ id: helpArticles.id });
      if (rows.length === 0) throw notFound(HELP_ARTICLE_MESSAGES.notFound);
      return requireArticle(t, tenant.id, request.params.articleId);
    }),
  );

  for (const [declaration, status] of [
    [helpArticlesApi.publish, "published"],
    [helpArticlesApi.unpublish, "draft"],
  ] as const) {
    serve(app, declaration, async (request, _reply, { tenant, tx }) =>
      tx(async (t) => {
        const now = new Date();
        const rows = await t
          .update(helpArticles)
          .set({ status, updatedAt: now, ...(status === "published" ? { publishedAt: now } : {}) })
          .where(and(eq(helpArticles.tenantId, tenant.id), eq(helpArticles.id, request.params.articleId)))
          .returning({ id: helpArticles.id });
        if (rows.length === 0) throw notFound(HELP_ARTICLE_MESSAGES.notFound);
        return requireArticle(t, tenant.id, request.params.articleId);
      }),
    );
  }

  serve(app, helpArticlesApi.remove, async (request, reply, { tenant, tx }) => {
    const rows = await tx((t) =>
      t
        .delete(helpArticles)
        .where(and(eq(helpArticles.tenantId, tenant.id), eq(helpArticles.id, request.params.articleId)))
        .returning({ id: helpArticles.id }),
    );
    if (rows.length === 0) throw notFound(HELP_ARTICLE_MESSAGES.notFound);
    return reply.status(204).send(null);
  });

  /* ---- Categories ---- */

  serve(app, helpArticlesApi.categories, async (_request, _reply, { tenant, tx }) =>
    tx((t) => listCategories(t, tenant.id)),
  );

  const categoryTaken = () =>
    new HttpError(409, HELP_ARTICLE_MESSAGES.categoryTaken, { name: [HELP_ARTICLE_MESSAGES.categoryTaken] });

  serve(app, helpArticlesApi.createCategory, async (request, reply, { tenant, tx }) => {
    const [row] = await tx((t) =>
      t
        .insert(helpArticleCategories)
        .values({ tenantId: tenant.id, name: request.body.name })
        .onConflictDoNothing()
        .returning({ id: helpArticleCategories.id, name: helpArticleCategories.name }),
    );
    if (!row) throw categoryTaken();
    return reply.status(201).send({ ...row, articleCount: 0 });
  });

  serve(app, helpArticlesApi.renameCategory, async (request, _reply, { tenant, tx }) => {
    try {
      return await tx(async (t) => {
        const rows = await t
          .update(helpArticleCategories)
          .set({ name: request.body.name })
          .where(
            and(eq(helpArticleCategories.tenantId, tenant.id), eq(helpArticleCategories.id, request.params.categoryId)),
          )
          .returning({ id: helpArticleCategories.id });
        if (rows.length === 0) throw notFound(HELP_ARTICLE_MESSAGES.categoryNotFound);
        return (await listCategories(t, tenant.id)).find((c) => c.id === request.params.categoryId)!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw categoryTaken();
      throw error;
    }
  });

  serve(app, helpArticlesApi.removeCategory, async (request, reply, { tenant, tx }) => {
    await tx(async (t) => {
      const [used] = await t
        .select({ n: sql<number>`count(*)::int` })
        .from(helpArticles)
        .where(and(eq(helpArticles.tenantId, tenant.id), eq(helpArticles.categoryId, request.params.categoryId)));
      if ((used?.n ?? 0) > 0) throw new HttpError(409, HELP_ARTICLE_MESSAGES.categoryInUse);
      const rows = await t
        .delete(helpArticleCategories)
        .where(
          and(eq(helpArticleCategories.tenantId, tenant.id), eq(helpArticleCategories.id, request.params.categoryId)),
        )
        .returning({ id: helpArticleCategories.id });
      if (rows.length === 0) throw notFound(HELP_ARTICLE_MESSAGES.categoryNotFound);
    });
    return reply.status(204).send(null);
  });

  /* ---- The portal's Help area: published articles only ---- */

  serve(app, helpArticlesApi.portalList, async (request, _reply, { tenant, tx }) => {
    const { q, categoryId, page, pageSize } = request.query;
    return tx((t) => listArticles(t, tenant.id, { q, categoryId, page, pageSize, status: "published" }));
  });

  serve(app, helpArticlesApi.portalCategories, async (_request, _reply, { tenant, tx }) =>
    tx((t) => listCategories(t, tenant.id, { publishedOnly: true })),
  );

  serve(app, helpArticlesApi.portalArticle, async (request, _reply, { tenant, tx }) => {
    const article = await tx((t) => getArticle(t, tenant.id, request.params.articleId, { publishedOnly: true }));
    if (!article) throw notFound(HELP_ARTICLE_MESSAGES.notFound);
    return article;
  });
}
