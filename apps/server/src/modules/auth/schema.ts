import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, mfaColumns, updatedAt } from "../../db/columns";
import { tenants } from "../../tenancy/schema";

/* Identity of staff and platform accounts (global tables, read before any tenant is known). */

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
    /** active; invited (an invitation of the team module, no usable password yet); deactivated (cannot sign in). */
    status: text("status").notNull().default("active").$type<"active" | "invited" | "deactivated">(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    ...mfaColumns(),
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
    check("users_status_check", sql`${t.status} in ('active', 'invited', 'deactivated')`),
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
