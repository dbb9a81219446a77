import { AUTH_MESSAGES, type AuthUser, homePathForRole, TEAM_MESSAGES } from "@engagesuite/shared";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { authHandoffs, tenants, userPasswordResets, users } from "../../db/schema";
import { forbidden } from "../../lib/http-error";
import { mainOrigin, tenantHost, tenantOrigin } from "../../lib/public-origin";
import type { Limit, RateLimiter } from "../../lib/rate-limit";
import { hostnameOfRequest, requestHost } from "../../lib/request-origin";
import type { SecretBox } from "../../lib/secret-box";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../../providers/mail/mailer";
import { passwordResetMail } from "../../providers/mail/templates";
import { setStaffCookie, staffCookieDomain } from "./cookies";
import { assertNewPassword } from "./password-policy";
import { hashPassword } from "./passwords";
import { authUserColumns, STAFF_SESSION_POLICY, staffSessionStore } from "./staff-sessions";

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The app's SecretBox (TOTP secrets, sign-in challenges, e-mail confirmation links). */
  secrets: SecretBox;
}

const MINUTE = 60_000;
export const AUTH_LIMITS = {
  loginPerIp: { max: 100, windowMs: 10 * MINUTE },
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resetPerIp: { max: 20, windowMs: 15 * MINUTE },
  resetPerAccount: { max: 3, windowMs: 60 * MINUTE },
  registerPerIp: { max: 20, windowMs: 15 * MINUTE },
  registerPerAccount: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

const RESET_TTL_MS = 60 * MINUTE;
const HANDOFF_TTL_MS = MINUTE;

export type UserRow = AuthUser & {
  passwordHash: string;
  /** Only an active account signs in (the team module's invited and deactivated members do not). */
  status: "active" | "invited" | "deactivated";
  tenantStatus: string | null;
  passwordChangedAt: Date | null;
  mfaEnabledAt: Date | null;
  /** The tenant requires two-factor authentication of its staff (null for the super admin). */
  requireStaffMfa: boolean | null;
};

const userRowColumns = {
  ...authUserColumns,
  passwordHash: users.passwordHash,
  status: users.status,
  tenantStatus: tenants.status,
  passwordChangedAt: users.passwordChangedAt,
  mfaEnabledAt: users.mfaEnabledAt,
  requireStaffMfa: tenants.requireStaffMfa,
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select(userRowColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? normalise(row) : null;
}

/**
 * Username or e-mail among this tenant's accounts only: another tenant's account, or the super admin, is not found
 * here and so answers exactly as a wrong password does (the super admin signs in on the platform login).
 */
export async function findUserForTenantLogin(db: Db, tenantId: string, login: string): Promise<UserRow | null> {
  const value = login.toLowerCase();
  const [own] = await db
    .select(userRowColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        eq(users.tenantId, tenantId),
        or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`),
      ),
    )
    .limit(1);
  return own ? normalise(own) : null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select(userRowColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, id));
  return row ? normalise(row) : null;
}

function normalise(row: {
  tenantDomain: string | null;
  tenantName: string | null;
  tenantStatus: string | null;
  requireStaffMfa: boolean | null;
}): UserRow {
  return {
    ...(row as UserRow),
    tenantDomain: row.tenantDomain ?? null,
    tenantName: row.tenantName ?? null,
    requireStaffMfa: row.requireStaffMfa ?? null,
  };
}

export function toAuthUser(row: UserRow): AuthUser {
  const {
    passwordHash: _hash,
    status: _accountStatus,
    tenantStatus: _status,
    passwordChangedAt: _changed,
    mfaEnabledAt: _mfa,
    requireStaffMfa: _required,
    ...user
  } = row;
  return user;
}

/** A deactivated (or not yet accepted) account cannot sign in: 403 with a clear message, after a right password only. */
export function assertAccountActive(user: Pick<UserRow, "status">): void {
  if (user.status !== "active") throw forbidden(TEAM_MESSAGES.deactivated);
}

/** Starts a session: the previous one of this browser ends (rotation), the cookie is set. */
export async function startStaffSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<void> {
  // Every way in (password, second factor, handoff, an accepted invitation) ends here: a deactivated account gets none.
  assertAccountActive(user);
  const previous = await request.staffSession();
  const { token } = await staffSessionStore.rotate(deps.db, previous?.id, {
    accountId: user.id,
    tenantId: user.tenantId,
    remember,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });
  setStaffCookie(
    reply,
    request,
    deps.config,
    token,
    remember ? STAFF_SESSION_POLICY.rememberAbsoluteMs / 1000 : undefined,
  );
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
}

/**
 * Where a platform login goes next (SPEC §6). On another host whose cookies this one cannot set (localhost, a custom
 * domain), a one-time code signs the browser in there: it travels in the URL's fragment to the tenant host's
 * /auth/handoff page, which POSTs it, so it never reaches a server log or a Referer header.
 */
export async function landingAfterPlatformLogin(
  deps: AuthDeps,
  request: FastifyRequest,
  user: UserRow,
  remember: boolean,
): Promise<string> {
  const path = homePathForRole(user.role);
  if (user.role === "SUPER_ADMIN" || !user.tenantDomain) return path;
  const targetHostname = `${user.tenantDomain}.${deps.config.APP_DOMAIN}`;
  const origin = tenantOrigin(deps.config, user.tenantDomain);
  if (hostnameOfRequest(request) === targetHostname) return path;
  if (staffCookieDomain(deps.config, request)) return `${origin}${path}`;
  const code = newToken();
  await deps.db.insert(authHandoffs).values({
    codeHash: hashToken(code),
    userId: user.id,
    targetHost: tenantHost(deps.config, user.tenantDomain),
    nextPath: path,
    remember,
    expiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
  });
  return `${origin}/auth/handoff#code=${encodeURIComponent(code)}`;
}

/** Redeems a handoff code once, on the host it was made for; answers the user to sign in and where to go. */
export async function redeemHandoff(
  deps: AuthDeps,
  request: FastifyRequest,
  code: string,
): Promise<{ user: UserRow; nextPath: string; remember: boolean } | null> {
  const [handoff] = await deps.db
    .update(authHandoffs)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authHandoffs.codeHash, hashToken(code)),
        isNull(authHandoffs.usedAt),
        gt(authHandoffs.expiresAt, new Date()),
        eq(authHandoffs.targetHost, requestHost(request, deps.config.TRUST_PROXY_HOST).toLowerCase()),
      ),
    )
    .returning();
  if (!handoff) return null;
  const [row] = await deps.db
    .select(userRowColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, handoff.userId));
  return row ? { user: normalise(row), nextPath: handoff.nextPath, remember: handoff.remember } : null;
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function requestStaffPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  // Invited and deactivated members get no link (an invitee sets a password through the invitation).
  if (user && user.status === "active") await sendStaffPasswordReset(deps, user);
}

