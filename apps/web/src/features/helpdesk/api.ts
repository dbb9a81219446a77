import {
  helpdeskApi,
  type Ticket,
  type TicketComment,
  type TicketCounts,
  type TicketPriority,
  type TicketSort,
  type TicketStatus,
} from "@engagesuite/shared";
import { call, callWithHeaders, keyOf } from "@/lib/api-client";

/**
 * Where tickets are read and written: the tenant's staff (every ticket, internal notes, the workflow) or a signed-in
 * portal client (their own tickets and the public replies only).
 */
export type HelpdeskScope = { kind: "staff"; tenantId: string } | { kind: "portal" };

/** Staff queue filters, search and sort: all applied by the server (issue 22). */
export interface TicketFilters {
  /** "all", "me", "unassigned" or a staff member's id. */
  assignee: string;
  search: string;
  /** "all" or a priority. */
  priority: string;
  /** "all" or a category key. */
  category: string;
  /** YYYY-MM-DD or "" (the workspace's days, both ends included). */
  createdFrom: string;
  createdTo: string;
  sort: TicketSort;
  order: "asc" | "desc";
}

export const NO_TICKET_FILTERS: TicketFilters = {
  assignee: "all",
  search: "",
  priority: "all",
  category: "all",
  createdFrom: "",
  createdTo: "",
  sort: "created",
  order: "desc",
};

/** Whether any filter or search narrows the list (the sort does not). */
export function isFiltered(filters: TicketFilters): boolean {
  return (
    filters.assignee !== "all" ||
    filters.search.trim() !== "" ||
    filters.priority !== "all" ||
    filters.category !== "all" ||
    filters.createdFrom !== "" ||
    filters.createdTo !== ""
  );
}

/** One page of the queue, its next cursor and (first page) the total of the tab and filters. */
export interface TicketPage {
  tickets: Ticket[];
  nextCursor: string | null;
  total: number | null;
  /** The total was counted up to a cap: "1,000+". */
  totalIsLowerBound: boolean;
}

export interface TicketFormValues {
  title: string;
  description: string;
  /** A key of the workspace's ticket categories. */
  type: string;
  priority: TicketPriority;
  /** Staff only: the contact the ticket is opened for (issue 22). */
  contactId?: string | null;
}

export interface TicketChanges {
  status?: TicketStatus;
  priority?: TicketPriority;
  assigneeId?: string | null;
}

export interface CommentBody {
  content: string;
  isInternal: boolean;
  /** Files to attach to the comment once it is posted (issue 22 point 5). */
  files?: File[];
}

export interface StaffMember {
  id: string;
  name: string;
  role: string;
}

function scopeKey(scope: HelpdeskScope): string {
  return scope.kind === "staff" ? scope.tenantId : "portal";
}

/** The staff list's query: only the filters that are set, the tab's statuses comma-separated. */
export function ticketQuery(filters: TicketFilters, statuses?: readonly string[], cursor?: string | null) {
  return {
    status: statuses?.length ? statuses.join(",") : undefined,
    assignee: filters.assignee === "all" ? undefined : filters.assignee,
    priority: filters.priority === "all" ? undefined : filters.priority,
    category: filters.category === "all" ? undefined : filters.category,
    createdFrom: filters.createdFrom || undefined,
    createdTo: filters.createdTo || undefined,
    search: filters.search.trim() || undefined,
    sort: filters.sort,
    order: filters.order,
    cursor: cursor ?? undefined,
  };
}

function countHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}

function toPage(tickets: Ticket[], headers: Headers): TicketPage {
  const exact = countHeader(headers, "X-Total-Count");
  const atLeast = countHeader(headers, "X-Total-Count-At-Least");
  return {
    tickets,
    nextCursor: headers.get("X-Next-Cursor") || null,
    total: exact ?? atLeast,
    totalIsLowerBound: exact === null && atLeast !== null,
  };
}

const scopePrefix = (scope: HelpdeskScope) => ["helpdesk", scopeKey(scope)] as const;

/**
 * Query keys: each is its endpoint's key (`keyOf`) behind ["helpdesk", tenantId | "portal"], so one invalidation
 * refreshes everything of one scope.
 */
