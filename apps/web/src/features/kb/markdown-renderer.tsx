import type { ComponentPropsWithoutRef } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";
import { safeHref } from "./safe-href";

/**
 * Knowledge base Markdown (CommonMark + GitHub tables, task lists, strikethrough and autolinks) parsed by react-markdown
 * into React elements — never an HTML string. Raw HTML in an article is shown as text; rehype-sanitize then strips
 * anything outside GitHub's allow-list, and every link or image target must pass safeHref (http(s), mailto, tel or
 * relative). Images are shown as links to the picture, as the content security policy blocks other sites' images.
 */

const SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), "tel"] },
};

/** Raw HTML becomes its own text (the sanitiser would otherwise drop it silently). */
interface TreeNode {
  type: string;
  value?: string;
  children?: TreeNode[];
}

function rawAsText(node: TreeNode): void {
  node.children?.forEach((child, index, children) => {
    if (child.type === "raw") children[index] = { type: "text", value: child.value ?? "" };
    else rawAsText(child);
  });
}

const rehypeRawAsText = () => rawAsText;

const urlTransform = (url: string) => safeHref(url) ?? undefined;

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> & { node?: unknown };

const HEADING_CLASS = {
  h2: "mt-10 mb-3 scroll-mt-20 font-semibold text-xl tracking-tight sm:text-2xl",
  h3: "mt-8 mb-2 scroll-mt-20 font-semibold text-lg tracking-tight",
  h4: "mt-6 mb-2 font-semibold text-base",
} as const;

/**
 * The page's title is its h1: body headings start at h2 and stop at h4. Nested (an article whose title is an h2, as in
 * the tenant dashboard) they are one level lower, h3 to h5, and look the same.
 */
function heading(look: keyof typeof HEADING_CLASS, Tag: "h2" | "h3" | "h4" | "h5" = look) {
  return function Heading({ node: _node, className, ...props }: Props<"h2">) {
    return <Tag {...props} className={cn(HEADING_CLASS[look], className)} />;
  };
}

function isExternal(href: string): boolean {
  return /^https?:/i.test(href);
}

function Link({ node: _node, href, children, className, ...props }: Props<"a">) {
  // An unsafe target (javascript:, data:, …) keeps its words and drops the link.
  if (!href) return <>{children}</>;
  return (
    <a
      {...props}
      href={href}
      className={cn("font-medium text-primary underline underline-offset-4 hover:no-underline", className)}
      {...(isExternal(href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

function Image({ src, alt }: Props<"img">) {
  const label = alt ?? "";
  return typeof src === "string" && src ? <Link href={src}>{label}</Link> : label;
}

const list = "my-4 space-y-2 pl-6 marker:text-muted-foreground [&_ol]:my-2 [&_ul]:my-2";

const COMPONENTS: Components = {
  h1: heading("h2"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h4"),
  h6: heading("h4"),
  p: ({ node: _node, ...props }) => <p {...props} className="my-4 leading-7" />,
  strong: ({ node: _node, ...props }) => <strong {...props} className="font-semibold text-foreground" />,
  a: Link,
  img: Image,
  code: ({ node: _node, ...props }) => (
    <code {...props} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground" />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      {...props}
      className="my-5 overflow-x-auto rounded-lg border bg-muted/60 p-4 font-mono text-[0.8125rem] leading-6 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
    />
  ),
  ul: ({ node: _node, className, ...props }) => <ul {...props} className={cn(list, "list-disc", className)} />,
  ol: ({ node: _node, className, ...props }) => <ol {...props} className={cn(list, "list-decimal", className)} />,
  li: ({ node: _node, className, ...props }) => (
    <li
      {...props}
      className={cn("pl-1 leading-7 [&>p:first-child]:mt-0 [&>p:last-child]:mb-0 [&>p]:my-2", className)}
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="my-5 border-primary/40 border-l-4 pl-4 text-muted-foreground" />
  ),
  hr: () => <hr className="my-8 border-border" />,
  table: ({ node: _node, ...props }) => (
    <div className="my-6 overflow-x-auto rounded-lg border">
      <table {...props} className="w-full border-collapse text-left text-sm" />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead {...props} className="bg-muted/50" />,
  tr: ({ node: _node, ...props }) => <tr {...props} className="border-b last:border-b-0" />,
  th: ({ node: _node, ...props }) => <th {...props} scope="col" className="border-b px-3 py-2 font-semibold" />,
  td: ({ node: _node, ...props }) => <td {...props} className="px-3 py-2 align-top" />,
};

/** Body headings one level lower, under an h2 title. */
const NESTED_COMPONENTS: Components = {
  ...COMPONENTS,
  h1: heading("h2", "h3"),
  h2: heading("h2", "h3"),
  h3: heading("h3", "h4"),
  h4: heading("h4", "h5"),
  h5: heading("h4", "h5"),
  h6: heading("h4", "h5"),
};

export default function MarkdownRenderer({
  source,
  className,
  nested = false,
}: {
  source: string;
  className?: string;
  nested?: boolean;
}) {
  return (
    <div
      data-slot="markdown"
      className={cn("break-words text-base text-foreground/90 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0", className)}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeRawAsText, [rehypeSanitize, SCHEMA]]}
        urlTransform={urlTransform}
        components={nested ? NESTED_COMPONENTS : COMPONENTS}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
