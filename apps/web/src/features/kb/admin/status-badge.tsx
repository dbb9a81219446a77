import type { KbArticle } from "@engagesuite/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Draft or Published. */
export function ArticleStatusBadge({ status, className }: { status: KbArticle["status"]; className?: string }) {
  const published = status === "published";
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={cn(
        published
          ? "border-emerald-600/25 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-300"
          : "border-amber-600/25 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-300",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn("size-1.5 rounded-full", published ? "bg-emerald-600 dark:bg-emerald-400" : "bg-amber-500")}
      />
      {published ? "Published" : "Draft"}
    </Badge>
  );
}
