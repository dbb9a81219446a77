import { type ContactDuplicate, contactDuplicatesApi, contactsApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { call } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/** Under ["contacts", tenantId]: any contact change refreshes the lookups too. */
export const duplicateKeys = {
  lookup: (tenantId: string, email: string, excludeId: string | undefined) =>
    ["contacts", tenantId, "duplicates", email, excludeId ?? null] as const,
};

/** An address worth asking about: something@something.something (the form's own rules check the rest). */
export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
const normalise = (email: string) => email.trim().toLowerCase();

export const fetchDuplicates = (tenantId: string, email: string, excludeId?: string) =>
  call(contactDuplicatesApi.duplicates, {
    params: { tenantId },
    query: { email, ...(excludeId ? { excludeId } : {}) },
  });

/** The live contacts with this address (other than `excludeId`); nothing asked until it looks like an address. */
export function useDuplicates(tenantId: string, email: string | null | undefined, excludeId?: string) {
  const address = normalise(email ?? "");
  return useQuery({
    queryKey: duplicateKeys.lookup(tenantId, address, excludeId),
    queryFn: () => fetchDuplicates(tenantId, address, excludeId),
    enabled: looksLikeEmail(address),
    ...tenantQueryOptions,
  });
}

/**
 * The create and edit forms' duplicate check (a warning, never a refusal): `check` looks the address up (on blur, after
 * typing stops, and before sending); `blocks` tells the submit to stop once to show the warning, until the member
 * chooses to go on (`acknowledge`) for that address.
 */
export function useDuplicateCheck(tenantId: string, excludeId?: string) {
  const queryClient = useQueryClient();
  const [found, setFound] = useState<{ email: string; matches: ContactDuplicate[] } | null>(null);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  // Read by `blocks` at once: "Create anyway" acknowledges and submits in the same click.
  const acknowledgedNow = useRef<string | null>(null);

  const check = useCallback(
    async (raw: string | null | undefined): Promise<ContactDuplicate[]> => {
      const email = normalise(raw ?? "");
      if (!looksLikeEmail(email)) {
        setFound(null);
        return [];
      }
      try {
        const matches = await queryClient.fetchQuery({
          queryKey: duplicateKeys.lookup(tenantId, email, excludeId),
          queryFn: () => fetchDuplicates(tenantId, email, excludeId),
          staleTime: 5_000,
        });
        setFound({ email, matches });
        return matches;
      } catch {
        // A lookup that fails never stands in the way: the warning is a courtesy.
        return [];
      }
    },
    [queryClient, tenantId, excludeId],
  );

  /** Whether the submit should stop to show the warning for this address (once; not after `acknowledge`). */
  const blocks = useCallback(
    async (raw: string | null | undefined) => {
      const email = normalise(raw ?? "");
      if (!email || acknowledgedNow.current === email) return false;
      return (await check(email)).length > 0;
    },
    [check],
  );

  /** The matches for the address the field holds now (none once acknowledged or changed). */
  const matchesFor = (raw: string | null | undefined): ContactDuplicate[] => {
    const email = normalise(raw ?? "");
    return found && found.email === email && acknowledged !== email ? found.matches : [];
  };

  const reset = useCallback(() => {
    setFound(null);
    setAcknowledged(null);
    acknowledgedNow.current = null;
  }, []);

  const acknowledge = (raw: string) => {
    acknowledgedNow.current = normalise(raw);
    setAcknowledged(acknowledgedNow.current);
  };

  return { check, blocks, matchesFor, acknowledge, reset };
}

/** Contacts found by name for the merge dialog (the list endpoint's search), the contact itself left out. */
export function useContactSearch(tenantId: string, search: string, excludeId: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ["contacts", tenantId, "merge-search", term],
    queryFn: () => call(contactsApi.list, { params: { tenantId }, query: { search: term, limit: 8 } }),
    enabled: term.length > 0,
    select: (contacts) => contacts.filter((c) => c.id !== excludeId),
    ...tenantQueryOptions,
  });
}

/** Merges `otherId` into `contactId`; every contact query refreshed after it. */
export function useMergeContacts(tenantId: string, contactId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) =>
      call(contactDuplicatesApi.merge, { params: { tenantId, contactId }, body: { otherId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["contacts", tenantId] }),
  });
}
