import {
  helpdeskApi,
  type Ticket,
  type TicketComment,
  type TicketPriority,
  type TicketStatus,
} from "@engagesuite/shared";
import { call, keyOf } from "@/lib/api-client";

/**
 * Where tickets are read and written: the tenant's staff (every ticket, internal notes, the workflow) or a signed-in
 * portal client (their own tickets and the public replies only).
 */
export type HelpdeskScope = { kind: "staff"; tenantId: string } | { kind: "portal" };

/** Staff list filters: who the ticket is assigned to, and a title search (both applied by the server). */
export interface TicketFilters {
  /** "all", "me", "unassigned" or a staff member's id. */
  assignee: string;
  search: string;
}

export const NO_TICKET_FILTERS: TicketFilters = { assignee: "all", search: "" };

export interface TicketFormValues {
  title: string;
  description: string;
  /** A key of the workspace's ticket categories. */
  type: string;
  priority: TicketPriority;
}

export interface TicketChanges {
  status?: TicketStatus;
  priority?: TicketPriority;
  assigneeId?: string | null;
}

export interface CommentBody {
  content: string;
  isInternal: boolean;
}

export interface StaffMember {
  id: string;
  name: string;
  role: string;
}

function scopeKey(scope: HelpdeskScope): string {
  return scope.kind === "staff" ? scope.tenantId : "portal";
}

/** The staff list's query: only the filters that are set (both applied by the server). */
function ticketQuery(filters: TicketFilters) {
  return {
    assignee: filters.assignee === "all" ? undefined : filters.assignee,
    search: filters.search.trim() || undefined,
  };
}

const scopePrefix = (scope: HelpdeskScope) => ["helpdesk", scopeKey(scope)] as const;

/**
 * Query keys: each is its endpoint's key (`keyOf`) behind ["helpdesk", tenantId | "portal"], so one invalidation
 * refreshes everything of one scope.
 */
export const helpdeskKeys = {
  all: scopePrefix,
  tickets: (scope: HelpdeskScope, filters: TicketFilters = NO_TICKET_FILTERS) => [
    ...scopePrefix(scope),
    ...(scope.kind === "portal"
      ? keyOf(helpdeskApi.portalListTickets, {})
      : keyOf(helpdeskApi.listTickets, { params: { tenantId: scope.tenantId }, query: ticketQuery(filters) })),
  ],
  comments: (scope: HelpdeskScope, ticketId: string) => [
    ...scopePrefix(scope),
    ...keyOf(commentsEndpoint(scope), { params: { ticketId } }),
  ],
  staff: () => ["helpdesk", ...keyOf(helpdeskApi.listStaff, {})],
};

/** The staff list (with filters) of the tenant, or a portal client's own tickets. */
export function fetchTickets(scope: HelpdeskScope, filters: TicketFilters = NO_TICKET_FILTERS): Promise<Ticket[]> {
  if (scope.kind === "portal") return call(helpdeskApi.portalListTickets, {});
  return call(helpdeskApi.listTickets, { params: { tenantId: scope.tenantId }, query: ticketQuery(filters) });
}

/** Opens a ticket: staff send tenantId and submittedBy (SPEC §7), a portal client neither. */
export function createTicket(
  scope: HelpdeskScope,
  values: TicketFormValues,
  submittedBy?: string | null,
): Promise<Ticket> {
  if (scope.kind === "portal") {
    // The staff set the priority; a client names only the topic.
    const { priority: _priority, ...body } = values;
    return call(helpdeskApi.portalCreateTicket, { body });
  }
  return call(helpdeskApi.createTicket, {
    body: { ...values, tenantId: scope.tenantId, ...(submittedBy ? { submittedBy } : {}) },
  });
}

/** Staff only: a ticket's status, priority or assignee. */
export function updateTicket(ticketId: string, changes: TicketChanges): Promise<Ticket> {
  return call(helpdeskApi.updateTicket, { params: { ticketId }, body: changes });
}

function commentsEndpoint(scope: HelpdeskScope) {
  return scope.kind === "staff" ? helpdeskApi.listComments : helpdeskApi.portalListComments;
}

/** A ticket's comments, oldest first: staff see internal notes too, a client only the public replies. */
export function fetchComments(scope: HelpdeskScope, ticketId: string): Promise<TicketComment[]> {
  return call(commentsEndpoint(scope), { params: { ticketId } });
}

/** Adds a comment; a client's is always public (the portal endpoint takes no isInternal). */
export function addComment(scope: HelpdeskScope, ticketId: string, body: CommentBody): Promise<TicketComment> {
  if (scope.kind === "staff") return call(helpdeskApi.addComment, { params: { ticketId }, body });
  return call(helpdeskApi.portalAddComment, { params: { ticketId }, body: { content: body.content } });
}

/** Who a ticket can be assigned to. */
export function fetchStaff(): Promise<StaffMember[]> {
  return call(helpdeskApi.listStaff, {});
}
