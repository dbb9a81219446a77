import { type TenantExport, tenantDataApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

const busy = (exports: TenantExport[] | undefined) =>
  exports?.some((row) => row.state === "queued" || row.state === "running") ?? false;

/** The workspace's exports; asked again every second while one is being prepared (its progress moves). */
export function useDataExports(tenantId: string) {
  return useQuery({
    ...queryOptionsOf(tenantDataApi.listExports, { params: { tenantId } }),
    refetchInterval: (query) => (busy(query.state.data) ? 1000 : false),
  });
}

export function useStartExport(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(tenantDataApi.startExport, { params: { tenantId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: keyOf(tenantDataApi.listExports, { params: { tenantId } }) }),
  });
}

export function useDeletion(tenantId: string) {
  return useQuery(queryOptionsOf(tenantDataApi.deletion, { params: { tenantId } }));
}

export function useScheduleDeletion(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) => call(tenantDataApi.scheduleDeletion, { params: { tenantId }, body: { confirm } }),
    onSuccess: (answer) => queryClient.setQueryData(keyOf(tenantDataApi.deletion, { params: { tenantId } }), answer),
  });
}

export function useCancelDeletion(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(tenantDataApi.cancelDeletion, { params: { tenantId } }),
    onSuccess: (answer) => queryClient.setQueryData(keyOf(tenantDataApi.deletion, { params: { tenantId } }), answer),
  });
}
