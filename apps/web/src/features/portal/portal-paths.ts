import { useCallback } from "react";
import { useLocation } from "react-router";

/** The query parameters that name the portal's tenant; kept on every portal link and redirect. */
const TENANT_PARAMS = ["tenant", "tenantId", "subdomain"] as const;

/** Only the tenant-naming part of a query string ("?tenant=demo"), or "". */
function tenantQuery(search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of TENANT_PARAMS) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}

/** `href("/portal/login")` → "/portal/login?tenant=demo" when the current page names its tenant in the query. */
export function usePortalHref(): (path: string) => string {
  const { search } = useLocation();
  const query = tenantQuery(search);
  return useCallback(
    (path: string) => (query && path.includes("?") ? `${path}&${query.slice(1)}` : `${path}${query}`),
    [query],
  );
}

/** SPEC §2: where a protected portal page remembers the page a signed-out visitor wanted. */
export const PORTAL_REDIRECT_STORAGE_KEY = "portalRedirectTo";

export function rememberPortalRedirect(target: string): void {
  try {
    sessionStorage.setItem(PORTAL_REDIRECT_STORAGE_KEY, target);
  } catch {
    // Storage can be unavailable (private mode quotas); the default target is used then.
  }
}

/** The saved target if it is a portal path on this site, else null. */
export function peekPortalRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(PORTAL_REDIRECT_STORAGE_KEY);
    return value?.startsWith("/portal/") && !value.startsWith("//") ? value : null;
  } catch {
    return null;
  }
}

export function forgetPortalRedirect(): void {
  try {
    sessionStorage.removeItem(PORTAL_REDIRECT_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
