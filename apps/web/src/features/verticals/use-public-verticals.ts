import { catalogApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { keyOf, queryOptionsOf } from "@/lib/api-client";
import { publicQueryOptions } from "@/lib/query-client";

export const PUBLIC_VERTICALS_KEY = keyOf(catalogApi.publicVerticals, {});

/** The public verticals (catalogApi.publicVerticals) with the public preset: no retry, no refetch on focus, stale after 5 minutes. */
export function usePublicVerticals() {
  return useQuery({ ...queryOptionsOf(catalogApi.publicVerticals, {}), ...publicQueryOptions });
}
