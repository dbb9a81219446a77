import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from "react";
import { type Location, type NavigationType, Router, UNSAFE_createBrowserHistory } from "react-router";

const NavigationPendingContext = createContext(false);

/** True while the next page's code is loading (the old page stays on screen meanwhile). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * React Router's declarative BrowserRouter, with each navigation rendered in a transition we own, so the app can show
 * a progress bar while a lazily loaded page arrives. The declarative router is used instead of the data router to keep
 * the first download small (issue 9: the landing page's JavaScript budget).
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({
    action: history.action,
    location: history.location,
  });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
