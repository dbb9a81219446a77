import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import type { Theme } from "@/components/theme/theme";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { queryClient as defaultQueryClient } from "@/lib/query-client";
import type { AppHost } from "./host";
import { HostProvider } from "./host-context";

// The toast viewport loads after the page: Sonner keeps toasts raised before it mounts and replays them to it.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Everything a page may rely on: queries, theme, host, and the one toast viewport. */
export function AppProviders({
  host,
  children,
  queryClient = defaultQueryClient,
  initialTheme,
  hydrating,
}: {
  host: AppHost;
  children: ReactNode;
  queryClient?: QueryClient;
  initialTheme?: Theme;
  /** The page came rendered from the server (main.tsx). */
  hydrating?: boolean;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initialTheme={initialTheme} hydrating={hydrating}>
        <HostProvider value={host}>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </HostProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
