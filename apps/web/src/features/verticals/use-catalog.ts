import type { ServiceModule, VerticalDetail } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { publicQueryOptions } from "@/lib/query-client";

export const SERVICE_MODULES_KEY = ["/api/services"] as const;

/** GET /api/services: every service module (public preset). */
export function useServiceModules() {
  return useQuery<ServiceModule[]>({ queryKey: SERVICE_MODULES_KEY, ...publicQueryOptions });
}

/** GET /api/services/compatible/{verticalId}: the modules that suit a vertical, the CORE module first. */
export function useCompatibleModules(verticalId: number | null | undefined) {
  return useQuery<ServiceModule[]>({
    queryKey: ["/api/services/compatible", String(verticalId)],
    enabled: typeof verticalId === "number",
    ...publicQueryOptions,
  });
}

/** GET /api/verticals/{id}: one vertical with its modules. */
export function useVertical(verticalId: number | null | undefined) {
  return useQuery<VerticalDetail>({
    queryKey: ["/api/verticals", String(verticalId)],
    enabled: typeof verticalId === "number",
    ...publicQueryOptions,
  });
}

/** SPEC §3: the CORE module is required. */
export function isCoreModule(module: Pick<ServiceModule, "type">): boolean {
  return module.type === "CORE";
}
