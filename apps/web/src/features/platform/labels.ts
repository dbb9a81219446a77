import {
  AUTH_EVENT_OUTCOMES,
  type AuthEvent,
  type PlanTier,
  TENANT_STATUSES,
  type TenantStatus,
} from "@engagesuite/shared";

type Outcome = AuthEvent["outcome"];
type Kind = AuthEvent["kind"];

export const TENANT_STATUS_NAMES: Record<TenantStatus, string> = {
  TRIAL: "Trial",
  ACTIVE: "Active",
  SUSPENDED: "Suspended",
  CANCELLED: "Cancelled",
};

export const PLAN_NAMES: Record<PlanTier, string> = {
  BASIC: "Basic",
  PROFESSIONAL: "Professional",
  ENTERPRISE: "Enterprise",
};

export const AUTH_KIND_NAMES: Record<Kind, string> = {
  platform_login: "Platform",
  tenant_login: "Staff",
  portal_login: "Portal",
};

export const AUTH_OUTCOME_NAMES: Record<Outcome, string> = {
  success: "Success",
  failure: "Failed",
  rate_limited: "Rate limited",
  tenant_mismatch: "Tenant mismatch",
  suspended: "Suspended tenant",
};

const GREEN =
  "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200";
const SKY = "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200";
const AMBER = "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200";
const RED = "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200";
const ZINC = "border-zinc-200 bg-zinc-100 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300";

/** Badge colours: a tinted background with a dark text of the same hue (AA contrast in both themes). */
export const TENANT_STATUS_BADGE: Record<TenantStatus, string> = {
  TRIAL: SKY,
  ACTIVE: GREEN,
  SUSPENDED: AMBER,
  CANCELLED: ZINC,
};

export const TENANT_STATUS_DOT: Record<TenantStatus, string> = {
  TRIAL: "bg-sky-500",
  ACTIVE: "bg-emerald-500",
  SUSPENDED: "bg-amber-500",
  CANCELLED: "bg-zinc-400",
};

export const AUTH_OUTCOME_BADGE: Record<Outcome, string> = {
  success: GREEN,
  failure: RED,
  rate_limited: AMBER,
  tenant_mismatch: AMBER,
  suspended: ZINC,
};

export { AUTH_EVENT_OUTCOMES, TENANT_STATUSES };
