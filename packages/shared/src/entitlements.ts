import { z } from "zod";
import type { PlanTier } from "./enums";
import type { BillingPeriod } from "./subscription";

/**
 * Module entitlements (issue 18 point 6): the one table that decides what a workspace has, from its plan and the
 * service modules it chose (at onboarding, then on the billing page). The server refuses a route whose declaration
 * names a module the workspace lacks (`module` in `endpoint()`, 403), the dashboard shows only the sections of the
 * modules it has, and the billing page prices add-ons from here.
 *
 * | module          | available | Basic      | Professional | Enterprise | dashboard sections |
 * |-----------------|-----------|------------|--------------|------------|--------------------|
 * | core            | yes       | always on  | always on    | always on  | contacts           |
 * | help-desk       | yes       | included   | included     | included   | help-desk          |
 * | knowledge-base  | yes       | included   | included     | included   | knowledge-base     |
 * | client-portal   | yes       | $19.00/mo  | included     | included   | (the client portal)|
 * | appointments    | yes       | $15.00/mo  | included     | included   | (portal tab)       |
 * | documents       | yes       | $15.00/mo  | included     | included   | (portal tab)       |
 * | billing         | coming soon: shown, never selectable, never charged                            |
 * | families        | coming soon                                                                    |
 * | analytics       | coming soon                                                                    |
 * | inventory       | coming soon                                                                    |
 *
 * "Included" modules are still chosen (a workspace without the help desk has no help desk); they cost nothing on that
 * plan. A priced add-on is charged from the next billing period on (yearly: ten months' worth, as seats are).
 * The catalogue's rows (names, descriptions, ids) live in the database (`service_modules`, seeded from
 * `apps/server/src/db/seed/catalog-data.ts`); the slugs here are the same. The sidebar's "Companies" and "Company
 * Dashboard" are part of Core and not built yet; they stay "Soon" entries (SPEC §2), not a module of their own.
 */
export const MODULE_SLUGS = [
  "core",
  "help-desk",
  "knowledge-base",
  "client-portal",
  "billing",
  "appointments",
  "documents",
  "families",
  "analytics",
  "inventory",
] as const;
export type ModuleSlug = (typeof MODULE_SLUGS)[number];

/** The tenant dashboard's sections a module unlocks (`?section=` values of apps/web's tenant dashboard). */
export type ModuleSection = "contacts" | "help-desk" | "knowledge-base";

export interface ModuleEntitlement {
  slug: ModuleSlug;
  /** The product's name for it (the catalogue's display name). */
  name: string;
  /** Whether the product has it yet; a module that is not is "coming soon": shown, never selectable, never charged. */
  available: boolean;
  /** Always on (Core): never removed, never charged. */
  alwaysOn: boolean;
  /** Its price per month on each plan, in cents: 0 is included in that plan; null while it is not available. */
  monthlyCents: Record<PlanTier, number> | null;
  sections: readonly ModuleSection[];
}

const INCLUDED = { BASIC: 0, PROFESSIONAL: 0, ENTERPRISE: 0 } as const;
const ADD_ON_ON_BASIC = (cents: number) => ({ BASIC: cents, PROFESSIONAL: 0, ENTERPRISE: 0 });
const comingSoon = (slug: ModuleSlug, name: string): ModuleEntitlement => ({
  slug,
  name,
  available: false,
  alwaysOn: false,
  monthlyCents: null,
  sections: [],
});

export const MODULE_ENTITLEMENTS: Record<ModuleSlug, ModuleEntitlement> = {
  core: {
    slug: "core",
    name: "Core CRM",
    available: true,
    alwaysOn: true,
    monthlyCents: INCLUDED,
    sections: ["contacts"],
  },
  "help-desk": {
    slug: "help-desk",
    name: "Help Desk",
    available: true,
    alwaysOn: false,
    monthlyCents: INCLUDED,
    sections: ["help-desk"],
  },
  "knowledge-base": {
    slug: "knowledge-base",
    name: "Knowledge Base",
    available: true,
    alwaysOn: false,
    monthlyCents: INCLUDED,
    sections: ["knowledge-base"],
  },
  "client-portal": {
    slug: "client-portal",
    name: "Client Portal",
    available: true,
    alwaysOn: false,
    monthlyCents: ADD_ON_ON_BASIC(1_900),
    sections: [],
  },
  appointments: {
    slug: "appointments",
    name: "Appointments & Scheduling",
    available: true,
    alwaysOn: false,
    monthlyCents: ADD_ON_ON_BASIC(1_500),
    sections: [],
  },
  documents: {
    slug: "documents",
    name: "Document Management",
    available: true,
    alwaysOn: false,
    monthlyCents: ADD_ON_ON_BASIC(1_500),
    sections: [],
  },
  billing: comingSoon("billing", "Billing & Invoicing"),
  families: comingSoon("families", "Families & Households"),
  analytics: comingSoon("analytics", "Analytics & Reporting"),
  inventory: comingSoon("inventory", "Inventory & Parts"),
};

export function isModuleSlug(value: string): value is ModuleSlug {
  return (MODULE_SLUGS as readonly string[]).includes(value);
}

