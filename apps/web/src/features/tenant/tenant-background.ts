/** SPEC §2: the verticals with their own landing background; every other tenant gets the default one. */
const BACKGROUND_SLUGS = ["healthcare", "automotive", "financial", "real-estate", "legal", "construction"] as const;

/** `/images/backgrounds/{slug}.svg` for the tenant's vertical slug, or the default background. */
export function tenantBackgroundUrl(verticalSlug?: string | null): string {
  const slug = (BACKGROUND_SLUGS as readonly string[]).includes(verticalSlug ?? "") ? verticalSlug : "default";
  return `/images/backgrounds/${slug}.svg`;
}
