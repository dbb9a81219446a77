import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { applyInitialTheme } from "@/components/theme/theme";
import { setTenantHint } from "@/lib/api";
import "@/styles.css";
import { AppRoutes } from "./app-routes";
import { AppBrowserRouter } from "./browser-router";
import { resolveAppHost } from "./host";
import { AppProviders } from "./providers";
import { routesFor } from "./router";

// Theme first, before anything renders (the CSP forbids an inline script in index.html).
const initialTheme = applyInitialTheme();

const host = resolveAppHost();
if (host.context.kind === "tenant" && host.context.via !== "host") setTenantHint(host.context.subdomain);
const routes = routesFor(host.routeSet);

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders host={host} initialTheme={initialTheme}>
      <AppBrowserRouter>
        <AppRoutes routes={routes} />
      </AppBrowserRouter>
    </AppProviders>
  </StrictMode>,
);
