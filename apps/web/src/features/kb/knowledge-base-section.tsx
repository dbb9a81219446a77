import { KB_MESSAGES, type KbArticleSummary, type KbCategory, SEARCH_MIN_LENGTH } from "@engagesuite/shared";
import { type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, BookOpen, Building2, FileText, FolderOpen, Search, SearchX, Star } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import {
  countView,
  KB_EMPTY,
  KB_LOAD_ERRORS,
  useCategoryArticles,
  useFeaturedArticles,
  useKbCategories,
  useKbSearch,
  useVerticalArticles,
} from "./api";
import { ARTICLE_GRID, ArticleGrid } from "./article-card";
import { ArticleReader } from "./article-reader";
import { CATEGORY_GRID, CategoryGrid } from "./category-grid";
import { KbCardsSkeleton, KbEmptyState, KbErrorAlert } from "./states";

/** SPEC §4 knowledge base modes; each is a tab. */
export type KbMode = "browse" | "category" | "vertical" | "search";

const MODES: readonly KbMode[] = ["browse", "category", "vertical", "search"];
const TRIGGER = "h-8 flex-none px-3 sm:h-[calc(100%-1px)]";
const isMode = (value: string): value is KbMode => (MODES as readonly string[]).includes(value);

/** The search must have at least 3 characters (SPEC §5). */
function isValidSearch(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_LENGTH;
}

/** The dashboard's address of an open article: `?section=knowledge-base&article=<id>`. */
export const ARTICLE_PARAM = "article";

/**
 * The tenant dashboard's knowledge base (SPEC §2 Knowledge base screen): a search box, and the tabs Browse
 * (categories and featured articles), By Category, Industry Specific (with a vertical only) and Search Results. The
 * tenant's own industry's articles come first in every list and search. 'Read Article' opens the article in place
 * (issue 23), at `&article=<id>` in the address: linkable, and the browser's back button returns to the list, whose
 * tab, category and search are kept.
 */
