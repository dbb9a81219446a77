import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { applyInitialTheme } from "@/components/theme/theme";
import { setTenantHint } from "@/lib/api";
import "@/styles.css";
import { resolveAppHost } from "./host";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

// Theme first, before anything renders (the CSP forbids an inline script in index.html).
const initialTheme = applyInitialTheme();

const host = resolveAppHost();
if (host.context.kind === "tenant" && host.context.via !== "host") setTenantHint(host.context.subdomain);
const router = createAppRouter(host.routeSet);

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders host={host} initialTheme={initialTheme}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
