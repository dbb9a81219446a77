import {
  AUTH_MESSAGES,
  mfaChallengeAnswerSchema,
  PASSWORD_MESSAGES,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  portalLoginRequestSchema,
  portalPasswordResetRequestSchema,
  portalProfileSchema,
  portalRegisterRequestSchema,
  portalUserSchema,
} from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/tenant";
import { HttpError } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { clearPortalCookie } from "../auth/cookies";
import { assertNewPassword } from "../auth/password-policy";
import { AUTH_LIMITS, type AuthDeps, GENERIC_RESET_ANSWER } from "../auth/service";
import { MfaService } from "../mfa/service";
import { audited } from "../platform/audit";
import { requirePortalClient, requirePortalTenant } from "./context";
import { portalSecurityRoutes } from "./security-routes";
import {
  changePortalPassword,
  confirmPortalPasswordReset,
  loginPortalClient,
  registerPortalClient,
  requestPortalPasswordReset,
  updatePortalProfile,
} from "./service";
import { deletePortalSession } from "./sessions";

const messageAnswer = z.object({ message: z.string() });
const portalErrors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 429: messageAnswer };
const tags = ["client portal"];

/** A tenant's client portal accounts (SPEC §2, §3, §7): per tenant, never staff rights. */
export const portalRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const mfa = MfaService.fromSecretKey(deps.config.secretKey, deps.limiter);
  await app.register(portalSecurityRoutes, { ...deps, mfa });

  app.post(
    "/api/client-portal/register",
    {
      schema: {
        tags,
        summary: "Creates a portal account on this tenant",
        body: portalRegisterRequestSchema,
        response: { 201: messageAnswer, ...portalErrors },
      },
    },
    async (request, reply) => {
      const { tenantId, ...input } = request.body;
      const tenant = await requirePortalTenant(request, tenantId);
      assertNewPassword(input.password);
      await deps.limiter.consume(`register:ip:${request.ip}`, AUTH_LIMITS.registerPerIp, AUTH_MESSAGES.tooManyAttempts);
      await deps.limiter.consume(
        `register:account:${tenant.id}:${input.email}`,
        AUTH_LIMITS.registerPerAccount,
        AUTH_MESSAGES.tooManyAttempts,
      );
      await registerPortalClient(deps, tenant, input);
      return reply.status(201).send({ message: AUTH_MESSAGES.registered });
    },
  );

  app.post(
    "/api/client-portal/login",
    {
      schema: {
        tags,
        summary: "Signs a portal client in on this tenant (a second step follows when two-factor authentication is on)",
        body: portalLoginRequestSchema,
        response: { 200: z.union([portalUserSchema, mfaChallengeAnswerSchema]), ...portalErrors },
      },
    },
    async (request, reply) => {
      const { tenantId, ...input } = request.body;
      const hostTenant = await request.resolveTenant({ fresh: true });
      const event = { kind: "portal_login" as const, identifier: input.email, tenantId: hostTenant?.id ?? null };
      const answer = await audited(deps.db, request, event, async () => {
        const tenant = await requirePortalTenant(request, tenantId);
        const result = await loginPortalClient(deps, mfa, request, reply, tenant, input);
        return { userId: result.clientId, answer: result.answer, pending: result.pending };
      });
      return answer.answer;
    },
  );

  app.post(
    "/api/client-portal/logout",
    { schema: { tags, summary: "Ends the portal session" } },
    async (request, reply) => {
      const session = await request.portalSession();
      const tenant = await request.resolveTenant();
      if (session && tenant)
        await withTenant(deps.db, tenant.id, (tx) => deletePortalSession(tx, tenant.id, session.id));
      clearPortalCookie(reply, request);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/client-portal/me",
    { schema: { tags, summary: "The signed-in portal client", response: { 200: portalUserSchema, ...portalErrors } } },
    async (request) => (await requirePortalClient(request)).client,
  );

  app.put(
    "/api/client-portal/profile",
    {
      schema: {
        tags,
        summary: "The client edits their first and last name",
        body: portalProfileSchema,
        response: { 200: portalUserSchema, ...portalErrors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      return updatePortalProfile(deps, tenant.id, client.id, request.body);
    },
  );

  app.post(
    "/api/client-portal/password",
    {
      schema: {
        tags,
        summary: "The client changes their password (current password required); their other sessions end",
        body: passwordChangeSchema,
        response: { 200: messageAnswer, ...portalErrors },
      },
    },
    async (request) => {
      const session = await requirePortalClient(request);
      await deps.limiter.consume(`password:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
      await changePortalPassword(deps, request, session.tenant.id, session.client.id, session.id, request.body);
      return { message: PASSWORD_MESSAGES.changed };
    },
  );

  app.post(
    "/api/client-portal/password-reset/request",
    {
      schema: {
        tags,
        summary: "E-mails a portal password reset link when the account exists (same answer either way)",
        body: portalPasswordResetRequestSchema,
        response: { 200: messageAnswer, ...portalErrors },
      },
    },
    async (request) => {
      const tenant = await requirePortalTenant(request, request.body.tenantId);
      const email = request.body.email;
      await deps.limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
      const { hits } = await deps.limiter.hit(
        `portal-reset:${tenant.id}:${email}`,
        AUTH_LIMITS.resetPerAccount.windowMs,
      );
      if (hits <= AUTH_LIMITS.resetPerAccount.max) await requestPortalPasswordReset(deps, tenant, email);
      return GENERIC_RESET_ANSWER;
    },
  );

  app.post(
    "/api/client-portal/password-reset/confirm",
    {
      schema: {
        tags,
        summary: "Sets a new portal password with an e-mailed token",
        body: passwordResetConfirmSchema,
        response: { 200: messageAnswer, ...portalErrors },
      },
    },
    async (request) => {
      const tenant = await requirePortalTenant(request);
      await deps.limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
      const done = await confirmPortalPasswordReset(deps, tenant, request.body.token, request.body.password);
      if (!done) throw new HttpError(400, AUTH_MESSAGES.resetInvalid);
      return { message: AUTH_MESSAGES.resetDone };
    },
  );
};
