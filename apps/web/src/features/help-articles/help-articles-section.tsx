import { HELP_ARTICLE_STATUSES, type HelpArticleStatus, type HelpArticleSummary } from "@engagesuite/shared";
import { ChevronLeft, ChevronRight, FileText, Plus, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { ArticleStatusBadge } from "@/features/kb/admin/status-badge";
import { formatArticleDate } from "@/features/kb/format";
import { HighlightedText } from "@/features/kb/highlight";
import { KbCardsSkeleton, KbEmptyState, KbErrorAlert } from "@/features/kb/states";
import { useStaffArticles, useStaffCategories } from "./api";
import { CategoriesPanel } from "./categories-panel";
import { HelpArticleEditor } from "./help-article-editor";
import { SEARCH_TOO_SHORT, searchIsTooShort } from "./search";

/** The query parameter naming the article open in the editor ("new" for a new one). */
const ARTICLE_PARAM = "article";

/**
 * The dashboard's Help Articles section: the workspace's own knowledge base for its clients (issue 19). A paged list
 * with drafts and published articles, ranked search, status and category filters, the categories, and the editor
 * (`?article={id}` or `?article=new`).
 */
export function HelpArticlesSection({ headingId }: { headingId: string }) {
  const [params, setParams] = useSearchParams();
  const open = params.get(ARTICLE_PARAM);
  const setOpen = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(ARTICLE_PARAM, value);
      else next.delete(ARTICLE_PARAM);
      return next;
    });

  if (open) {
    return (
      <HelpArticleEditor
        key={open}
        articleId={open === "new" ? null : open}
        headingId={headingId}
        onCreated={(article) => setOpen(article.id)}
        onClose={() => setOpen(null)}
      />
    );
  }
  return <ArticleList headingId={headingId} onOpen={setOpen} />;
}

function ArticleList({ headingId, onOpen }: { headingId: string; onOpen: (id: string) => void }) {
  const ids = { search: useId(), status: useId(), category: useId() };
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<HelpArticleStatus | "">("");
  const [categoryId, setCategoryId] = useState("");
  const [page, setPage] = useState(1);
  const articles = useStaffArticles({ q, status, categoryId, page });
  const categories = useStaffCategories();

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

  const data = articles.data;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - (data.items.length ? 1 : 0) : 0;

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <SectionHeader
        headingId={headingId}
        title="Help Articles"
        description="Articles your clients read in the portal's Help area. Drafts stay here until you publish them."
        action={
          <Button type="button" onClick={() => onOpen("new")}>
            <Plus aria-hidden="true" />
            New article
          </Button>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-end">
            <search aria-label="Help articles" className="min-w-0 flex-1">
              <Form onSubmit={onSearch} className="flex gap-2">
                <Label htmlFor={ids.search} className="sr-only">
                  Search help articles
                </Label>
                <div className="relative min-w-0 flex-1">
                  <Search
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <Input
                    id={ids.search}
                    type="search"
                    placeholder="Search articles..."
                    className="pl-9"
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
                <Button type="submit" variant="outline">
                  Search
                </Button>
              </Form>
            </search>
            <div className="flex gap-2">
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor={ids.status} className="text-muted-foreground text-xs">
                  Status
                </Label>
                <NativeSelect
                  id={ids.status}
                  className="w-full 2xl:w-36"
                  value={status}
                  onChange={(event) => {
                    setStatus(event.target.value as HelpArticleStatus | "");
                    setPage(1);
                  }}
                >
                  <option value="">All</option>
                  {HELP_ARTICLE_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {value === "draft" ? "Drafts" : "Published"}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor={ids.category} className="text-muted-foreground text-xs">
                  Category
                </Label>
                <NativeSelect
                  id={ids.category}
                  className="w-full 2xl:w-44"
                  value={categoryId}
                  onChange={(event) => {
                    setCategoryId(event.target.value);
                    setPage(1);
                  }}
                >
                  <option value="">All categories</option>
                  {(categories.data ?? []).map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </div>

          {articles.isPending ? (
            <KbCardsSkeleton count={3} label="Loading articles..." className="grid gap-3" lines={2} />
          ) : articles.isError ? (
            <KbErrorAlert
              title="Failed to load articles"
              onRetry={() => void articles.refetch()}
              retrying={articles.isFetching}
            />
          ) : data && data.items.length === 0 ? (
            <KbEmptyState
              icon={FileText}
              title={q ? "No results found" : "No articles"}
              description={q ? "Try other words, or clear the search." : "Write your first article for your clients."}
            />
          ) : (
            <>
              <ul aria-label="Articles" className="grid gap-3">
                {data?.items.map((article) => (
                  <li key={article.id}>
                    <ArticleRow article={article} onOpen={() => onOpen(article.id)} />
                  </li>
                ))}
              </ul>
              {data && (
                <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
                  <p className="text-muted-foreground" aria-live="polite">
                    {first}–{last} of {data.total}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={page <= 1}
                      onClick={() => setPage((p) => p - 1)}
                    >
                      <ChevronLeft aria-hidden="true" />
                      Previous
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={last >= data.total}
                      onClick={() => setPage((p) => p + 1)}
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

        <CategoriesPanel />
      </div>
    </section>
  );
}

function ArticleRow({ article, onOpen }: { article: HelpArticleSummary; onOpen: () => void }) {
  return (
    <article className="group relative grid gap-1.5 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:border-foreground/20">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-medium leading-snug">
          <button
            type="button"
            onClick={onOpen}
            className="text-left outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
          >
            <HighlightedText value={article.highlight?.title ?? article.title} />
          </button>
        </h3>
        <ArticleStatusBadge status={article.status} />
      </div>
      <p className="line-clamp-2 text-pretty text-muted-foreground text-sm">
        <HighlightedText value={article.highlight?.summary ?? article.summary} />
      </p>
      <p className="text-muted-foreground text-xs">
        {article.categoryName} · Updated {formatArticleDate(article.updatedAt)}
      </p>
    </article>
  );
}
