import { createContext, type ReactNode, useContext } from "react";
import type { AppHost } from "./host";

const HostContextReact = createContext<AppHost | null>(null);

export function HostProvider({ value, children }: { value: AppHost; children: ReactNode }) {
  return <HostContextReact value={value}>{children}</HostContextReact>;
}

/** The host this page was loaded on (kind, tenant subdomain, product domain). */
export function useAppHost(): AppHost {
  const value = useContext(HostContextReact);
  if (!value) throw new Error("useAppHost must be used inside <HostProvider>");
  return value;
}
