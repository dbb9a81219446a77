import type { Tag, TagColor } from "@engagesuite/shared";
import { cn } from "@/lib/utils";

/** The palette's badge colours (light and dark). */
export const TAG_COLOR_CLASSES: Record<TagColor, string> = {
  gray: "bg-slate-100 text-slate-800 dark:bg-slate-900 dark:text-slate-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-100",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100",
  green: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-100",
  violet: "bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-900 dark:text-pink-100",
};

export function TagBadge({ tag, className }: { tag: Pick<Tag, "name" | "color">; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex max-w-40 items-center truncate rounded-full px-2 py-px font-medium text-[11px] leading-4",
        TAG_COLOR_CLASSES[tag.color],
        className,
      )}
    >
      {tag.name}
    </span>
  );
}
