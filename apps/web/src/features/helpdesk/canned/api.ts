import { type CannedReply, cannedRepliesApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/** The workspace's canned replies (issue 22 point 8), placeholders unfilled; every member reads them. */
export function useCannedReplies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptionsOf(cannedRepliesApi.list, {}),
    enabled,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: keyOf(cannedRepliesApi.list, {}) });
}

export function useCreateCannedReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { title: string; body: string }) => call(cannedRepliesApi.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateCannedReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; title?: string; body?: string }) =>
      call(cannedRepliesApi.update, { params: { cannedReplyId: id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteCannedReply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reply: Pick<CannedReply, "id">) =>
      call(cannedRepliesApi.remove, { params: { cannedReplyId: reply.id } }),
    onSuccess: refresh,
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "The canned reply was not deleted",
        description: errorMessage(error, "Please try again."),
      }),
  });
}
