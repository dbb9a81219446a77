import { AUTH_MESSAGES, PASSWORD_MESSAGES, type PortalUser, type TenantInfo } from "@engagesuite/shared";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { portalClients, portalPasswordResets, portalSessions } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { HttpError, unauthorized } from "../../lib/http-error";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import { hashToken, newToken } from "../../lib/tokens";
import { passwordResetMail, portalAccountExistsMail } from "../../providers/mail/templates";
import { setPortalCookie } from "../auth/cookies";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { AUTH_LIMITS, type AuthDeps } from "../auth/service";
import { enqueueVerificationMail } from "./email-verification";
import {
  createPortalSession,
  deleteClientSessions,
  deletePortalSession,
  portalUserColumns,
  toPortalUser,
} from "./sessions";

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

export async function loginPortalClient(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  tenant: TenantInfo,
  input: { email: string; password: string },
): Promise<PortalUser> {
  const accountKey = `portal-login:account:${tenant.id}:${input.email}`;
  await deps.limiter.consume(`login:ip:${request.ip}`, AUTH_LIMITS.loginPerIp, AUTH_MESSAGES.tooManyAttempts);
  await deps.limiter.assertBelow(accountKey, AUTH_LIMITS.loginPerAccount, AUTH_MESSAGES.tooManyAttempts);
  const [client] = await withTenant(deps.db, tenant.id, (tx) =>
    tx
      .select({ ...portalUserColumns, passwordHash: portalClients.passwordHash })
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, tenant.id), sql`lower(${portalClients.email}) = ${input.email}`)),
  );
  if (!(await verifyPassword(client?.passwordHash, input.password)) || !client) {
    await deps.limiter.hit(accountKey, AUTH_LIMITS.loginPerAccount.windowMs);
    throw unauthorized(AUTH_MESSAGES.invalidPortalCredentials);
  }
  await deps.limiter.clear(accountKey);
  const previous = await request.portalSession();
  const token = await withTenant(deps.db, tenant.id, async (tx) => {
    if (previous) await deletePortalSession(tx, tenant.id, previous.id);
    await tx
      .update(portalClients)
      .set({ lastLoginAt: new Date() })
      .where(and(eq(portalClients.tenantId, tenant.id), eq(portalClients.id, client.id)));
    return createPortalSession(tx, {
      tenantId: tenant.id,
      clientId: client.id,
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    });
  });
  setPortalCookie(reply, request, token);
  const { passwordHash: _hash, ...user } = client;
  return toPortalUser(user);
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
      passwordResetMail({ to: client.email, link, accountName: `${tenant.name} client portal` }),
    );
  });
}

export async function confirmPortalPasswordReset(
  deps: AuthDeps,
  tenant: TenantInfo,
  token: string,
  password: string,
): Promise<boolean> {
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
        updatedAt: new Date(),
        emailVerifiedAt: sql`coalesce(${portalClients.emailVerifiedAt}, now())`,
      })
      .where(and(eq(portalClients.tenantId, tenant.id), eq(portalClients.id, reset.clientId)));
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
    await deleteClientSessions(tx, tenant.id, reset.clientId);
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

/** Changes the password when the current one is right; every other session of the client ends (DESIGN §5). */
export async function changePortalPassword(
  deps: AuthDeps,
  tenantId: string,
  clientId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [client] = await withTenant(deps.db, tenantId, (tx) =>
    tx
      .select({ passwordHash: portalClients.passwordHash })
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId))),
  );
  if (!(await verifyPassword(client?.passwordHash, input.currentPassword))) {
    throw new HttpError(400, PASSWORD_MESSAGES.currentWrong, { currentPassword: [PASSWORD_MESSAGES.currentWrong] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await withTenant(deps.db, tenantId, async (tx) => {
    await tx
      .update(portalClients)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
    await tx
      .delete(portalSessions)
      .where(
        and(
          eq(portalSessions.tenantId, tenantId),
          eq(portalSessions.clientId, clientId),
          ne(portalSessions.id, currentSessionId),
        ),
      );
  });
}
