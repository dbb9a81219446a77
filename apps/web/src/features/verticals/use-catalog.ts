import { catalogApi, type ServiceModule } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { queryOptionsOf } from "@/lib/api-client";
import { publicQueryOptions } from "@/lib/query-client";

/** Every service module (catalogApi.serviceModules), public preset. */
export function useServiceModules() {
  return useQuery({ ...queryOptionsOf(catalogApi.serviceModules, {}), ...publicQueryOptions });
}

/** The modules that suit a vertical, the CORE module first (catalogApi.compatibleModules); idle without a vertical. */
export function useCompatibleModules(verticalId: number | null | undefined) {
  return useQuery({
    ...queryOptionsOf(catalogApi.compatibleModules, { params: { verticalId: String(verticalId) } }),
    enabled: typeof verticalId === "number",
    ...publicQueryOptions,
  });
}

/** SPEC §3: the CORE module is required. */
export function isCoreModule(module: Pick<ServiceModule, "type">): boolean {
  return module.type === "CORE";
}