export function KnowledgeBaseSection({
  verticalModuleId,
  headingId,
}: {
  verticalModuleId: number | null;
  headingId?: string;
}) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const searchId = useId();
  const [mode, setMode] = useState<KbMode>("browse");
  const [category, setCategory] = useState<KbCategory | null>(null);
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const openArticle = params.get(ARTICLE_PARAM);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** After a switch made from further down the page (a category card on a phone), bring the tabs back in view. */
  function revealTabs() {
    requestAnimationFrame(() => {
      const tabs = tabsRef.current;
      if (tabs && tabs.getBoundingClientRect().top < 0) tabs.scrollIntoView?.({ block: "start" });
    });
  }

  const hasVertical = verticalModuleId !== null;
  const current: KbMode =
    (mode === "vertical" && !hasVertical) || (mode === "category" && !category) || (mode === "search" && !searched)
      ? "browse"
      : mode;

  const categories = useKbCategories();
  const featured = useFeaturedArticles(current === "browse", verticalModuleId);
  const categoryArticles = useCategoryArticles(category?.id ?? null, verticalModuleId);
  const verticalArticles = useVerticalArticles(verticalModuleId, current === "vertical");
  const results = useKbSearch(searched, verticalModuleId);

  /** 'Read Article': the article in place (a new entry in the history, so back returns here), a view counted. */
  function readArticle(article: KbArticleSummary) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(ARTICLE_PARAM, String(article.id));
      return next;
    });
    void countView(article.id, queryClient);
  }

  /** Back to the list: the history entry before the article, or (an article opened from a link) the list itself. */
  function closeArticle() {
    if (location.key !== "default") {
      navigate(-1);
      return;
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(ARTICLE_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  if (openArticle !== null) return <ArticleReader rawId={openArticle} headingId={titleId} onBack={closeArticle} />;

  function runSearch() {
    const q = query.trim();
    if (!isValidSearch(q)) {
      toast({
        variant: "destructive",
        title: KB_MESSAGES.searchTooShortTitle,
        description: KB_MESSAGES.searchTooShort,
      });
      return;
    }
    setSearched(q);
    setMode("search");
    revealTabs();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    runSearch();
  }

  // Enter searches even while the button is disabled (a form with a disabled submit button does not submit).
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      runSearch();
    }
  }

  function chooseCategory(next: KbCategory) {
    setCategory(next);
    setMode("category");
    revealTabs();
  }

  function backToCategories() {
    setCategory(null);
    setMode("browse");
    revealTabs();
  }

  return (
    <section aria-labelledby={titleId} className="@container space-y-5">
      {/* The platform's help centre (issue 19): the workspace's own articles are the Help Articles section. */}
      <SectionHeader
        headingId={titleId}
        title="Knowledge Base"
        description="Guides and answers from EngageSuite for your team, by category and for your industry."
      />

      <search aria-label="Knowledge base">
        <Form onSubmit={onSubmit} className="flex gap-2 sm:max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              name="search"
              placeholder="Search articles..."
              autoComplete="off"
              enterKeyHint="search"
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </div>
          <Button type="submit" disabled={!isValidSearch(query)}>
            Search
          </Button>
        </Form>
      </search>

      <Tabs
        ref={tabsRef}
        value={current}
        onValueChange={(value) => isMode(value) && setMode(value)}
        className="scroll-mt-20 gap-5"
      >
        <TabsList
          aria-label="Knowledge base views"
          className={cn(
            "w-full justify-start sm:w-fit",
            // Four tabs do not fit a phone's width: two rows there, every tab in view.
            hasVertical && "grid h-auto grid-cols-2 gap-0.5 sm:inline-flex sm:h-9 sm:gap-0",
          )}
        >
          <TabsTrigger value="browse" className={TRIGGER}>
            Browse
          </TabsTrigger>
          <TabsTrigger value="category" className={TRIGGER} disabled={!category}>
            By Category
          </TabsTrigger>
          {hasVertical && (
            <TabsTrigger value="vertical" className={TRIGGER}>
              Industry Specific
            </TabsTrigger>
          )}
          <TabsTrigger value="search" className={TRIGGER} disabled={!searched}>
            Search Results
          </TabsTrigger>
        </TabsList>

        <TabsContent value="browse" className="space-y-8">
          <Panel title="Categories">
            <ListState
              query={categories}
              errorTitle={KB_LOAD_ERRORS.categories}
              loading={<KbCardsSkeleton label="Loading categories" className={CATEGORY_GRID} lines={3} />}
              empty={<KbEmptyState icon={FolderOpen} title={KB_EMPTY.categories} />}
            >
              {(list) => <CategoryGrid categories={list} onSelect={chooseCategory} />}
            </ListState>
          </Panel>
          <Panel title="Featured Articles" icon={Star}>
            <ArticleList
              onRead={readArticle}
              query={featured}
              label="Featured Articles"
              errorTitle={KB_LOAD_ERRORS.featured}
              empty={<KbEmptyState icon={Star} title={KB_EMPTY.featured} />}
            />
          </Panel>
        </TabsContent>

        <TabsContent value="category">
          {category && (
            <Panel
              title={`${category.name} Articles`}
              description={category.description}
              action={
                <Button type="button" variant="outline" size="sm" onClick={backToCategories}>
                  <ArrowLeft aria-hidden="true" />
                  Back to Categories
                </Button>
              }
            >
              <ArticleList
                onRead={readArticle}
                query={categoryArticles}
                label={`${category.name} Articles`}
                errorTitle={KB_LOAD_ERRORS.category}
                showCategory={false}
                empty={<KbEmptyState icon={FileText} title={KB_EMPTY.category} />}
              />
            </Panel>
          )}
        </TabsContent>

        {hasVertical && (
          <TabsContent value="vertical">
            <Panel
              title="Industry-Specific Articles"
              description="Guides written for businesses in your industry."
              icon={Building2}
            >
              <ArticleList
                onRead={readArticle}
                query={verticalArticles}
                label="Industry-Specific Articles"
                errorTitle={KB_LOAD_ERRORS.vertical}
                empty={<KbEmptyState icon={Building2} title={KB_EMPTY.vertical} />}
              />
            </Panel>
          </TabsContent>
        )}

        <TabsContent value="search">
          {searched && (
            <Panel
              title="Search Results"
              description={
                results.data
                  ? `${results.data.length} ${results.data.length === 1 ? "result" : "results"} for “${searched}”`
                  : `Searching for “${searched}”`
              }
              icon={Search}
            >
              <ArticleList
                onRead={readArticle}
                query={results}
                label="Search Results"
                errorTitle={KB_LOAD_ERRORS.search}
                empty={
                  <KbEmptyState
                    icon={SearchX}
                    title={KB_EMPTY.search}
                    description="Try other words, or browse the categories."
                  />
                }
              />
            </Panel>
          )}
        </TabsContent>
      </Tabs>
    </section>
  );
}

/** A titled part of a tab: an h3, an optional line and action, then its content. */
function Panel({
  title,
  description,
  action,
  icon: Icon = BookOpen,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: typeof BookOpen;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={id} className="flex items-center gap-2 font-semibold text-lg tracking-tight">
            <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">{title}</span>
          </h3>
          {description && <p className="text-pretty text-muted-foreground text-sm">{description}</p>}
        </div>
        {action && <div className="shrink-0 self-start">{action}</div>}
      </div>
      {children}
    </section>
  );
}

/** A query's loading, error, empty and filled states. */
function ListState<T>({
  query,
  errorTitle,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  errorTitle: string;
  loading: ReactNode;
  empty: ReactNode;
  children: (list: T[]) => ReactNode;
}) {
  if (query.isError && !query.data)
    return <KbErrorAlert title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return loading;
  if (query.data.length === 0) return empty;
  return children(query.data);
}

function ArticleList({
  query,
  label,
  errorTitle,
  empty,
  onRead,
  showCategory = true,
}: {
  query: UseQueryResult<KbArticleSummary[]>;
  onRead: (article: KbArticleSummary) => void;
  label: string;
  errorTitle: string;
  empty: ReactNode;
  showCategory?: boolean;
}) {
  return (
    <ListState
      query={query}
      errorTitle={errorTitle}
      loading={<KbCardsSkeleton label={`Loading ${label.toLowerCase()}`} className={ARTICLE_GRID} lines={4} />}
      empty={empty}
    >
      {(list) => (
        <ArticleGrid articles={list} label={label} onRead={onRead} headingLevel={4} showCategory={showCategory} />
      )}
    </ListState>
  );
}
