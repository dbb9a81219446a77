import { KB_MESSAGES, numericIdSchema } from "@engagesuite/shared";
import { ArrowLeft, CalendarDays, Eye, FolderOpen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorStatus } from "@/lib/api";
import { useKbArticle } from "./api";
import { formatArticleDate, formatViews, hasViews, UNKNOWN_DATE } from "./format";
import { Markdown } from "./markdown";
import { KbErrorAlert } from "./states";

/** The `?article=` value the dashboard opens an article with: an article id, or null for anything else. */
export function parseArticleParam(raw: string | null): number | null {
  const parsed = numericIdSchema.safeParse(raw ?? "");
  return parsed.success ? parsed.data : null;
}

/** The label of the reader's way back to the list it was opened from. */
export const BACK_TO_ARTICLES = "Back to Knowledge Base";

/**
 * An article read inside the tenant dashboard (issue 23): `?section=knowledge-base&article=<id>`, its header and its
 * Markdown body, with a way back to the list. The public article page (/knowledge-base/article/{id}) stays for links
 * from outside.
 */
export function ArticleReader({ rawId, headingId, onBack }: { rawId: string; headingId: string; onBack: () => void }) {
  const id = parseArticleParam(rawId);
  const article = useKbArticle(id);
  const notFound = id === null || (article.isError && errorStatus(article.error) === 404);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = article.data?.id;

  // An opened article starts at its title: focus there (keyboard and screen readers) and bring it into view.
  useEffect(() => {
    if (loaded === undefined && !notFound) return;
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    if (heading.getBoundingClientRect().top < 0) heading.scrollIntoView?.({ block: "start" });
  }, [loaded, notFound]);

  const back = (
    <Button type="button" variant="ghost" size="sm" className="-ml-2 w-fit" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {BACK_TO_ARTICLES}
    </Button>
  );

  if (notFound) {
    return (
      <section aria-labelledby={headingId} className="space-y-5">
        {back}
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-2xl tracking-tight outline-none"
        >
          {KB_MESSAGES.notFound}
        </h2>
      </section>
    );
  }

  const data = article.data;
  if (!data) {
    return (
      <section aria-labelledby={headingId} className="space-y-5">
        {back}
        <h2 id={headingId} className="sr-only">
          Knowledge Base
        </h2>
        {article.isError ? (
          <KbErrorAlert
            title="Failed to load article"
            onRetry={() => void article.refetch()}
            retrying={article.isFetching}
          />
        ) : (
          <div className="max-w-[72ch] space-y-4" data-testid="article-loading">
            <span className="sr-only" role="status">
              Loading article
            </span>
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-4/5" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/5" />
          </div>
        )}
      </section>
    );
  }

  const updated = formatArticleDate(data.updatedAt);
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      {back}
      <article aria-labelledby={headingId} className="max-w-[72ch]" data-kb-article={data.id}>
        <header className="space-y-3 border-b pb-6">
          <p className="flex items-center gap-2 font-medium text-primary text-sm">
            <FolderOpen className="size-4" aria-hidden="true" />
            <span className="sr-only">Category: </span>
            {data.categoryName}
          </p>
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-balance break-words font-semibold text-2xl tracking-tight outline-none sm:text-3xl"
          >
            {data.title}
          </h2>
          <p className="text-pretty text-muted-foreground leading-relaxed">{data.summary}</p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground text-sm">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <span>Updated</span>
              {updated === UNKNOWN_DATE || !data.updatedAt ? (
                <span className="italic">{UNKNOWN_DATE}</span>
              ) : (
                <time dateTime={data.updatedAt}>{updated}</time>
              )}
            </span>
            {hasViews(data.viewCount) && (
              <span className="inline-flex items-center gap-1.5 tabular-nums" data-testid="article-views">
                <Eye className="size-4" aria-hidden="true" />
                {formatViews(data.viewCount)}
              </span>
            )}
          </div>
          {data.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {data.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary" className="font-normal">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </header>
        <Markdown source={data.body} className="pt-6" nested />
      </article>
    </section>
  );
}
