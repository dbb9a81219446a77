import { KB_HIGHLIGHT_END, KB_HIGHLIGHT_START } from "@engagesuite/shared";
import { formatDate, formatNumber } from "@/lib/format";

/** SPEC §2: the text shown when an article has no updated date. */
export const UNKNOWN_DATE = "Unknown date";

/** An article's updated date like 'Jan 5, 2024'; 'Unknown date' when missing or unreadable. */
export function formatArticleDate(value: string | null | undefined): string {
  return formatDate(value, "short") ?? UNKNOWN_DATE;
}

/** Whether an article has been read: until then no count is shown (never '0 views'). */
export function hasViews(viewCount: number): boolean {
  return viewCount > 0;
}

/** '1 view', '1,204 views'. */
export function formatViews(viewCount: number): string {
  return `${formatNumber(viewCount)} ${viewCount === 1 ? "view" : "views"}`;
}

/** '1 article', '12 articles'. */
export function formatArticleCount(articleCount: number): string {
  return `${formatNumber(articleCount)} ${articleCount === 1 ? "article" : "articles"}`;
}

export interface HighlightSegment {
  text: string;
  marked: boolean;
}

/**
 * Splits a search highlight (matched terms between KB_HIGHLIGHT_START and KB_HIGHLIGHT_END) into plain and marked
 * segments. Stray or unbalanced markers never leak into the text.
 */
export function splitHighlight(value: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let marked = false;
  let current = "";
  const push = () => {
    if (!current) return;
    const last = segments[segments.length - 1];
    if (last && last.marked === marked) last.text += current;
    else segments.push({ text: current, marked });
    current = "";
  };
  for (const ch of value) {
    if (ch === KB_HIGHLIGHT_START || ch === KB_HIGHLIGHT_END) {
      push();
      marked = ch === KB_HIGHLIGHT_START;
    } else current += ch;
  }
  push();
  return segments;
}
