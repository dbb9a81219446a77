import type { KbCategory } from "@engagesuite/shared";
import { ChevronRight, FolderOpen } from "lucide-react";
import { formatArticleCount } from "./format";

/** The category cards: three columns, one on phones (SPEC §2). Choosing one switches to category mode. */
export const CATEGORY_GRID = "grid grid-cols-1 gap-4 @xl:grid-cols-2 @3xl:grid-cols-3";

export function CategoryGrid({
  categories,
  onSelect,
}: {
  categories: KbCategory[];
  onSelect: (category: KbCategory) => void;
}) {
  return (
    <ul className={CATEGORY_GRID} aria-label="Categories" data-testid="kb-category-grid">
      {categories.map((category) => (
        <li key={category.id} className="flex min-w-0">
          <button
            type="button"
            onClick={() => onSelect(category)}
            className="group flex w-full min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 text-left text-card-foreground shadow-sm outline-none transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-5"
          >
            <span className="flex items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <FolderOpen className="size-[18px]" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block break-words font-semibold leading-snug">{category.name}</span>
                <span className="mt-0.5 block text-muted-foreground text-xs tabular-nums">
                  {formatArticleCount(category.articleCount)}
                </span>
              </span>
              <ChevronRight
                className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </span>
            {category.description && (
              <span className="line-clamp-2 text-pretty text-muted-foreground text-sm">{category.description}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
