import { contactOwnersApi, TAG_MESSAGES, tagsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { listStaffMembers } from "../appointments/service";
import { memberName } from "./events";
import { createTag, deleteTag, listTags, tagContact, untagContact, updateTag } from "./tags-queries";

/** Contact tags and the owners a contact can have (issue 21). */
export async function contactTagRoutes(app: FastifyInstance): Promise<void> {
  serve(app, tagsApi.list, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listTags(t, tenant.id));
  });

  serve(app, tagsApi.create, async (request, reply, { tenant, tx }) => {
    const tag = await tx((t) => createTag(t, tenant.id, request.body));
    return reply.status(201).send(tag);
  });

  serve(app, tagsApi.update, async (request, _reply, { tenant, tx }) =>
    tx((t) => updateTag(t, tenant.id, request.params.tagId, request.body)),
  );

  serve(app, tagsApi.remove, async (request, reply, { tenant, tx }) => {
    if (!(await tx((t) => deleteTag(t, tenant.id, request.params.tagId)))) throw notFound(TAG_MESSAGES.notFound);
    return reply.status(204).send(null);
  });

  serve(app, tagsApi.addToContact, async (request, reply, { tenant, tx, staff }) => {
    const actor = { userId: staff.user.id, name: memberName(staff.user) };
    await tx((t) => tagContact(t, tenant.id, request.params.id, request.params.tagId, actor));
    return reply.status(204).send(null);
  });

  serve(app, tagsApi.removeFromContact, async (request, reply, { tenant, tx, staff }) => {
    const actor = { userId: staff.user.id, name: memberName(staff.user) };
    await tx((t) => untagContact(t, tenant.id, request.params.id, request.params.tagId, actor));
    return reply.status(204).send(null);
  });

  serve(app, contactOwnersApi.list, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listStaffMembers(t, tenant.id));
  });
}
