import { entitlementsApi, type ModuleCatalogue } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { STAFF_SESSION_KEY } from "@/features/auth/use-staff-session";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The workspace's modules with their status and price (its admins only). */
export function useModuleCatalogue(tenantId: string) {
  return useQuery({
    ...queryOptionsOf(entitlementsApi.list, { params: { tenantId } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * Sets the workspace's modules. The answer becomes the catalogue's cache, and the session (whose tenant names the
 * modules the sidebar draws) is fetched again, so the navigation follows at once.
 */
export function useSetModules(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modules: string[]) => call(entitlementsApi.update, { params: { tenantId }, body: { modules } }),
    onSuccess: async (catalogue: ModuleCatalogue) => {
      queryClient.setQueryData(keyOf(entitlementsApi.list, { params: { tenantId } }), catalogue);
      await queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
    },
  });
}
