import {
  contactsApi,
  PORTAL_ACCOUNTS_PAGE_SIZE,
  type PortalAccountStatus,
  type PortalSettingsUpdate,
  portalAccountsApi,
} from "@engagesuite/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

export interface PortalAccountFilters {
  search: string;
  status: PortalAccountStatus | "all";
  page: number;
}

export const NO_PORTAL_FILTERS: PortalAccountFilters = { search: "", status: "all", page: 1 };

function queryOf(filters: PortalAccountFilters) {
  return {
    page: filters.page,
    pageSize: PORTAL_ACCOUNTS_PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status !== "all" ? { status: filters.status } : {}),
  };
}

/** One server page of the portal's accounts (search and status on the server), with the total. */
export function usePortalAccounts(tenantId: string, filters: PortalAccountFilters) {
  return useQuery({
    ...queryOptionsOf(portalAccountsApi.list, { params: { tenantId }, query: queryOf(filters) }),
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
    staleTime: 0,
  });
}

export function usePortalAccount(tenantId: string, clientId: string | null) {
  return useQuery({
    ...queryOptionsOf(portalAccountsApi.get, { params: { tenantId, clientId: clientId ?? "" } }),
    enabled: Boolean(clientId),
    ...tenantQueryOptions,
    staleTime: 0,
  });
}

/** Every change refreshes the list (all pages and searches share the path in their keys) and the open account. */
function useAccountMutation<T, R>(tenantId: string, run: (arg: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: keyOf(portalAccountsApi.list, { params: { tenantId }, query: {} }).slice(0, 1),
        }),
        queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith(`/api/tenants/${tenantId}/portal/accounts/`),
        }),
      ]),
  });
}

export const useInviteContact = (tenantId: string) =>
  useAccountMutation(tenantId, (contactId: string) =>
    call(portalAccountsApi.invite, { params: { tenantId }, body: { contactId } }),
  );

export const useResendPortalInvitation = (tenantId: string) =>
  useAccountMutation(tenantId, (clientId: string) =>
    call(portalAccountsApi.resend, { params: { tenantId, clientId } }),
  );

export const useLinkContact = (tenantId: string) =>
  useAccountMutation(tenantId, ({ clientId, contactId }: { clientId: string; contactId: string | null }) =>
    call(portalAccountsApi.link, { params: { tenantId, clientId }, body: { contactId } }),
  );

export const useDisableAccount = (tenantId: string) =>
  useAccountMutation(tenantId, (clientId: string) =>
    call(portalAccountsApi.disable, { params: { tenantId, clientId } }),
  );

export const useEnableAccount = (tenantId: string) =>
  useAccountMutation(tenantId, (clientId: string) =>
    call(portalAccountsApi.enable, { params: { tenantId, clientId } }),
  );

/** The first contacts matching a search (the invite and link pickers). */
export function useContactSearch(tenantId: string, search: string) {
  return useQuery({
    ...queryOptionsOf(contactsApi.list, {
      params: { tenantId },
      query: { search: search || undefined, limit: 8, sort: "name", order: "asc" },
    }),
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
  });
}

export function usePortalSettings(tenantId: string) {
  return useQuery({
    ...queryOptionsOf(portalAccountsApi.settings, { params: { tenantId } }),
    ...tenantQueryOptions,
  });
}

export function useUpdatePortalSettings(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalSettingsUpdate) => call(portalAccountsApi.updateSettings, { params: { tenantId }, body }),
    onSuccess: (settings) =>
      queryClient.setQueryData(keyOf(portalAccountsApi.settings, { params: { tenantId } }), settings),
  });
}
