import { CONTACT_MESSAGES, type Contact } from "@engagesuite/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { tenantQueryOptions } from "@/lib/query-client";
import { type ContactBody, createContact, deleteContact, deleteContacts, fetchContactPage, updateContact } from "./api";
import type { ContactFilters } from "./filters";

/** Query keys: every list of a tenant starts with ["contacts", tenantId], so one invalidation refreshes them all. */
export const contactKeys = {
  all: (tenantId: string) => ["contacts", tenantId] as const,
  list: (tenantId: string, filters: ContactFilters) => ["contacts", tenantId, "list", filters] as const,
};

/**
 * The tenant's contacts for a search and filter, one server page at a time (X-Next-Cursor). While a new search
 * loads, the previous result stays on screen.
 */
export function useContactList(tenantId: string, filters: ContactFilters) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(tenantId, filters),
    queryFn: ({ pageParam }) => fetchContactPage(tenantId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    enabled: Boolean(tenantId),
    ...tenantQueryOptions,
  });
}

function useRefreshContacts(tenantId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.all(tenantId) });
}

/** Create a contact; toasts of SPEC §8; the list refreshes. */
export function useCreateContact(tenantId: string) {
  const refresh = useRefreshContacts(tenantId);
  return useMutation({
    mutationFn: (body: ContactBody) => createContact(tenantId, body),
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.created.title, description: CONTACT_MESSAGES.created.description });
      void refresh();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: CONTACT_MESSAGES.createError.title,
        description: errorMessage(error, CONTACT_MESSAGES.createError.description),
      });
    },
  });
}

export function useUpdateContact(tenantId: string) {
  const refresh = useRefreshContacts(tenantId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactBody }) => updateContact(id, body),
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.updated.title, description: CONTACT_MESSAGES.updated.description });
      void refresh();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: CONTACT_MESSAGES.updateError.title,
        description: errorMessage(error, CONTACT_MESSAGES.updateError.description),
      });
    },
  });
}

export function useDeleteContact(tenantId: string) {
  const refresh = useRefreshContacts(tenantId);
  return useMutation({
    mutationFn: (contact: Pick<Contact, "id">) => deleteContact(contact.id),
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.deleted.title, description: CONTACT_MESSAGES.deleted.description });
      void refresh();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: CONTACT_MESSAGES.deleteError.title,
        description: errorMessage(error, CONTACT_MESSAGES.deleteError.description),
      });
    },
  });
}

/** Deletes the selected contacts at once (the server admits administrators only: `contacts.bulkDelete`). */
export function useDeleteContacts(tenantId: string) {
  const refresh = useRefreshContacts(tenantId);
  return useMutation({
    mutationFn: (ids: string[]) => deleteContacts(tenantId, ids),
    onSuccess: () => {
      toast({ title: CONTACT_MESSAGES.bulkDeleted.title, description: CONTACT_MESSAGES.bulkDeleted.description });
      void refresh();
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: CONTACT_MESSAGES.deleteError.title,
        description: errorMessage(error, CONTACT_MESSAGES.deleteError.description),
      });
    },
  });
}
