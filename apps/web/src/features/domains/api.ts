import type { CustomDomain } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson, sendJson } from "@/lib/api";

const q = encodeURIComponent;
const base = (tenantId: string) => `/api/tenants/${q(tenantId)}/domains`;
export const domainsKey = (tenantId: string) => ["custom-domains", tenantId] as const;

/** The workspace's custom domains (its admin only). */
export function useCustomDomains(tenantId: string) {
  return useQuery({
    queryKey: domainsKey(tenantId),
    queryFn: () => getJson<CustomDomain[]>(base(tenantId)),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

function useDomainMutation<T>(tenantId: string, run: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainsKey(tenantId) }),
  });
}

export const useClaimDomain = (tenantId: string) =>
  useDomainMutation(tenantId, (hostname: string) => sendJson<CustomDomain>("POST", base(tenantId), { hostname }));

export const useCheckDomain = (tenantId: string) =>
  useDomainMutation(tenantId, (hostname: string) =>
    sendJson<CustomDomain>("POST", `${base(tenantId)}/${q(hostname)}/check`, {}),
  );

export const useRemoveDomain = (tenantId: string) =>
  useDomainMutation(tenantId, (hostname: string) => apiRequest("DELETE", `${base(tenantId)}/${q(hostname)}`));
