import {
  CONTACT_RECORD_MESSAGES,
  type ContactInput,
  type ContactNotePatch,
  contactRecordApi,
  contactsApi,
} from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/**
 * Under ["contacts", tenantId] (`contactKeys.all`): a contact's edit anywhere refreshes its record and timeline. Not
 * imported from use-contacts: sharing that module with the list would split it out of the dashboard's first chunk.
 */
export const recordKeys = {
  record: (tenantId: string, contactId: string) => ["contacts", tenantId, "record", contactId] as const,
  notes: (tenantId: string, contactId: string) => ["contacts", tenantId, "record", contactId, "notes"] as const,
  timeline: (tenantId: string, contactId: string) => ["contacts", tenantId, "record", contactId, "timeline"] as const,
};

/** The contact's update (the edit dialog's PUT and toasts), every list and this record refreshed after it. */
export function useSaveContact(tenantId: string) {
  const queryClient = useQueryClient();
  const { t } = useTerms();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ContactInput }) =>
      call(contactsApi.update, { params: { id }, body }),
    onSuccess: () => {
      toast({ title: t("contacts.updated.title"), description: t("contacts.updated.description") });
      void queryClient.invalidateQueries({ queryKey: ["contacts", tenantId] });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: t("contacts.updateError.title"),
        description: errorMessage(error, t("contacts.updateError.description")),
      }),
  });
}

/** The contact (null: a malformed id in the URL, nothing asked). */
export function useContactRecord(tenantId: string, contactId: string | null) {
  return useQuery({
    queryKey: recordKeys.record(tenantId, contactId ?? ""),
    queryFn: () => call(contactRecordApi.get, { params: { tenantId, contactId: contactId ?? "" } }),
    enabled: contactId !== null,
    ...tenantQueryOptions,
  });
}

export function useContactNotes(tenantId: string, contactId: string) {
  return useQuery({
    queryKey: recordKeys.notes(tenantId, contactId),
    queryFn: () => call(contactRecordApi.notes, { params: { tenantId, contactId } }),
    ...tenantQueryOptions,
  });
}

/** One server page of the timeline (keyset cursor: null for the newest). */
export function useContactTimelinePage(tenantId: string, contactId: string, cursor: string | null) {
  return useQuery({
    queryKey: [...recordKeys.timeline(tenantId, contactId), cursor],
    queryFn: () =>
      call(contactRecordApi.timeline, { params: { tenantId, contactId }, query: cursor ? { cursor } : {} }),
    ...tenantQueryOptions,
  });
}

/** A change to the contact's notes: the notes and the timeline refreshed after it; a failure told in a toast. */
function useNoteChange<T>(tenantId: string, contactId: string, change: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast({ title: done });
      void queryClient.invalidateQueries({ queryKey: recordKeys.record(tenantId, contactId) });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: CONTACT_RECORD_MESSAGES.noteError,
        description: errorMessage(error, "Try again."),
      }),
  });
}

export const useAddNote = (tenantId: string, contactId: string) =>
  useNoteChange(
    tenantId,
    contactId,
    (body: string) => call(contactRecordApi.addNote, { params: { tenantId, contactId }, body: { body } }),
    CONTACT_RECORD_MESSAGES.noteAdded,
  );

export const useUpdateNote = (tenantId: string, contactId: string) =>
  useNoteChange(
    tenantId,
    contactId,
    ({ noteId, patch }: { noteId: string; patch: ContactNotePatch }) =>
      call(contactRecordApi.updateNote, { params: { tenantId, contactId, noteId }, body: patch }),
    CONTACT_RECORD_MESSAGES.noteSaved,
  );

export const useDeleteNote = (tenantId: string, contactId: string) =>
  useNoteChange(
    tenantId,
    contactId,
    (noteId: string) => call(contactRecordApi.removeNote, { params: { tenantId, contactId, noteId } }),
    CONTACT_RECORD_MESSAGES.noteDeleted,
  );