/** Mails the account a single-use reset link (the reset form's and a tenant admin's "send a reset link"). */
export async function sendStaffPasswordReset(deps: AuthDeps, user: Pick<UserRow, "id" | "email">): Promise<void> {
  const token = newToken();
  const link = `${mainOrigin(deps.config)}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    await tx.insert(userPasswordResets).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await deps.mailer.enqueue(tx, passwordResetMail({ to: user.email, link, accountName: "EngageSuite" }));
  });
}

/**
 * Sets the new password once per token; every session of the account ends. False for a bad, used or old token. A
 * password the policy refuses answers 400 before the token is spent.
 */
export async function confirmStaffPasswordReset(deps: AuthDeps, token: string, password: string): Promise<boolean> {
  await assertNewPassword(password);
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(userPasswordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(userPasswordResets.tokenHash, hashToken(token)),
          isNull(userPasswordResets.usedAt),
          gt(userPasswordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) return false;
    // The link was mailed to the account's address (a reset, or the welcome mail's set-password link of a new tenant
    // admin): following it proves the address.
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, reset.userId));
    await tx
      .update(userPasswordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(userPasswordResets.userId, reset.userId), isNull(userPasswordResets.usedAt)));
    await staffSessionStore.deleteAllOf(tx, { accountId: reset.userId, tenantId: null });
    return true;
  });
}

export const GENERIC_RESET_ANSWER = { message: AUTH_MESSAGES.resetRequested };
