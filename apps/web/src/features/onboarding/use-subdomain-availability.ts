import { onboardingApi, subdomainSchema } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { readApiError } from "@/lib/api";
import { queryOptionsOf } from "@/lib/api-client";

/** How long typing must pause before the subdomain is checked. */
const AVAILABILITY_DEBOUNCE_MS = 400;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type AvailabilityState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "available"; message: string }
  /** `suggestions`: free subdomains the server offers instead (issue 23 point 5), none for a refused format. */
  | { kind: "unavailable"; message: string; suggestions: string[] };

/**
 * GET /api/onboarding/subdomain-availability, debounced, for a subdomain in a valid format (an invalid one is the
 * form's own validation message). A 400 answers in the spec's subdomain words; other failures leave it unknown. A taken
 * or reserved subdomain comes with the server's free suggestions.
 */
export function useSubdomainAvailability(subdomain: string): AvailabilityState {
  const normalized = subdomain.trim().toLowerCase();
  const debounced = useDebouncedValue(normalized, AVAILABILITY_DEBOUNCE_MS);
  const valid = subdomainSchema.safeParse(normalized).success;
  const query = useQuery({
    ...queryOptionsOf(onboardingApi.subdomainAvailability, { query: { subdomain: debounced } }),
    enabled: valid && debounced === normalized,
    retry: false,
    staleTime: 15_000,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });

  if (!valid) return { kind: "idle" };
  if (debounced !== normalized || query.isPending) return { kind: "checking" };
  if (query.isError) {
    const body = readApiError(query.error);
    if (!body) return { kind: "idle" };
    return { kind: "unavailable", message: body.fieldErrors?.subdomain?.[0] ?? body.message, suggestions: [] };
  }
  return query.data.available
    ? { kind: "available", message: query.data.message }
    : { kind: "unavailable", message: query.data.message, suggestions: query.data.suggestions };
}
