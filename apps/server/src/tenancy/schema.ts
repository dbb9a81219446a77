import type { TermOverrides } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../db/columns";
import { plans, verticals } from "./catalog-schema";

/* Tenants and the hosts that reach them. Global: a request's host is resolved to a tenant before any tenant context exists. */

export const tenants = pgTable(
  "tenants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subdomain: text("subdomain").notNull(),
    verticalModuleId: integer("vertical_module_id").references(() => verticals.id),
    serviceModules: integer("service_modules").array().notNull().default(sql`'{}'::integer[]`),
    planTier: text("plan_tier")
      .notNull()
      .default("PROFESSIONAL")
      .references(() => plans.tier)
      .$type<"BASIC" | "PROFESSIONAL" | "ENTERPRISE">(),
    billingPeriod: text("billing_period").notNull().default("monthly").$type<"monthly" | "yearly">(),
    status: text("status").notNull().default("TRIAL").$type<"TRIAL" | "ACTIVE" | "SUSPENDED" | "CANCELLED">(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    postalCode: text("postal_code"),
    country: text("country").notNull().default("US"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    setupPeriodEndsAt: timestamp("setup_period_ends_at", { withTimezone: true }),
    includedUsers: integer("included_users").notNull().default(5),
    additionalUsers: integer("additional_users").notNull().default(0),
    industry: text("industry"),
    description: text("description"),
    logoUrl: text("logo_url"),
    /** Provisioning after onboarding: pending, in_progress, complete or failed, with the steps done so far. */
    provisioningStatus: text("provisioning_status")
      .notNull()
      .default("complete")
      .$type<"pending" | "in_progress" | "complete" | "failed">(),
    provisioningSteps: text("provisioning_steps").array().notNull().default(sql`'{}'::text[]`),
    provisionedAt: timestamp("provisioned_at", { withTimezone: true }),
    /** The tenant admin's rule: every staff account must use a second factor (TOTP) to sign in. */
    requireStaffMfa: boolean("require_staff_mfa").notNull().default(false),
    /** The workspace's deletion (issue 25 point 6): every row and file goes at this time unless it is cancelled. */
    deletionScheduledFor: timestamp("deletion_scheduled_for", { withTimezone: true }),
    deletionRequestedBy: text("deletion_requested_by"),
    primaryColor: text("primary_color").notNull().default("#0f766e"),
    secondaryColor: text("secondary_color").notNull().default("#f0fdfa"),
    /** Workspace settings: the IANA time zone and BCP 47 locale of every date the tenant's screens and e-mails show. */
    timeZone: text("time_zone").notNull().default("UTC"),
    locale: text("locale").notNull().default("en-US"),
    /** The admin's own words over the vertical's (issue 19): any of contact, ticket, portal (`TermOverrides`). */
    termOverrides: jsonb("term_overrides").notNull().default({}).$type<TermOverrides>(),
    /**
     * When the vertical's defaults (contact types, ticket categories, fields, starter articles) were last seeded; null
     * makes the `verticals.defaults` job seed them (idempotently), e.g. after a migration adds a seeded kind.
     */
    verticalSeededAt: timestamp("vertical_seeded_at", { withTimezone: true }),
    /** The client portal's settings (issue 20): links in the portal's footer, hidden while unset. */
    privacyPolicyUrl: text("privacy_policy_url"),
    termsUrl: text("terms_url"),
    /** Whether portal clients may upload documents for the staff. */
    portalClientUploads: boolean("portal_client_uploads").notNull().default(false),
    /** A portal client may cancel an appointment until this many hours before it starts. */
    appointmentCancelCutoffHours: integer("appointment_cancel_cutoff_hours").notNull().default(24),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tenants_subdomain_key").on(t.subdomain),
    uniqueIndex("tenants_stripe_subscription_key").on(t.stripeSubscriptionId),
    index("tenants_status_idx").on(t.status),
    check("tenants_status_check", sql`${t.status} in ('TRIAL', 'ACTIVE', 'SUSPENDED', 'CANCELLED')`),
    check("tenants_billing_period_check", sql`${t.billingPeriod} in ('monthly', 'yearly')`),
    check("tenants_subdomain_format", sql`${t.subdomain} ~ '^[a-z0-9-]{3,20}$'`),
    check("tenants_primary_color_format", sql`${t.primaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
    check("tenants_secondary_color_format", sql`${t.secondaryColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/**
 * Verified custom domains that reach a tenant (its subdomain under APP_DOMAIN is `tenants.subdomain`).
 * Global like `tenants`: a request's host is resolved to a tenant before any tenant context exists,
 * and a host name is globally unique.
 */
export const tenantDomains = pgTable(
  "tenant_domains",
  {
    hostname: text("hostname").primaryKey(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Proof of ownership: the value the tenant publishes in a TXT record before the domain is attached. */
    verificationToken: text("verification_token"),
    createdAt: createdAt(),
  },
  (t) => [
    index("tenant_domains_tenant_idx").on(t.tenantId),
    check("tenant_domains_hostname_format", sql`${t.hostname} ~ '^[a-z0-9.-]{3,253}$'`),
  ],
);
