import {
  type HelpArticle,
  type HelpArticleInput,
  type HelpArticleStatus,
  type HelpCategory,
  helpArticlesApi,
} from "@engagesuite/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/** Every query of the workspace's articles sits behind this prefix, so one invalidation refreshes them after a write. */
export const HELP_ARTICLES_KEY = ["help-articles"] as const;

export interface ArticleListFilter {
  q: string;
  status: HelpArticleStatus | "";
  categoryId: string;
  page: number;
}

const articleParams = (articleId: string) => ({ articleId });

/** Staff: a page of the workspace's articles (drafts included). */
export function useStaffArticles(filter: ArticleListFilter) {
  const query = {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    page: filter.page,
  };
  return useQuery({
    queryKey: [...HELP_ARTICLES_KEY, ...keyOf(helpArticlesApi.list, { query })],
    queryFn: () => call(helpArticlesApi.list, { query }),
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
  });
}

export function useStaffArticle(articleId: string | null) {
  return useQuery({
    queryKey: [...HELP_ARTICLES_KEY, ...keyOf(helpArticlesApi.get, { params: articleParams(articleId ?? "") })],
    queryFn: () => call(helpArticlesApi.get, { params: articleParams(articleId!) }),
    enabled: articleId !== null,
    ...tenantQueryOptions,
  });
}

export function useStaffCategories() {
  return useQuery({
    queryKey: [...HELP_ARTICLES_KEY, ...keyOf(helpArticlesApi.categories, {})],
    queryFn: () => call(helpArticlesApi.categories, {}),
    ...tenantQueryOptions,
  });
}

export const helpArticleWrites = {
  create: (body: HelpArticleInput) => call(helpArticlesApi.create, { body }),
  update: (articleId: string, body: HelpArticleInput) =>
    call(helpArticlesApi.update, { params: articleParams(articleId), body }),
  publish: (articleId: string) => call(helpArticlesApi.publish, { params: articleParams(articleId) }),
  unpublish: (articleId: string) => call(helpArticlesApi.unpublish, { params: articleParams(articleId) }),
  remove: (articleId: string) => call(helpArticlesApi.remove, { params: articleParams(articleId) }),
};

/** Adds or deletes a category, then refreshes every article query (counts and names). */
export function useCategoryWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: HELP_ARTICLES_KEY });
  return {
    create: useMutation<HelpCategory, Error, string>({
      mutationFn: (name) => call(helpArticlesApi.createCategory, { body: { name } }),
      onSuccess: refresh,
    }),
    remove: useMutation<void, Error, string>({
      mutationFn: async (categoryId) => {
        await call(helpArticlesApi.removeCategory, { params: { categoryId } });
      },
      onSuccess: refresh,
    }),
  };
}

/* ---- The portal's Help area ---- */

export function usePortalArticles(filter: { q: string; categoryId: string; page: number }) {
  const query = {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
    page: filter.page,
  };
  return useQuery({
    ...queryOptionsOf(helpArticlesApi.portalList, { query }),
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
  });
}

export function usePortalCategories() {
  return useQuery({ ...queryOptionsOf(helpArticlesApi.portalCategories, {}), ...tenantQueryOptions });
}

export function usePortalArticle(articleId: string | null) {
  return useQuery({
    ...queryOptionsOf(helpArticlesApi.portalArticle, { params: articleParams(articleId ?? "") }),
    enabled: articleId !== null,
    retry: false,
    ...tenantQueryOptions,
  });
}

export type { HelpArticle };
