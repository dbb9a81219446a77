import {
  type AuthEvent,
  platformApi,
  type RegistryTenant,
  type TenantStatus,
  tenantDataApi,
} from "@engagesuite/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The war room's figures refresh on their own this often (and the monitor's list with them). */
const PLATFORM_REFRESH_MS = 10_000;

/** How many recent sign-in attempts the authentication monitor lists. */
export const AUTH_EVENTS_LIMIT = 100;

export interface RegistryFilters {
  search: string;
  status: TenantStatus | null;
}

/** The registry's query: only the filters that are set. */
function registryQuery({ search, status }: RegistryFilters) {
  return { search: search.trim() || undefined, status: status ?? undefined };
}

/** The monitor's query: `limit=100`, and the outcome when one is chosen. */
function authEventsQuery(outcome: AuthEvent["outcome"] | null) {
  return { outcome: outcome ?? undefined, limit: AUTH_EVENTS_LIMIT };
}

/** The war room's figures, refetched every 10 s while the page is open. */
export function usePlatformOverview() {
  return useQuery({
    ...queryOptionsOf(platformApi.overview, {}),
    refetchInterval: PLATFORM_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Every tenant matching the filters; the previous list stays on screen while a new search loads. */
export function useRegistryTenants(filters: RegistryFilters) {
  return useQuery({
    ...queryOptionsOf(platformApi.tenants, { query: registryQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

export type TenantAction = "suspend" | "reactivate";

const statusActions = { suspend: platformApi.suspendTenant, reactivate: platformApi.reactivateTenant } as const;

/** Suspends or reactivates a tenant; the registry (every search) and the war room figures refresh after. */
export function useTenantStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenant, action }: { tenant: RegistryTenant; action: TenantAction }) =>
      call(statusActions[action], { params: { id: tenant.id } }),
    onSettled: async () => {
      await Promise.all([
        // An empty query is a prefix of every search's key.
        queryClient.invalidateQueries({ queryKey: keyOf(platformApi.tenants, { query: {} }) }),
        queryClient.invalidateQueries({ queryKey: keyOf(platformApi.overview, {}) }),
      ]);
    },
  });
}

/**
 * Schedules a workspace's deletion (`confirm`: its subdomain, typed by the super admin) or cancels one; the registry
 * refreshes after.
 */
export function useTenantDeletionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenant, confirm }: { tenant: RegistryTenant; confirm: string | null }) =>
      confirm === null
        ? call(tenantDataApi.platformCancelDeletion, { params: { id: tenant.id } })
        : call(tenantDataApi.platformScheduleDeletion, { params: { id: tenant.id }, body: { confirm } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(platformApi.tenants, { query: {} }) }),
  });
}

/** Recent sign-ins and failed attempts, newest first, refetched every 10 s. */
export function useAuthEvents(outcome: AuthEvent["outcome"] | null) {
  return useQuery({
    ...queryOptionsOf(platformApi.authEvents, { query: authEventsQuery(outcome) }),
    refetchInterval: PLATFORM_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
