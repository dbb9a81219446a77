import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True while React renders on the server or takes over the server's HTML (the first render of a server-rendered
 * page), false in every other render: state kept in the browser (sessionStorage) is read after that first render, so
 * the first one matches what the server drew.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
