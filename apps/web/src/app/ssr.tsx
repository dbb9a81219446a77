import { AsyncLocalStorage } from "node:async_hooks";
import { detectHost } from "@engagesuite/shared";
import { type DehydratedState, dehydrate, type FetchQueryOptions } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router";
import { setApiTransport } from "@/lib/api";
import { setFormatLocale, setWorkspaceFormat } from "@/lib/format";
import { createQueryClient } from "@/lib/query-client";
import { type ServerHints, ServerHintsProvider } from "@/lib/server-hints";
import { AppRoutes } from "./app-routes";
import { type AppHost, routeSetFor } from "./host";
import { AppProviders } from "./providers";
import { PRERENDERED_PATHS, routesFor } from "./router";

/**
 * The server renders the public pages (the marketing site and the help articles) to HTML, so their text paints before
 * the script runs; the script then hydrates it (main.tsx). Built by Vite as a separate bundle (dist-ssr/ssr.js) that
 * the server imports. The page's reads are answered by the server itself, without cookies and only GETs, so a rendered
 * page holds nothing of the reader's and can be cached; what depends on the reader (a session) renders as loading.
 */

export type ServerFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderRequest {
  url: string;
  /** The Host header of the request. */
  host: string;
  appDomain: string;
  /** The reader's first Accept-Language, so money and dates read as the script will write them. */
  locale: string | undefined;
  hints: ServerHints;
  fetch: ServerFetch;
}

/** The page's HTML, and what main.tsx takes over with it (the reads' answers, the hints it was rendered with). */
export interface RenderedPage {
  html: string;
  state: ServerState;
}

export interface ServerState {
  queries: DehydratedState;
  hints: ServerHints;
}

const requestFetch = new AsyncLocalStorage<ServerFetch>();
setApiTransport((url, init) => {
  const serverFetch = requestFetch.getStore();
  if (!serverFetch) return Promise.reject(new Error("No request to answer this read"));
  return serverFetch(url, init);
});

/** Whether the server renders this page (SSR-able pages of the main domain); the rest stay client-rendered. */
export function isPrerendered(host: string, appDomain: string, pathname: string): boolean {
  return PRERENDERED_PATHS[hostOf(host, appDomain, pathname).routeSet].some((p) => p.test(pathname));
}

function hostOf(host: string, appDomain: string, pathname: string): AppHost {
  const context = detectHost({ host, search: "", appDomain, dev: false, pathname });
  return { context, routeSet: routeSetFor(context), appDomain };
}

/**
 * Renders in three passes: the first two load the page's code and record the reads it makes (fetched in between), the
 * last renders synchronously with everything in hand, in the reader's locale.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(request.url, "http://x");
  if (!isPrerendered(request.host, request.appDomain, pathname)) return null;
  const host = hostOf(request.host, request.appDomain, pathname);
  const routes = routesFor(host.routeSet);
  if (!matchRoutes(routes, pathname)) return null;

  const reads = new Map<string, FetchQueryOptions>();
  const queryClient = createQueryClient();
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const enabled = (defaulted as { enabled?: unknown }).enabled;
    if (enabled !== false && typeof enabled !== "function") {
      reads.set(defaulted.queryHash, defaulted as FetchQueryOptions);
    }
    return defaulted;
  }) as typeof queryClient.defaultQueryOptions;

  const app = (
    <AppProviders host={host} queryClient={queryClient} initialTheme="light">
      <ServerHintsProvider hints={request.hints}>
        <StaticRouter location={request.url}>
          <AppRoutes routes={routes} />
        </StaticRouter>
      </ServerHintsProvider>
    </AppProviders>
  );

  await requestFetch.run(request.fetch, async () => {
    for (let pass = 0; pass < 2; pass += 1) {
      await drain(app);
      const pending = [...reads.values()].filter((o) => queryClient.getQueryState(o.queryKey)?.status !== "success");
      if (pending.length === 0) break;
      await Promise.all(pending.map((options) => queryClient.prefetchQuery({ ...options, retry: false })));
    }
  });

  // A read that failed (the reader's own session, an unknown article) renders as still loading, as the script's first
  // render will show it before asking again itself.
  for (const options of reads.values()) {
    if (queryClient.getQueryState(options.queryKey)?.status !== "success") {
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    }
  }

  // Formatting is global state (the reader's locale, a workspace's own that its pages set while rendering): set for
  // this render alone, which runs synchronously, so no other request's render sees it.
  setFormatLocale(request.locale);
  setWorkspaceFormat(null);
  try {
    const html = renderToString(app);
    return { html, state: { queries: dehydrate(queryClient), hints: request.hints } };
  } finally {
    setFormatLocale(undefined);
    setWorkspaceFormat(null);
    queryClient.clear();
  }
}

/** Renders and waits for every lazily loaded part, so the next pass finds them loaded. */
async function drain(app: ReactNode): Promise<void> {
  const { prelude } = await prerender(app);
  const reader = prelude.getReader();
  while (!(await reader.read()).done) {
    // The output of these passes is not used.
  }
}
