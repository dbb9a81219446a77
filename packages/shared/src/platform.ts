import { z } from "zod";
import { PLAN_TIERS, TENANT_STATUSES } from "./enums";
import { MSG } from "./messages";
import { newPasswordField } from "./password-policy";
import { SUBSCRIPTION_STATES } from "./subscription";

/** Platform (super admin) contract: war room figures, tenant registry, authentication monitor; portal profile. */

export const serviceStatusSchema = z.object({ name: z.string(), status: z.string(), healthy: z.boolean() });

export const platformOverviewSchema = z.object({
  activeTenants: z.number().int(),
  /** Share of API answers over the last hour that were not 5xx, in percent with one decimal; null with no traffic. */
  systemHealth: z.number().nullable(),
  activeSessions: z.number().int(),
  databaseStatus: z.enum(["Online", "Reconnecting"]),
  services: z.array(serviceStatusSchema),
  checkedAt: z.string(),
});
export type PlatformOverview = z.infer<typeof platformOverviewSchema>;

export const registryTenantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subdomain: z.string(),
  verticalName: z.string().nullable(),
  planTier: z.enum(PLAN_TIERS),
  status: z.enum(TENANT_STATUSES),
  setupPeriodEndsAt: z.string().nullable(),
  createdAt: z.string(),
  /** The subscription's state (issue 18); null for a workspace without one. */
  subscriptionState: z.enum(SUBSCRIPTION_STATES).nullable(),
  /** Monthly recurring revenue in cents: a paying subscription's plan and seats per month (a yearly one / 12). */
  mrrCents: z.number().int(),
  /** When the workspace's scheduled deletion happens (issue 25), or null. */
  deletionScheduledFor: z.string().nullable(),
});
export type RegistryTenant = z.infer<typeof registryTenantSchema>;

export const registryQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(TENANT_STATUSES).optional(),
});

export const AUTH_EVENT_KINDS = ["platform_login", "tenant_login", "portal_login"] as const;
export const AUTH_EVENT_OUTCOMES = ["success", "failure", "rate_limited", "tenant_mismatch", "suspended"] as const;

export const authEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  kind: z.enum(AUTH_EVENT_KINDS),
  outcome: z.enum(AUTH_EVENT_OUTCOMES),
  identifier: z.string(),
  tenantName: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuthEvent = z.infer<typeof authEventSchema>;

export const authEventQuerySchema = z.object({
  outcome: z.enum(AUTH_EVENT_OUTCOMES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const portalProfileSchema = z.object({
  firstName: z.string().trim().min(2, MSG.firstNameMin).max(100),
  lastName: z.string().trim().min(2, MSG.lastNameMin).max(100),
});

export const PASSWORD_MESSAGES = {
  currentWrong: "Your current password is not correct.",
  changed: "Your password has been changed.",
} as const;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, MSG.passwordRequired).max(1024),
  newPassword: newPasswordField,
});
