import { type ComponentType, type LazyExoticComponent, lazy, type ReactElement } from "react";

export type LazyRouteComponent = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * A page or shell loaded on demand (its own chunk). `preload` starts the download early, so a shell and its page load
 * in parallel instead of one after the other.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: pick(module) }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** Starts loading the code of every lazily loaded element among the matched routes. */
export function preloadElements(elements: unknown[]): void {
  for (const element of elements) {
    const type = (element as ReactElement | null)?.type as Partial<LazyRouteComponent> | undefined;
    if (typeof type?.preload === "function") void type.preload().catch(() => {});
  }
}
