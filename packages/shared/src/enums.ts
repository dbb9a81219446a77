/** Enumerations of SPEC §3. */

export const ROLES = ["SUPER_ADMIN", "TENANT_ADMIN", "STAFF"] as const;
export type Role = (typeof ROLES)[number];

export const TENANT_STATUSES = ["TRIAL", "ACTIVE", "SUSPENDED", "CANCELLED"] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const PLAN_TIERS = ["BASIC", "PROFESSIONAL", "ENTERPRISE"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const DEFAULT_PLAN_TIER: PlanTier = "PROFESSIONAL";

export const SERVICE_MODULE_TYPES = ["CORE", "ADDON"] as const;
export type ServiceModuleType = (typeof SERVICE_MODULE_TYPES)[number];

export const CONTACT_TYPES = ["CLIENT", "VENDOR", "PARTNER", "EMPLOYEE", "LEAD", "OTHER"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const CONTACT_STATUSES = ["ACTIVE", "INACTIVE", "PENDING"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const TICKET_TYPES = [
  "technical_support",
  "billing_inquiry",
  "feature_request",
  "onboarding_assistance",
  "bug_report",
  "general_inquiry",
  "account_management",
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = [
  "new",
  "open",
  "in_progress",
  "waiting_on_customer",
  "waiting_on_third_party",
  "resolved",
  "closed",
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const DNS_RECORD_STATUSES = ["pending", "verified"] as const;
export type DnsRecordStatus = (typeof DNS_RECORD_STATUSES)[number];

export const SSL_STATUSES = ["active", "pending"] as const;
export type SslStatus = (typeof SSL_STATUSES)[number];
