/**
 * The public article page (main-domain route set), for links from outside the dashboard; the tenant dashboard reads
 * an article in place (`?section=knowledge-base&article=<id>`, article-reader.tsx).
 */
export function articlePath(id: number): string {
  return `/knowledge-base/article/${id}`;
}
