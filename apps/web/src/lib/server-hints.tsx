import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

/**
 * What the server knew of the reader when it rendered the page, beyond the page's reads: only that the request carried
 * no portal session cookie (then no session is there to restore, and the portal sign-in renders at once). Read by the
 * first render only: after hydration the hints are gone, so a later visit of the portal asks the server as always.
 */
export interface ServerHints {
  portalSignedOut?: boolean;
}

const ServerHintsContext = createContext<ServerHints>({});

export function ServerHintsProvider({ hints, children }: { hints: ServerHints; children: ReactNode }) {
  const [current, setCurrent] = useState(hints);
  useEffect(() => setCurrent({}), []);
  return <ServerHintsContext value={current}>{children}</ServerHintsContext>;
}

export const useServerHints = () => useContext(ServerHintsContext);
