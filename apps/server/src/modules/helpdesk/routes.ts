import { HELPDESK_MESSAGES, helpdeskApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { tenantOrigin } from "../../lib/public-origin";
import {
  addComment,
  createTicket,
  type HelpdeskDeps,
  listComments,
  listStaff,
  listTickets,
  staffAuthorName,
  updateTicket,
} from "./service";

/**
 * The help desk endpoints of `helpdeskApi`: staff routes plus the workflow, and the portal clients' support area. The
 * tenant, the staff member or the portal client come from the request context.
 */
export async function helpdeskRoutes(app: FastifyInstance, deps: HelpdeskDeps): Promise<void> {
  const { db } = deps;
  const portalTicketLink = (tenant: { subdomain: string }) => (number: number) =>
    `${tenantOrigin(deps.config, tenant.subdomain)}/portal/support?ticket=${number}`;
  const clientName = (client: { firstName: string; lastName: string }) =>
    `${client.firstName} ${client.lastName}`.trim();

  serve(app, helpdeskApi.listTickets, async (request, _reply, { tenant, staff }) => {
    const { status, assignee, search } = request.query;
    return listTickets(db, tenant.id, {
      statuses: status ? [status] : undefined,
      assignee: assignee === "me" ? staff.user.id : assignee,
      search,
    });
  });

  serve(app, helpdeskApi.createTicket, async (request, reply, { tenant, staff }) => {
    const ticket = await createTicket(db, tenant.id, request.body, {
      kind: "staff",
      userId: staff.user.id,
      name: staffAuthorName(staff.user),
    });
    return reply.status(201).send(ticket);
  });

  serve(app, helpdeskApi.updateTicket, async (request, _reply, { tenant, staff }) =>
    updateTicket(db, tenant.id, request.params.ticketId, request.body, {
      userId: staff.user.id,
      name: staffAuthorName(staff.user),
    }),
  );

  serve(app, helpdeskApi.listComments, async (request, _reply, { tenant }) => {
    const comments = await listComments(db, tenant.id, request.params.ticketId, { kind: "staff" });
    if (!comments) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    return comments;
  });

  serve(app, helpdeskApi.addComment, async (request, reply, { tenant, staff }) => {
    const comment = await addComment(
      deps,
      tenant.id,
      request.params.ticketId,
      request.body,
      { kind: "staff", userId: staff.user.id, name: staffAuthorName(staff.user) },
      portalTicketLink(tenant),
    );
    return reply.status(201).send(comment);
  });

  serve(app, helpdeskApi.listStaff, async (_request, _reply, { tenant }) => listStaff(db, tenant.id));

  /* ---- Portal clients' support area ---- */

  serve(app, helpdeskApi.portalListTickets, async (_request, _reply, { tenant, client: { client } }) =>
    listTickets(db, tenant.id, { clientId: client.id }),
  );

  serve(app, helpdeskApi.portalCreateTicket, async (request, reply, { tenant, client: { client } }) => {
    // A client names the topic; the priority is the staff's to set.
    const ticket = await createTicket(
      db,
      tenant.id,
      { ...request.body, priority: "medium" },
      {
        kind: "client",
        clientId: client.id,
        name: clientName(client),
      },
    );
    return reply.status(201).send(ticket);
  });

  serve(app, helpdeskApi.portalListComments, async (request, _reply, { tenant, client: { client } }) => {
    const comments = await listComments(db, tenant.id, request.params.ticketId, {
      kind: "client",
      clientId: client.id,
    });
    if (!comments) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    return comments;
  });

  serve(app, helpdeskApi.portalAddComment, async (request, reply, { tenant, client: { client } }) => {
    const comment = await addComment(
      deps,
      tenant.id,
      request.params.ticketId,
      { content: request.body.content, isInternal: false },
      { kind: "client", clientId: client.id, name: clientName(client) },
      portalTicketLink(tenant),
    );
    return reply.status(201).send(comment);
  });
}
