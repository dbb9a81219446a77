import { CANNED_REPLY_MESSAGES, cannedRepliesApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { createCannedReply, deleteCannedReply, listCannedReplies, updateCannedReply } from "./service";

/** The help desk's canned replies (issue 22 point 8): listed by every member, changed by the administrator. */
export async function cannedReplyRoutes(app: FastifyInstance): Promise<void> {
  serve(app, cannedRepliesApi.list, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listCannedReplies(t, tenant.id));
  });

  serve(app, cannedRepliesApi.create, async (request, reply, { tenant, tx, staff }) => {
    const created = await tx((t) => createCannedReply(t, tenant.id, request.body, staff.user.id));
    return reply.status(201).send(created);
  });

  serve(app, cannedRepliesApi.update, async (request, _reply, { tenant, tx }) =>
    tx((t) => updateCannedReply(t, tenant.id, request.params.cannedReplyId, request.body)),
  );

  serve(app, cannedRepliesApi.remove, async (request, reply, { tenant, tx }) => {
    if (!(await tx((t) => deleteCannedReply(t, tenant.id, request.params.cannedReplyId)))) {
      throw notFound(CANNED_REPLY_MESSAGES.notFound);
    }
    return reply.status(204).send(null);
  });
}
