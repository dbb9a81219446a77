import { HELPDESK_MESSAGES, helpdeskApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { lastReads } from "../../db/tenant";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import { tenantOrigin } from "../../lib/public-origin";
import {
  addComment,
  bulkUpdateTickets,
  createTicket,
  findTicket,
  type HelpdeskDeps,
  listComments,
  listStaff,
  staffAuthorName,
  ticketCountsOf,
  updateTicket,
} from "./service";
import { decodeTicketCursor, listTickets, type TicketTotal } from "./ticket-page";

const badCursor = () =>
  new HttpError(400, HELPDESK_MESSAGES.invalidCursor, { cursor: [HELPDESK_MESSAGES.invalidCursor] });

/** The page's headers: the next cursor, and on a first page the total (at least, when counted up to the cap). */
function pageHeaders(
  reply: { header(name: string, value: string): unknown },
  page: { nextCursor: string | null; total: TicketTotal | null },
) {
  if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
  if (page.total?.exact) reply.header("x-total-count", String(page.total.count));
  else if (page.total) reply.header("x-total-count-at-least", String(page.total.count));
  reply.header("cache-control", "no-store");
}

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

  serve(
    app,
    helpdeskApi.listTickets,
    async (request, reply, { tenant, staff }) => {
      const q = request.query;
      const cursor = decodeTicketCursor(q.cursor, q);
      if (q.cursor && !cursor) throw badCursor();
      const page = await lastReads(() =>
        listTickets(
          db,
          tenant.id,
          {
            statuses: q.status,
            priorities: q.priority,
            assignee: q.assignee === "me" ? staff.user.id : q.assignee,
            category: q.category,
            contactId: q.contactId,
            createdFrom: q.createdFrom,
            createdTo: q.createdTo,
            search: q.search || undefined,
            internalComments: true,
            sort: q.sort,
            order: q.order,
            limit: q.limit,
          },
          cursor,
          { withTotal: true },
        ),
      );
      pageHeaders(reply, page);
      return page.tickets;
    },
    { oneTransaction: true },
  );

  serve(
    app,
    helpdeskApi.ticketCounts,
    async (_request, reply, { tenant }) => {
      reply.header("cache-control", "no-store");
      return lastReads(() => ticketCountsOf(db, tenant.id));
    },
    { oneTransaction: true },
  );

  serve(app, helpdeskApi.createTicket, async (request, reply, { tenant, staff }) => {
    const ticket = await createTicket(
      db,
      tenant.id,
      request.body,
      {
        kind: "staff",
        userId: staff.user.id,
        name: staffAuthorName(staff.user),
      },
      deps,
    );
    return reply.status(201).send(ticket);
  });

  serve(app, helpdeskApi.getTicket, async (request, reply, { tenant }) => {
    const ticket = await findTicket(db, tenant.id, request.params.ticketId);
    if (!ticket) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    reply.header("cache-control", "no-store");
    return ticket;
  });

  serve(app, helpdeskApi.bulkUpdateTickets, async (request, _reply, { tenant, staff }) =>
    bulkUpdateTickets(
      db,
      tenant.id,
      request.body.ids,
      request.body.change,
      { userId: staff.user.id, name: staffAuthorName(staff.user) },
      deps,
    ),
  );

  serve(app, helpdeskApi.updateTicket, async (request, _reply, { tenant, staff }) =>
    updateTicket(
      db,
      tenant.id,
      request.params.ticketId,
      request.body,
      {
        userId: staff.user.id,
        name: staffAuthorName(staff.user),
      },
      deps,
    ),
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

  serve(app, helpdeskApi.portalListTickets, async (request, reply, { tenant, client: { client } }) => {
    const q = { ...request.query, sort: "created" as const, order: "desc" as const };
    const cursor = decodeTicketCursor(q.cursor, q);
    if (q.cursor && !cursor) throw badCursor();
    const page = await listTickets(
      db,
      tenant.id,
      { statuses: q.status, clientId: client.id, sort: q.sort, order: q.order, limit: q.limit },
      cursor,
      { withTotal: true },
    );
    pageHeaders(reply, page);
    return page.tickets;
  });

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
      deps,
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
