import {
  accountSecuritySchema,
  MFA_MESSAGES,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  mfaEnrollmentSchema,
  mfaVerifyRequestSchema,
  PASSWORD_MESSAGES,
  portalUserSchema,
  recoveryCodesAnswerSchema,
} from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError, unauthorized } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import type { AuthDeps } from "../auth/service";
import { portalLoginKey, portalMfaKey, throttledPasswordCheck } from "../auth/sign-in";
import { openChallenge, passwordStamp } from "../mfa/challenge";
import { type MfaService, wrongCodeAtSignIn, wrongCodeOnForm } from "../mfa/service";
import { portalMfaStore } from "../mfa/store";
import { audited } from "../platform/audit";
import { requirePortalClient, requirePortalTenant } from "./context";
import { findPortalClientAuth, startPortalSession } from "./service";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 409: messageAnswer, 429: messageAnswer };
const tags = ["client portal"];

/**
 * A portal client's second factor (optional for clients): the sign-in's second step and the profile's Security
 * panel. Every route is bound to the host's tenant; the client's rows are read in that tenant's transaction only.
 */
export const portalSecurityRoutes: FastifyPluginAsyncZod<AuthDeps & { mfa: MfaService }> = async (app, deps) => {
  const { db, limiter, mfa } = deps;

  app.post(
    "/api/client-portal/mfa",
    {
      schema: {
        tags,
        summary: "The second sign-in step: the challenge and a code (or a recovery code)",
        body: mfaVerifyRequestSchema,
        response: { 200: portalUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { challenge: token, code, recoveryCode } = request.body;
      const tenant = await requirePortalTenant(request);
      const challenge = openChallenge(mfa.box, token, request);
      const valid = challenge?.kind === "portal" && challenge.tenantId === tenant.id;
      const client = valid ? await findPortalClientAuth(deps, tenant.id, challenge.id) : null;
      if (!challenge || !client || passwordStamp(client.passwordChangedAt) !== challenge.passwordStamp) {
        throw unauthorized(MFA_MESSAGES.challengeExpired);
      }
      const event = { kind: "portal_login" as const, identifier: client.email, tenantId: tenant.id };
      const answer = await audited(db, request, event, async () => {
        const factor = code !== undefined ? { code } : { recoveryCode: recoveryCode as string };
        const store = portalMfaStore(db, tenant.id, client.id);
        if (!(await mfa.verify(store, factor, portalMfaKey(tenant.id, client.id)))) throw wrongCodeAtSignIn();
        return { userId: client.id, user: await startPortalSession(deps, request, reply, tenant.id, client.id) };
      });
      return answer.user;
    },
  );

  app.get(
    "/api/client-portal/security",
    {
      schema: {
        tags,
        summary: "Two-factor status of the signed-in portal client",
        response: { 200: accountSecuritySchema, ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      const status = await mfa.status(portalMfaStore(db, tenant.id, client.id));
      return { ...status, mfaRequired: false, tenantRequiresStaffMfa: null };
    },
  );

  app.post(
    "/api/client-portal/mfa/setup",
    {
      schema: {
        tags,
        summary: "Starts two-factor set-up: a new secret, its otpauth:// URI and QR code (pending until confirmed)",
        response: { 200: mfaEnrollmentSchema, ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      return mfa.beginEnrolment(portalMfaStore(db, tenant.id, client.id), client.email);
    },
  );

  app.post(
    "/api/client-portal/mfa/enable",
    {
      schema: {
        tags,
        summary: "Confirms set-up with a first code; answers the 10 recovery codes, shown once",
        body: mfaCodeRequestSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      const store = portalMfaStore(db, tenant.id, client.id);
      const codes = await mfa.confirmEnrolment(store, request.body.code, portalMfaKey(tenant.id, client.id));
      if (!codes) throw wrongCodeOnForm();
      return { recoveryCodes: codes };
    },
  );

  app.post(
    "/api/client-portal/mfa/disable",
    {
      schema: {
        tags,
        summary: "Turns two-factor authentication off (password and a code)",
        body: mfaDisableRequestSchema,
        response: { 200: messageAnswer, ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      const store = portalMfaStore(db, tenant.id, client.id);
      if (!(await mfa.isEnabled(store))) throw new HttpError(409, MFA_MESSAGES.notEnabled);
      const auth = await findPortalClientAuth(deps, tenant.id, client.id);
      const key = portalLoginKey(tenant.id, client.id);
      if (!(await throttledPasswordCheck(limiter, request, key, auth?.passwordHash, request.body.password))) {
        throw new HttpError(400, PASSWORD_MESSAGES.currentWrong, { password: [PASSWORD_MESSAGES.currentWrong] });
      }
      if (!(await mfa.verify(store, { code: request.body.code }, portalMfaKey(tenant.id, client.id)))) {
        throw wrongCodeOnForm();
      }
      await store.disable();
      return { message: MFA_MESSAGES.disabled };
    },
  );

  app.post(
    "/api/client-portal/mfa/recovery-codes",
    {
      schema: {
        tags,
        summary: "Replaces the recovery codes (a current code required); answers the new ones, shown once",
        body: mfaCodeRequestSchema,
        response: { 200: recoveryCodesAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      const store = portalMfaStore(db, tenant.id, client.id);
      const codes = await mfa.regenerateRecoveryCodes(store, request.body.code, portalMfaKey(tenant.id, client.id));
      if (!codes) throw wrongCodeOnForm();
      return { recoveryCodes: codes };
    },
  );
};
