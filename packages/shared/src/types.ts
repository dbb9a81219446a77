import type { PlanTier, ServiceModuleType, TenantStatus } from "./enums";

/** Answer shapes of the public read API (SPEC §3, §7). */
export interface PublicVertical {
  id: number;
  slug: string;
  displayName: string;
  description: string;
  heroImage: string;
  color: string;
}

export interface ServiceModule {
  id: number;
  slug: string;
  displayName: string;
  description: string;
  heroImage: string;
  type: ServiceModuleType;
}

export interface VerticalDetail extends PublicVertical {
  industry: string;
  modules: ServiceModule[];
}

export interface TenantInfo {
  id: string;
  name: string;
  subdomain: string;
  logoUrl: string | null;
  verticalModuleId: number | null;
  verticalName: string | null;
  verticalSlug: string | null;
  industry: string | null;
  verticalTheme: { primaryColor: string; secondaryColor: string };
  description?: string;
  status: TenantStatus;
}

export interface TenantSummary extends TenantInfo {
  slug: string;
  planTier: PlanTier;
  serviceModules: number[];
}

export interface HealthStatus {
  status: "ok" | "degraded";
  database: "up" | "down";
  time: string;
}
