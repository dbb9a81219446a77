import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Millisecond precision, so a keyset cursor carried as a JavaScript Date matches the stored value exactly. */
const createdAtMs = () => timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/* ---------- Global reference tables (no tenant_id; small; Citus reference tables) ---------- */

export const verticals = pgTable("verticals", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description").notNull(),
  heroImage: text("hero_image").notNull(),
  color: text("color").notNull(),
  industry: text("industry").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const serviceModules = pgTable(
  "service_modules",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    displayName: text("display_name").notNull(),
    description: text("description").notNull(),
    heroImage: text("hero_image").notNull(),
    type: text("type").notNull().$type<"CORE" | "ADDON">(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("service_modules_type_check", sql`${t.type} in ('CORE', 'ADDON')`)],
);

export const verticalServiceModules = pgTable(
  "vertical_service_modules",
  {
    verticalId: integer("vertical_id")
      .notNull()
      .references(() => verticals.id, { onDelete: "cascade" }),
    serviceModuleId: integer("service_module_id")
      .notNull()
      .references(() => serviceModules.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.verticalId, t.serviceModuleId] }),
    index("vertical_service_modules_module_idx").on(t.serviceModuleId),
  ],
);

export const plans = pgTable("plans", {
  tier: text("tier").primaryKey().$type<"BASIC" | "PROFESSIONAL" | "ENTERPRISE">(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceMonthly: numeric("price_monthly", { precision: 10, scale: 2 }).notNull(),
  priceYearly: numeric("price_yearly", { precision: 10, scale: 2 }).notNull(),
  features: jsonb("features").notNull().$type<string[]>(),
  cta: text("cta").notNull(),
  highlighted: boolean("highlighted").notNull().default(false),
  trialDays: integer("trial_days").notNull(),
  trialPrice: numeric("trial_price", { precision: 10, scale: 2 }).notNull(),
  maxUsers: integer("max_users"),
  storageGb: integer("storage_gb").notNull(),
});

export const tenants = pgTable(
  "tenants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
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
    primaryColor: text("primary_color").notNull().default("#0f766e"),
    secondaryColor: text("secondary_color").notNull().default("#f0fdfa"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tenants_subdomain_key").on(t.subdomain),
    uniqueIndex("tenants_slug_key").on(t.slug),
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

/* ---------- Tenant-owned tables: tenant_id first in the primary key, RLS forced ---------- */

export const contacts = pgTable(
  "contacts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    jobTitle: text("job_title"),
    type: text("type")
      .notNull()
      .default("CLIENT")
      .$type<"CLIENT" | "VENDOR" | "PARTNER" | "EMPLOYEE" | "LEAD" | "OTHER">(),
    status: text("status").notNull().default("ACTIVE").$type<"ACTIVE" | "INACTIVE" | "PENDING">(),
    notes: text("notes"),
    /** Lower-cased name, e-mail and phone: what the contacts search matches (trigram index). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))`,
    ),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index("contacts_tenant_name_idx").on(t.tenantId, t.name, t.id),
    // fastupdate is off (migration 0013): a search never scans a GIN pending list.
    index("contacts_tenant_search_idx").using("gin", t.tenantId, sql`${t.searchText} gin_trgm_ops`),
    index("contacts_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    check("contacts_type_check", sql`${t.type} in ('CLIENT', 'VENDOR', 'PARTNER', 'EMPLOYEE', 'LEAD', 'OTHER')`),
    check("contacts_status_check", sql`${t.status} in ('ACTIVE', 'INACTIVE', 'PENDING')`),
  ],
);

/**
 * How many contacts a tenant has of each type and status, kept by statement triggers on contacts (migration 0012): the
 * list's total without counting 100,000 rows on every first page.
 */
export const contactCounts = pgTable(
  "contact_counts",
  {
    tenantId: uuid("tenant_id").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull(),
    n: bigint("n", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type, t.status] })],
);

/** Tables that carry tenant_id but are global by design (see docs/ARCHITECTURE.md). */
export const GLOBAL_TABLES_WITH_TENANT_ID = ["tenant_domains", "users", "staff_sessions", "auth_events"] as const;

/* ---------- Identity (DESIGN §5) ---------- */

/** Platform and staff accounts: SUPER_ADMIN has no tenant; TENANT_ADMIN and STAFF belong to one. Global table. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    role: text("role").notNull().$type<"SUPER_ADMIN" | "TENANT_ADMIN" | "STAFF">(),
    email: text("email").notNull(),
    username: text("username"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    passwordHash: text("password_hash").notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** TOTP secret, encrypted with SECRET_KEY (lib/secret-box.ts); set while enrolling, active once mfaEnabledAt is. */
    mfaSecret: text("mfa_secret"),
    mfaEnabledAt: timestamp("mfa_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is good for one sign-in only. */
    mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
    /** Set when the owner followed a link mailed to this address. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_tenant_username_key").on(t.tenantId, sql`lower(${t.username})`),
    index("users_tenant_idx").on(t.tenantId),
    check("users_role_check", sql`${t.role} in ('SUPER_ADMIN', 'TENANT_ADMIN', 'STAFF')`),
    check("users_role_tenant_check", sql`(${t.role} = 'SUPER_ADMIN') = (${t.tenantId} is null)`),
  ],
);

/** Staff sessions: only the SHA-256 of the cookie's token is stored. Global: read before any tenant is known. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use, one-hour password reset tokens for staff accounts (hash only). */
export const userPasswordResets = pgTable(
  "user_password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("user_password_resets_user_idx").on(t.userId)],
);

/** Single-use MFA recovery codes of staff and platform accounts (hash only). */
export const userMfaRecoveryCodes = pgTable(
  "user_mfa_recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** One-time codes that carry a fresh login to another host (a tenant subdomain or custom domain). */
export const authHandoffs = pgTable("auth_handoffs", {
  codeHash: text("code_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  targetHost: text("target_host").notNull(),
  nextPath: text("next_path").notNull(),
  remember: boolean("remember").notNull().default(false),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Fixed-window counters for rate limits shared by every app node. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Outgoing mail: written in the same transaction as the change that causes it, delivered by the mail-delivery job. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status").notNull().default("pending").$type<"pending" | "sent" | "stored" | "failed">(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_pending_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'stored', 'failed')`),
  ],
);

/** A tenant's own customers (portal clients). Tenant-owned: RLS forced. */
export const portalClients = pgTable(
  "portal_clients",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    /** TOTP secret, encrypted with SECRET_KEY (lib/secret-box.ts); set while enrolling, active once mfaEnabledAt is. */
    mfaSecret: text("mfa_secret"),
    mfaEnabledAt: timestamp("mfa_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is good for one sign-in only. */
    mfaLastStep: bigint("mfa_last_step", { mode: "number" }),
    /** Set when the owner followed a link mailed to this address. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("portal_clients_tenant_email_key").on(t.tenantId, sql`lower(${t.email})`),
  ],
);

export const portalSessions = pgTable(
  "portal_sessions",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: text("id").notNull(),
    clientId: uuid("client_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
    index("portal_sessions_tenant_client_idx").on(t.tenantId, t.clientId),
    index("portal_sessions_tenant_expires_idx").on(t.tenantId, t.expiresAt),
  ],
);

export const portalPasswordResets = pgTable(
  "portal_password_resets",
  {
    tenantId: uuid("tenant_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    clientId: uuid("client_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
    index("portal_password_resets_client_idx").on(t.tenantId, t.clientId),
  ],
);

/** Single-use MFA recovery codes of portal clients (hash only). Tenant-owned: RLS forced. */
export const portalMfaRecoveryCodes = pgTable(
  "portal_mfa_recovery_codes",
  {
    tenantId: uuid("tenant_id").notNull(),
    clientId: uuid("client_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.clientId, t.codeHash] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
  ],
);

/* ---------- Onboarding, billing and provisioning (SPEC §2 wizard, DESIGN §6) ---------- */

/** A subdomain held for one onboarding browser while it finishes the wizard (unique: one holder at a time). */
export const subdomainReservations = pgTable(
  "subdomain_reservations",
  {
    subdomain: text("subdomain").primaryKey(),
    holderHash: text("holder_hash").notNull(),
    /** The address that reserved it: one address may hold only a few at a time. */
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("subdomain_reservations_holder_idx").on(t.holderHash),
    index("subdomain_reservations_ip_idx").on(t.ip, t.expiresAt),
  ],
);

/** DNS records set up for a hostname (a zone entry of the DNS provider). */
export const dnsZones = pgTable("dns_zones", {
  id: text("id").primaryKey(),
  subdomain: text("subdomain").notNull().unique(),
  hostname: text("hostname").notNull(),
  provider: text("provider").notNull(),
  records: jsonb("records").notNull().$type<
    {
      type: string;
      name: string;
      value: string;
      ttl: number;
      isRequired: boolean;
      status: "pending" | "verified";
      providerId?: string;
    }[]
  >(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sslCertificates = pgTable("ssl_certificates", {
  hostname: text("hostname").primaryKey(),
  subdomain: text("subdomain").notNull(),
  provider: text("provider").notNull(),
  status: text("status").notNull().$type<"active" | "pending">(),
  issuer: text("issuer").notNull(),
  domains: text("domains").array().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** ACME-issued certificates (custom domains) keep their chain and key for the TLS terminator. */
  certificatePem: text("certificate_pem"),
  privateKeyPem: text("private_key_pem"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** HTTP-01 challenges in flight, so whichever app node the CA reaches can answer. */
export const acmeChallenges = pgTable("acme_challenges", {
  token: text("token").primaryKey(),
  keyAuthorization: text("key_authorization").notNull(),
  createdAt: createdAt(),
});

export const billingCustomers = pgTable(
  "billing_customers",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("billing_customers_email_key").on(sql`lower(${t.email})`, t.provider)],
);

export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => billingCustomers.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    planTier: text("plan_tier").notNull().$type<"BASIC" | "PROFESSIONAL" | "ENTERPRISE">(),
    yearly: boolean("yearly").notNull(),
    status: text("status")
      .notNull()
      .$type<"incomplete" | "trialing" | "active" | "past_due" | "canceled" | "incomplete_expired" | "unpaid">(),
    /** Sandbox only: hash of the client secret handed to the browser. */
    clientSecretHash: text("client_secret_hash"),
    paymentIntentId: text("payment_intent_id"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("billing_subscriptions_customer_idx").on(t.customerId),
    index("billing_subscriptions_secret_idx").on(t.clientSecretHash),
  ],
);

/** Stripe webhook events already handled (deliveries are at least once). */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/* ---------- Help desk (tenant-owned) ---------- */

/** The last ticket number given out per tenant (tickets show as #00042). */
export const ticketCounters = pgTable("ticket_counters", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  lastNumber: integer("last_number").notNull().default(0),
});

export const tickets = pgTable(
  "tickets",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    priority: text("priority").notNull(),
    status: text("status").notNull().default("new"),
    /** Staff submitter (users) or portal submitter (portal_clients): exactly one. */
    submittedByUserId: uuid("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    submittedByClientId: uuid("submitted_by_client_id"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("tickets_tenant_number_key").on(t.tenantId, t.number),
    index("tickets_tenant_status_created_idx").on(t.tenantId, t.status, t.createdAt),
    index("tickets_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("tickets_tenant_assignee_idx").on(t.tenantId, t.assigneeId),
    index("tickets_tenant_client_idx").on(t.tenantId, t.submittedByClientId),
    foreignKey({
      columns: [t.tenantId, t.submittedByClientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }),
    check(
      "tickets_type_check",
      sql`${t.type} in ('technical_support', 'billing_inquiry', 'feature_request', 'onboarding_assistance', 'bug_report', 'general_inquiry', 'account_management')`,
    ),
    check("tickets_priority_check", sql`${t.priority} in ('low', 'medium', 'high', 'critical')`),
    check(
      "tickets_status_check",
      sql`${t.status} in ('new', 'open', 'in_progress', 'waiting_on_customer', 'waiting_on_third_party', 'resolved', 'closed')`,
    ),
  ],
);

export const ticketComments = pgTable(
  "ticket_comments",
  {
    tenantId: uuid("tenant_id").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    ticketId: uuid("ticket_id").notNull(),
    content: text("content").notNull(),
    isInternal: boolean("is_internal").notNull().default(false),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorClientId: uuid("author_client_id"),
    authorName: text("author_name"),
    createdAt: createdAtMs(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ticketId], foreignColumns: [tickets.tenantId, tickets.id] }).onDelete(
      "cascade",
    ),
    index("ticket_comments_tenant_ticket_idx").on(t.tenantId, t.ticketId, t.createdAt),
  ],
);

/* ---------- Knowledge base (global: written by the platform, read by every tenant) ---------- */

export const kbCategories = pgTable("kb_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const kbArticles = pgTable(
  "kb_articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => kbCategories.id),
    verticalId: integer("vertical_id").references(() => verticals.id),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    status: text("status").notNull().default("draft").$type<"draft" | "published">(),
    viewCount: integer("view_count").notNull().default(0),
    /** Ranked full-text search: title (A) above summary (B) above body (C). */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, summary), 'B') ||
        setweight(to_tsvector('english'::regconfig, body), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("kb_articles_category_idx").on(t.categoryId, t.status),
    index("kb_articles_vertical_idx").on(t.verticalId, t.status),
    index("kb_articles_featured_idx").on(t.featured, t.status),
    // fastupdate is off on both search indexes (migration 0013): a search never scans a GIN pending list.
    index("kb_articles_search_idx").using("gin", t.search),
    index("kb_articles_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    check("kb_articles_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);

/* ---------- Platform observability (global) ---------- */

/** Sign-in attempts across the platform, for the authentication monitor. */
export const authEvents = pgTable(
  "auth_events",
  {
    id: serial("id").primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    outcome: text("outcome").notNull(),
    identifier: text("identifier").notNull(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    userId: uuid("user_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("auth_events_occurred_idx").on(t.occurredAt),
    index("auth_events_outcome_idx").on(t.outcome, t.occurredAt),
  ],
);

/** API answers per minute (total and 5xx), flushed by every app node: the war room's system health. */
export const apiHealthMinutes = pgTable("api_health_minutes", {
  minute: timestamp("minute", { withTimezone: true }).primaryKey(),
  total: integer("total").notNull().default(0),
  serverErrors: integer("server_errors").notNull().default(0),
});
