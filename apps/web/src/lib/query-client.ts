import { PUBLIC_VERTICALS_STALE_TIME_MS, QUERY_DEFAULTS } from "@engagesuite/shared";
import { QueryClient } from "@tanstack/react-query";
import { errorStatus, getQueryFn } from "./api";

/** Exponential backoff from 1 s, capped at 30 s (SPEC §9). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_DEFAULTS.retryBaseDelayMs * 2 ** attemptIndex, QUERY_DEFAULTS.retryMaxDelayMs);
}

/** Up to 3 retries, but never for a client error (4xx): a 404 stays a 404. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < QUERY_DEFAULTS.retry;
}

/** Public marketing reads (the verticals list): no retry, no refetch on focus, stale after 5 minutes. */
export const publicQueryOptions = {
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: PUBLIC_VERTICALS_STALE_TIME_MS,
} as const;

/** Tenant and knowledge-base reads: stale after 5 minutes, no refetch on window focus. */
export const tenantQueryOptions = {
  staleTime: QUERY_DEFAULTS.staleTimeMs,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_DEFAULTS.gcTimeMs,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
