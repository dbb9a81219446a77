import { ACCOUNT_MESSAGES, AUTH_MESSAGES, accountApi, PASSWORD_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client";
import { tenants, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { badRequest, notFound, unauthorized } from "../../lib/http-error";
import type { Limit } from "../../lib/rate-limit";
import { emailChangeConfirmMail } from "../../providers/mail/templates";
import { type AuditEventInput, auditActor, recordAuditEvent } from "../audit/record";
import { findUserById } from "../auth/service";
import { staffLoginKey, throttledPasswordCheck } from "../auth/sign-in";
import { authUserColumns, type StaffSession } from "../auth/staff-sessions";
import type { Services } from "../module";
import { confirmEmailChange, emailChangeLink, emailInUse, emailTaken, sealEmailChange } from "./email-change";
import { endOtherOwnSessions, endOwnSessions, ownSessions } from "./sessions";

const MINUTE = 60_000;
const ACCOUNT_LIMITS = {
  /** Confirmation links mailed per account (each goes to an address the member typed). */
  emailChangePerAccount: { max: 5, windowMs: 60 * MINUTE },
  confirmPerIp: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * A tenant member's (or the super admin's) own account, issue 17 point 6: the name, the e-mail address (changed by a
 * link to the new one), and their own sessions. Access `account` hands in the caller's own session; every statement
 * names that account, so nothing here reaches another one. Tenant members' e-mail changes and ended sessions go to
 * their tenant's audit log.
 */
export async function accountRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, secrets, mailer, limiter, config } = services;

  /** Runs `fn` in the member's tenant transaction with an audit event, or in a plain one for the super admin. */
  function audited<T>(
    request: FastifyRequest,
    session: StaffSession,
    fn: (tx: DbOrTx) => Promise<{ result: T; event?: Omit<AuditEventInput, "tenantId"> }>,
  ): Promise<T> {
    const tenantId = session.user.tenantId;
    if (!tenantId) return fn(db).then(({ result }) => result);
    return withTenant(db, tenantId, async (tx) => {
      const { result, event } = await fn(tx);
      if (event) await recordAuditEvent(tx, { ...auditActor(request, session.user), ...event, tenantId });
      return result;
    });
  }

  serve(app, accountApi.updateProfile, async (request, _reply, { staff }) => {
    const { firstName, lastName } = request.body;
    await db.update(users).set({ firstName, lastName, updatedAt: new Date() }).where(eq(users.id, staff.user.id));
    const [row] = await db
      .select(authUserColumns)
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, staff.user.id));
    if (!row) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    const user = { ...row, tenantDomain: row.tenantDomain ?? null, tenantName: row.tenantName ?? null };
    return { user, message: ACCOUNT_MESSAGES.profileSaved };
  });

  serve(app, accountApi.requestEmailChange, async (request, reply, { staff, tenant }) => {
    const { newEmail, password } = request.body;
    const user = await findUserById(db, staff.user.id);
    if (!user) throw unauthorized(AUTH_MESSAGES.notSignedIn);
    const ok = await throttledPasswordCheck(
      limiter,
      request as unknown as FastifyRequest,
      staffLoginKey(user.id),
      user.passwordHash,
      password,
    );
    if (!ok) throw badRequest(PASSWORD_MESSAGES.currentWrong, { password: [PASSWORD_MESSAGES.currentWrong] });
    if (newEmail === user.email.toLowerCase()) {
      throw badRequest(ACCOUNT_MESSAGES.emailSame, { newEmail: [ACCOUNT_MESSAGES.emailSame] });
    }
    // Counted before the address is looked up: a signed-in member cannot probe many addresses for accounts.
    await limiter.consume(
      `email-change:user:${user.id}`,
      ACCOUNT_LIMITS.emailChangePerAccount,
      AUTH_MESSAGES.tooManyAttempts,
    );
    if (await emailTaken(db, newEmail, user.id)) throw emailInUse();
    const [proof] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    const token = sealEmailChange(secrets, {
      userId: user.id,
      tenantId: user.tenantId,
      newEmail,
      currentEmail: user.email,
      verifiedAt: proof?.at ? proof.at.toISOString() : "",
    });
    const link = emailChangeLink(config, tenant?.subdomain ?? null, token);
    await db.transaction((tx) =>
      mailer.enqueue(tx, emailChangeConfirmMail({ to: newEmail, link, workspaceName: tenant?.name ?? null })),
    );
    return reply.status(202).send({ message: ACCOUNT_MESSAGES.emailChangeSent(newEmail) });
  });

  serve(app, accountApi.confirmEmailChange, async (request) => {
    await limiter.consume(
      `email-change:confirm:ip:${request.ip}`,
      ACCOUNT_LIMITS.confirmPerIp,
      AUTH_MESSAGES.tooManyAttempts,
    );
    // The link works on its account's own host only: the tenant's for a member, the platform's for the super admin.
    const hostTenantId =
      request.hostContext.kind === "main" ? null : ((await request.resolveTenant({ fresh: true }))?.id ?? "none");
    const changed = await confirmEmailChange({ db, secrets, mailer }, request.body.token, hostTenantId, {
      ip: request.ip,
    });
    if (!changed) throw badRequest(ACCOUNT_MESSAGES.emailChangeInvalid);
    return { message: ACCOUNT_MESSAGES.emailChanged(changed.newEmail) };
  });

  serve(app, accountApi.sessions, async (_request, _reply, { staff }) => {
    const sessions = await ownSessions(db, secrets, staff.user.id, staff.id);
    return { sessions: sessions.map((s) => s.view) };
  });

  serve(app, accountApi.endSession, async (request, _reply, { staff }) => {
    const sessions = await ownSessions(db, secrets, staff.user.id, staff.id);
    const target = sessions.find((s) => s.view.id === request.params.sessionId);
    if (!target) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
    if (target.view.current) throw badRequest(ACCOUNT_MESSAGES.currentSession);
    await audited(request as unknown as FastifyRequest, staff, async (tx) => {
      const ended = await endOwnSessions(tx, staff.user.id, [target.storedId]);
      if (ended === 0) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
      const where = target.view.ip ? `${target.view.device}, ${target.view.ip}` : target.view.device;
      return { result: ended, event: { action: "account_session_ended", target: where } };
    });
    return { message: ACCOUNT_MESSAGES.sessionEnded };
  });

  serve(app, accountApi.endOtherSessions, async (request, _reply, { staff }) => {
    const ended = await audited(request as unknown as FastifyRequest, staff, async (tx) => {
      const count = await endOtherOwnSessions(tx, staff.user.id, staff.id);
      const event =
        count > 0
          ? {
              action: "account_sessions_ended" as const,
              target: `${count} session${count === 1 ? "" : "s"}`,
              details: { count },
            }
          : undefined;
      return { result: count, event };
    });
    return { ended, message: ACCOUNT_MESSAGES.otherSessionsEnded(ended) };
  });
}
