import { sql } from "drizzle-orm";
import { foreignKey, index, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, mfaColumns, updatedAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

/* The client portal: a tenant's own customers and their sessions. Tenant-owned: RLS forced (tenantTable). */

/** A tenant's own customers (portal clients). Tenant-owned: RLS forced. */
export const portalClients = tenantTable(
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
    ...mfaColumns(),
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

export const portalSessions = tenantTable(
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

export const portalPasswordResets = tenantTable(
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
export const portalMfaRecoveryCodes = tenantTable(
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
