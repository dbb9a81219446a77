import { z } from "zod";
import {
  commentCreateSchema,
  portalTicketListQuerySchema,
  staffMemberSchema,
  ticketBulkUpdateSchema,
  ticketCommentSchema,
  ticketCountsSchema,
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketSchema,
  ticketUpdateSchema,
} from "../helpdesk";
import { uuidSchema } from "../schemas";
import { apiErrorSchema } from "../types";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["help desk"];
/** A comment on a closed ticket is refused with 409. */
const errors = { ...errorAnswers, 409: apiErrorSchema } as const;
const ticketParams = z.object({ ticketId: uuidSchema });
/**
 * A portal client's new ticket: the tenant and the submitter come from the session; the topic is one of the workspace's
 * active categories, and the priority is the staff's to set (a client's is ignored: new tickets are medium).
 */
export const portalTicketCreateSchema = ticketCreateSchema.omit({
  tenantId: true,
  submittedBy: true,
  priority: true,
  contactId: true,
});
/** A portal client's reply: always public. */
export const portalCommentCreateSchema = commentCreateSchema.omit({ isInternal: true });

/**
 * The help desk: the tenant's staff (every ticket, internal notes, the workflow) and the portal clients' support area
 * (their own tickets and the public replies only).
 */
export const helpdeskApi = {
  listTickets: endpoint({
    method: "GET",
    path: "/api/helpdesk/tickets/tenant/:tenantId",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary:
      "A page of the tenant's tickets by keyset (next page in X-Next-Cursor; on the first page the total in X-Total-Count, or X-Total-Count-At-Least when a filter matches more than 1,000): filters, full-text search, sort",
    params: tenantParams,
    query: ticketListQuerySchema,
    responses: { 200: z.array(ticketSchema), ...errors },
  }),
  ticketCounts: endpoint({
    method: "GET",
    path: "/api/helpdesk/tickets/tenant/:tenantId/counts",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "How many tickets the tenant has in each status (exact, for the queue's tabs)",
    params: tenantParams,
    responses: { 200: ticketCountsSchema, ...errors },
  }),
  createTicket: endpoint({
    method: "POST",
    path: "/api/helpdesk/tickets",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Opens a ticket (a tenantId in the body must be the session's tenant)",
    body: ticketCreateSchema,
    responses: { 201: ticketSchema, ...errors },
    example: { body: { title: "Sample ticket", description: "Sample description" } },
  }),
  getTicket: endpoint({
    method: "GET",
    path: "/api/helpdesk/tickets/:ticketId",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "One ticket of the tenant (its own URL in the dashboard)",
    params: ticketParams,
    responses: { 200: ticketSchema, ...errors },
  }),
  bulkUpdateTickets: endpoint({
    method: "POST",
    path: "/api/helpdesk/tickets/bulk",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary:
      "Changes the status, priority or assignee of up to 100 tickets at once, all or none (404 when one is not the tenant's)",
    body: ticketBulkUpdateSchema,
    responses: { 200: z.array(ticketSchema), ...errors },
    example: { body: { ids: ["00000000-0000-4000-8000-000000000000"], change: { priority: "high" } } },
  }),
  updateTicket: endpoint({
    method: "PATCH",
    path: "/api/helpdesk/tickets/:ticketId",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Changes a ticket's status, priority or assignee",
    params: ticketParams,
    body: ticketUpdateSchema,
    responses: { 200: ticketSchema, ...errors },
    example: { body: { status: "open" } },
  }),
  listComments: endpoint({
    method: "GET",
    path: "/api/helpdesk/tickets/:ticketId/comments",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "A ticket's comments, internal notes included",
    params: ticketParams,
    responses: { 200: z.array(ticketCommentSchema), ...errors },
  }),
  addComment: endpoint({
    method: "POST",
    path: "/api/helpdesk/tickets/:ticketId/comments",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Adds a reply or an internal note (refused on a closed ticket)",
    params: ticketParams,
    body: commentCreateSchema,
    responses: { 201: ticketCommentSchema, ...errors },
    example: { body: { content: "Sample reply" } },
  }),
  listStaff: endpoint({
    method: "GET",
    path: "/api/helpdesk/staff",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Staff members tickets can be assigned to",
    responses: { 200: z.array(staffMemberSchema), ...errors },
  }),

  /* ---- Portal clients' support area ---- */

  portalListTickets: endpoint({
    method: "GET",
    path: "/api/client-portal/tickets",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "The signed-in client's own tickets, a page by keyset (next page in X-Next-Cursor)",
    query: portalTicketListQuerySchema,
    responses: { 200: z.array(ticketSchema), ...errors },
  }),
  portalCreateTicket: endpoint({
    method: "POST",
    path: "/api/client-portal/tickets",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "A client opens a ticket",
    body: portalTicketCreateSchema,
    responses: { 201: ticketSchema, ...errors },
  }),
  portalListComments: endpoint({
    method: "GET",
    path: "/api/client-portal/tickets/:ticketId/comments",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "The public replies on one of the client's tickets",
    params: ticketParams,
    responses: { 200: z.array(ticketCommentSchema), ...errors },
  }),
  portalAddComment: endpoint({
    method: "POST",
    path: "/api/client-portal/tickets/:ticketId/comments",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "The client replies (refused on a closed ticket)",
    params: ticketParams,
    body: portalCommentCreateSchema,
    responses: { 201: ticketCommentSchema, ...errors },
  }),
} as const;
