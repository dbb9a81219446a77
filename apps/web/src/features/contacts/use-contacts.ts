import type { Contact } from "@engagesuite/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
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

/** A toast as catalogue keys (packages/shared `TERMS_MESSAGES.contacts`). */
type Toast = { title: string; description: string };

/** A change to the tenant's contacts: its toasts (SPEC §8), and every list of the tenant refreshed after it. */
function useContactChange<T>(
  tenantId: string,
  change: (input: T) => Promise<unknown>,
  toasts: { success: Toast; failure: Toast },
) {
  const queryClient = useQueryClient();
  const { t } = useTerms();
  // The workspace's noun in the toasts ("Patient created"); the messages are the catalogue's (issue 19).
  const say = (message: Toast) => ({ title: t(message.title), description: t(message.description) });
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast(say(toasts.success));
      void queryClient.invalidateQueries({ queryKey: contactKeys.all(tenantId) });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: say(toasts.failure).title,
        description: errorMessage(error, say(toasts.failure).description),
      });
    },
  });
}

export function useCreateContact(tenantId: string) {
  return useContactChange(tenantId, (body: ContactBody) => createContact(tenantId, body), {
    success: { title: "contacts.created.title", description: "contacts.created.description" },
    failure: { title: "contacts.createError.title", description: "contacts.createError.description" },
  });
}

export function useUpdateContact(tenantId: string) {
  return useContactChange(tenantId, ({ id, body }: { id: string; body: ContactBody }) => updateContact(id, body), {
    success: { title: "contacts.updated.title", description: "contacts.updated.description" },
    failure: { title: "contacts.updateError.title", description: "contacts.updateError.description" },
  });
}

export function useDeleteContact(tenantId: string) {
  return useContactChange(tenantId, (contact: Pick<Contact, "id">) => deleteContact(contact.id), {
    success: { title: "contacts.deleted.title", description: "contacts.deleted.description" },
    failure: { title: "contacts.deleteError.title", description: "contacts.deleteError.description" },
  });
}

/** Deletes the selected contacts at once (the server admits administrators only: `contacts.bulkDelete`). */
export function useDeleteContacts(tenantId: string) {
  return useContactChange(tenantId, (ids: string[]) => deleteContacts(tenantId, ids), {
    success: { title: "contacts.bulkDeleted.title", description: "contacts.bulkDeleted.description" },
    failure: { title: "contacts.deleteError.title", description: "contacts.deleteError.description" },
  });
}
