import {
  type Choice,
  type ChoiceCreate,
  type ChoiceKind,
  CONTACT_TYPE_LABELS,
  choiceLabel,
  choicesApi,
} from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";

/**
 * A workspace's contact types and ticket categories (issue 19 point 4): every list comes from the server; forms offer
 * the active entries, lists and badges show the label of whatever key a record holds (archived ones too).
 */

const listOptions = (kind: ChoiceKind, tenantId: string) =>
  queryOptionsOf(choicesApi[kind].list, { params: { tenantId } });

function useChoices(kind: ChoiceKind, tenantId: string | undefined) {
  return useQuery({
    ...listOptions(kind, tenantId ?? ""),
    enabled: Boolean(tenantId),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The workspace's contact types (every member may read them). */
export const useContactTypes = (tenantId: string | undefined) => useChoices("contactTypes", tenantId);
/** The workspace's ticket categories, for its staff. */
export const useTicketCategories = (tenantId: string | undefined) => useChoices("ticketCategories", tenantId);
/** The categories a portal client may choose (active ones only). */
export function usePortalTicketCategories(enabled = true) {
  return useQuery({
    ...queryOptionsOf(choicesApi.portalTicketCategories, {}),
    enabled,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}

/** The entries a new or changed record may take. */
export const activeOf = (list: readonly Choice[] | undefined): Choice[] => (list ?? []).filter((c) => !c.archived);

/**
 * The label of a key in the workspace's list (the key itself until the list is loaded). The vertical definitions are
 * not imported here: their starter articles would weigh on the dashboard's bundle.
 */
export function labelOf(_kind: ChoiceKind, list: readonly Choice[] | undefined, key: string): string {
  return choiceLabel(list, key);
}

/** The ticket categories the help desk's cards and dialogs read their labels from (staff's list or the portal's). */
export const TicketCategoriesContext = createContext<readonly Choice[] | undefined>(undefined);
export function useTicketCategoryLabel(): (key: string) => string {
  const list = useContext(TicketCategoriesContext);
  return (key) => labelOf("ticketCategories", list, key);
}

/** The admin's edits of one list: each answers the whole list, which becomes the cache. */
export function useChoiceMutations(kind: ChoiceKind, tenantId: string) {
  const queryClient = useQueryClient();
  const api = choicesApi[kind];
  const key = keyOf(api.list, { params: { tenantId } });
  const onSuccess = (list: Choice[]) => {
    queryClient.setQueryData(key, list);
    // The portal's copy of the categories and any other reader load theirs again.
    void queryClient.invalidateQueries({ queryKey: keyOf(choicesApi.portalTicketCategories, {}) });
  };
  return {
    create: useMutation({
      mutationFn: (body: ChoiceCreate) => call(api.create, { params: { tenantId }, body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ key: k, ...body }: { key: string; label?: string; archived?: boolean }) =>
        call(api.update, { params: { tenantId, key: k }, body }),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (keys: string[]) => call(api.reorder, { params: { tenantId }, body: { keys } }),
      onSuccess,
    }),
  };
}

/** The contact types the contacts screen's badges, filters and forms read (provided by the screen). */
export const ContactTypesContext = createContext<readonly Choice[] | undefined>(undefined);
export const useContactTypeList = () => useContext(ContactTypesContext);
export function useContactTypeLabel(): (key: string) => string {
  const list = useContext(ContactTypesContext);
  return (key) => labelOf("contactTypes", list, key);
}

/**
 * A type as the list's filter names it: the spec's plural for a generic type that still has its generic label
 * ("Clients"), the entry's own label otherwise.
 */
export function contactTypeFilterLabel(choice: Pick<Choice, "key" | "label">): string {
  // The generic types' labels are their keys in title case ("CLIENT" → "Client").
  const generic = choice.label.toUpperCase() === choice.key;
  return generic ? (CONTACT_TYPE_LABELS[choice.key] ?? choice.label) : choice.label;
}

/** The filter's entries: every type of the list (archived ones too, their contacts stay findable). */
export function contactTypeFilterOptions(list: readonly Choice[] | undefined): { value: string; label: string }[] {
  return (list ?? []).map((c) => ({
    value: c.key,
    label: c.archived ? `${contactTypeFilterLabel(c)} (archived)` : contactTypeFilterLabel(c),
  }));
}
