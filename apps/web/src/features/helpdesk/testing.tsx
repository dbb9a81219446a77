import { TICKET_STATUSES, type Ticket, type TicketComment } from "@engagesuite/shared";
import { http } from "msw";
import { choiceHandlers } from "@/features/choices/testing";
import { type ApiCall, callLog, jsonAnswer, server } from "@/test/server";
import type { StaffMember } from "./api";

export const TENANT_ID = "00000000-0000-4000-8000-000000000001";
export const ME_ID = "00000000-0000-4000-8000-00000000a001";
export const STAFF: StaffMember[] = [
  { id: ME_ID, name: "Ada Admin", role: "TENANT_ADMIN" },
  { id: "00000000-0000-4000-8000-00000000a002", name: "Sam Staff", role: "STAFF" },
];

let sequence = 0;

function uuid(n: number, prefix = "c"): string {
  return `00000000-0000-4000-8000-${prefix}${String(n).padStart(11, "0")}`;
}

export function makeTicket(over: Partial<Ticket> = {}): Ticket {
  sequence += 1;
  return {
    id: uuid(sequence, "d"),
    number: sequence,
    title: `Ticket ${sequence}`,
    description: "Something does not work.",
    type: "technical_support",
    priority: "medium",
    status: "open",
    tenantId: TENANT_ID,
    contactId: null,
    contactName: null,
    submittedBy: null,
    submittedByName: "Jamie Rivera",
    submitterEmailVerified: true,
    assigneeId: null,
    assigneeName: null,
    createdAt: "2024-01-05T12:00:00.000Z",
    updatedAt: "2024-01-05T12:00:00.000Z",
    requesterEmail: null,
    firstResponseDueAt: null,
    firstRespondedAt: null,
    resolutionDueAt: null,
    resolvedAt: null,
    ...over,
  };
}

export function makeComment(over: Partial<TicketComment> = {}): TicketComment {
  sequence += 1;
  return {
    id: uuid(sequence, "e"),
    ticketId: uuid(1, "d"),
    content: `Comment ${sequence}`,
    isInternal: false,
    createdByName: "Ada Admin",
    fromStaff: true,
    createdAt: "2024-01-06T09:30:00.000Z",
    source: "web",
    attachments: [],
    ...over,
  };
}

export type RecordedCall = ApiCall;

type Failure = { status: number; message: string };

/**
 * A stateful help desk server for component tests (staff and portal routes), as MSW handlers added with
 * `server.use`: tickets and comments live in memory, PATCH and POST change them, and any route can be made to fail.
 */
