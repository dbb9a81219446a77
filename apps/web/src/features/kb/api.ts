import type { KbArticle, KbArticleSummary, KbCategory } from "@engagesuite/shared";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, getJson, sendJson } from "@/lib/api";
import { tenantQueryOptions } from "@/lib/query-client";

/** Every knowledge base query key starts with "kb", so one invalidation refreshes them all after an edit. */
export const kbKeys = {
  all: ["kb"] as const,
  categories: ["kb", "categories"] as const,
  featured: ["kb", "featured"] as const,
  category: (categoryId: number) => ["kb", "category", categoryId] as const,
  vertical: (verticalModuleId: number) => ["kb", "vertical", verticalModuleId] as const,
  search: (q: string) => ["kb", "search", q] as const,
  article: (id: number) => ["kb", "article", id] as const,
  adminArticles: ["kb", "admin", "articles"] as const,
  adminArticle: (id: number) => ["kb", "admin", "article", id] as const,
};

/** SPEC §7: the errors raised by the category and vertical article fetches. */
export const KB_FETCH_ERRORS = {
  category: "Failed to fetch category articles",
  vertical: "Failed to fetch vertical articles",
} as const;

/** SPEC §2: the alerts shown when a list fails to load. */
export const KB_LOAD_ERRORS = {
  categories: "Failed to load categories",
  featured: "Failed to load featured articles",
  category: "Failed to load category articles",
  vertical: "Failed to load industry-specific articles",
  search: "Failed to load search results",
} as const;

/** SPEC §2: the empty states. */
export const KB_EMPTY = {
  categories: "No categories",
  featured: "No featured articles",
  category: "No articles",
  vertical: "No industry-specific articles",
  search: "No results found",
} as const;

/** A fetch whose failure is reported with the spec's wording, keeping the HTTP error as its cause. */
async function getJsonOr<T>(url: string, message: string): Promise<T> {
  try {
    return await getJson<T>(url);
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** GET /api/kb/categories. */
export function useKbCategories() {
  return useQuery({
    queryKey: kbKeys.categories,
    queryFn: () => getJson<KbCategory[]>("/api/kb/categories"),
    ...tenantQueryOptions,
  });
}

/** GET /api/kb/articles/featured, in browse mode only (SPEC §7). */
export function useFeaturedArticles(enabled: boolean) {
  return useQuery({
    queryKey: kbKeys.featured,
    queryFn: () => getJson<KbArticleSummary[]>("/api/kb/articles/featured"),
    enabled,
    ...tenantQueryOptions,
  });
}

/** GET /api/kb/articles/category/{categoryId}, only while a category is selected (SPEC §7). */
export function useCategoryArticles(categoryId: number | null) {
  return useQuery({
    queryKey: kbKeys.category(categoryId ?? 0),
    queryFn: () => getJsonOr<KbArticleSummary[]>(`/api/kb/articles/category/${categoryId}`, KB_FETCH_ERRORS.category),
    enabled: categoryId !== null,
    ...tenantQueryOptions,
  });
}

/** GET /api/kb/articles/vertical/{verticalModuleId}, only with a vertical module (SPEC §7). */
export function useVerticalArticles(verticalModuleId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: kbKeys.vertical(verticalModuleId ?? 0),
    queryFn: () =>
      getJsonOr<KbArticleSummary[]>(`/api/kb/articles/vertical/${verticalModuleId}`, KB_FETCH_ERRORS.vertical),
    enabled: enabled && verticalModuleId !== null,
    ...tenantQueryOptions,
  });
}

/** GET /api/kb/search?q=…, for a search of at least 3 characters (the caller checks). */
export function useKbSearch(q: string | null) {
  return useQuery({
    queryKey: kbKeys.search(q ?? ""),
    queryFn: () => getJson<KbArticleSummary[]>(`/api/kb/search?${new URLSearchParams({ q: q ?? "" })}`),
    enabled: q !== null,
    ...tenantQueryOptions,
  });
}

/** GET /api/kb/articles/{id}: one published article (404 for unknown or unpublished ids). */
export function useKbArticle(id: number | null) {
  return useQuery({
    queryKey: kbKeys.article(id ?? 0),
    queryFn: () => getJson<KbArticle>(`/api/kb/articles/${id}`),
    enabled: id !== null,
    ...tenantQueryOptions,
  });
}

/** Gives every cached list the new view count of one article. */
function updateCachedViewCount(queryClient: QueryClient, id: number, viewCount: number): void {
  queryClient.setQueriesData<KbArticleSummary[]>({ queryKey: kbKeys.all }, (list) =>
    Array.isArray(list) ? list.map((a) => (a.id === id ? { ...a, viewCount } : a)) : list,
  );
}

/** How long 'Read Article' waits for the view count before opening the article anyway. */
export const VIEW_COUNT_TIMEOUT_MS = 2_000;

/**
 * POST /api/kb/articles/{id}/view, then the article in a new window. A failed (or slow) count is ignored: the
 * article still opens (SPEC §7).
 */
export async function countViewThenOpen(
  id: number,
  url: string,
  queryClient?: QueryClient,
  timeoutMs: number = VIEW_COUNT_TIMEOUT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const counted = sendJson<{ viewCount: number }>("POST", `/api/kb/articles/${id}/view`);
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const answer = await Promise.race([counted, timeout]);
    if (answer && typeof answer.viewCount === "number" && queryClient)
      updateCachedViewCount(queryClient, id, answer.viewCount);
  } catch {
    // SPEC §7: failure ignored, the article still opens.
  } finally {
    clearTimeout(timer);
  }
  window.open(url, "_blank", "noopener");
}

/* ---------------------------------------------------------------- Authoring (super admin) */

export interface KbArticleInput {
  title: string;
  summary: string;
  body: string;
  categoryId: number;
  verticalId: number | null;
  tags: string[];
  featured: boolean;
}

export interface KbCategoryInput {
  name: string;
  description: string;
}

/** GET /api/admin/kb/articles: every article, drafts included. */
export function useAdminArticles() {
  return useQuery({
    queryKey: kbKeys.adminArticles,
    queryFn: () => getJson<KbArticle[]>("/api/admin/kb/articles"),
    refetchOnWindowFocus: false,
  });
}

/** GET /api/admin/kb/articles/{id}: one article, draft or published. */
export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: kbKeys.adminArticle(id ?? 0),
    queryFn: () => getJson<KbArticle>(`/api/admin/kb/articles/${id}`),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}

export const kbAdminApi = {
  create: (input: KbArticleInput) => sendJson<KbArticle>("POST", "/api/admin/kb/articles", input),
  update: (id: number, input: KbArticleInput) => sendJson<KbArticle>("PUT", `/api/admin/kb/articles/${id}`, input),
  publish: (id: number) => sendJson<KbArticle>("POST", `/api/admin/kb/articles/${id}/publish`),
  unpublish: (id: number) => sendJson<KbArticle>("POST", `/api/admin/kb/articles/${id}/unpublish`),
  remove: (id: number) => apiRequest("DELETE", `/api/admin/kb/articles/${id}`).then(() => undefined),
  createCategory: (input: KbCategoryInput) => sendJson<KbCategory>("POST", "/api/admin/kb/categories", input),
  updateCategory: (id: number, input: KbCategoryInput) =>
    sendJson<KbCategory>("PUT", `/api/admin/kb/categories/${id}`, input),
  removeCategory: (id: number) => apiRequest("DELETE", `/api/admin/kb/categories/${id}`).then(() => undefined),
};

/** True for an HTTP error with this status. */
export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
