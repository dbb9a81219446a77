import {
  AUTH_MESSAGES,
  authUserSchema,
  crossTenantLogoutRequestSchema,
  HANDOFF_MESSAGES,
  handoffRedeemSchema,
  MFA_MESSAGES,
  MSG,
  mfaChallengeAnswerSchema,
  mfaVerifyRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  platformLoginRequestSchema,
  sessionCheckConflictSchema,
  sessionCheckRequestSchema,
  staffMfaLoginAnswerSchema,
  tenantLoginRequestSchema,
} from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { openChallenge, passwordStamp } from "../mfa/challenge";
import { MfaService, wrongCodeAtSignIn } from "../mfa/service";
import { staffMfaStore } from "../mfa/store";
import { audited } from "../platform/audit";
import { INACTIVE_TENANT_STATUSES } from "./context";
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
import { deleteStaffSession } from "./staff-sessions";

const loginAnswer = z.object({ user: authUserSchema, redirectTo: z.string() });
const messageAnswer = z.object({ message: z.string() });
const authErrors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 429: messageAnswer };
const tags = ["auth"];

/** Staff and platform sign-in, sessions, the cross-tenant check and password reset (SPEC §2, §4, §6; DESIGN §5). */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const { db, limiter } = deps;
  const mfa = MfaService.fromSecretKey(deps.config.secretKey, limiter);
  await app.register(staffSecurityRoutes, { ...deps, mfa });

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags,
        summary: "Platform login by e-mail (a second step follows when two-factor authentication is on or required)",
        body: platformLoginRequestSchema,
        response: { 200: z.union([loginAnswer, mfaChallengeAnswerSchema]), ...authErrors },
      },
    },
    async (request, reply) => {
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
          if (user.tenantStatus && INACTIVE_TENANT_STATUSES.has(user.tenantStatus)) {
            throw forbidden(AUTH_MESSAGES.tenantSuspended);
          }
          const body = await afterStaffPassword(deps, mfa, request, reply, user, "platform", rememberMe);
          return { userId: user.id, tenantId: user.tenantId, body, pending: "mfaRequired" in body };
        },
      );
      return answer.body;
    },
  );

  app.post(
    "/api/auth/tenant/login",
    {
      schema: {
        tags,
        summary: "Staff login on a tenant's landing page (username or e-mail; this tenant's accounts only)",
        body: tenantLoginRequestSchema,
        response: { 200: z.union([loginAnswer, mfaChallengeAnswerSchema]), ...authErrors },
      },
    },
    async (request, reply) => {
      const { username, password, rememberMe, tenantId } = request.body;
      const tenant = await request.resolveTenant({ fresh: true });
      if (!tenant) throw notFound(MSG.tenantNotFound);
      const event = { kind: "tenant_login" as const, identifier: username, tenantId: tenant.id };
      const answer = await audited(db, request, event, async () => {
        if (tenantId && tenantId !== tenant.id) throw forbidden(AUTH_MESSAGES.tenantMismatch);
        if (INACTIVE_TENANT_STATUSES.has(tenant.status)) throw forbidden(AUTH_MESSAGES.tenantSuspended);
        const user = await findUserForTenantLogin(db, tenant.id, username);
        const key = user ? staffLoginKey(user.id) : unknownLoginKey(tenant.id, username);
        if (!(await throttledPasswordCheck(limiter, request, key, user?.passwordHash, password)) || !user) {
          throw unauthorized(AUTH_MESSAGES.invalidTenantCredentials);
        }
        const body = await afterStaffPassword(deps, mfa, request, reply, user, "tenant", rememberMe);
        return { userId: user.id, body, pending: "mfaRequired" in body };
      });
      return answer.body;
    },
  );

  app.post(
    "/api/auth/mfa",
    {
      schema: {
        tags,
        summary: "The second sign-in step: the challenge and a code (or a recovery code); enrols when it must",
        body: mfaVerifyRequestSchema,
        response: { 200: staffMfaLoginAnswerSchema, ...authErrors, 409: messageAnswer },
      },
    },
    async (request, reply) => {
      const { challenge: token, code, recoveryCode } = request.body;
      const challenge = openChallenge(mfa.box, token, request);
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
        if (user.tenantStatus && INACTIVE_TENANT_STATUSES.has(user.tenantStatus)) {
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
    },
  );

  app.post(
    "/api/auth/handoff",
    {
      schema: {
        tags,
        summary: "Redeems a one-time sign-in code on a tenant's own host (sent by its /auth/handoff page)",
        body: handoffRedeemSchema,
        response: { 200: z.object({ redirectTo: z.string() }), ...authErrors },
      },
    },
    async (request, reply) => {
      const redeemed = await redeemHandoff(deps, request, request.body.code);
      if (!redeemed) throw badRequest(HANDOFF_MESSAGES.invalid);
      await startStaffSession(deps, request, reply, redeemed.user, redeemed.remember);
      return { redirectTo: redeemed.nextPath };
    },
  );

  app.get(
    "/api/auth/me",
    {
      schema: {
        tags,
        summary: "The signed-in staff account",
        response: { 200: z.object({ user: authUserSchema }), 401: messageAnswer },
      },
    },
    async (request) => {
      const session = await request.staffSession();
      if (!session) throw unauthorized(AUTH_MESSAGES.notSignedIn);
      return { user: session.user };
    },
  );

  app.post("/api/auth/logout", { schema: { tags, summary: "Ends the staff session" } }, async (request, reply) => {
    const session = await request.staffSession();
    if (session) await deleteStaffSession(db, session.id);
    clearStaffCookie(reply, request, deps.config);
    return reply.status(204).send();
  });

  app.post(
    "/api/auth/tenant/session-check",
    {
      schema: {
        tags,
        summary: "Is this browser signed in to another tenant? 409 with that tenant when it is",
        body: sessionCheckRequestSchema,
        response: {
          200: z.object({ authenticated: z.boolean(), user: authUserSchema.nullable() }),
          409: sessionCheckConflictSchema,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    "/api/auth/tenant/cross-tenant-logout",
    {
      schema: {
        tags,
        summary: "Signs out of the other tenant so this one can be used",
        body: crossTenantLogoutRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...authErrors },
      },
    },
    async (request, reply) => {
      const { currentTenantId, targetTenantId } = request.body;
      const hostTenant = await request.resolveTenant();
      if (hostTenant && hostTenant.id !== targetTenantId) throw forbidden(AUTH_MESSAGES.tenantMismatch);
      const session = await request.staffSession();
      if (session) {
        if (session.user.tenantId !== currentTenantId) throw badRequest("You are not signed in to that tenant");
        await deleteStaffSession(db, session.id);
      }
      clearStaffCookie(reply, request, deps.config);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/auth/password-reset/request",
    {
      schema: {
        tags,
        summary: "E-mails a password reset link when the account exists (same answer either way)",
        body: passwordResetRequestSchema,
        response: { 200: messageAnswer, ...authErrors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
      const { hits } = await limiter.hit(`reset:account:${email}`, AUTH_LIMITS.resetPerAccount.windowMs);
      // Past the per-account limit the answer stays the same; only the mail is not sent again.
      if (hits <= AUTH_LIMITS.resetPerAccount.max) await requestStaffPasswordReset(deps, email);
      return GENERIC_RESET_ANSWER;
    },
  );

  app.post(
    "/api/auth/password-reset/confirm",
    {
      schema: {
        tags,
        summary: "Sets a new password with an e-mailed token",
        body: passwordResetConfirmSchema,
        response: { 200: messageAnswer, ...authErrors },
      },
    },
    async (request) => {
      await limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
      const done = await confirmStaffPasswordReset(deps, request.body.token, request.body.password);
      if (!done) throw new HttpError(400, AUTH_MESSAGES.resetInvalid);
      return { message: AUTH_MESSAGES.resetDone };
    },
  );
};
