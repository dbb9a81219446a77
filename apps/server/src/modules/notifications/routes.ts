import { notificationsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { lastReads } from "../../db/tenant";
import { serve } from "../../http/serve";
import type { Services } from "../module";
import { listNotifications, markAllRead, markRead, preferencesOf, savePreferences, unreadCount } from "./service";

/**
 * A member's own notifications and preferences (every route reads the session's user: nobody reads or marks another's).
 */
export async function notificationRoutes(app: FastifyInstance, _services: Services): Promise<void> {
  serve(app, notificationsApi.list, async (request, reply, { tenant, tx, staff }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listNotifications(t, tenant.id, staff.user.id, request.query));
  });

  serve(
    app,
    notificationsApi.unreadCount,
    async (_request, reply, { tenant, tx, staff }) => {
      reply.header("cache-control", "no-store");
      return { unread: await tx((t) => lastReads(() => unreadCount(t, tenant.id, staff.user.id))) };
    },
    { oneTransaction: true },
  );

  serve(app, notificationsApi.markRead, async (request, reply, { tenant, tx, staff }) => {
    await tx((t) => markRead(t, tenant.id, staff.user.id, request.params.notificationId));
    return reply.status(204).send(null);
  });

  serve(app, notificationsApi.markAllRead, async (request, _reply, { tenant, tx, staff }) =>
    tx(async (t) => {
      await markAllRead(t, tenant.id, staff.user.id, new Date(request.body.upTo));
      return { unread: await unreadCount(t, tenant.id, staff.user.id) };
    }),
  );

  serve(app, notificationsApi.getPreferences, async (_request, _reply, { tenant, tx, staff }) => ({
    preferences: await tx((t) => preferencesOf(t, tenant.id, staff.user.id)),
  }));

  serve(app, notificationsApi.putPreferences, async (request, _reply, { tenant, tx, staff }) => ({
    preferences: await tx((t) => savePreferences(t, tenant.id, staff.user.id, request.body.preferences)),
  }));
}
