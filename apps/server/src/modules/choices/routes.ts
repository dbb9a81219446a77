import { CHOICE_KINDS, choicesApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { createChoice, listChoices, reorderChoices, updateChoice } from "./service";

/** The endpoints of `choicesApi`: both lists share one set of handlers. */
export async function choiceRoutes(app: FastifyInstance): Promise<void> {
  for (const kind of CHOICE_KINDS) {
    const api = choicesApi[kind];
    serve(app, api.list, async (_request, reply, { tenant, tx }) => {
      reply.header("cache-control", "no-store");
      return tx((t) => listChoices(t, tenant.id, kind));
    });
    serve(app, api.create, async (request, reply, { tenant, tx }) => {
      const list = await tx((t) => createChoice(t, tenant.id, kind, request.body));
      return reply.status(201).send(list);
    });
    serve(app, api.update, async (request, _reply, { tenant, tx }) =>
      tx((t) => updateChoice(t, tenant.id, kind, request.params.key, request.body)),
    );
    serve(app, api.reorder, async (request, _reply, { tenant, tx }) =>
      tx((t) => reorderChoices(t, tenant.id, kind, request.body.keys)),
    );
  }

  serve(app, choicesApi.portalTicketCategories, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx((t) => listChoices(t, tenant.id, "ticketCategories"));
  });
}
