import { catalogApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { queryOptionsOf } from "@/lib/api-client";
import { publicQueryOptions } from "@/lib/query-client";

/** The public verticals (catalogApi.publicVerticals) with the public preset: no retry, no refetch on focus, stale after 5 minutes. */
export function usePublicVerticals() {
  return useQuery({ ...queryOptionsOf(catalogApi.publicVerticals, {}), ...publicQueryOptions });
}
