import type { KbArticle } from "@engagesuite/shared";
import { FileText, Pencil, Search, Star } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { formatArticleDate } from "../format";
import { KbEmptyState } from "../states";
import { ArticleStatusBadge } from "./status-badge";

type StatusFilter = "all" | KbArticle["status"];

/** Every article, drafts included: title, category, status, featured, updated, and Edit. */
export function ArticlesTable({ articles, editHref }: { articles: KbArticle[]; editHref: (id: number) => string }) {
  const filterId = useId();
  const statusId = useId();
  const [filter, setFilter] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return [...articles]
      .filter((a) => status === "all" || a.status === status)
      .filter((a) => !needle || `${a.title} ${a.categoryName} ${a.tags.join(" ")}`.toLowerCase().includes(needle))
      .sort((a, b) => (b.updatedAt ?? "").localeCompare(a.updatedAt ?? "") || a.title.localeCompare(b.title));
  }, [articles, filter, status]);

  const drafts = articles.filter((a) => a.status === "draft").length;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={filterId} className="sr-only">
            Filter articles
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={filterId}
              type="search"
              placeholder="Filter by title, category or tag..."
              className="pl-9"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={statusId} className="shrink-0 text-muted-foreground">
            Status
          </Label>
          <NativeSelect
            id={statusId}
            className="w-40"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          >
            <option value="all">All ({articles.length})</option>
            <option value="draft">Draft ({drafts})</option>
            <option value="published">Published ({articles.length - drafts})</option>
          </NativeSelect>
        </div>
      </div>

      {shown.length === 0 ? (
        <KbEmptyState
          icon={FileText}
          title={articles.length === 0 ? "No articles yet" : "No articles match this filter"}
          description={articles.length === 0 ? "Write the first one with New article." : undefined}
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
          <table aria-label="Articles" className="w-full text-left text-sm">
            <thead className="border-b bg-muted/40 text-muted-foreground text-xs">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Title
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
                  Category
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Status
                </th>
                <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
                  Featured
                </th>
                <th scope="col" className="hidden whitespace-nowrap px-4 py-2.5 font-medium lg:table-cell">
                  Updated
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((article) => (
                <tr key={article.id} className="border-b transition-colors last:border-b-0 hover:bg-muted/30">
                  <td className="w-full max-w-0 px-4 py-3">
                    <Link
                      to={editHref(article.id)}
                      className="line-clamp-2 break-words font-medium outline-none hover:underline focus-visible:underline"
                    >
                      {article.title}
                    </Link>
                    <span className="mt-0.5 block truncate text-muted-foreground text-xs md:hidden">
                      {article.categoryName}
                    </span>
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground md:table-cell">
                    {article.categoryName}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3">
                    <ArticleStatusBadge status={article.status} />
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 sm:table-cell">
                    {article.featured ? (
                      <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-300">
                        <Star className="size-3.5 fill-current" aria-hidden="true" />
                        Featured
                      </span>
                    ) : (
                      <span className="text-muted-foreground">
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">Not featured</span>
                      </span>
                    )}
                  </td>
                  <td className="hidden whitespace-nowrap px-4 py-3 text-muted-foreground tabular-nums lg:table-cell">
                    {formatArticleDate(article.updatedAt)}
                  </td>
                  <td className="whitespace-nowrap px-2 py-3 text-right sm:px-4">
                    <Button asChild variant="ghost" size="sm">
                      <Link to={editHref(article.id)} aria-label={`Edit ${article.title}`}>
                        <Pencil aria-hidden="true" />
                        <span className="hidden sm:inline">Edit</span>
                      </Link>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
