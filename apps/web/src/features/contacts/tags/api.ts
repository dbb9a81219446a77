import { type Tag, type TagColor, tagsApi } from "@engagesuite/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { call, keyOf } from "@/lib/api-client";

export { useContactOwners, useTags } from "./queries";

/** After a change to tags: the tag list (counts) and every contact list of the tenant. */
function useRefreshTags(tenantId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keyOf(tagsApi.list, { params: { tenantId } }) });
    void queryClient.invalidateQueries({ queryKey: ["contacts", tenantId] });
  };
}

const failed = (title: string) => (error: unknown) =>
  toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

export function useCreateTag(tenantId: string) {
  const refresh = useRefreshTags(tenantId);
  return useMutation({
    mutationFn: (input: { name: string; color?: TagColor }) =>
      call(tagsApi.create, { params: { tenantId }, body: input }),
    onSuccess: refresh,
    onError: failed("The tag was not created"),
  });
}

export function useUpdateTag(tenantId: string) {
  const refresh = useRefreshTags(tenantId);
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; color?: TagColor }) =>
      call(tagsApi.update, { params: { tenantId, tagId: id }, body }),
    onSuccess: refresh,
    onError: failed("The tag was not saved"),
  });
}

export function useDeleteTag(tenantId: string) {
  const refresh = useRefreshTags(tenantId);
  return useMutation({
    mutationFn: (tag: Pick<Tag, "id">) => call(tagsApi.remove, { params: { tenantId, tagId: tag.id } }),
    onSuccess: refresh,
    onError: failed("The tag was not deleted"),
  });
}

/** Puts a tag on a contact or takes it off. */
export function useToggleContactTag(tenantId: string) {
  const refresh = useRefreshTags(tenantId);
  return useMutation({
    mutationFn: ({ contactId, tagId, on }: { contactId: string; tagId: string; on: boolean }) =>
      call(on ? tagsApi.addToContact : tagsApi.removeFromContact, { params: { id: contactId, tagId } }),
    onSuccess: refresh,
    onError: failed("The tags were not changed"),
  });
}
