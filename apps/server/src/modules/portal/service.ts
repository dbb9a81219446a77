import {
  AUTH_MESSAGES,
  type MfaChallengeAnswer,
  PORTAL_ACCOUNT_MESSAGES,
  type PortalUser,
  type TenantInfo,
} from "@engagesuite/shared";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { portalClients, portalInvitations, portalPasswordResets } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { mailWording } from "../../i18n";
import { forbidden, unauthorized } from "../../lib/http-error";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import { hashToken, newToken } from "../../lib/tokens";
import { passwordResetMail, portalAccountExistsMail } from "../../providers/mail/templates";
import { setPortalCookie } from "../auth/cookies";
import { assertNewPassword } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import type { AuthDeps } from "../auth/service";
import { portalLoginKey, throttledPasswordCheck, unknownLoginKey } from "../auth/sign-in";
import { recordClientContactEvent } from "../contacts/events";
import { challengeHost, passwordStamp, sealChallenge } from "../mfa/challenge";
import type { MfaService } from "../mfa/service";
import { autoLinkContact } from "../portal-accounts/queries";
import { enqueueVerificationMail } from "./email-verification";
import { portalSessionStore, portalUserColumns, toPortalUser } from "./sessions";

const RESET_TTL_MS = 60 * 60_000;

/** A link into this tenant's portal on its configured host (never the request's Host: a client chooses that). */
function portalLink(
  config: PublicOriginConfig,
  tenant: TenantInfo,
  path: string,
  params: Record<string, string>,
): string {
  const query = new URLSearchParams(params).toString();
  return `${tenantOrigin(config, tenant.subdomain)}${path}${query ? `?${query}` : ""}`;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Creates the account and mails its confirmation link, or, when the e-mail already has one, e-mails its owner instead:
 * the answer is the same either way (and either way one mail goes out), so registration does not reveal who is a
 * client.
 */
export async function registerPortalClient(
  deps: AuthDeps,
  tenant: TenantInfo,
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const notifyExisting = () =>
    withTenant(deps.db, tenant.id, (tx) =>
      deps.mailer.enqueue(
        tx,
        portalAccountExistsMail({
          to: input.email,
          tenantName: tenant.name,
          loginUrl: portalLink(deps.config, tenant, "/portal/login", {}),
          resetUrl: portalLink(deps.config, tenant, "/portal/login", { forgot: "1" }),
          wording: mailWording(tenant.verticalSlug, tenant.terms, tenant.name),
        }),
      ),
    );
  try {
    const created = await withTenant(deps.db, tenant.id, async (tx) => {
      const [existing] = await tx
        .select({ id: portalClients.id })
        .from(portalClients)
        .where(and(eq(portalClients.tenantId, tenant.id), sql`lower(${portalClients.email}) = ${input.email}`));
      if (existing) return false;
      const [row] = await tx
        .insert(portalClients)
        .values({
          tenantId: tenant.id,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
        })
        .returning({ id: portalClients.id });
      // Usable at once, but the address counts as the client's only once they follow this link (emailVerifiedAt).
      await enqueueVerificationMail(deps, tx, {
        tenantId: tenant.id,
        subdomain: tenant.subdomain,
        clientId: row!.id,
        email: input.email,
        tenantName: tenant.name,
      });
      return true;
    });
    if (!created) await notifyExisting();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await notifyExisting();
  }
}

export interface PortalLoginResult {
  clientId: string;
  answer: PortalUser | MfaChallengeAnswer;
  /** A right password whose second factor is still to come: no session yet. */
  pending: boolean;
}

/** Password first (throttled before it is checked), then the session, or a challenge when MFA is on. */
export async function loginPortalClient(
  deps: AuthDeps,
  mfa: MfaService,
  request: FastifyRequest,
  reply: FastifyReply,
  tenant: TenantInfo,
  input: { email: string; password: string },
): Promise<PortalLoginResult> {
  const [client] = await withTenant(deps.db, tenant.id, (tx) =>
    tx
      .select({
        id: portalClients.id,
        email: portalClients.email,
        passwordHash: portalClients.passwordHash,
        passwordChangedAt: portalClients.passwordChangedAt,
        mfaEnabledAt: portalClients.mfaEnabledAt,
        status: portalClients.status,
      })
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, tenant.id), sql`lower(${portalClients.email}) = ${input.email}`)),
  );
  const key = client ? portalLoginKey(tenant.id, client.id) : unknownLoginKey(`portal:${tenant.id}`, input.email);
  if (!(await throttledPasswordCheck(deps.limiter, request, key, client?.passwordHash, input.password)) || !client) {
    throw unauthorized(AUTH_MESSAGES.invalidPortalCredentials);
  }
  // Only after the password: a wrong one answers as a wrong one, whoever the account is.
  if (client.status === "disabled") throw forbidden(PORTAL_ACCOUNT_MESSAGES.accountDisabled);
  if (client.mfaEnabledAt) {
    const challenge = sealChallenge(mfa.box, {
      kind: "portal",
      id: client.id,
      tenantId: tenant.id,
      host: challengeHost(request, deps.config.TRUST_PROXY_HOST),
      form: "portal",
      remember: false,
      stage: "verify",
      passwordStamp: passwordStamp(client.passwordChangedAt),
    });
    return { clientId: client.id, pending: true, answer: { mfaRequired: true, challenge } };
  }
  return {
    clientId: client.id,
    pending: false,
    answer: await startPortalSession(deps, request, reply, tenant.id, client.id),
  };
}

