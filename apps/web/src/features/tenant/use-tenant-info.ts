import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  type HostContext,
  type TenantInfo,
  tenantsApi,
} from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { useAppHost } from "@/app/host-context";
import { queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/** SPEC §7: the tenant lookup's failure message. */
const TENANT_INFO_ERROR = "Failed to get tenant information";

/**
 * Where the current tenant's public info comes from: by subdomain on a product subdomain (or `?tenant=`), or the
 * host's own tenant on a custom domain, which the server resolves from the Host. Null on the main domain.
 */
export function tenantInfoQuery(context: HostContext) {
  switch (context.kind) {
    case "tenant":
      return queryOptionsOf(tenantsApi.bySubdomain, { params: { subdomain: context.subdomain } });
    case "custom-domain":
      return queryOptionsOf(tenantsApi.current, {});
    default:
      return null;
  }
}

/** The current host's tenant (by subdomain, or the host's own on a custom domain); idle on the main domain. */
export function useTenantInfo() {
  const { context } = useAppHost();
  const lookup = tenantInfoQuery(context);
  return useQuery<TenantInfo>({
    queryKey: lookup?.queryKey ?? ["tenant-info"],
    queryFn: async () => {
      try {
        return await lookup!.queryFn();
      } catch (error) {
        throw new Error(TENANT_INFO_ERROR, { cause: error });
      }
    },
    enabled: lookup !== null,
    ...tenantQueryOptions,
  });
}

export interface TenantBrand {
  primaryColor: string;
  secondaryColor: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The tenant's colours, each falling back to the spec default (#0f766e, #f0fdfa) when missing or not a hex colour. */
export function tenantBrand(tenant?: Pick<TenantInfo, "verticalTheme"> | null): TenantBrand {
  const primary = tenant?.verticalTheme?.primaryColor;
  const secondary = tenant?.verticalTheme?.secondaryColor;
  return {
    primaryColor: primary && HEX_COLOR.test(primary) ? primary : DEFAULT_PRIMARY_COLOR,
    secondaryColor: secondary && HEX_COLOR.test(secondary) ? secondary : DEFAULT_SECONDARY_COLOR,
  };
}

/** SPEC §2: 'Patient Portal' for health, 'Student Portal' for education, otherwise 'Client Portal'. */
export function portalLabel(industry?: string | null): string {
  const value = (industry ?? "").toLowerCase();
  if (value.includes("health")) return "Patient Portal";
  if (value.includes("education")) return "Student Portal";
  return "Client Portal";
}
