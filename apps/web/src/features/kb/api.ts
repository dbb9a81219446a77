import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type KbArticleSummary,
  kbApi,
} from "@engagesuite/shared";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { call, keyOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/** An article or category id as a path parameter. */
const idParams = (id: number) => ({ id: String(id) });

/** `?vertical=`: the tenant's industry, whose articles the server ranks first (none without one). */
const industry = (vertical: number | null): { vertical?: string } =>
  vertical === null ? {} : { vertical: String(vertical) };

/**
 * Every knowledge base query key is its endpoint's key (`keyOf`) behind "kb", so one invalidation refreshes them all
 * after an edit.
 */
export const kbKeys = {
  all: ["kb"] as const,
  categories: ["kb", ...keyOf(kbApi.categories, {})],
  featured: (vertical: number | null = null) => ["kb", ...keyOf(kbApi.featured, { query: industry(vertical) })],
  category: (categoryId: number, vertical: number | null = null) => [
    "kb",
    ...keyOf(kbApi.categoryArticles, { params: { categoryId: String(categoryId) }, query: industry(vertical) }),
  ],
  vertical: (verticalModuleId: number) => [
    "kb",
    ...keyOf(kbApi.verticalArticles, { params: { verticalModuleId: String(verticalModuleId) } }),
  ],
  search: (q: string, vertical: number | null = null) => [
    "kb",
    ...keyOf(kbApi.search, { query: { q, ...industry(vertical) } }),
  ],
  article: (id: number) => ["kb", ...keyOf(kbApi.article, { params: idParams(id) })],
  adminArticles: ["kb", ...keyOf(kbApi.adminArticles, {})],
  adminArticle: (id: number) => ["kb", ...keyOf(kbApi.adminArticle, { params: idParams(id) })],
};

/** SPEC §7: the errors raised by the category and vertical article fetches. */
const KB_FETCH_ERRORS = {
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

/** A call whose failure is reported with the spec's wording, keeping the HTTP error as its cause. */
async function callOr<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  message: string,
): Promise<EndpointAnswer<E>> {
  try {
    return await call(endpoint, input);
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** The categories with their article counts. */
export function useKbCategories() {
  return useQuery({
    queryKey: kbKeys.categories,
    queryFn: () => call(kbApi.categories, {}),
    ...tenantQueryOptions,
  });
}

/** The featured articles, in browse mode only (SPEC §7); the tenant's industry's first. */
export function useFeaturedArticles(enabled: boolean, vertical: number | null = null) {
  return useQuery({
    queryKey: kbKeys.featured(vertical),
    queryFn: () => call(kbApi.featured, { query: industry(vertical) }),
    enabled,
    ...tenantQueryOptions,
  });
}

/** A category's articles, only while a category is selected (SPEC §7); the tenant's industry's first. */
export function useCategoryArticles(categoryId: number | null, vertical: number | null = null) {
  return useQuery({
    queryKey: kbKeys.category(categoryId ?? 0, vertical),
    queryFn: () =>
      callOr(
        kbApi.categoryArticles,
        { params: { categoryId: String(categoryId) }, query: industry(vertical) },
        KB_FETCH_ERRORS.category,
      ),
    enabled: categoryId !== null,
    ...tenantQueryOptions,
  });
}

/** The articles of one industry, only with a vertical module (SPEC §7). */
export function useVerticalArticles(verticalModuleId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: kbKeys.vertical(verticalModuleId ?? 0),
    queryFn: () =>
      callOr(
        kbApi.verticalArticles,
        { params: { verticalModuleId: String(verticalModuleId) } },
        KB_FETCH_ERRORS.vertical,
      ),
    enabled: enabled && verticalModuleId !== null,
    ...tenantQueryOptions,
  });
}

/** The search results, for a search of at least 3 characters (the caller checks); the tenant's industry's first. */
export function useKbSearch(q: string | null, vertical: number | null = null) {
  return useQuery({
    queryKey: kbKeys.search(q ?? "", vertical),
    queryFn: () => call(kbApi.search, { query: { q: q ?? "", ...industry(vertical) } }),
    enabled: q !== null,
    ...tenantQueryOptions,
  });
}

/** One published article (404 for unknown or unpublished ids). */
export function useKbArticle(id: number | null) {
  return useQuery({
    queryKey: kbKeys.article(id ?? 0),
    queryFn: () => call(kbApi.article, { params: idParams(id ?? 0) }),
    enabled: id !== null,
    ...tenantQueryOptions,
  });
}

/** Gives every cached list, and the cached article itself, the new view count of one article. */
function updateCachedViewCount(queryClient: QueryClient, id: number, viewCount: number): void {
  queryClient.setQueriesData<KbArticleSummary[] | KbArticleSummary>({ queryKey: kbKeys.all }, (cached) => {
    const isIt = (a: unknown): a is KbArticleSummary =>
      typeof a === "object" && a !== null && "viewCount" in a && (a as KbArticleSummary).id === id;
    if (Array.isArray(cached)) return cached.map((a) => (isIt(a) ? { ...a, viewCount } : a));
    if (isIt(cached)) return { ...cached, viewCount };
    return cached;
  });
}

/**
 * Counts a view (`kbApi.countView`) of an article opened in the dashboard, and gives the cached lists and article the
 * new count. A failed count is ignored: the article is open already (SPEC §7).
 */
export async function countView(id: number, queryClient: QueryClient): Promise<void> {
  try {
    const answer = await call(kbApi.countView, { params: idParams(id) });
    if (typeof answer.viewCount === "number") updateCachedViewCount(queryClient, id, answer.viewCount);
  } catch {
    // SPEC §7: failure ignored.
  }
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

/** Every article, drafts included (super admin). */
export function useAdminArticles() {
  return useQuery({
    queryKey: kbKeys.adminArticles,
    queryFn: () => call(kbApi.adminArticles, {}),
    refetchOnWindowFocus: false,
  });
}

/** One article, draft or published (super admin). */
export function useAdminArticle(id: number | null) {
  return useQuery({
    queryKey: kbKeys.adminArticle(id ?? 0),
    queryFn: () => call(kbApi.adminArticle, { params: idParams(id ?? 0) }),
    enabled: id !== null,
    refetchOnWindowFocus: false,
  });
}

export const kbAdminApi = {
  create: (input: KbArticleInput) => call(kbApi.createArticle, { body: input }),
  update: (id: number, input: KbArticleInput) => call(kbApi.updateArticle, { params: idParams(id), body: input }),
  publish: (id: number) => call(kbApi.publishArticle, { params: idParams(id) }),
  unpublish: (id: number) => call(kbApi.unpublishArticle, { params: idParams(id) }),
  remove: (id: number) => call(kbApi.removeArticle, { params: idParams(id) }).then(() => undefined),
  createCategory: (input: KbCategoryInput) => call(kbApi.createCategory, { body: input }),
  updateCategory: (id: number, input: KbCategoryInput) =>
    call(kbApi.updateCategory, { params: idParams(id), body: input }),
  removeCategory: (id: number) => call(kbApi.removeCategory, { params: idParams(id) }).then(() => undefined),
};
