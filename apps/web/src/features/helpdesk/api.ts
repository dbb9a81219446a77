import type { Ticket, TicketComment, TicketPriority, TicketStatus, TicketType } from "@engagesuite/shared";
import { getJson, sendJson } from "@/lib/api";

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
  type: TicketType;
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

/** Query keys: everything of one scope starts with ["helpdesk", tenantId | "portal"], so one invalidation refreshes it. */
export const helpdeskKeys = {
  all: (scope: HelpdeskScope) => ["helpdesk", scopeKey(scope)] as const,
  tickets: (scope: HelpdeskScope, filters: TicketFilters = NO_TICKET_FILTERS) =>
    ["helpdesk", scopeKey(scope), "tickets", filters] as const,
  comments: (scope: HelpdeskScope, ticketId: string) => ["helpdesk", scopeKey(scope), "comments", ticketId] as const,
  staff: () => ["helpdesk", "staff"] as const,
};

/** GET /api/helpdesk/tickets/tenant/{tenantId} (staff, with filters) or GET /api/client-portal/tickets (own). */
export function fetchTickets(scope: HelpdeskScope, filters: TicketFilters = NO_TICKET_FILTERS): Promise<Ticket[]> {
  if (scope.kind === "portal") return getJson<Ticket[]>("/api/client-portal/tickets");
  const query = new URLSearchParams();
  if (filters.assignee !== "all") query.set("assignee", filters.assignee);
  const search = filters.search.trim();
  if (search) query.set("search", search);
  const text = query.toString();
  return getJson<Ticket[]>(
    `/api/helpdesk/tickets/tenant/${encodeURIComponent(scope.tenantId)}${text ? `?${text}` : ""}`,
  );
}

/** POST /api/helpdesk/tickets (SPEC §7: with tenantId and submittedBy) or POST /api/client-portal/tickets. */
export function createTicket(
  scope: HelpdeskScope,
  values: TicketFormValues,
  submittedBy?: string | null,
): Promise<Ticket> {
  if (scope.kind === "portal") return sendJson<Ticket>("POST", "/api/client-portal/tickets", values);
  return sendJson<Ticket>("POST", "/api/helpdesk/tickets", {
    ...values,
    tenantId: scope.tenantId,
    ...(submittedBy ? { submittedBy } : {}),
  });
}

/** PATCH /api/helpdesk/tickets/{ticketId} (staff only): status, priority or assignee. */
export function updateTicket(ticketId: string, changes: TicketChanges): Promise<Ticket> {
  return sendJson<Ticket>("PATCH", `/api/helpdesk/tickets/${encodeURIComponent(ticketId)}`, changes);
}

function commentsPath(scope: HelpdeskScope, ticketId: string): string {
  const base = scope.kind === "staff" ? "/api/helpdesk/tickets" : "/api/client-portal/tickets";
  return `${base}/${encodeURIComponent(ticketId)}/comments`;
}

/** A ticket's comments, oldest first: staff see internal notes too, a client only the public replies. */
export function fetchComments(scope: HelpdeskScope, ticketId: string): Promise<TicketComment[]> {
  return getJson<TicketComment[]>(commentsPath(scope, ticketId));
}

/** Adds a comment; a client's is always public (the portal route takes no isInternal). */
export function addComment(scope: HelpdeskScope, ticketId: string, body: CommentBody): Promise<TicketComment> {
  const payload = scope.kind === "staff" ? body : { content: body.content };
  return sendJson<TicketComment>("POST", commentsPath(scope, ticketId), payload);
}

/** GET /api/helpdesk/staff: who a ticket can be assigned to. */
export function fetchStaff(): Promise<StaffMember[]> {
  return getJson<StaffMember[]>("/api/helpdesk/staff");
}
