import { useCallback } from "react";
import { useAppHost } from "@/app/host-context";

/** The public article page (main-domain route set). */
export function articlePath(id: number): string {
  return `/knowledge-base/article/${id}`;
}

/**
 * The address of an article page from this host. The article page is part of the main-domain route set, so a tenant's
 * own host (a product subdomain or a custom domain) links to the product's domain; the main domain, and a tenant
 * named by `?tenant=` on localhost (the same host), use the path.
 */
export function useArticleUrl(): (id: number) => string {
  const { context, appDomain } = useAppHost();
  return useCallback(
    (id: number) => {
      const onTenantHost = context.kind === "custom-domain" || (context.kind === "tenant" && context.via === "host");
      if (!onTenantHost) return articlePath(id);
      const { protocol, port } = window.location;
      return `${protocol}//${appDomain}${port ? `:${port}` : ""}${articlePath(id)}`;
    },
    [context, appDomain],
  );
}
