import { CUSTOM_FIELD_MESSAGES, contactFieldsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import {
  createContactField,
  deleteContactField,
  listContactFields,
  reorderContactFields,
  updateContactField,
} from "./fields";

/** The endpoints of `contactFieldsApi` (issue 19): the workspace's custom contact fields. */
export async function contactFieldRoutes(app: FastifyInstance): Promise<void> {
  serve(app, contactFieldsApi.list, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listContactFields(t, tenant.id));
  });

  serve(app, contactFieldsApi.create, async (request, reply, { tenant, tx }) => {
    const field = await tx((t) => createContactField(t, tenant.id, request.body));
    return reply.status(201).send(field);
  });

  serve(app, contactFieldsApi.update, async (request, _reply, { tenant, tx }) => {
    const field = await tx((t) => updateContactField(t, tenant.id, request.params.fieldId, request.body));
    if (!field) throw notFound(CUSTOM_FIELD_MESSAGES.notFound);
    return field;
  });

  serve(app, contactFieldsApi.remove, async (request, reply, { tenant, tx }) => {
    const deleted = await tx((t) => deleteContactField(t, tenant.id, request.params.fieldId));
    if (!deleted) throw notFound(CUSTOM_FIELD_MESSAGES.notFound);
    return reply.status(204).send(null);
  });

  serve(app, contactFieldsApi.reorder, async (request, _reply, { tenant, tx }) =>
    tx((t) => reorderContactFields(t, tenant.id, request.body.ids)),
  );
}
