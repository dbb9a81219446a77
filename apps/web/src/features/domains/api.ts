import { domainsApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The workspace's custom domains (its admin only). */
export function useCustomDomains(tenantId: string) {
  return useQuery({
    ...queryOptionsOf(domainsApi.list, { params: { tenantId } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

function useDomainMutation<T>(tenantId: string, run: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(domainsApi.list, { params: { tenantId } }) }),
  });
}

export const useClaimDomain = (tenantId: string) =>
  useDomainMutation(tenantId, (hostname: string) =>
    call(domainsApi.claim, { params: { tenantId }, body: { hostname } }),
  );

export const useCheckDomain = (tenantId: string) =>
  useDomainMutation(tenantId, (hostname: string) => call(domainsApi.check, { params: { tenantId, hostname } }));

export const useRemoveDomain = (tenantId: string) =>
  useDomainMutation(tenantId, (hostname: string) => call(domainsApi.remove, { params: { tenantId, hostname } }));
