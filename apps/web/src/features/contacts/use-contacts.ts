import { CONTACT_TRASH_DAYS, type Contact, contactTrashApi } from "@engagesuite/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { createElement, Fragment } from "react";
import { type ToastInput, toast } from "@/components/ui/use-toast";
import { useCanCall } from "@/features/auth/use-permission";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
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
function useContactChange<T, R = unknown>(
  tenantId: string,
  change: (input: T) => Promise<R>,
  toasts: { success: Toast; failure: Toast },
  /** More for the success toast, from what was changed (the trash's words, an Undo). */
  more?: (input: T) => Partial<ToastInput>,
) {
  const queryClient = useQueryClient();
  const { t } = useTerms();
  // The workspace's noun in the toasts ("Patient created"); the messages are the catalogue's (issue 19).
  const say = (message: Toast) => ({ title: t(message.title), description: t(message.description) });
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, input) => {
      const success = say(toasts.success);
      const extra = more?.(input) ?? {};
      // The catalogue's sentence (SPEC §8) stays whole, in a span of its own; what the change adds follows it.
      const description = extra.description
        ? createElement(Fragment, null, createElement("span", null, success.description), " ", extra.description)
        : success.description;
      toast({ ...success, ...extra, description });
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

/** Restores contacts just moved to the trash (the toast's Undo), and says how many came back. */
function useUndoDelete(tenantId: string) {
  const queryClient = useQueryClient();
  const { t } = useTerms();
  return (ids: string[]) =>
    call(contactTrashApi.restore, { params: { tenantId }, body: { ids } }).then(
      ({ restored }) => {
        toast({ title: t("trash.restored", { count: restored }) });
        void queryClient.invalidateQueries({ queryKey: contactKeys.all(tenantId) });
      },
      (error: unknown) =>
        toast({ variant: "destructive", title: t("contacts.updateError.title"), description: errorMessage(error, "") }),
    );
}

/**
 * Deletes one contact: it goes to the trash (issue 21). The toast says so and, for whoever may restore from the trash
 * (an administrator), offers Undo.
 */
export function useDeleteContact(tenantId: string) {
  const canRestore = useCanCall(contactTrashApi.restore);
  const { t } = useTerms();
  const undo = useUndoDelete(tenantId);
  return useContactChange(
    tenantId,
    (contact: Pick<Contact, "id">) => deleteContact(contact.id),
    {
      success: { title: "contacts.deleted.title", description: "contacts.deleted.description" },
      failure: { title: "contacts.deleteError.title", description: "contacts.deleteError.description" },
    },
    (contact) => ({
      description: t("trash.movedOne", { days: CONTACT_TRASH_DAYS }),
      ...(canRestore ? { action: { label: "Undo", onClick: () => void undo([contact.id]) } } : {}),
    }),
  );
}

/**
 * Deletes the selected contacts at once (the server admits administrators only: `contacts.bulkDelete`); they go to
 * the trash, and the toast offers Undo.
 */
export function useDeleteContacts(tenantId: string) {
  const canRestore = useCanCall(contactTrashApi.restore);
  const { t } = useTerms();
  const undo = useUndoDelete(tenantId);
  return useContactChange(
    tenantId,
    (ids: string[]) => deleteContacts(tenantId, ids),
    {
      success: { title: "contacts.bulkDeleted.title", description: "contacts.bulkDeleted.description" },
      failure: { title: "contacts.deleteError.title", description: "contacts.deleteError.description" },
    },
    (ids) => ({
      description: t("trash.movedMany", { days: CONTACT_TRASH_DAYS }),
      ...(canRestore ? { action: { label: "Undo", onClick: () => void undo(ids) } } : {}),
    }),
  );
}
