import { AUTH_MESSAGES, authApi, HANDOFF_MESSAGES, MFA_MESSAGES, MSG } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../../lib/http-error";
import { findTenantRowById, toTenantSummary } from "../../tenancy/queries";
import { auditActor, recordAuditEventNow } from "../audit/record";
import { moduleSlugsOf } from "../entitlements/catalogue";
import { challengeHost, openChallenge, passwordStamp } from "../mfa/challenge";
import { MfaService, wrongCodeAtSignIn } from "../mfa/service";
import { staffMfaStore } from "../mfa/store";
import { audited } from "../platform/audit";
import { clearStaffCookie } from "./cookies";
import { staffSecurityRoutes } from "./security-routes";
import {
  AUTH_LIMITS,
  type AuthDeps,
  confirmStaffPasswordReset,
  findUserByEmail,
  findUserById,
  findUserForTenantLogin,
  GENERIC_RESET_ANSWER,
  redeemHandoff,
  requestStaffPasswordReset,
  startStaffSession,
} from "./service";
import {
  afterStaffPassword,
  finishStaffSignIn,
  staffLoginKey,
  staffMfaKey,
  throttledPasswordCheck,
  unknownLoginKey,
} from "./sign-in";
import { staffSessionStore } from "./staff-sessions";

/**
 * Staff and platform sign-in, sessions, the cross-tenant check and password reset (`authApi`). Every route here is
 * `public`: sign-in reads the host's tenant itself, fresh (a tenant suspended a moment ago on another node gets no
 * session), and the session routes answer with or without a session.
 */
