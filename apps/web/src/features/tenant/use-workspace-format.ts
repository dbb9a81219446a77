import { useEffect } from "react";
import { setWorkspaceFormat } from "@/lib/format";

/**
 * Dates on a tenant's screens in the workspace's own locale and time zone (its settings): set before the screen's
 * children render (so the first paint is right), and cleared when the screen goes.
 */
export function useWorkspaceFormat(tenant: { locale?: string; timeZone?: string } | null | undefined): void {
  const locale = tenant?.locale;
  const timeZone = tenant?.timeZone;
  if (locale || timeZone) setWorkspaceFormat({ locale, timeZone });
  useEffect(() => {
    setWorkspaceFormat({ locale, timeZone });
    return () => setWorkspaceFormat(null);
  }, [locale, timeZone]);
}
