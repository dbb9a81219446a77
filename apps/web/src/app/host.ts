import { detectHost, type HostContext } from "@engagesuite/shared";

/** The meta tag the server rewrites at serve time with the product's domain. */
const APP_DOMAIN_META = "engage-app-domain";
const FALLBACK_APP_DOMAIN = "localhost";

/** Which of SPEC §2's two route sets this host gets. */
export type RouteSet = "main" | "tenant";

export interface AppHost {
  context: HostContext;
  routeSet: RouteSet;
  appDomain: string;
}

/** The product's domain from `<meta name="engage-app-domain">`, or "localhost" when absent. */
export function readAppDomain(doc: Document = document): string {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_DOMAIN_META}"]`)?.content?.trim();
  return content || FALLBACK_APP_DOMAIN;
}

/** A tenant subdomain and a tenant's custom domain both get the tenant route set. */
export function routeSetFor(context: HostContext): RouteSet {
  return context.kind === "main" ? "main" : "tenant";
}

type LocationLike = Pick<Location, "host" | "search" | "pathname">;

export function resolveAppHost(
  location: LocationLike = window.location,
  doc: Document = document,
  dev: boolean = import.meta.env.DEV,
): AppHost {
  const appDomain = readAppDomain(doc);
  const context = detectHost({
    host: location.host,
    search: location.search,
    appDomain,
    dev,
    pathname: location.pathname,
  });
  return { context, routeSet: routeSetFor(context), appDomain };
}
