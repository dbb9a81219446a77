import { hydrate } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { applyInitialTheme } from "@/components/theme/theme";
import { setTenantHint } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import "@/styles.css";
import { ServerHintsProvider } from "@/lib/server-hints";
import { AppRoutes } from "./app-routes";
import { AppBrowserRouter } from "./browser-router";
import { resolveAppHost } from "./host";
import { preloadElements, SSR_STATE_ID } from "./lazy-route";
import { AppProviders } from "./providers";
import { routesFor } from "./router";
import type { ServerState } from "./ssr";

// Theme first, before anything renders (the CSP forbids an inline script in index.html).
const initialTheme = applyInitialTheme();

const host = resolveAppHost();
if (host.context.kind === "tenant" && host.context.via !== "host") setTenantHint(host.context.subdomain);
const routes = routesFor(host.routeSet);

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// A page the server rendered (src/app/ssr.tsx) carries the answers it was rendered with; the script takes it over.
const serverText = document.getElementById(SSR_STATE_ID)?.textContent;
const serverState = serverText ? (JSON.parse(serverText) as ServerState) : null;
if (serverState) hydrate(queryClient, serverState.queries);

/** Marks the page as taken over by the script (end-to-end tests wait for it before they press anything). */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    // The server's page may be up to 30 s old (its cache): its answers are asked for again, as a page the script
    // renders itself would ask; what comes back unchanged changes nothing on screen. (Only answers older than a few
    // seconds were asked for once; a page served from the cache just after a change then kept the old answer: a view
    // counted and the article reloaded at once still showed the old count.)
    if (serverState) void queryClient.invalidateQueries();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <HydratedMark />
    <AppProviders host={host} initialTheme={initialTheme} hydrating={Boolean(serverState)}>
      <ServerHintsProvider hints={serverState?.hints ?? {}}>
        <AppBrowserRouter>
          <AppRoutes routes={routes} />
        </AppBrowserRouter>
      </ServerHintsProvider>
    </AppProviders>
  </StrictMode>
);

if (serverState) {
  // The page's code first, so the first render matches the server's HTML instead of suspending.
  const matched = matchRoutes(routes, window.location.pathname) ?? [];
  void preloadElements(matched.map((match) => match.route.element)).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
