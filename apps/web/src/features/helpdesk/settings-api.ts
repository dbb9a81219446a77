import { helpdeskSettingsApi, type SlaSettings } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/* The administrator's help desk settings: service levels (issue 22 point 7). */

export const SLA_KEY = keyOf(helpdeskSettingsApi.sla, {});

export function useSlaSettings() {
  return useQuery(queryOptionsOf(helpdeskSettingsApi.sla, {}));
}

export function useSaveSlaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlaSettings) => call(helpdeskSettingsApi.updateSla, { body }),
    onSuccess: (answer) => queryClient.setQueryData(SLA_KEY, answer),
  });
}
