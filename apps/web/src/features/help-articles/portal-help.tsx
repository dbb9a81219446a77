import type { HelpArticleSummary } from "@engagesuite/shared";
import { ArrowLeft, BookOpen, ChevronLeft, ChevronRight, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatArticleDate } from "@/features/kb/format";
import { HighlightedText } from "@/features/kb/highlight";
import { Markdown } from "@/features/kb/markdown";
import { KbCardsSkeleton, KbEmptyState, KbErrorAlert } from "@/features/kb/states";
import { cn } from "@/lib/utils";
import { usePortalArticle, usePortalArticles, usePortalCategories } from "./api";
import { SEARCH_TOO_SHORT, searchIsTooShort } from "./search";

/** The query parameter naming the open article, so a reload and Back keep it. */
const ARTICLE_PARAM = "article";

/**
 * The client portal's Help area (issue 19): the workspace's published articles, searched (ranked, matches marked) or
 * browsed by category, and one article rendered from its Markdown (the help centre's safe renderer).
 */
export function PortalHelp() {
  const [params, setParams] = useSearchParams();
  const open = params.get(ARTICLE_PARAM);
  const setOpen = (id: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set(ARTICLE_PARAM, id);
      else next.delete(ARTICLE_PARAM);
      return next;
    });

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">Help</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Answers to common questions. Search, or browse by category.
        </p>
      </div>
      {open ? (
        <ArticleView articleId={open} onBack={() => setOpen(null)} />
      ) : (
        <ArticleBrowser onOpen={setOpen} initialQuery={params.get("q")?.trim() ?? ""} />
      )}
    </div>
  );
}

/** `initialQuery`: a search the portal's home asked for (`/portal/help?q=…`). */
function ArticleBrowser({ onOpen, initialQuery }: { onOpen: (id: string) => void; initialQuery: string }) {
  const searchId = useId();
  const [draft, setDraft] = useState(initialQuery);
  const [q, setQ] = useState(searchIsTooShort(initialQuery) ? "" : initialQuery);
  const [categoryId, setCategoryId] = useState("");
  const [page, setPage] = useState(1);
  const articles = usePortalArticles({ q, categoryId, page });
  const categories = usePortalCategories();
  const data = articles.data;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (searchIsTooShort(value)) {
      toast({ variant: "destructive", ...SEARCH_TOO_SHORT });
      return;
    }
    setQ(value);
    setPage(1);
  };
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + Math.max(data.items.length - 1, 0) : 0;

  return (
    <div className="space-y-6">
      <search aria-label="Help">
        <Form onSubmit={onSearch} className="flex gap-2 sm:max-w-xl">
          <label htmlFor={searchId} className="sr-only">
            Search help
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              placeholder="Search help articles..."
              className="h-10 pl-9"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value.trim() === "" && q) {
                  setQ("");
                  setPage(1);
                }
              }}
            />
          </div>
          <Button type="submit" className="h-10">
            Search
          </Button>
        </Form>
      </search>

      {(categories.data?.length ?? 0) > 0 && !q && (
        <ul aria-label="Categories" className="flex flex-wrap gap-2">
          {[{ id: "", name: "All", articleCount: 0 }, ...(categories.data ?? [])].map((category) => {
            const current = categoryId === category.id;
            return (
              <li key={category.id || "all"}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => {
                    setCategoryId(category.id);
                    setPage(1);
                  }}
                  className={cn(
                    "rounded-full border px-3 py-1 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    current
                      ? "border-transparent bg-[var(--tenant-primary,var(--primary))] text-white"
                      : "bg-card text-muted-foreground hover:bg-accent hover:text-foreground",
                  )}
                >
                  {category.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {q && data && (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {data.total === 1 ? "1 article" : `${data.total} articles`} for “{q}”
        </p>
      )}

      {articles.isPending ? (
        <KbCardsSkeleton count={3} label="Loading articles..." className="grid gap-3" lines={2} />
      ) : articles.isError ? (
        <KbErrorAlert
          title="Failed to load help articles"
          onRetry={() => void articles.refetch()}
          retrying={articles.isFetching}
        />
      ) : data && data.items.length === 0 ? (
        <KbEmptyState
          icon={BookOpen}
          title={q ? "No results found" : "No articles yet"}
          description={q ? "Try other words, or ask us through Support." : "Help articles will appear here."}
        />
      ) : (
        <>
          <ul aria-label="Help articles" className="grid gap-3 md:grid-cols-2">
            {data?.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} onOpen={() => onOpen(article.id)} />
              </li>
            ))}
          </ul>
          {data && data.total > data.pageSize && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
              <p className="text-muted-foreground">
                {first}–{last} of {data.total}
              </p>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={last >= data.total}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function ArticleCard({ article, onOpen }: { article: HelpArticleSummary; onOpen: () => void }) {
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-foreground/20">
      <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">{article.categoryName}</p>
      <h2 className="font-semibold leading-snug">
        <button
          type="button"
          onClick={onOpen}
          className="text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          <HighlightedText value={article.highlight?.title ?? article.title} />
        </button>
      </h2>
      <p className="line-clamp-2 text-pretty text-muted-foreground text-sm">
        <HighlightedText value={article.highlight?.summary ?? article.summary} />
      </p>
    </article>
  );
}

function ArticleView({ articleId, onBack }: { articleId: string; onBack: () => void }) {
  const article = usePortalArticle(articleId);
  return (
    <div className="space-y-5">
      <Button type="button" variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All help articles
      </Button>
      {article.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading article...">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      ) : !article.data ? (
        <KbEmptyState icon={BookOpen} title="Article not found" description="It may have been moved or taken down." />
      ) : (
        <article aria-labelledby="help-article-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            {article.data.categoryName}
          </p>
          <h2 id="help-article-title" className="mt-2 text-balance font-semibold text-2xl tracking-tight">
            {article.data.title}
          </h2>
          <p className="mt-2 text-pretty text-muted-foreground">{article.data.summary}</p>
          <p className="mt-1 text-muted-foreground text-xs">Updated {formatArticleDate(article.data.updatedAt)}</p>
          <div className="mt-6 border-t pt-6">
            <Markdown source={article.data.body} className="max-w-[72ch]" />
          </div>
        </article>
      )}
    </div>
  );
}