export async function authRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const { db, limiter } = deps;
  const mfa = new MfaService(deps.secrets, limiter);
  await staffSecurityRoutes(app, { ...deps, mfa });

  serve(app, authApi.login, async (request, reply) => {
    const { email, password, rememberMe } = request.body;
    const answer = await audited(
      db,
      request,
      { kind: "platform_login", identifier: email, tenantId: null },
      async () => {
        const user = await findUserByEmail(db, email);
        const key = user ? staffLoginKey(user.id) : unknownLoginKey("platform", email);
        if (!(await throttledPasswordCheck(limiter, request, key, user?.passwordHash, password)) || !user) {
          throw unauthorized(AUTH_MESSAGES.invalidPlatformCredentials);
        }
        if (user.tenantId && (await request.tenantLock(user.tenantId, user.tenantStatus)) === "admin") {
          throw forbidden(AUTH_MESSAGES.tenantSuspended);
        }
        const body = await afterStaffPassword(deps, mfa, request, reply, user, "platform", rememberMe);
        return { userId: user.id, tenantId: user.tenantId, body, pending: "mfaRequired" in body };
      },
    );
    return answer.body;
  });

  serve(app, authApi.tenantLogin, async (request, reply) => {
    const { username, password, rememberMe, tenantId } = request.body;
    const tenant = await request.resolveTenant({ fresh: true });
    if (!tenant) throw notFound(MSG.tenantNotFound);
    const event = { kind: "tenant_login" as const, identifier: username, tenantId: tenant.id };
    const answer = await audited(db, request, event, async () => {
      if (tenantId && tenantId !== tenant.id) throw forbidden(AUTH_MESSAGES.tenantMismatch);
      // A workspace suspended by a super admin takes no sign-in; one read-only or suspended by its subscription does,
      // so an administrator can reach the billing page (issue 18).
      if ((await request.tenantLock(tenant.id, tenant.status)) === "admin") {
        throw forbidden(AUTH_MESSAGES.tenantSuspended);
      }
      const user = await findUserForTenantLogin(db, tenant.id, username);
      const key = user ? staffLoginKey(user.id) : unknownLoginKey(tenant.id, username);
      if (!(await throttledPasswordCheck(limiter, request, key, user?.passwordHash, password)) || !user) {
        // A known account's failed sign-in goes to its tenant's audit log (an unknown login names no one).
        if (user)
          await recordAuditEventNow(db, {
            tenantId: tenant.id,
            action: "sign_in_failed",
            ...auditActor(request, user),
          });
        throw unauthorized(AUTH_MESSAGES.invalidTenantCredentials);
      }
      const body = await afterStaffPassword(deps, mfa, request, reply, user, "tenant", rememberMe);
      return { userId: user.id, body, pending: "mfaRequired" in body };
    });
    return answer.body;
  });

  serve(app, authApi.mfa, async (request, reply) => {
    const { challenge: token, code, recoveryCode } = request.body;
    const challenge = openChallenge(mfa.box, token, challengeHost(request, deps.config.TRUST_PROXY_HOST));
    const user = challenge?.kind === "staff" ? await findUserById(db, challenge.id) : null;
    if (!challenge || !user || passwordStamp(user.passwordChangedAt) !== challenge.passwordStamp) {
      throw unauthorized(MFA_MESSAGES.challengeExpired);
    }
    const form = challenge.form === "platform" ? "platform" : "tenant";
    const event = {
      kind: form === "platform" ? ("platform_login" as const) : ("tenant_login" as const),
      identifier: user.email,
      tenantId: user.tenantId,
    };
    const answer = await audited(db, request, event, async () => {
      if (form === "tenant") {
        const tenant = await request.resolveTenant({ fresh: true });
        if (!tenant || tenant.id !== user.tenantId) throw unauthorized(MFA_MESSAGES.challengeExpired);
      }
      if (user.tenantId && (await request.tenantLock(user.tenantId, user.tenantStatus)) === "admin") {
        throw forbidden(AUTH_MESSAGES.tenantSuspended);
      }
      const store = staffMfaStore(db, user.id);
      let recoveryCodes: string[] | undefined;
      if (challenge.stage === "enroll") {
        if (!code) throw badRequest(MFA_MESSAGES.codeFormat, { code: [MFA_MESSAGES.codeFormat] });
        recoveryCodes = (await mfa.confirmEnrolment(store, code, staffMfaKey(user.id))) ?? undefined;
        if (!recoveryCodes) throw wrongCodeAtSignIn();
      } else {
        const factor = code !== undefined ? { code } : { recoveryCode: recoveryCode as string };
        if (!(await mfa.verify(store, factor, staffMfaKey(user.id)))) throw wrongCodeAtSignIn();
      }
      const signedIn = await finishStaffSignIn(deps, request, reply, user, form, challenge.remember);
      return { userId: user.id, body: recoveryCodes ? { ...signedIn, recoveryCodes } : signedIn };
    });
    return answer.body;
  });

  serve(app, authApi.handoff, async (request, reply) => {
    const redeemed = await redeemHandoff(deps, request, request.body.code);
    if (!redeemed) throw badRequest(HANDOFF_MESSAGES.invalid);
    await startStaffSession(deps, request, reply, redeemed.user, redeemed.remember);
    return { redirectTo: redeemed.nextPath };
  });

  // The staff app's first call: the account and its tenant, so no separate tenant lookup is needed.
  serve(app, authApi.me, async (request) => {
    const session = await request.staffSession();
    if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    const row = session.user.tenantId ? await findTenantRowById(db, session.user.tenantId) : undefined;
    return {
      user: session.user,
      tenant: row ? toTenantSummary(row, await moduleSlugsOf(db, row.serviceModules ?? [])) : null,
    };
  });

  serve(app, authApi.logout, async (request, reply) => {
    const session = await request.staffSession();
    if (session) await staffSessionStore.delete(db, session.id);
    clearStaffCookie(reply, request, deps.config);
    return reply.status(204).send(null);
  });

  serve(app, authApi.sessionCheck, async (request, reply) => {
    const { targetTenantId } = request.body;
    const hostTenant = await request.resolveTenant();
    if (hostTenant && hostTenant.id !== targetTenantId) throw forbidden(AUTH_MESSAGES.tenantMismatch);
    const session = await request.staffSession();
    if (!session) return { authenticated: false, user: null };
    const current = session.user.tenantId;
    if (current && current !== targetTenantId) {
      return reply.status(409).send({
        message: "Signed in to another tenant",
        currentTenantId: current,
        currentTenantName: session.user.tenantName ?? "another tenant",
      });
    }
    return { authenticated: true, user: session.user };
  });

  serve(app, authApi.crossTenantLogout, async (request, reply) => {
    const { currentTenantId, targetTenantId } = request.body;
    const hostTenant = await request.resolveTenant();
    if (hostTenant && hostTenant.id !== targetTenantId) throw forbidden(AUTH_MESSAGES.tenantMismatch);
    const session = await request.staffSession();
    if (session) {
      if (session.user.tenantId !== currentTenantId) throw badRequest("You are not signed in to that tenant");
      await staffSessionStore.delete(db, session.id);
    }
    clearStaffCookie(reply, request, deps.config);
    return { ok: true as const };
  });

  serve(app, authApi.passwordResetRequest, async (request) => {
    const { email } = request.body;
    await limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    const { hits } = await limiter.hit(`reset:account:${email}`, AUTH_LIMITS.resetPerAccount.windowMs);
    // Past the per-account limit the answer stays the same; only the mail is not sent again.
    if (hits <= AUTH_LIMITS.resetPerAccount.max) await requestStaffPasswordReset(deps, email);
    return GENERIC_RESET_ANSWER;
  });

  serve(app, authApi.passwordResetConfirm, async (request) => {
    await limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    const done = await confirmStaffPasswordReset(deps, request.body.token, request.body.password);
    if (!done) throw new HttpError(400, AUTH_MESSAGES.resetInvalid);
    return { message: AUTH_MESSAGES.resetDone };
  });
}
