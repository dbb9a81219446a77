import {
  commentCreateSchema,
  HELPDESK_MESSAGES,
  staffMemberSchema,
  ticketCommentSchema,
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketSchema,
  ticketUpdateSchema,
  uuidSchema,
} from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { tenantOrigin } from "../../lib/public-origin";
import { requireTenantStaff } from "../auth/context";
import { requirePortalClient } from "../portal/context";
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

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer, 409: messageAnswer };
const tags = ["help desk"];
const ticketParams = z.object({ ticketId: uuidSchema });
const portalCreateSchema = ticketCreateSchema.omit({ tenantId: true, submittedBy: true });
const portalCommentSchema = commentCreateSchema.omit({ isInternal: true });

/** Help desk: staff routes of SPEC §7 plus the workflow, and the portal clients' support area. */
export const helpdeskRoutes: FastifyPluginAsyncZod<HelpdeskDeps> = async (app, deps) => {
  const { db } = deps;
  const portalTicketLink = (tenant: { subdomain: string }) => (number: number) =>
    `${tenantOrigin(deps.config, tenant.subdomain)}/portal/support?ticket=${number}`;

  app.get(
    "/api/helpdesk/tickets/tenant/:tenantId",
    {
      schema: {
        tags,
        summary: "The tenant's tickets, newest first (filter by status, assignee, title search)",
        params: z.object({ tenantId: uuidSchema }),
        querystring: ticketListQuerySchema,
        response: { 200: z.array(ticketSchema), ...errors },
      },
    },
    async (request) => {
      const { session, tenant } = await requireTenantStaff(request, request.params.tenantId);
      const { status, assignee, search } = request.query;
      return listTickets(db, tenant.id, {
        statuses: status ? [status] : undefined,
        assignee: assignee === "me" ? session.user.id : assignee,
        search,
      });
    },
  );

  app.post(
    "/api/helpdesk/tickets",
    {
      schema: { tags, summary: "Opens a ticket", body: ticketCreateSchema, response: { 201: ticketSchema, ...errors } },
    },
    async (request, reply) => {
      const { session, tenant } = await requireTenantStaff(request, request.body.tenantId);
      const ticket = await createTicket(db, tenant.id, request.body, {
        kind: "staff",
        userId: session.user.id,
        name: staffAuthorName(session.user),
      });
      return reply.status(201).send(ticket);
    },
  );

  app.patch(
    "/api/helpdesk/tickets/:ticketId",
    {
      schema: {
        tags,
        summary: "Changes a ticket's status, priority or assignee",
        params: ticketParams,
        body: ticketUpdateSchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await requireTenantStaff(request);
      return updateTicket(db, tenant.id, request.params.ticketId, request.body);
    },
  );

  app.get(
    "/api/helpdesk/tickets/:ticketId/comments",
    {
      schema: {
        tags,
        summary: "A ticket's comments, internal notes included",
        params: ticketParams,
        response: { 200: z.array(ticketCommentSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await requireTenantStaff(request);
      const comments = await listComments(db, tenant.id, request.params.ticketId, { kind: "staff" });
      if (!comments) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
      return comments;
    },
  );

  app.post(
    "/api/helpdesk/tickets/:ticketId/comments",
    {
      schema: {
        tags,
        summary: "Adds a reply or an internal note (refused on a closed ticket)",
        params: ticketParams,
        body: commentCreateSchema,
        response: { 201: ticketCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { session, tenant } = await requireTenantStaff(request);
      const comment = await addComment(
        deps,
        tenant.id,
        request.params.ticketId,
        request.body,
        { kind: "staff", userId: session.user.id, name: staffAuthorName(session.user) },
        portalTicketLink(tenant),
      );
      return reply.status(201).send(comment);
    },
  );

  app.get(
    "/api/helpdesk/staff",
    {
      schema: {
        tags,
        summary: "Staff members tickets can be assigned to",
        response: { 200: z.array(staffMemberSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await requireTenantStaff(request);
      return listStaff(db, tenant.id);
    },
  );

  /* ---- Portal clients' support area ---- */

  app.get(
    "/api/client-portal/tickets",
    {
      schema: {
        tags,
        summary: "The signed-in client's own tickets",
        response: { 200: z.array(ticketSchema), ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      return listTickets(db, tenant.id, { clientId: client.id });
    },
  );

  app.post(
    "/api/client-portal/tickets",
    {
      schema: {
        tags,
        summary: "A client opens a ticket",
        body: portalCreateSchema,
        response: { 201: ticketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { client, tenant } = await requirePortalClient(request);
      const ticket = await createTicket(db, tenant.id, request.body, {
        kind: "client",
        clientId: client.id,
        name: `${client.firstName} ${client.lastName}`.trim(),
      });
      return reply.status(201).send(ticket);
    },
  );

  app.get(
    "/api/client-portal/tickets/:ticketId/comments",
    {
      schema: {
        tags,
        summary: "The public replies on one of the client's tickets",
        params: ticketParams,
        response: { 200: z.array(ticketCommentSchema), ...errors },
      },
    },
    async (request) => {
      const { client, tenant } = await requirePortalClient(request);
      const comments = await listComments(db, tenant.id, request.params.ticketId, {
        kind: "client",
        clientId: client.id,
      });
      if (!comments) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
      return comments;
    },
  );

  app.post(
    "/api/client-portal/tickets/:ticketId/comments",
    {
      schema: {
        tags,
        summary: "The client replies (refused on a closed ticket)",
        params: ticketParams,
        body: portalCommentSchema,
        response: { 201: ticketCommentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { client, tenant } = await requirePortalClient(request);
      const comment = await addComment(
        deps,
        tenant.id,
        request.params.ticketId,
        { content: request.body.content, isInternal: false },
        { kind: "client", clientId: client.id, name: `${client.firstName} ${client.lastName}`.trim() },
        portalTicketLink(tenant),
      );
      return reply.status(201).send(comment);
    },
  );
};
