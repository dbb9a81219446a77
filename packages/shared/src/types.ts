import { z } from "zod";
import { PLAN_TIERS, SERVICE_MODULE_TYPES, TENANT_STATUSES } from "./enums";
import { verticalTermsSchema } from "./verticals/types";

/** Answer shapes of the public read API (SPEC §3, §7): validated on the server, typed on the web. */

export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export const publicVerticalSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  description: z.string(),
  heroImage: z.string(),
  color: z.string(),
});
export type PublicVertical = z.infer<typeof publicVerticalSchema>;

export const serviceModuleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  displayName: z.string(),
  description: z.string(),
  heroImage: z.string(),
  type: z.enum(SERVICE_MODULE_TYPES),
});
export type ServiceModule = z.infer<typeof serviceModuleSchema>;

export const verticalDetailSchema = publicVerticalSchema.extend({
  industry: z.string(),
  modules: z.array(serviceModuleSchema),
});
export type VerticalDetail = z.infer<typeof verticalDetailSchema>;

export const tenantInfoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  logoUrl: z.string().nullable(),
  verticalModuleId: z.number().int().nullable(),
  verticalName: z.string().nullable(),
  verticalSlug: z.string().nullable(),
  industry: z.string().nullable(),
  verticalTheme: z.object({ primaryColor: z.string(), secondaryColor: z.string() }),
  description: z.string().optional(),
  status: z.enum(TENANT_STATUSES),
  /** The workspace's IANA time zone and BCP 47 locale for every date its screens show (absent: the reader's own). */
  timeZone: z.string().optional(),
  locale: z.string().optional(),
  /** The nouns its screens, portal and e-mails use: the vertical's, with the admin's overrides (issue 19). */
  terms: verticalTermsSchema,
  /** The portal footer's links (issue 20); absent when the workspace has not set them. */
  privacyPolicyUrl: z.string().optional(),
  termsUrl: z.string().optional(),
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

export const tenantSummarySchema = tenantInfoSchema.extend({
  /** SPEC §3 names the tenant's subdomain twice, `slug` and `subdomain`: one value, stored once (the subdomain). */
  slug: z.string(),
  planTier: z.enum(PLAN_TIERS),
  serviceModules: z.array(z.number().int()),
  /** The same modules by slug (`entitlementsOf(planTier, modules)` decides what the workspace has). */
  modules: z.array(z.string()),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

export const healthStatusSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
  time: z.string(),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;
