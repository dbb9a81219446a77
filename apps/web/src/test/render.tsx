import type { HostContext } from "@engagesuite/shared";
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { type AppHost, routeSetFor } from "@/app/host";
import { AppProviders } from "@/app/providers";
import { getQueryFn } from "@/lib/api";

export const MAIN_HOST: AppHost = { context: { kind: "main" }, routeSet: "main", appDomain: "localhost" };

export function tenantHost(subdomain = "acme"): AppHost {
  const context: HostContext = { kind: "tenant", subdomain, via: "host" };
  return { context, routeSet: routeSetFor(context), appDomain: "localhost" };
}

export function customDomainHost(hostname = "crm.acme.com"): AppHost {
  const context: HostContext = { kind: "custom-domain", hostname };
  return { context, routeSet: routeSetFor(context), appDomain: "engagesuite.com" };
}

/** A query client for tests: the app's query function, no retries, no cache between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn(), retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

/** Render a route set at a path inside the app providers. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  host: AppHost = MAIN_HOST,
  queryClient: QueryClient = testQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders host={host} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering by URL; unknown URLs get a 404 JSON error. */
export function stubFetch(routes: Record<string, { status?: number; body?: unknown }>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    const match = routes[path];
    if (!match) return jsonResponse(404, { message: "Not found" });
    return jsonResponse(match.status ?? 200, match.body);
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
