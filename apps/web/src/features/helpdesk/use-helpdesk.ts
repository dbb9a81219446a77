import { HELPDESK_MESSAGES, TICKET_PAGE_MAX, type Ticket } from "@engagesuite/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { ApiError, errorMessage } from "@/lib/api";
import {
  addComment,
  bulkUpdateTickets,
  type CommentBody,
  createTicket,
  fetchComments,
  fetchContactTickets,
  fetchStaff,
  fetchTicket,
  fetchTicketCounts,
  fetchTicketPage,
  type HelpdeskScope,
  helpdeskKeys,
  NO_TICKET_FILTERS,
  type TicketChanges,
  type TicketFilters,
  type TicketFormValues,
  updateTicket,
} from "./api";
import { uploadTicketFile } from "./attachments-api";

/** The message of a failed call: the server's `{ message }`, else the error's own text. */
function failure(error: unknown): string {
  return errorMessage(error, error instanceof Error ? error.message : String(error));
}

/**
 * The tickets of a scope (a tab's statuses and the filters for staff), one server page at a time (X-Next-Cursor).
 * While a new filter loads, the previous list stays on screen.
 */
export function useTicketPages(
  scope: HelpdeskScope,
  filters: TicketFilters = NO_TICKET_FILTERS,
  statuses?: readonly string[],
) {
  return useInfiniteQuery({
    // The portal's pages have a key of their own: its overview reads the same endpoint as a plain query.
    queryKey: [...helpdeskKeys.tickets(scope, filters, statuses), ...(scope.kind === "portal" ? ["pages"] : [])],
    queryFn: ({ pageParam }) =>
      fetchTicketPage(scope, filters, statuses, pageParam, scope.kind === "portal" ? TICKET_PAGE_MAX : undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: scope.kind === "portal" || Boolean(scope.tenantId),
    refetchOnWindowFocus: false,
  });
}

/** A portal client's own tickets, newest first: their first (largest) page (the portal's overview). */
export function useTickets(scope: HelpdeskScope) {
  return useQuery({
    queryKey: helpdeskKeys.tickets(scope),
    queryFn: async () => (await fetchTicketPage(scope, NO_TICKET_FILTERS, undefined, null, TICKET_PAGE_MAX)).tickets,
    placeholderData: keepPreviousData,
    enabled: scope.kind === "portal" || Boolean(scope.tenantId),
    refetchOnWindowFocus: false,
  });
}

/** Staff: one ticket by id (its URL), shown at once from the list's copy while the server's answers. */
export function useTicket(tenantId: string, ticketId: string | null, listed?: Ticket) {
  return useQuery({
    queryKey: helpdeskKeys.ticket(tenantId, ticketId ?? ""),
    queryFn: () => fetchTicket(ticketId ?? ""),
    enabled: Boolean(ticketId),
    placeholderData: listed,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
    refetchOnWindowFocus: false,
  });
}

/** Staff: a contact's tickets (the requester panel, the contact's record page), ten at a time. */
export function useContactTickets(tenantId: string, contactId: string | null) {
  return useInfiniteQuery({
    queryKey: helpdeskKeys.contactTickets(tenantId, contactId ?? ""),
    queryFn: ({ pageParam }) => fetchContactTickets(tenantId, contactId ?? "", pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(tenantId && contactId),
    refetchOnWindowFocus: false,
  });
}

/** Staff: one change to the chosen tickets, all or none; the queue refreshes either way. */
export function useBulkUpdateTickets(scope: HelpdeskScope) {
  const refresh = useRefreshHelpdesk(scope);
  const { t, values } = useTerms();
  return useMutation({
    mutationFn: ({ ids, changes }: { ids: string[]; changes: TicketChanges }) => bulkUpdateTickets(ids, changes),
    onSuccess: (tickets) => {
      const noun = (tickets.length === 1 ? values.ticket.one : values.ticket.other).toLowerCase();
      toast({ title: t("tickets.updated"), description: `${tickets.length} ${noun} updated.` });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: `Nothing was changed: ${failure(error)}` });
    },
    onSettled: () => void refresh(),
  });
}

/** The tenant's exact ticket counts per status (the tabs' numbers). */
export function useTicketCounts(tenantId: string) {
  return useQuery({
    queryKey: helpdeskKeys.counts(tenantId),
    queryFn: () => fetchTicketCounts(tenantId),
    enabled: Boolean(tenantId),
    refetchOnWindowFocus: false,
  });
}

function useRefreshHelpdesk(scope: HelpdeskScope) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: helpdeskKeys.all(scope) });
}

/** Opens a ticket; SPEC §8 toasts; the list refreshes. */
export function useCreateTicket(scope: HelpdeskScope, submittedBy?: string | null) {
  const refresh = useRefreshHelpdesk(scope);
  const { t } = useTerms();
  return useMutation({
    mutationFn: (values: TicketFormValues) => createTicket(scope, values, submittedBy),
    onSuccess: () => {
      toast({ title: "Success", description: t("tickets.submitted") });
      void refresh();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Error",
        description: t("tickets.createFailed", { reason: failure(error) }),
      });
    },
  });
}

/** Changes a ticket's status, priority or assignee (staff); the list refreshes either way. */
export function useUpdateTicket(scope: HelpdeskScope) {
  const refresh = useRefreshHelpdesk(scope);
  return useMutation({
    mutationFn: ({ ticketId, changes }: { ticketId: string; changes: TicketChanges }) =>
      updateTicket(ticketId, changes),
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: `Failed to update ticket: ${failure(error)}` });
    },
    onSettled: () => void refresh(),
  });
}

export function useComments(scope: HelpdeskScope, ticketId: string | null) {
  return useQuery({
    queryKey: helpdeskKeys.comments(scope, ticketId ?? ""),
    queryFn: () => fetchComments(scope, ticketId ?? ""),
    enabled: Boolean(ticketId),
    refetchOnWindowFocus: false,
  });
}

/** Adds a comment; SPEC §8 toasts; the comments and the list refresh (a 409 means the ticket was closed meanwhile). */
export function useAddComment(scope: HelpdeskScope, ticketId: string) {
  const refresh = useRefreshHelpdesk(scope);
  return useMutation({
    mutationFn: async (body: CommentBody) => {
      const comment = await addComment(scope, ticketId, body);
      // The comment's files, one request each once it exists (issue 22 point 5); a refused file is told, the comment stays.
      for (const file of body.files ?? []) {
        await uploadTicketFile(scope, ticketId, file, comment.id).catch((error: Error) =>
          toast({ variant: "destructive", title: `${file.name} was not attached`, description: error.message }),
        );
      }
      return comment;
    },
    onSuccess: () => {
      toast({ title: "Success", description: HELPDESK_MESSAGES.commentAdded });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error", description: HELPDESK_MESSAGES.commentFailed(failure(error)) });
    },
    onSettled: () => void refresh(),
  });
}

/** The staff a ticket can be assigned to (staff scope only). */
export function useStaffMembers(enabled = true) {
  return useQuery({
    queryKey: helpdeskKeys.staff(),
    queryFn: fetchStaff,
    enabled,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
