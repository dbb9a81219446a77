import { sql } from "drizzle-orm";
import { check, foreignKey, index, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
    /**
     * The staff's view of the account (issue 20): `invited` until the client accepts the e-mailed link (the password
     * hash is unusable until then), `disabled` when staff shut it (no sign-in, sessions deleted).
     */
    status: text("status").notNull().default("active").$type<"active" | "invited" | "disabled">(),
    /**
     * The contact this client is (issue 20): set by hand, by an invitation, or automatically when the account's verified
     * e-mail is a contact's. The foreign key (tenant_id, contact_id) → contacts sets only contact_id null on delete
     * (hand-written in migration 0028: drizzle cannot say `SET NULL (contact_id)`).
     */
    contactId: uuid("contact_id"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("portal_clients_tenant_email_key").on(t.tenantId, sql`lower(${t.email})`),
    index("portal_clients_tenant_contact_idx").on(t.tenantId, t.contactId),
    index("portal_clients_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    check("portal_clients_status_check", sql`${t.status} in ('active', 'invited', 'disabled')`),
  ],
);

/**
 * The pending invitation of an invited portal client (`portal_clients.status = 'invited'`): one live link per client,
 * the SHA-256 of its token only; resending replaces the hash, accepting deletes the row, expired rows are swept.
 */
export const portalInvitations = tenantTable(
  "portal_invitations",
  {
    tenantId: uuid("tenant_id").notNull(),
    clientId: uuid("client_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedById: uuid("invited_by_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.clientId] }),
    foreignKey({
      columns: [t.tenantId, t.clientId],
      foreignColumns: [portalClients.tenantId, portalClients.id],
    }).onDelete("cascade"),
    uniqueIndex("portal_invitations_tenant_token_key").on(t.tenantId, t.tokenHash),
    index("portal_invitations_expires_idx").on(t.expiresAt),
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
