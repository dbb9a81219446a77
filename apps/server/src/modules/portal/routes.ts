import { AUTH_MESSAGES, portalApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { HttpError } from "../../lib/http-error";
import { clearPortalCookie } from "../auth/cookies";
import { assertNewPassword } from "../auth/password-policy";
import { AUTH_LIMITS, type AuthDeps, GENERIC_RESET_ANSWER } from "../auth/service";
import { requireModule } from "../entitlements/require-module";
import { MfaService } from "../mfa/service";
import { audited } from "../platform/audit";
import { requirePortalTenant } from "./context";
import { portalSecurityRoutes } from "./security-routes";
import {
  confirmPortalPasswordReset,
  loginPortalClient,
  registerPortalClient,
  requestPortalPasswordReset,
  updatePortalProfile,
} from "./service";
import { portalSessionStore } from "./sessions";

/** A tenant's client portal accounts (`portalApi`): per tenant, never staff rights. */
export async function portalRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const mfa = new MfaService(deps.secrets, deps.limiter);
  await portalSecurityRoutes(app, { ...deps, mfa });

  serve(app, portalApi.register, async (request, reply, { tenant }) => {
    const { tenantId: _tenantId, ...input } = request.body;
    await assertNewPassword(input.password);
    await deps.limiter.consume(`register:ip:${request.ip}`, AUTH_LIMITS.registerPerIp, AUTH_MESSAGES.tooManyAttempts);
    await deps.limiter.consume(
      `register:account:${tenant.id}:${input.email}`,
      AUTH_LIMITS.registerPerAccount,
      AUTH_MESSAGES.tooManyAttempts,
    );
    await registerPortalClient(deps, tenant, input);
    return reply.status(201).send({ message: AUTH_MESSAGES.registered });
  });

  // `public`: the host's tenant is read fresh, and a refused tenant is recorded as a failed sign-in.
  serve(app, portalApi.login, async (request, reply) => {
    const { tenantId, ...input } = request.body;
    const hostTenant = await request.resolveTenant({ fresh: true });
    const event = { kind: "portal_login" as const, identifier: input.email, tenantId: hostTenant?.id ?? null };
    const answer = await audited(deps.db, request, event, async () => {
      const tenant = await requirePortalTenant(request, tenantId);
      // `public` for the main site's form, so the request context does not check the module: a workspace without the
      // client portal signs no client in.
      await requireModule(deps.db, request, "tenantPublic", "client-portal");
      const result = await loginPortalClient(deps, mfa, request, reply, tenant, input);
      return { userId: result.clientId, answer: result.answer, pending: result.pending };
    });
    return answer.answer;
  });

  // `public`: signing out works without a session, and on a host without a tenant.
  serve(app, portalApi.logout, async (request, reply) => {
    const session = await request.portalSession();
    const tenant = await request.resolveTenant();
    if (session && tenant) {
      await withTenant(deps.db, tenant.id, (tx) => portalSessionStore.delete(tx, session.id, tenant.id));
    }
    clearPortalCookie(reply, request);
    return reply.status(204).send(null);
  });

  serve(app, portalApi.me, async (_request, _reply, { client }) => client.client);

  serve(app, portalApi.profile, async (request, _reply, { tenant, client }) =>
    updatePortalProfile(deps, tenant.id, client.client.id, request.body),
  );

  serve(app, portalApi.passwordResetRequest, async (request, _reply, { tenant }) => {
    const email = request.body.email;
    await deps.limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    const { hits } = await deps.limiter.hit(`portal-reset:${tenant.id}:${email}`, AUTH_LIMITS.resetPerAccount.windowMs);
    if (hits <= AUTH_LIMITS.resetPerAccount.max) await requestPortalPasswordReset(deps, tenant, email);
    return GENERIC_RESET_ANSWER;
  });

  serve(app, portalApi.passwordResetConfirm, async (request, _reply, { tenant }) => {
    await deps.limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    const done = await confirmPortalPasswordReset(deps, tenant, request.body.token, request.body.password);
    if (!done) throw new HttpError(400, AUTH_MESSAGES.resetInvalid);
    return { message: AUTH_MESSAGES.resetDone };
  });
}
