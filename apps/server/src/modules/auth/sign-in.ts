import { AUTH_MESSAGES, type AuthUser, type MfaChallengeAnswer } from "@engagesuite/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RateLimiter } from "../../lib/rate-limit";
import { auditActor, recordAuditEventNow } from "../audit/record";
import { challengeHost, passwordStamp, sealChallenge } from "../mfa/challenge";
import type { MfaService } from "../mfa/service";
import { staffMfaStore } from "../mfa/store";
import { verifyPassword } from "./passwords";
import {
  AUTH_LIMITS,
  type AuthDeps,
  assertAccountActive,
  landingAfterPlatformLogin,
  startStaffSession,
  toAuthUser,
  type UserRow,
} from "./service";

/**
 * Login throttling (ASVS 5.0 V6.3.1): the attempt is counted per IP and per account BEFORE the password is checked, so
 * parallel guesses cannot all be answered, and the account's count is shared by every form it can sign in on. An
 * unknown login is counted per (form scope, login) with the same limit, so a 429 tells nothing about who has an
 * account. A right password clears the account's count.
 */
export async function throttledPasswordCheck(
  limiter: RateLimiter,
  request: FastifyRequest,
  accountKey: string,
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  await limiter.consume(`login:ip:${request.ip}`, AUTH_LIMITS.loginPerIp, AUTH_MESSAGES.tooManyAttempts);
  await limiter.consume(accountKey, AUTH_LIMITS.loginPerAccount, AUTH_MESSAGES.tooManyAttempts);
  // Without an account the dummy hash is verified all the same: the answer takes as long either way.
  const ok = await verifyPassword(storedHash, password);
  if (ok) await limiter.clear(accountKey);
  return ok;
}

export const staffLoginKey = (userId: string) => `login:user:${userId}`;
export const portalLoginKey = (tenantId: string, clientId: string) => `login:portal:${tenantId}:${clientId}`;
export const unknownLoginKey = (scope: string, login: string) => `login:unknown:${scope}:${login.toLowerCase()}`;
export const staffMfaKey = (userId: string) => `mfa:user:${userId}`;
export const portalMfaKey = (tenantId: string, clientId: string) => `mfa:portal:${tenantId}:${clientId}`;

/** The super admin always; a tenant's staff (admins included) when the tenant requires it. */
export function staffMfaRequired(user: Pick<UserRow, "role" | "tenantId" | "requireStaffMfa">): boolean {
  return user.role === "SUPER_ADMIN" || Boolean(user.tenantId && user.requireStaffMfa);
}

export type StaffForm = "platform" | "tenant";
export type StaffLoginAnswer = { user: AuthUser; redirectTo: string };

/**
 * After a right password: the session, or, when a second factor is on or required, a challenge (with a new secret to
 * enrol when it is required but not set up). No session exists until the second step.
 */
export async function afterStaffPassword(
  deps: AuthDeps,
  mfa: MfaService,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  form: StaffForm,
  remember: boolean,
): Promise<StaffLoginAnswer | MfaChallengeAnswer> {
  assertAccountActive(user);
  const enrolled = Boolean(user.mfaEnabledAt);
  if (!enrolled && !staffMfaRequired(user)) return finishStaffSignIn(deps, request, reply, user, form, remember);
  const challenge = sealChallenge(mfa.box, {
    kind: "staff",
    id: user.id,
    tenantId: user.tenantId,
    host: challengeHost(request, deps.config.TRUST_PROXY_HOST),
    form,
    remember,
    stage: enrolled ? "verify" : "enroll",
    passwordStamp: passwordStamp(user.passwordChangedAt),
  });
  if (enrolled) return { mfaRequired: true, challenge };
  const enrollment = await mfa.beginEnrolment(staffMfaStore(deps.db, user.id), user.email);
  return { mfaRequired: true, challenge, enrollment };
}

/** Starts the session and says where to go: the role's home from the platform login, /dashboard on a tenant's. */
export async function finishStaffSignIn(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  form: StaffForm,
  remember: boolean,
): Promise<StaffLoginAnswer> {
  await startStaffSession(deps, request, reply, user, remember);
  if (user.tenantId)
    await recordAuditEventNow(deps.db, { tenantId: user.tenantId, action: "sign_in", ...auditActor(request, user) });
  const redirectTo =
    form === "platform" ? await landingAfterPlatformLogin(deps, request, user, remember) : "/dashboard";
  return { user: toAuthUser(user), redirectTo };
}