/** A new portal session (the browser's previous one ends), the cookie set; answers the client. */
export async function startPortalSession(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  tenantId: string,
  clientId: string,
): Promise<PortalUser> {
  const previous = await request.portalSession();
  const { token, user } = await withTenant(deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .update(portalClients)
      .set({ lastLoginAt: new Date() })
      .where(
        and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId), ne(portalClients.status, "disabled")),
      )
      .returning(portalUserColumns);
    // Every way in ends here (password, second factor, invitation): a disabled account gets no session.
    if (!row) throw forbidden(PORTAL_ACCOUNT_MESSAGES.accountDisabled);
    await recordClientContactEvent(tx, tenantId, clientId, "portal_sign_in", {});
    const created = await portalSessionStore.rotate(tx, previous?.id, {
      tenantId,
      accountId: clientId,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
    return { token: created.token, user: toPortalUser(row!) };
  });
  setPortalCookie(reply, request, token);
  return user;
}

/** The client's sign-in facts, in the tenant's transaction: for the second step and the Security page. */
export async function findPortalClientAuth(deps: AuthDeps, tenantId: string, clientId: string) {
  const [row] = await withTenant(deps.db, tenantId, (tx) =>
    tx
      .select({
        id: portalClients.id,
        email: portalClients.email,
        passwordHash: portalClients.passwordHash,
        passwordChangedAt: portalClients.passwordChangedAt,
      })
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId))),
  );
  return row ?? null;
}

export async function requestPortalPasswordReset(deps: AuthDeps, tenant: TenantInfo, email: string): Promise<void> {
  await withTenant(deps.db, tenant.id, async (tx) => {
    const [client] = await tx
      .select({ id: portalClients.id, email: portalClients.email })
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, tenant.id), sql`lower(${portalClients.email}) = ${email}`));
    if (!client) return;
    const token = newToken();
    await tx.insert(portalPasswordResets).values({
      tenantId: tenant.id,
      tokenHash: hashToken(token),
      clientId: client.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = portalLink(deps.config, tenant, "/portal/reset-password", { token });
    await deps.mailer.enqueue(
      tx,
      passwordResetMail({
        to: client.email,
        link,
        accountName: mailWording(tenant.verticalSlug, tenant.terms, tenant.name).t("email.portalAccount", {
          tenantName: tenant.name,
        }),
      }),
    );
  });
}

export async function confirmPortalPasswordReset(
  deps: AuthDeps,
  tenant: TenantInfo,
  token: string,
  password: string,
): Promise<boolean> {
  await assertNewPassword(password);
  const passwordHash = await hashPassword(password);
  return withTenant(deps.db, tenant.id, async (tx) => {
    const [reset] = await tx
      .update(portalPasswordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(portalPasswordResets.tenantId, tenant.id),
          eq(portalPasswordResets.tokenHash, hashToken(token)),
          isNull(portalPasswordResets.usedAt),
          gt(portalPasswordResets.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!reset) return false;
    // The reset link was mailed to the address: following it proves the address too.
    await tx
      .update(portalClients)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
        emailVerifiedAt: sql`coalesce(${portalClients.emailVerifiedAt}, now())`,
        // An invited client who chose a password this way has done what the invitation asks.
        status: sql`case when ${portalClients.status} = 'invited' then 'active' else ${portalClients.status} end`,
      })
      .where(and(eq(portalClients.tenantId, tenant.id), eq(portalClients.id, reset.clientId)));
    await tx
      .delete(portalInvitations)
      .where(and(eq(portalInvitations.tenantId, tenant.id), eq(portalInvitations.clientId, reset.clientId)));
    await autoLinkContact(tx, tenant.id, reset.clientId);
    await tx
      .update(portalPasswordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(portalPasswordResets.tenantId, tenant.id),
          eq(portalPasswordResets.clientId, reset.clientId),
          isNull(portalPasswordResets.usedAt),
        ),
      );
    await portalSessionStore.deleteAllOf(tx, { accountId: reset.clientId, tenantId: tenant.id });
    return true;
  });
}

export async function updatePortalProfile(
  deps: AuthDeps,
  tenantId: string,
  clientId: string,
  input: { firstName: string; lastName: string },
): Promise<PortalUser> {
  return withTenant(deps.db, tenantId, async (tx) => {
    const [row] = await tx
      .update(portalClients)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)))
      .returning(portalUserColumns);
    return toPortalUser(row!);
  });
}
