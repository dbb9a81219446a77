import type { AuthEvent, PlatformOverview, RegistryTenant, TenantStatus } from "@engagesuite/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson, sendJson } from "@/lib/api";

/** The war room's figures refresh on their own this often (and the monitor's list with them). */
export const PLATFORM_REFRESH_MS = 10_000;

/** How many recent sign-in attempts the authentication monitor lists. */
export const AUTH_EVENTS_LIMIT = 100;

export const platformKeys = {
  overview: ["/api/platform/overview"] as const,
  tenantsAll: ["platform", "tenants"] as const,
  tenants: (filters: RegistryFilters) => ["platform", "tenants", filters] as const,
  authEventsAll: ["platform", "auth-events"] as const,
  authEvents: (outcome: AuthEvent["outcome"] | null) => ["platform", "auth-events", outcome] as const,
};

/** GET /api/platform/overview, refetched every 10 s while the page is open. */
export function usePlatformOverview() {
  return useQuery({
    queryKey: platformKeys.overview,
    queryFn: () => getJson<PlatformOverview>("/api/platform/overview"),
    refetchInterval: PLATFORM_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export interface RegistryFilters {
  search: string;
  status: TenantStatus | null;
}

/** The registry's URL: `/api/platform/tenants?search=&status=` with only the filters that are set. */
export function tenantsUrl({ search, status }: RegistryFilters): string {
  const params = new URLSearchParams();
  const term = search.trim();
  if (term) params.set("search", term);
  if (status) params.set("status", status);
  const query = params.toString();
  return query ? `/api/platform/tenants?${query}` : "/api/platform/tenants";
}

/** Every tenant matching the filters; the previous list stays on screen while a new search loads. */
export function useRegistryTenants(filters: RegistryFilters) {
  return useQuery({
    queryKey: platformKeys.tenants(filters),
    queryFn: () => getJson<RegistryTenant[]>(tenantsUrl(filters)),
    placeholderData: keepPreviousData,
  });
}

export type TenantAction = "suspend" | "reactivate";

/** POST /api/platform/tenants/{id}/suspend | reactivate; the registry and the war room figures refresh after. */
export function useTenantStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenant, action }: { tenant: RegistryTenant; action: TenantAction }) =>
      sendJson<RegistryTenant>("POST", `/api/platform/tenants/${encodeURIComponent(tenant.id)}/${action}`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: platformKeys.tenantsAll }),
        queryClient.invalidateQueries({ queryKey: platformKeys.overview }),
      ]);
    },
  });
}

/** `/api/platform/auth-events?limit=100[&outcome=]`. */
export function authEventsUrl(outcome: AuthEvent["outcome"] | null): string {
  const params = new URLSearchParams();
  if (outcome) params.set("outcome", outcome);
  params.set("limit", String(AUTH_EVENTS_LIMIT));
  return `/api/platform/auth-events?${params.toString()}`;
}

/** Recent sign-ins and failed attempts, newest first, refetched every 10 s. */
export function useAuthEvents(outcome: AuthEvent["outcome"] | null) {
  return useQuery({
    queryKey: platformKeys.authEvents(outcome),
    queryFn: () => getJson<AuthEvent[]>(authEventsUrl(outcome)),
    refetchInterval: PLATFORM_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