export function fakeHelpdeskApi(
  options: {
    tickets?: Ticket[];
    comments?: Record<string, TicketComment[]>;
    staff?: StaffMember[];
    fail?: Partial<Record<"list" | "create" | "update" | "bulk" | "comment" | "comments", Failure>>;
    /** Other GET answers by path ("/api/client-portal/me"). */
    extra?: Record<string, unknown>;
  } = {},
) {
  const tickets = [...(options.tickets ?? [])];
  const comments: Record<string, TicketComment[]> = { ...(options.comments ?? {}) };
  const staff = options.staff ?? STAFF;
  const fail = options.fail ?? {};
  const log = callLog();
  let next = 1000;

  const json = (status: number, body: unknown) => jsonAnswer({ status, body });
  /** The failure a test asked for on this route, if any. */
  const failure = (key: keyof typeof fail) => {
    const f = fail[key];
    return f ? json(f.status, { message: f.message }) : undefined;
  };
  const notFound = () => json(404, { message: "Ticket not found" });

  const list = ({ request }: { request: Request }) => {
    const failed = failure("list");
    if (failed) return failed;
    const url = new URL(request.url);
    const search = url.searchParams.get("search")?.toLowerCase();
    const assignee = url.searchParams.get("assignee");
    const statuses = url.searchParams.get("status")?.split(",");
    const priority = url.searchParams.get("priority");
    const category = url.searchParams.get("category");
    const found = tickets.filter((t) => {
      if (search && !t.title.toLowerCase().includes(search)) return false;
      if (statuses && !statuses.includes(t.status)) return false;
      if (priority && t.priority !== priority) return false;
      if (category && t.type !== category) return false;
      if (assignee === "unassigned") return t.assigneeId === null;
      if (assignee === "me") return t.assigneeId === ME_ID;
      if (assignee) return t.assigneeId === assignee;
      return true;
    });
    if (url.searchParams.get("order") === "asc") found.reverse();
    // Pages as the server's keyset would cut them (the cursor here is an offset, opaque to the app).
    const limit = Number(url.searchParams.get("limit") ?? 50);
    const from = Number(url.searchParams.get("cursor") ?? 0);
    const page = found.slice(from, from + limit);
    const headers: Record<string, string> = {};
    if (from + limit < found.length) headers["X-Next-Cursor"] = String(from + limit);
    if (from === 0) headers["X-Total-Count"] = String(found.length);
    return jsonAnswer({ status: 200, body: page, headers });
  };
  /** POST /api/helpdesk/tickets/bulk: all or none, as the server (an unknown id is a 404 and changes nothing). */
  const bulk = async ({ request }: { request: Request }) => {
    const failed = failure("bulk");
    if (failed) return failed;
    const { ids, change } = (await request.json()) as { ids: string[]; change: Partial<Ticket> };
    const chosen = ids.map((id) => tickets.find((t) => t.id === id));
    if (chosen.some((t) => !t))
      return json(404, { message: "One or more tickets were not found; nothing was changed." });
    const assignee = staff.find((s) => s.id === change.assigneeId);
    for (const ticket of chosen as Ticket[]) {
      Object.assign(ticket, change, {
        updatedAt: new Date(Date.now() + next++ * 1000).toISOString(),
        ...("assigneeId" in change ? { assigneeName: assignee?.name ?? null } : {}),
      });
    }
    return json(200, chosen);
  };
  const counts = () =>
    json(200, Object.fromEntries(TICKET_STATUSES.map((s) => [s, tickets.filter((t) => t.status === s).length])));
  const create = async ({ request }: { request: Request }) => {
    const failed = failure("create");
    if (failed) return failed;
    next += 1;
    const ticket = makeTicket({ ...((await request.json()) as Partial<Ticket>), number: next, status: "new" });
    tickets.unshift(ticket);
    return json(201, ticket);
  };
  /** /api/{helpdesk|client-portal}/tickets/:id and its /comments: an unknown ticket is a 404 whatever the method. */
  const ticketRoute =
    (onComments: boolean) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const area = params.area;
      if (area !== "helpdesk" && area !== "client-portal") return undefined;
      const ticket = tickets.find((t) => t.id === params.id);
      if (!ticket) return notFound();
      if (request.method === "PATCH" && !onComments) {
        const failed = failure("update");
        if (failed) return failed;
        const changes = (await request.json()) as Partial<Ticket>;
        const assignee = staff.find((s) => s.id === changes.assigneeId);
        Object.assign(ticket, changes, {
          updatedAt: new Date(Date.now() + next++ * 1000).toISOString(),
          ...("assigneeId" in changes ? { assigneeName: assignee?.name ?? null } : {}),
        });
        return json(200, ticket);
      }
      if (request.method === "GET" && !onComments && area === "helpdesk") return json(200, ticket);
      if (request.method === "GET" && onComments) {
        const failed = failure("comments");
        if (failed) return failed;
        const all = comments[ticket.id] ?? [];
        return json(200, area === "client-portal" ? all.filter((c) => !c.isInternal) : all);
      }
      if (request.method === "POST" && onComments) {
        const failed = failure("comment");
        if (failed) return failed;
        if (ticket.status === "closed") {
          return json(409, { message: "This ticket is closed and accepts no new comments." });
        }
        const payload = (await request.json()) as { content: string; isInternal?: boolean };
        const comment = makeComment({
          ticketId: ticket.id,
          content: payload.content,
          isInternal: payload.isInternal ?? false,
          fromStaff: area === "helpdesk",
        });
        comments[ticket.id] = [...(comments[ticket.id] ?? []), comment];
        return json(201, comment);
      }
      return undefined;
    };

  server.use(
    log.recorder,
    ...Object.entries(options.extra ?? {}).map(([path, body]) => http.get(path, () => json(200, body))),
    http.all("/api/auth/me", () => json(200, { user: { id: ME_ID, role: "TENANT_ADMIN" } })),
    http.get(`/api/helpdesk/tickets/tenant/${TENANT_ID}`, list),
    http.get(`/api/helpdesk/tickets/tenant/${TENANT_ID}/counts`, counts),
    http.get("/api/client-portal/tickets", list),
    http.post("/api/helpdesk/tickets", create),
    http.post("/api/client-portal/tickets", create),
    http.get("/api/helpdesk/staff", () => json(200, staff)),
    http.post("/api/helpdesk/tickets/bulk", bulk),
    ...choiceHandlers(),
    http.all("/api/:area/tickets/:id", ticketRoute(false)),
    http.all("/api/:area/tickets/:id/comments", ticketRoute(true)),
    http.all("/api/*", () => json(404, { message: "Not found" })),
  );

  return { calls: log.calls, callsTo: log.callsTo, tickets, comments };
}
