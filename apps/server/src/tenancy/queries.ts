import {
  DEFAULT_LOCALE,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  DEFAULT_TIME_ZONE,
  effectiveTerms,
  type PlanTier,
  type TenantInfo,
  type TenantSummary,
} from "@engagesuite/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { tenantDomains, tenants, verticals } from "../db/schema";

const tenantInfoColumns = {
  id: tenants.id,
  name: tenants.name,
  subdomain: tenants.subdomain,
  logoUrl: tenants.logoUrl,
  verticalModuleId: tenants.verticalModuleId,
  verticalName: verticals.displayName,
  verticalSlug: verticals.slug,
  industry: tenants.industry,
  primaryColor: tenants.primaryColor,
  secondaryColor: tenants.secondaryColor,
  timeZone: tenants.timeZone,
  locale: tenants.locale,
  description: tenants.description,
  status: tenants.status,
  planTier: tenants.planTier,
  serviceModules: tenants.serviceModules,
  termOverrides: tenants.termOverrides,
  privacyPolicyUrl: tenants.privacyPolicyUrl,
  termsUrl: tenants.termsUrl,
};

type TenantRow = {
  [K in keyof typeof tenantInfoColumns]: (typeof tenantInfoColumns)[K]["_"]["data"] | null;
};

function baseQuery(db: DbOrTx) {
  return db.select(tenantInfoColumns).from(tenants).leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId));
}

export function toTenantInfo(row: TenantRow): TenantInfo {
  const info: TenantInfo = {
    id: row.id!,
    name: row.name!,
    subdomain: row.subdomain!,
    logoUrl: row.logoUrl ?? null,
    verticalModuleId: row.verticalModuleId ?? null,
    verticalName: row.verticalName ?? null,
    verticalSlug: row.verticalSlug ?? null,
    industry: row.industry ?? null,
    verticalTheme: {
      primaryColor: row.primaryColor ?? DEFAULT_PRIMARY_COLOR,
      secondaryColor: row.secondaryColor ?? DEFAULT_SECONDARY_COLOR,
    },
    status: row.status!,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
    locale: row.locale ?? DEFAULT_LOCALE,
    terms: effectiveTerms(row.verticalSlug, row.termOverrides),
  };
  if (row.description) info.description = row.description;
  if (row.privacyPolicyUrl) info.privacyPolicyUrl = row.privacyPolicyUrl;
  if (row.termsUrl) info.termsUrl = row.termsUrl;
  return info;
}

/**
 * A host's tenant as the server keeps it (the tenancy cache): the public info plus what its entitlements are computed
 * from. The extra fields never reach an answer (answers are serialised from their declared schemas).
 */
export type ResolvedTenant = TenantInfo & { planTier: PlanTier; serviceModuleIds: readonly number[] };

export function toResolvedTenant(row: TenantRow): ResolvedTenant {
  return { ...toTenantInfo(row), planTier: row.planTier!, serviceModuleIds: row.serviceModules ?? [] };
}

/** `moduleSlugs`: the same modules by slug (modules/entitlements `moduleSlugsOf`). */
export function toTenantSummary(row: TenantRow, moduleSlugs: readonly string[]): TenantSummary {
  // SPEC §3 names the tenant both `slug` and `subdomain`: one value, kept once (the subdomain).
  return {
    ...toTenantInfo(row),
    slug: row.subdomain!,
    planTier: row.planTier!,
    serviceModules: row.serviceModules ?? [],
    modules: [...moduleSlugs],
  };
}

export async function findTenantRowBySubdomain(db: DbOrTx, subdomain: string) {
  const [row] = await baseQuery(db).where(eq(tenants.subdomain, subdomain.toLowerCase())).limit(1);
  return row;
}

/** A verified custom domain's tenant. */
export async function findTenantRowByHostname(db: DbOrTx, hostname: string) {
  const [row] = await baseQuery(db)
    .innerJoin(tenantDomains, eq(tenantDomains.tenantId, tenants.id))
    .where(and(eq(tenantDomains.hostname, hostname.toLowerCase()), isNotNull(tenantDomains.verifiedAt)))
    .limit(1);
  return row;
}

/** A tenant by its id (the signed-in staff member's own tenant). */
export async function findTenantRowById(db: DbOrTx, id: string) {
  const [row] = await baseQuery(db).where(eq(tenants.id, id)).limit(1);
  return row;
}
