import { contactOwnersApi, tagsApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { queryOptionsOf } from "@/lib/api-client";
/** The workspace's tags (issue 21); every member reads them. */
export function useTags(tenantId: string | undefined) {
  return useQuery({
    ...queryOptionsOf(tagsApi.list, { params: { tenantId: tenantId ?? "" } }),
    enabled: Boolean(tenantId),
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}

/** The members a contact can be owned by. */
export function useContactOwners(tenantId: string | undefined) {
  return useQuery({
    ...queryOptionsOf(contactOwnersApi.list, { params: { tenantId: tenantId ?? "" } }),
    enabled: Boolean(tenantId),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
