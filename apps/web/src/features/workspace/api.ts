import { type WorkspaceSettings, type WorkspaceSettingsUpdate, workspaceApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppHost } from "@/app/host-context";
import { STAFF_SESSION_KEY } from "@/features/auth/use-staff-session";
import { tenantInfoQuery } from "@/features/tenant/use-tenant-info";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The workspace's settings (its admin only). */
export function useWorkspaceSettings(tenantId: string) {
  return useQuery({
    ...queryOptionsOf(workspaceApi.get, { params: { tenantId } }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/**
 * A settings mutation: on success the answer becomes the settings' cache, and every query that shows the tenant (its
 * public info on this host, the signed-in member's session with its tenant) is fetched again, so the dashboard around
 * the form, and the landing and portal when opened, show the change at once.
 */
function useSettingsMutation<T>(tenantId: string, run: (arg: T) => Promise<WorkspaceSettings>) {
  const queryClient = useQueryClient();
  const { context } = useAppHost();
  return useMutation({
    mutationFn: run,
    onSuccess: async (settings) => {
      queryClient.setQueryData(keyOf(workspaceApi.get, { params: { tenantId } }), settings);
      const tenantInfo = tenantInfoQuery(context);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY }),
        tenantInfo ? queryClient.invalidateQueries({ queryKey: tenantInfo.queryKey }) : null,
      ]);
    },
  });
}

export const useUpdateWorkspace = (tenantId: string) =>
  useSettingsMutation(tenantId, (body: WorkspaceSettingsUpdate) =>
    call(workspaceApi.update, { params: { tenantId }, body }),
  );

export const useUploadLogo = (tenantId: string) =>
  useSettingsMutation(tenantId, (data: string) =>
    call(workspaceApi.uploadLogo, { params: { tenantId }, body: { data } }),
  );

export const useRemoveLogo = (tenantId: string) =>
  useSettingsMutation(tenantId, () => call(workspaceApi.removeLogo, { params: { tenantId } }));

/** A file's bytes as base64 (what the upload endpoint takes). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
