import type { PublicVertical } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { publicQueryOptions } from "@/lib/query-client";

export const PUBLIC_VERTICALS_KEY = ["/api/public/verticals"] as const;

/** GET /api/public/verticals with the public preset: no retry, no refetch on focus, stale after 5 minutes. */
export function usePublicVerticals() {
  return useQuery<PublicVertical[]>({ queryKey: PUBLIC_VERTICALS_KEY, ...publicQueryOptions });
}
