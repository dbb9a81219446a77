import {
  AUTH_MESSAGES,
  authUserSchema,
  crossTenantLogoutRequestSchema,
  MSG,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  platformLoginRequestSchema,
  sessionCheckConflictSchema,
  sessionCheckRequestSchema,
  tenantLoginRequestSchema,
} from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, forbidden, HttpError, notFound, unauthorized } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { audited } from "../platform/audit";
import { INACTIVE_TENANT_STATUSES } from "./context";
import { clearStaffCookie } from "./cookies";
import { verifyPassword } from "./passwords";
import {
  AUTH_LIMITS,
  type AuthDeps,
  confirmStaffPasswordReset,
  findUserByEmail,
  findUserForTenantLogin,
  GENERIC_RESET_ANSWER,
  landingAfterPlatformLogin,
  redeemHandoff,
  requestStaffPasswordReset,
  startStaffSession,
  toAuthUser,
} from "./service";
import { deleteStaffSession } from "./staff-sessions";

const loginAnswer = z.object({ user: authUserSchema, redirectTo: z.string() });
const messageAnswer = z.object({ message: z.string() });
const authErrors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 429: messageAnswer };
const tags = ["auth"];

/** Staff and platform sign-in, sessions, the cross-tenant check and password reset (SPEC §2, §4, §6; DESIGN §5). */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const { db, limiter } = deps;

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags,
        summary: "Platform login by e-mail",
        body: platformLoginRequestSchema,
        response: { 200: loginAnswer, ...authErrors },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const answer = await audited(
        db,
        request,
        { kind: "platform_login", identifier: email, tenantId: null },
        async () => {
          await limiter.consume(`login:ip:${request.ip}`, AUTH_LIMITS.loginPerIp, AUTH_MESSAGES.tooManyAttempts);
          const accountKey = `login:account:${email}`;
          await limiter.assertBelow(accountKey, AUTH_LIMITS.loginPerAccount, AUTH_MESSAGES.tooManyAttempts);
          const user = await findUserByEmail(db, email);
          if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
            await limiter.hit(accountKey, AUTH_LIMITS.loginPerAccount.windowMs);
            throw unauthorized(AUTH_MESSAGES.invalidPlatformCredentials);
          }
          if (user.tenantStatus && INACTIVE_TENANT_STATUSES.has(user.tenantStatus)) {
            throw forbidden(AUTH_MESSAGES.tenantSuspended);
          }
          await limiter.clear(accountKey);
          await startStaffSession(deps, request, reply, user, rememberMe);
          const redirectTo = await landingAfterPlatformLogin(deps, request, user, rememberMe);
          return { userId: user.id, tenantId: user.tenantId, body: { user: toAuthUser(user), redirectTo } };
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
        summary: "Staff login on a tenant's landing page (username or e-mail)",
        body: tenantLoginRequestSchema,
        response: { 200: loginAnswer, ...authErrors },
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
        await limiter.consume(`login:ip:${request.ip}`, AUTH_LIMITS.loginPerIp, AUTH_MESSAGES.tooManyAttempts);
        const accountKey = `login:account:${tenant.id}:${username.toLowerCase()}`;
        await limiter.assertBelow(accountKey, AUTH_LIMITS.loginPerAccount, AUTH_MESSAGES.tooManyAttempts);
        const user = await findUserForTenantLogin(db, tenant.id, username);
        if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
          await limiter.hit(accountKey, AUTH_LIMITS.loginPerAccount.windowMs);
          throw unauthorized(AUTH_MESSAGES.invalidTenantCredentials);
        }
        // The password was right, so saying which workspace is wrong reveals nothing new.
        if (user.tenantId && user.tenantId !== tenant.id) throw forbidden(AUTH_MESSAGES.tenantMismatch);
        await limiter.clear(accountKey);
        await startStaffSession(deps, request, reply, user, rememberMe);
        return { userId: user.id, body: { user: toAuthUser(user), redirectTo: "/dashboard" } };
      });
      return answer.body;
    },
  );

  app.get(
    "/api/auth/handoff",
    {
      schema: {
        tags,
        summary: "Redeems a one-time sign-in code on a tenant's own host",
        querystring: z.object({ code: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const redeemed = request.query.code ? await redeemHandoff(deps, request, request.query.code) : null;
      if (!redeemed) return reply.redirect("/");
      await startStaffSession(deps, request, reply, redeemed.user, redeemed.remember);
      return reply.redirect(redeemed.nextPath);
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
