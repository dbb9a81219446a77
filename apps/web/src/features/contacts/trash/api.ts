import { contactTrashApi } from "@engagesuite/shared";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/** Under ["contacts", tenantId]: any change to the tenant's contacts refreshes the trash too, and the reverse. */
export const trashKey = (tenantId: string) => ["contacts", tenantId, "trash"] as const;

/** The trash, newest deleted first, one server page at a time. */
export function useTrash(tenantId: string) {
  return useInfiniteQuery({
    queryKey: trashKey(tenantId),
    queryFn: ({ pageParam }) =>
      call(contactTrashApi.list, { params: { tenantId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...tenantQueryOptions,
  });
}

type TrashAction = "restore" | "deleteForever" | "empty";

/** Restore, delete forever or empty: a toast with how many, and every contact list of the tenant refreshed. */
export function useTrashAction(tenantId: string, action: TrashAction) {
  const queryClient = useQueryClient();
  const { t } = useTerms();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      if (action === "restore") {
        const { restored } = await call(contactTrashApi.restore, { params: { tenantId }, body: { ids } });
        return t("trash.restored", { count: restored });
      }
      const { deleted } =
        action === "empty"
          ? await call(contactTrashApi.empty, { params: { tenantId } })
          : await call(contactTrashApi.deleteForever, { params: { tenantId }, body: { ids } });
      return t("trash.deleted", { count: deleted });
    },
    onSuccess: (title) => toast({ title }),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "The trash could not be changed",
        description: errorMessage(error, "Please try again."),
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["contacts", tenantId] }),
  });
}
