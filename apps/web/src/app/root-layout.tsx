import { useLayoutEffect, useRef } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router";
import { useNavigationPending } from "./browser-router";

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  if (!useNavigationPending()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

/**
 * A new page starts at its top, or at the element its #hash names (also on the first load); back and forward keep
 * the browser's own scroll restoration. Changing only the query (a tab, a filter) does not scroll.
 */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = pathname + hash;
    if (previous === shown.current) return;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (previous !== null && navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/** Root of both route sets: scrolling on navigation, the navigation bar, the page. */
export function RootLayout() {
  useScrollOnNavigate();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
