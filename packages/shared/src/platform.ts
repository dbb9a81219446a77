import { z } from "zod";
import { PLAN_TIERS, type PlanTier, TENANT_STATUSES, type TenantStatus } from "./enums";
import { MSG } from "./messages";
import { newPasswordField } from "./password-policy";
import { planByTier } from "./plans";
import { ADDITIONAL_SEAT_CENTS, type BillingPeriod, SUBSCRIPTION_STATES, type SubscriptionState } from "./subscription";

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
  /** The subscription's state (issue 18); null for a tenant without a subscription. */
  subscriptionState: z.enum(SUBSCRIPTION_STATES).nullable(),
  /** Monthly recurring revenue in cents: what the tenant pays per month (a yearly plan over 12), 0 if nothing recurs. */
  mrrCents: z.number().int(),
});
export type RegistryTenant = z.infer<typeof registryTenantSchema>;

/**
 * A tenant's subscription state read from its status, for tenants whose subscription has no state of its own: a trial,
 * paid, suspended, or cancelled (which is read-only until it is suspended).
 */
export function subscriptionStateOfTenantStatus(status: TenantStatus): SubscriptionState {
  const states: Record<TenantStatus, SubscriptionState> = {
    TRIAL: "trialing",
    ACTIVE: "active",
    SUSPENDED: "suspended",
    CANCELLED: "read_only",
  };
  return states[status];
}

/** The states that bring money in every month: paid, paid and late, paid until a scheduled cancellation. */
const RECURRING_STATES: ReadonlySet<SubscriptionState | null> = new Set(["active", "past_due", "canceled"]);

/**
 * Monthly recurring revenue in cents: the plan's price and the additional seats', per month (a yearly price over 12,
 * rounded to the cent); 0 during the trial and once the subscription no longer renews.
 */
export function monthlyRecurringCents(input: {
  state: SubscriptionState | null;
  planTier: PlanTier;
  billingPeriod: BillingPeriod;
  additionalUsers: number;
}): number {
  if (!RECURRING_STATES.has(input.state)) return 0;
  const perPeriod =
    planByTier(input.planTier).price[input.billingPeriod] * 100 +
    input.additionalUsers * ADDITIONAL_SEAT_CENTS[input.billingPeriod];
  return input.billingPeriod === "yearly" ? Math.round(perPeriod / 12) : perPeriod;
}

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
