import { numericIdSchema } from "@engagesuite/shared";
import { CalendarDays, Eye, FolderOpen } from "lucide-react";
import { useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useKbArticle } from "@/features/kb/api";
import { formatArticleDate, formatViews, hasViews, UNKNOWN_DATE } from "@/features/kb/format";
import { Markdown } from "@/features/kb/markdown";
import { KbErrorAlert } from "@/features/kb/states";
import { errorStatus } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundContent } from "@/pages/errors/not-found-content";

function parseId(raw: string | undefined): number | null {
  const parsed = numericIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** /knowledge-base/article/:id — one published article, read from Markdown; 'Page Not Found' for anything else. */
export function KnowledgeBaseArticlePage() {
  const id = parseId(useParams().id);
  const article = useKbArticle(id);
  const notFound = id === null || (article.isError && errorStatus(article.error) === 404);
  useDocumentTitle(notFound ? "Page Not Found" : (article.data?.title ?? "Knowledge Base"));

  if (notFound) return <NotFoundContent />;

  return (
    <div className="border-b bg-gradient-to-b from-brand-soft to-background to-[22rem]">
      <div className="mx-auto w-full max-w-[72ch] px-4 py-10 sm:px-6 sm:py-14">
        {article.data ? (
          <article aria-labelledby="kb-article-title">
            <header className="space-y-4 border-b pb-8">
              <p className="flex items-center gap-2 font-medium text-primary text-sm">
                <FolderOpen className="size-4" aria-hidden="true" />
                <span className="sr-only">Category: </span>
                {article.data.categoryName}
              </p>
              <h1
                id="kb-article-title"
                className="text-balance break-words font-semibold text-3xl tracking-tight sm:text-4xl"
              >
                {article.data.title}
              </h1>
              <p className="text-pretty text-lg text-muted-foreground leading-relaxed">{article.data.summary}</p>
              <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground text-sm">
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <span>Updated</span>
                  {formatArticleDate(article.data.updatedAt) === UNKNOWN_DATE || !article.data.updatedAt ? (
                    <span className="italic">{UNKNOWN_DATE}</span>
                  ) : (
                    <time dateTime={article.data.updatedAt}>{formatArticleDate(article.data.updatedAt)}</time>
                  )}
                </span>
                {hasViews(article.data.viewCount) && (
                  <span className="inline-flex items-center gap-1.5 tabular-nums" data-testid="article-views">
                    <Eye className="size-4" aria-hidden="true" />
                    {formatViews(article.data.viewCount)}
                  </span>
                )}
              </div>
              {article.data.tags.length > 0 && (
                <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                  {article.data.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="secondary" className="font-normal">
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </header>
            <Markdown source={article.data.body} className="pt-8 text-[1.0625rem]" />
          </article>
        ) : article.isError ? (
          <KbErrorAlert
            title="Failed to load article"
            onRetry={() => void article.refetch()}
            retrying={article.isFetching}
          />
        ) : (
          <ArticleSkeleton />
        )}
      </div>
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div className="space-y-4" data-testid="article-loading">
      <span className="sr-only" role="status">
        Loading article
      </span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
      <div className="space-y-3 pt-8">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} className={index % 3 === 2 ? "h-4 w-3/5" : "h-4 w-full"} />
        ))}
      </div>
    </div>
  );
}
