import { AUTH_MESSAGES, staffSecurityApi, TEAM_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tenants, users } from "../../db/schema";
import type { AccessContext } from "../../http/request-context";
import { serve } from "../../http/serve";
import { HttpError, notFound, unauthorized } from "../../lib/http-error";
import { auditActor, recordAuditEventNow } from "../audit/record";
import type { MfaService } from "../mfa/service";
import { staffMfaStore } from "../mfa/store";
import { accountSecurityRoutes, type SecurityAccount } from "./account-security";
import { AUTH_LIMITS, type AuthDeps, findUserById, sendStaffPasswordReset } from "./service";
import { staffLoginKey, staffMfaKey, staffMfaRequired } from "./sign-in";
import { staffSessionStore } from "./staff-sessions";

/**
 * A signed-in staff member's or the super admin's own account: password change and two-factor authentication (the
 * Security page, one implementation with the portal's), and a tenant admin's rule that the tenant's staff must use it.
 */
export async function staffSecurityRoutes(app: FastifyInstance, deps: AuthDeps & { mfa: MfaService }): Promise<void> {
  const { db } = deps;

  /**
   * The session's own account (the super admin's too: it has no tenant).
   */
  async function ownAccount(request: FastifyRequest): Promise<SecurityAccount> {
    // The declared access ("account") has admitted the session: tenant staff only on their own tenant's host.
    const { staff: session } = request.caller as AccessContext<"account">;
    const user = await findUserById(db, session.user.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    return {
      store: staffMfaStore(db, user.id),
      label: user.email,
      mfaKey: staffMfaKey(user.id),
      loginKey: staffLoginKey(user.id),
      mfaRequired: staffMfaRequired(user),
      tenantRequiresStaffMfa: user.tenantId ? Boolean(user.requireStaffMfa) : null,
      passwordHash: async () => user.passwordHash,
      setPassword: (passwordHash) =>
        db.transaction(async (tx) => {
          const now = new Date();
          await tx
            .update(users)
            .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
            .where(eq(users.id, user.id));
          await staffSessionStore.deleteAllOf(tx, { accountId: user.id, tenantId: null }, session.id);
        }),
    };
  }

  accountSecurityRoutes(app, staffSecurityApi, { limiter: deps.limiter, mfa: deps.mfa, account: ownAccount });

  serve(app, staffSecurityApi.staffMfaRule, async (request, _reply, { tenant, staff }) => {
    const [row] = await db
      .update(tenants)
      .set({ requireStaffMfa: request.body.required, updatedAt: new Date() })
      .where(eq(tenants.id, tenant.id))
      .returning({ required: tenants.requireStaffMfa });
    const target = request.body.required ? "Required" : "Not required";
    await recordAuditEventNow(db, {
      tenantId: tenant.id,
      action: "staff_mfa_rule",
      target,
      ...auditActor(request, staff.user),
    });
    return { required: row!.required };
  });

  // Only a member of the admin's own tenant: another tenant's account (or an unknown id) is a 404, and nothing is sent.
  serve(app, staffSecurityApi.memberPasswordReset, async (request, _reply, { tenant }) => {
    const member = await findUserById(db, request.params.userId);
    if (!member || member.tenantId !== tenant.id) throw notFound(AUTH_MESSAGES.memberNotFound);
    if (member.status !== "active") throw new HttpError(409, TEAM_MESSAGES.resetNotActive);
    await deps.limiter.consume(`reset:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    await sendStaffPasswordReset(deps, member);
    return { message: AUTH_MESSAGES.memberResetSent };
  });
}
