import { teamApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { HttpError } from "../../lib/http-error";
import { auditActor } from "../audit/record";
import { assertNewPassword } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { AUTH_LIMITS, type AuthDeps, findUserById, startStaffSession } from "../auth/service";
import type { Services } from "../module";
import { listMembers, seatsOf } from "./queries";
import {
  type Actor,
  accept,
  changeRole,
  deactivate,
  invitationByToken,
  invite,
  reactivate,
  resend,
  revoke,
} from "./service";

/** The team's endpoints (`teamApi`): the admin's management, and the invitee's acceptance on the tenant's host. */
export async function teamRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config, mailer, limiter } = services;
  const deps = { config, mailer };
  const authDeps: AuthDeps = { db, config, mailer, limiter, secrets: services.secrets };
  const actorOf = (request: Parameters<typeof auditActor>[0], user: Parameters<typeof auditActor>[1]) =>
    auditActor(request, user) as Actor;

  serve(app, teamApi.list, async (request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx(async (t) => ({
      ...(await listMembers(t, tenant.id, request.query)),
      seats: await seatsOf(t, tenant.id),
    }));
  });

  serve(app, teamApi.invite, async (request, reply, { tenant, tx, staff }) => {
    const member = await tx((t) => invite(deps, t, tenant.id, request.body, actorOf(request, staff.user)));
    return reply.status(201).send(member);
  });

  serve(app, teamApi.resend, async (request, _reply, { tenant, tx, staff }) =>
    tx((t) => resend(deps, t, tenant.id, request.params.userId, actorOf(request, staff.user))),
  );

  serve(app, teamApi.revoke, async (request, reply, { tenant, tx, staff }) => {
    await tx((t) => revoke(t, tenant.id, request.params.userId, actorOf(request, staff.user)));
    return reply.status(204).send(null);
  });

  serve(app, teamApi.changeRole, async (request, _reply, { tenant, tx, staff }) =>
    tx((t) => changeRole(t, tenant.id, request.params.userId, request.body.role, actorOf(request, staff.user))),
  );

  serve(app, teamApi.deactivate, async (request, _reply, { tenant, tx, staff }) =>
    tx((t) => deactivate(t, tenant.id, request.params.userId, actorOf(request, staff.user))),
  );

  serve(app, teamApi.reactivate, async (request, _reply, { tenant, tx, staff }) =>
    tx((t) => reactivate(t, tenant.id, request.params.userId, actorOf(request, staff.user))),
  );

  // The invitee's two steps, on the workspace's own host only: a token of another workspace is not found here.
  serve(app, teamApi.invitation, async (request, reply, { tenant, tx }) => {
    await limiter.consume(`invitation:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, "Too many attempts. Try again later.");
    reply.header("cache-control", "no-store");
    const found = await tx((t) => invitationByToken(t, tenant.id, request.body.token));
    return {
      email: found.email,
      firstName: found.firstName,
      lastName: found.lastName,
      role: found.role,
      tenantName: found.tenantName,
      expiresAt: found.expiresAt.toISOString(),
    };
  });

  serve(app, teamApi.accept, async (request, reply, { tenant, tx }) => {
    await limiter.consume(`invitation:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, "Too many attempts. Try again later.");
    const { token, username, password } = request.body;
    // The password rules answer 400 before the link is spent.
    await assertNewPassword(password);
    const passwordHash = await hashPassword(password);
    const userId = await tx((t) => accept(t, tenant.id, { token, username, passwordHash }, request.ip));
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(400, "The invitation could not be accepted");
    // A workspace that requires two-factor authentication enrols the new member at their first sign-in.
    if (user.requireStaffMfa) return { redirectTo: "/login" };
    await startStaffSession(authDeps, request, reply, user, false);
    return { redirectTo: "/dashboard" };
  });
}
