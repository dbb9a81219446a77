import { AUTH_MESSAGES, portalAccountsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { announceTenantChanged } from "../../tenancy/invalidation";
import { auditActor, recordAuditEvent } from "../audit/record";
import { assertNewPassword } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { AUTH_LIMITS, type AuthDeps } from "../auth/service";
import type { Services } from "../module";
import { requirePortalTenant } from "../portal/context";
import { startPortalSession } from "../portal/service";
import { listAccounts } from "./queries";
import {
  acceptInvitation,
  disable,
  enable,
  findPortalSettings,
  invitationByToken,
  invite,
  linkContact,
  mustFindAccount,
  PORTAL_SETTING_LABELS,
  resend,
  writePortalSettings,
} from "./service";

/** The endpoints of `portalAccountsApi`: the staff's view of the portal's accounts, its settings, and invitations. */
export async function portalAccountsRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config, mailer, limiter, clock } = services;
  const deps = { config, mailer };
  const authDeps: AuthDeps = { db, config, mailer, limiter, secrets: services.secrets };

  serve(app, portalAccountsApi.list, async (request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listAccounts(t, tenant.id, request.query));
  });

  serve(app, portalAccountsApi.get, async (request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => mustFindAccount(t, tenant.id, request.params.clientId));
  });

  serve(app, portalAccountsApi.invite, async (request, reply, { tenant, tx, staff }) => {
    const account = await tx((t) => invite(deps, t, tenant.id, request.body.contactId, staff.user.id, clock.now()));
    return reply.status(201).send(account);
  });

  serve(app, portalAccountsApi.resend, async (request, _reply, { tenant, tx, staff }) =>
    tx((t) => resend(deps, t, tenant.id, request.params.clientId, staff.user.id, clock.now())),
  );

  serve(app, portalAccountsApi.link, async (request, _reply, { tenant, tx }) =>
    tx((t) => linkContact(t, tenant.id, request.params.clientId, request.body.contactId)),
  );

  serve(app, portalAccountsApi.disable, async (request, _reply, { tenant, tx }) =>
    tx((t) => disable(t, tenant.id, request.params.clientId, clock.now())),
  );

  serve(app, portalAccountsApi.enable, async (request, _reply, { tenant, tx }) =>
    tx((t) => enable(t, tenant.id, request.params.clientId, clock.now())),
  );

  serve(app, portalAccountsApi.settings, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => findPortalSettings(t, tenant.id));
  });

  serve(app, portalAccountsApi.updateSettings, async (request, _reply, { tenant, tx, staff }) => {
    const { after, changed } = await tx(async (t) => {
      const written = await writePortalSettings(t, tenant.id, request.body);
      if (written.changed.length > 0) {
        await recordAuditEvent(t, {
          tenantId: tenant.id,
          action: "settings_change",
          target: written.changed.map((key) => PORTAL_SETTING_LABELS[key]).join(", "),
          details: Object.fromEntries(
            written.changed.map((key) => [key, { from: written.before[key], to: written.after[key] }]),
          ),
          ...auditActor(request, staff.user),
        });
      }
      return written;
    });
    if (changed.length > 0) {
      // The portal's footer links are part of the public tenant info every node caches.
      app.forgetResolvedTenants();
      await announceTenantChanged(db, tenant.id).catch((error) =>
        request.log.warn({ err: error }, "could not announce a tenant change; other nodes see it within 2 s"),
      );
    }
    return after;
  });

  // The invitee's two steps, on the workspace's own host only: a token of another workspace is not found here.
  serve(app, portalAccountsApi.invitation, async (request, reply, { tenant, tx }) => {
    await limiter.consume(`invitation:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    reply.header("cache-control", "no-store");
    const found = await tx((t) => invitationByToken(t, tenant.id, request.body.token, clock.now()));
    return { email: found.email, firstName: found.firstName, lastName: found.lastName };
  });

  serve(app, portalAccountsApi.accept, async (request, reply, { tenant, tx }) => {
    await limiter.consume(`invitation:ip:${request.ip}`, AUTH_LIMITS.resetPerIp, AUTH_MESSAGES.tooManyAttempts);
    await requirePortalTenant(request);
    // The password rules answer 400 before the link is spent.
    await assertNewPassword(request.body.password);
    const passwordHash = await hashPassword(request.body.password);
    const clientId = await tx((t) =>
      acceptInvitation(t, tenant.id, { token: request.body.token, passwordHash }, clock.now()),
    );
    return startPortalSession(authDeps, request, reply, tenant.id, clientId);
  });
}