export const helpdeskKeys = {
  all: scopePrefix,
  tickets: (scope: HelpdeskScope, filters: TicketFilters = NO_TICKET_FILTERS, statuses?: readonly string[]) => [
    ...scopePrefix(scope),
    ...(scope.kind === "portal"
      ? keyOf(helpdeskApi.portalListTickets, { query: {} })
      : keyOf(helpdeskApi.listTickets, {
          params: { tenantId: scope.tenantId },
          query: ticketQuery(filters, statuses),
        })),
  ],
  counts: (tenantId: string) => [
    ...scopePrefix({ kind: "staff", tenantId }),
    ...keyOf(helpdeskApi.ticketCounts, { params: { tenantId } }),
  ],
  comments: (scope: HelpdeskScope, ticketId: string) => [
    ...scopePrefix(scope),
    ...keyOf(commentsEndpoint(scope), { params: { ticketId } }),
  ],
  staff: () => ["helpdesk", ...keyOf(helpdeskApi.listStaff, {})],
  ticket: (tenantId: string, ticketId: string) => [
    ...scopePrefix({ kind: "staff", tenantId }),
    ...keyOf(helpdeskApi.getTicket, { params: { ticketId } }),
  ],
  contactTickets: (tenantId: string, contactId: string) => [
    ...scopePrefix({ kind: "staff", tenantId }),
    "contact",
    contactId,
  ],
};

/** Staff: one ticket by its id (a ticket's own URL). */
export function fetchTicket(ticketId: string): Promise<Ticket> {
  return call(helpdeskApi.getTicket, { params: { ticketId } });
}

/** Staff: one change to several tickets, all or none (issue 22). */
export function bulkUpdateTickets(ids: string[], change: TicketChanges): Promise<Ticket[]> {
  return call(helpdeskApi.bulkUpdateTickets, { body: { ids, change } });
}

/** Staff: a contact's tickets, newest first, a page at a time. */
export async function fetchContactTickets(tenantId: string, contactId: string, cursor: string | null) {
  const { data, headers } = await callWithHeaders(helpdeskApi.listTickets, {
    params: { tenantId },
    query: { contactId, limit: 10, cursor: cursor ?? undefined },
  });
  return toPage(data, headers);
}

/** One page of the staff queue (a tab's statuses, the filters), or of a portal client's own tickets. */
export async function fetchTicketPage(
  scope: HelpdeskScope,
  filters: TicketFilters,
  statuses: readonly string[] | undefined,
  cursor: string | null,
  limit?: number,
): Promise<TicketPage> {
  if (scope.kind === "portal") {
    const { data, headers } = await callWithHeaders(helpdeskApi.portalListTickets, {
      query: { cursor: cursor ?? undefined, limit },
    });
    return toPage(data, headers);
  }
  const { data, headers } = await callWithHeaders(helpdeskApi.listTickets, {
    params: { tenantId: scope.tenantId },
    query: ticketQuery(filters, statuses, cursor),
  });
  return toPage(data, headers);
}

/** How many tickets the tenant has in each status (exact, from the server). */
export function fetchTicketCounts(tenantId: string): Promise<TicketCounts> {
  return call(helpdeskApi.ticketCounts, { params: { tenantId } });
}

/** Opens a ticket: staff send tenantId and submittedBy (SPEC §7), a portal client neither. */
export function createTicket(
  scope: HelpdeskScope,
  values: TicketFormValues,
  submittedBy?: string | null,
): Promise<Ticket> {
  if (scope.kind === "portal") {
    // The staff set the priority; a client names only the topic.
    const { priority: _priority, contactId: _contactId, ...body } = values;
    return call(helpdeskApi.portalCreateTicket, { body });
  }
  const { contactId, ...rest } = values;
  return call(helpdeskApi.createTicket, {
    body: {
      ...rest,
      tenantId: scope.tenantId,
      ...(submittedBy ? { submittedBy } : {}),
      ...(contactId ? { contactId } : {}),
    },
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
  const { content, isInternal } = body;
  if (scope.kind === "staff")
    return call(helpdeskApi.addComment, { params: { ticketId }, body: { content, isInternal } });
  return call(helpdeskApi.portalAddComment, { params: { ticketId }, body: { content } });
}

/** Who a ticket can be assigned to. */
export function fetchStaff(): Promise<StaffMember[]> {
  return call(helpdeskApi.listStaff, {});
}
