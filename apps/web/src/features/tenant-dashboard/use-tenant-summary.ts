import type { TenantSummary } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import { tenantQueryOptions } from "@/lib/query-client";

/** GET /api/tenants/slug/{slug}: the tenant of the admin dashboard (SPEC §7). A 404 is not retried. */
export function useTenantSummary(slug: string | null) {
  return useQuery<TenantSummary>({
    queryKey: ["tenant-summary", slug],
    queryFn: () => getJson<TenantSummary>(`/api/tenants/slug/${encodeURIComponent(slug ?? "")}`),
    enabled: Boolean(slug),
    ...tenantQueryOptions,
  });
}
