import { Suspense, useMemo } from "react";
import { matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { preloadElements } from "./lazy-route";
import { RouteErrorBoundary } from "./route-error-boundary";

/**
 * Renders a route set: the matched shell and page load in parallel, a full-screen spinner shows until the first page's
 * code is in, and an error in a page shows the error page instead of a blank screen.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // Once per page, not per render: a query-only change (a tab, a filter) keeps the same routes.
  useMemo(
    () => preloadElements(matchRoutes(routes, location.pathname)?.map((match) => match.route.element) ?? []),
    [routes, location.pathname],
  );
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={location.pathname}>
      <Suspense fallback={<FullScreenSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
