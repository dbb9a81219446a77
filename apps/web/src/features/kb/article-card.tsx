import type { KbArticleSummary } from "@engagesuite/shared";
import { ArrowRight, CalendarDays, Eye } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatArticleDate, formatViews, hasViews, UNKNOWN_DATE } from "./format";
import { HighlightedText } from "./highlight";

export type HeadingLevel = 3 | 4;

/**
 * One article (SPEC §2): title, summary clamped to 2 lines, tags, updated date ('Jan 5, 2024' or 'Unknown date'),
 * view count (only once it has views: never '0 views') and 'Read Article', which opens the article in place (issue
 * 23: `onRead`, the dashboard's reader). Search results show their matched terms marked.
 */
function ArticleCard({
  article,
  onRead,
  headingLevel = 3,
  showCategory = true,
}: {
  article: KbArticleSummary;
  onRead: (article: KbArticleSummary) => void;
  headingLevel?: HeadingLevel;
  showCategory?: boolean;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const updated = formatArticleDate(article.updatedAt);

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="min-w-0 space-y-1.5">
        {showCategory && (
          <p className="truncate font-medium text-primary text-xs uppercase tracking-wide">{article.categoryName}</p>
        )}
        <Heading id={titleId} className="break-words font-semibold text-base leading-snug">
          {article.highlight ? <HighlightedText value={article.highlight.title} /> : article.title}
        </Heading>
        <p data-testid="article-summary" className="line-clamp-2 break-words text-muted-foreground text-sm">
          {article.highlight ? <HighlightedText value={article.highlight.summary} /> : article.summary}
        </p>
      </div>
      {article.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="font-normal">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t pt-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Updated </span>
            {updated === UNKNOWN_DATE || !article.updatedAt ? (
              <span className="italic">{updated}</span>
            ) : (
              <time dateTime={article.updatedAt}>{updated}</time>
            )}
          </span>
          {hasViews(article.viewCount) && (
            <span className="inline-flex items-center gap-1.5 tabular-nums" data-testid="article-views">
              <Eye className="size-3.5 shrink-0" aria-hidden="true" />
              {formatViews(article.viewCount)}
            </span>
          )}
        </div>
        <Button type="button" variant="outline" size="sm" aria-describedby={titleId} onClick={() => onRead(article)}>
          Read Article
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}

/** The grid of article cards: one column on phones, up to three as the section widens. */
export const ARTICLE_GRID = "grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3";

export function ArticleGrid({
  articles,
  label,
  onRead,
  headingLevel,
  showCategory,
}: {
  articles: KbArticleSummary[];
  label: string;
  onRead: (article: KbArticleSummary) => void;
  headingLevel?: HeadingLevel;
  showCategory?: boolean;
}) {
  return (
    <ul className={ARTICLE_GRID} aria-label={label}>
      {articles.map((article) => (
        <li key={article.id} className="flex min-w-0">
          <ArticleCard article={article} onRead={onRead} headingLevel={headingLevel} showCategory={showCategory} />
        </li>
      ))}
    </ul>
  );
}
