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

type Toast = { title: string; description: string };

/** A change to the tenant's contacts: its toasts (SPEC §8), and every list of the tenant refreshed after it. */
function useContactChange<T>(
  tenantId: string,
  change: (input: T) => Promise<unknown>,
  toasts: { success: Toast; failure: Toast },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast(toasts.success);
      void queryClient.invalidateQueries({ queryKey: contactKeys.all(tenantId) });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: toasts.failure.title,
        description: errorMessage(error, toasts.failure.description),
      });
    },
  });
}

export function useCreateContact(tenantId: string) {
  return useContactChange(tenantId, (body: ContactBody) => createContact(tenantId, body), {
    success: CONTACT_MESSAGES.created,
    failure: CONTACT_MESSAGES.createError,
  });
}

export function useUpdateContact(tenantId: string) {
  return useContactChange(tenantId, ({ id, body }: { id: string; body: ContactBody }) => updateContact(id, body), {
    success: CONTACT_MESSAGES.updated,
    failure: CONTACT_MESSAGES.updateError,
  });
}

export function useDeleteContact(tenantId: string) {
  return useContactChange(tenantId, (contact: Pick<Contact, "id">) => deleteContact(contact.id), {
    success: CONTACT_MESSAGES.deleted,
    failure: CONTACT_MESSAGES.deleteError,
  });
}

/** Deletes the selected contacts at once (the server admits administrators only: `contacts.bulkDelete`). */
export function useDeleteContacts(tenantId: string) {
  return useContactChange(tenantId, (ids: string[]) => deleteContacts(tenantId, ids), {
    success: CONTACT_MESSAGES.bulkDeleted,
    failure: CONTACT_MESSAGES.deleteError,
  });
}
