import { catalogApi, type ServiceModule } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { keyOf, queryOptionsOf } from "@/lib/api-client";
import { publicQueryOptions } from "@/lib/query-client";

export const SERVICE_MODULES_KEY = keyOf(catalogApi.serviceModules, {});

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

/** One vertical with its modules (catalogApi.vertical); idle without a vertical. */
export function useVertical(verticalId: number | null | undefined) {
  return useQuery({
    ...queryOptionsOf(catalogApi.vertical, { params: { id: String(verticalId) } }),
    enabled: typeof verticalId === "number",
    ...publicQueryOptions,
  });
}

/** SPEC §3: the CORE module is required. */
export function isCoreModule(module: Pick<ServiceModule, "type">): boolean {
  return module.type === "CORE";
}
