import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export { safeHref } from "./safe-href";

/**
 * Knowledge base Markdown, rendered by react-markdown (see markdown-renderer.tsx). The parser is loaded on first use,
 * so the pages that show an article or its preview pay for it and no other route's bundle grows.
 */
const MarkdownRenderer = lazy(() => import("./markdown-renderer"));

export interface MarkdownProps {
  source: string;
  /** Styles the wrapper. */
  className?: string;
  /** Under an h2 title (the dashboard's reader): body headings start at h3. */
  nested?: boolean;
}

export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <MarkdownRenderer {...props} />
    </Suspense>
  );
}

function MarkdownLoading() {
  return (
    <div className="space-y-3" data-testid="markdown-loading">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}
