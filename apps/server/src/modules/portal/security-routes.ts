import { AUTH_MESSAGES, MFA_MESSAGES, portalApi, portalSecurityApi } from "@engagesuite/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { portalClients } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { unauthorized } from "../../lib/http-error";
import { accountSecurityRoutes } from "../auth/account-security";
import { AUTH_LIMITS, type AuthDeps } from "../auth/service";
import { portalLoginKey, portalMfaKey } from "../auth/sign-in";
import { challengeHost, openChallenge, passwordStamp } from "../mfa/challenge";
import { type MfaService, wrongCodeAtSignIn } from "../mfa/service";
import { portalMfaStore } from "../mfa/store";
import { audited } from "../platform/audit";
import { findPortalClientAuth, startPortalSession } from "./service";
import { portalSessionStore } from "./sessions";

/**
 * A portal client's second factor (optional for clients) and password: the sign-in's second step, and the profile's
 * Security panel (one implementation with the staff Security page). Every route is bound to the host's tenant; the
 * client's rows are read in that tenant's transaction only.
 */
export async function portalSecurityRoutes(app: FastifyInstance, deps: AuthDeps & { mfa: MfaService }): Promise<void> {
  const { db, limiter, mfa } = deps;

  serve(app, portalApi.mfa, async (request, reply, { tenant }) => {
    const { challenge: token, code, recoveryCode } = request.body;
    const challenge = openChallenge(mfa.box, token, challengeHost(request, deps.config.TRUST_PROXY_HOST));
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
  });

  accountSecurityRoutes(app, portalSecurityApi, {
    limiter,
    mfa,
    account: async (_request, { tenant, client: session }) => {
      const clientId = session.client.id;
      return {
        store: portalMfaStore(db, tenant.id, clientId),
        label: session.client.email,
        mfaKey: portalMfaKey(tenant.id, clientId),
        loginKey: portalLoginKey(tenant.id, clientId),
        mfaRequired: false,
        tenantRequiresStaffMfa: null,
        passwordHash: async () => (await findPortalClientAuth(deps, tenant.id, clientId))?.passwordHash,
        setPassword: (passwordHash) =>
          withTenant(db, tenant.id, async (tx) => {
            const now = new Date();
            await tx
              .update(portalClients)
              .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
              .where(and(eq(portalClients.tenantId, tenant.id), eq(portalClients.id, clientId)));
            await portalSessionStore.deleteAllOf(tx, { accountId: clientId, tenantId: tenant.id }, session.id);
          }),
      };
    },
    beforePasswordChange: (request) =>
      limiter.consume(`password:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts),
  });
}
