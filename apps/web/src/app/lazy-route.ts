import { type ComponentType, createElement, type FunctionComponent, lazy, type ReactElement, useState } from "react";

export type LazyRouteComponent = FunctionComponent & { preload(): Promise<unknown> };

/**
 * A page or shell loaded on demand (its own chunk). `preload` starts the download early, so a shell and its page load
 * in parallel instead of one after the other. Once its code is in, a new instance renders it at once instead of
 * suspending for a tick: a server-rendered page (ssr.tsx) hydrates in one pass. An instance keeps the kind it started
 * with, so loading never remounts what is on screen.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function LazyRoute() {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(LazyRoute, { preload });
}

/** Starts loading the code of every lazily loaded element among the matched routes; settles when all are in. */
export function preloadElements(elements: unknown[]): Promise<unknown> {
  const loading: Promise<unknown>[] = [];
  for (const element of elements) {
    const type = (element as ReactElement | null)?.type as Partial<LazyRouteComponent> | undefined;
    if (typeof type?.preload === "function") loading.push(type.preload().catch(() => {}));
  }
  return Promise.all(loading);
}

/** The id of the script element (JSON, not run) that carries a server-rendered page's query answers. */
export const SSR_STATE_ID = "ssr-state";