/** Whether the product has this module yet (an unknown slug: no). */
export function isModuleAvailable(slug: string): boolean {
  return isModuleSlug(slug) && MODULE_ENTITLEMENTS[slug].available;
}

/** A module of the table the product does not have yet: shown as "Coming soon", never chosen (an unknown slug: no). */
export function isModuleComingSoon(slug: string): boolean {
  return isModuleSlug(slug) && !MODULE_ENTITLEMENTS[slug].available;
}

/** What one module costs a workspace on this plan per billing period, in cents (0: included; yearly: ten months). */
export function modulePriceCents(slug: ModuleSlug, planTier: PlanTier, period: BillingPeriod = "monthly"): number {
  const monthly = MODULE_ENTITLEMENTS[slug].monthlyCents?.[planTier] ?? 0;
  return period === "yearly" ? monthly * 10 : monthly;
}

export interface Entitlements {
  /** The modules the workspace has: Core, and each available module it chose (in the table's order). */
  modules: ReadonlySet<ModuleSlug>;
  /** The dashboard sections those modules unlock. */
  sections: ReadonlySet<ModuleSection>;
  /** The chosen add-ons' price per month on this plan, in cents (what the subscription adds to the plan's price). */
  addOnMonthlyCents: number;
}

/**
 * What a workspace on this plan with these chosen modules has. Unknown and not-yet-available slugs give nothing (and
 * cost nothing); Core is always in.
 */
export function entitlementsOf(planTier: PlanTier, moduleSlugs: Iterable<string>): Entitlements {
  const chosen = new Set(moduleSlugs);
  const modules = MODULE_SLUGS.filter((slug) => {
    const module = MODULE_ENTITLEMENTS[slug];
    return module.alwaysOn || (module.available && chosen.has(slug));
  });
  return {
    modules: new Set(modules),
    sections: new Set(modules.flatMap((slug) => MODULE_ENTITLEMENTS[slug].sections)),
    addOnMonthlyCents: modules.reduce((sum, slug) => sum + modulePriceCents(slug, planTier), 0),
  };
}

/** Whether these entitlements include the module (Core always). */
export function hasModule(entitlements: Entitlements, slug: ModuleSlug): boolean {
  return entitlements.modules.has(slug);
}

/** A module's state for one workspace, as the billing page shows it. */
export const MODULE_STATUSES = ["included", "added", "available", "coming_soon"] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

export const moduleOfferSchema = z.object({
  slug: z.enum(MODULE_SLUGS),
  name: z.string(),
  description: z.string(),
  /**
   * `included`: the workspace has it at no cost on its plan (Core always); `added`: it has it as a priced add-on;
   * `available`: it can add it (at `monthlyCents`, 0 = included in the plan); `coming_soon`: not in the product yet.
   */
  status: z.enum(MODULE_STATUSES),
  /** Its price per month on the workspace's plan, in cents; null while it is coming soon. */
  monthlyCents: z.number().int().nullable(),
  /** Core: it cannot be removed. */
  alwaysOn: z.boolean(),
});
export type ModuleOffer = z.infer<typeof moduleOfferSchema>;

export const moduleCatalogueSchema = z.object({
  planTier: z.enum(["BASIC", "PROFESSIONAL", "ENTERPRISE"]),
  modules: z.array(moduleOfferSchema),
  /** The chosen add-ons' total per month on this plan, in cents. */
  addOnMonthlyCents: z.number().int(),
});
export type ModuleCatalogue = z.infer<typeof moduleCatalogueSchema>;

/** The billing page's chosen set: every module the workspace should have (Core may be listed; it is always kept). */
export const moduleSelectionSchema = z.object({
  modules: z.array(z.string().min(1).max(50)).max(50),
});
export type ModuleSelection = z.infer<typeof moduleSelectionSchema>;

/** A module's status for a workspace with these entitlements. */
export function moduleStatus(slug: ModuleSlug, planTier: PlanTier, entitlements: Entitlements): ModuleStatus {
  const module = MODULE_ENTITLEMENTS[slug];
  if (!module.available) return "coming_soon";
  if (!entitlements.modules.has(slug)) return "available";
  return modulePriceCents(slug, planTier) > 0 ? "added" : "included";
}

export const ENTITLEMENT_MESSAGES = {
  /** A staff member calls a route of a module the workspace lacks. */
  notIncluded: (moduleName: string) =>
    `Your workspace does not include the ${moduleName} module. An administrator can add it on the billing page.`,
  /** A portal client (or a visitor of the portal) calls a route of a module the workspace lacks. */
  notOnPortal: "This service is not available on this portal.",
  comingSoon: (moduleName: string) => `${moduleName} is coming soon and cannot be chosen yet.`,
  unknownModule: (slug: string) => `There is no module called “${slug}”.`,
  coreRequired: "Core CRM is part of every workspace and cannot be removed.",
  /** The onboarding body names a module that is not available yet. */
  onboardingComingSoon: "Some of the chosen modules are coming soon and cannot be chosen yet",
  saved: "Your modules are updated",
  fromNextPeriod: "Priced add-ons are charged from your next billing period.",
  comingSoonBadge: "Coming soon",
  addModule: "Add module",
} as const;
