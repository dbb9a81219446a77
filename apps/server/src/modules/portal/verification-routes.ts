import { AUTH_MESSAGES, EMAIL_VERIFICATION_MESSAGES, portalApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { HttpError } from "../../lib/http-error";
import type { Limit } from "../../lib/rate-limit";
import type { AuthDeps } from "../auth/service";
import { confirmPortalEmail, enqueueVerificationMail } from "./email-verification";

const MINUTE = 60_000;
const VERIFICATION_LIMITS = {
  confirmPerIp: { max: 30, windowMs: 15 * MINUTE },
  resendPerClient: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** A portal client proves their e-mail address: the mailed link's page posts its token here (issue 15, point 8). */
export async function portalVerificationRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  serve(app, portalApi.verifyEmail, async (request, _reply, { tenant }) => {
    await deps.limiter.consume(
      `verify-email:ip:${request.ip}`,
      VERIFICATION_LIMITS.confirmPerIp,
      AUTH_MESSAGES.tooManyAttempts,
    );
    const confirmed = await confirmPortalEmail(deps.db, deps.secrets, tenant.id, request.body.token);
    if (!confirmed) throw new HttpError(400, EMAIL_VERIFICATION_MESSAGES.invalid);
    return { message: EMAIL_VERIFICATION_MESSAGES.verified };
  });

  serve(app, portalApi.resendVerification, async (_request, _reply, { tenant, tx, client: session }) => {
    const { client } = session;
    if (client.emailVerified) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified };
    await deps.limiter.consume(
      `verify-email:resend:${tenant.id}:${client.id}`,
      VERIFICATION_LIMITS.resendPerClient,
      AUTH_MESSAGES.tooManyAttempts,
    );
    await tx((t) =>
      enqueueVerificationMail(deps, t, {
        tenantId: tenant.id,
        subdomain: tenant.subdomain,
        clientId: client.id,
        email: client.email,
        tenantName: tenant.name,
      }),
    );
    return { message: EMAIL_VERIFICATION_MESSAGES.sent };
  });
}
