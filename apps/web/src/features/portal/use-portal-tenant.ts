import { type TenantInfo, tenantsApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useAppHost } from "@/app/host-context";
import { queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

export interface PortalTenant {
  /** The tenant the portal signs in to: `?tenantId=`, else the host's tenant. Null until known. */
  tenantId: string | null;
  /** The tenant's public info (name, logo, colours) when the host names a tenant. */
  tenant: TenantInfo | null;
  /** True while the tenant id is being looked up. */
  isLoading: boolean;
  /** Why no tenant can be found: "none" (no tenant in the address), "failed" (the lookup failed), or null. */
  problem: "none" | "failed" | null;
}

/**
 * SPEC §2: the portal's tenant comes from the `tenantId` query parameter, otherwise from the host's tenant
 * subdomain (`tenantsApi.portalTenant`; `?tenant=` on localhost; on a custom domain the host's own, `tenantsApi.current`).
 */
export function usePortalTenant(): PortalTenant {
  const [params] = useSearchParams();
  const fromQuery = params.get("tenantId")?.trim() || null;
  const { context } = useAppHost();
  const lookup =
    context.kind === "tenant"
      ? queryOptionsOf(tenantsApi.portalTenant, { params: { subdomain: context.subdomain } })
      : context.kind === "custom-domain"
        ? queryOptionsOf(tenantsApi.current, {})
        : null;

  const query = useQuery<TenantInfo>({
    queryKey: lookup?.queryKey ?? ["portal-tenant"],
    queryFn: () => lookup!.queryFn(),
    enabled: lookup !== null,
    ...tenantQueryOptions,
  });

  const tenant = query.data ?? null;
  const tenantId = fromQuery ?? tenant?.id ?? null;
  if (fromQuery) return { tenantId, tenant, isLoading: false, problem: null };
  if (lookup === null) return { tenantId: null, tenant: null, isLoading: false, problem: "none" };
  if (query.isError) return { tenantId: null, tenant: null, isLoading: false, problem: "failed" };
  return { tenantId, tenant, isLoading: query.isPending, problem: null };
}
