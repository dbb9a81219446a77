import { type ComponentType, lazy, Suspense, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export { safeHref } from "./safe-href";

/**
 * Knowledge base Markdown, rendered by react-markdown (see markdown-renderer.tsx). The parser is loaded on first use,
 * so the pages that show an article or its preview pay for it and no other route's bundle grows.
 */
let loaded: ComponentType<MarkdownProps> | undefined;
const load = () =>
  import("./markdown-renderer").then((module) => {
    loaded = module.default;
    return module;
  });
const MarkdownRenderer = lazy(load);

/**
 * Loads the parser ahead: the article page's route waits for it, so a server-rendered article is taken over in one
 * pass (a boundary still loading when the view count arrives would be drawn again from its skeleton: a layout shift).
 */
export const preloadMarkdown = (): Promise<unknown> => load();

export interface MarkdownProps {
  source: string;
  /** Styles the wrapper. */
  className?: string;
  /** Under an h2 title (the dashboard's reader): body headings start at h3. */
  nested?: boolean;
}

export function Markdown(props: MarkdownProps) {
  const [Renderer] = useState<ComponentType<MarkdownProps>>(() => loaded ?? MarkdownRenderer);
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <Renderer {...props} />
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
