import { AUTH_MESSAGES, EMAIL_VERIFICATION_MESSAGES, emailVerificationRequestSchema } from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTenant } from "../../db/tenant";
import { HttpError } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import type { Limit } from "../../lib/rate-limit";
import type { AuthDeps } from "../auth/service";
import { requirePortalClient, requirePortalTenant } from "./context";
import { confirmPortalEmail, enqueueVerificationMail } from "./email-verification";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 429: messageAnswer };
const tags = ["client portal"];
const MINUTE = 60_000;
export const VERIFICATION_LIMITS = {
  confirmPerIp: { max: 30, windowMs: 15 * MINUTE },
  resendPerClient: { max: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** A portal client proves their e-mail address: the mailed link's page posts its token here (issue 15, point 8). */
export const portalVerificationRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  app.post(
    "/api/client-portal/verify-email",
    {
      schema: {
        tags,
        summary: "Confirms a portal client's e-mail address with the token of the mailed link",
        body: emailVerificationRequestSchema,
        response: { 200: messageAnswer, ...errors },
      },
    },
    async (request) => {
      const tenant = await requirePortalTenant(request);
      await deps.limiter.consume(
        `verify-email:ip:${request.ip}`,
        VERIFICATION_LIMITS.confirmPerIp,
        AUTH_MESSAGES.tooManyAttempts,
      );
      const confirmed = await confirmPortalEmail(deps.db, deps.config.secretKey, tenant.id, request.body.token);
      if (!confirmed) throw new HttpError(400, EMAIL_VERIFICATION_MESSAGES.invalid);
      return { message: EMAIL_VERIFICATION_MESSAGES.verified };
    },
  );

  app.post(
    "/api/client-portal/verify-email/resend",
    {
      schema: {
        tags,
        summary: "Mails the signed-in client a new confirmation link",
        response: { 200: messageAnswer, ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      if (client.emailVerified) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified };
      await deps.limiter.consume(
        `verify-email:resend:${tenant.id}:${client.id}`,
        VERIFICATION_LIMITS.resendPerClient,
        AUTH_MESSAGES.tooManyAttempts,
      );
      await withTenant(deps.db, tenant.id, (tx) =>
        enqueueVerificationMail(deps, tx, {
          tenantId: tenant.id,
          subdomain: tenant.subdomain,
          clientId: client.id,
          email: client.email,
          tenantName: tenant.name,
        }),
      );
      return { message: EMAIL_VERIFICATION_MESSAGES.sent };
    },
  );
};
