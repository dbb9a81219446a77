import type { Ticket, TicketComment } from "@engagesuite/shared";
import { vi } from "vitest";
import { jsonResponse } from "@/test/render";
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
    submittedBy: null,
    submittedByName: "Jamie Rivera",
    submitterEmailVerified: true,
    assigneeId: null,
    assigneeName: null,
    createdAt: "2024-01-05T12:00:00.000Z",
    updatedAt: "2024-01-05T12:00:00.000Z",
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
    ...over,
  };
}

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

type Failure = { status: number; message: string };

/**
 * A stateful help desk server for component tests (staff and portal routes): tickets and comments live in memory,
 * PATCH and POST change them, and any route can be made to fail.
 */
export function fakeHelpdeskApi(
  options: {
    tickets?: Ticket[];
    comments?: Record<string, TicketComment[]>;
    staff?: StaffMember[];
    fail?: Partial<Record<"list" | "create" | "update" | "comment" | "comments", Failure>>;
    /** Other GET answers by path ("/api/client-portal/me"). */
    extra?: Record<string, unknown>;
  } = {},
) {
  const tickets = [...(options.tickets ?? [])];
  const comments: Record<string, TicketComment[]> = { ...(options.comments ?? {}) };
  const staff = options.staff ?? STAFF;
  const fail = options.fail ?? {};
  const calls: RecordedCall[] = [];
  let next = 1000;

  const answer = (method: string, url: URL, body: unknown): Response => {
    const path = url.pathname;
    const failWith = (key: keyof typeof fail) => {
      const f = fail[key];
      return f ? jsonResponse(f.status, { message: f.message }) : null;
    };
    if (
      method === "GET" &&
      (path === `/api/helpdesk/tickets/tenant/${TENANT_ID}` || path === "/api/client-portal/tickets")
    ) {
      const failed = failWith("list");
      if (failed) return failed;
      const search = url.searchParams.get("search")?.toLowerCase();
      const assignee = url.searchParams.get("assignee");
      const list = tickets.filter((t) => {
        if (search && !t.title.toLowerCase().includes(search)) return false;
        if (assignee === "unassigned") return t.assigneeId === null;
        if (assignee === "me") return t.assigneeId === ME_ID;
        if (assignee) return t.assigneeId === assignee;
        return true;
      });
      return jsonResponse(200, list);
    }
    if (method === "POST" && (path === "/api/helpdesk/tickets" || path === "/api/client-portal/tickets")) {
      const failed = failWith("create");
      if (failed) return failed;
      next += 1;
      const ticket = makeTicket({ ...(body as Partial<Ticket>), number: next, status: "new" });
      tickets.unshift(ticket);
      return jsonResponse(201, ticket);
    }
    if (method === "GET" && path === "/api/helpdesk/staff") return jsonResponse(200, staff);
    const match = /^\/api\/(helpdesk|client-portal)\/tickets\/([^/]+)(\/comments)?$/.exec(path);
    if (match) {
      const ticket = tickets.find((t) => t.id === match[2]);
      if (!ticket) return jsonResponse(404, { message: "Ticket not found" });
      if (method === "PATCH" && !match[3]) {
        const failed = failWith("update");
        if (failed) return failed;
        const changes = body as Partial<Ticket>;
        const assignee = staff.find((s) => s.id === changes.assigneeId);
        Object.assign(ticket, changes, {
          updatedAt: new Date(Date.now() + next++ * 1000).toISOString(),
          ...("assigneeId" in changes ? { assigneeName: assignee?.name ?? null } : {}),
        });
        return jsonResponse(200, ticket);
      }
      if (method === "GET" && match[3]) {
        const failed = failWith("comments");
        if (failed) return failed;
        const list = comments[ticket.id] ?? [];
        return jsonResponse(200, match[1] === "client-portal" ? list.filter((c) => !c.isInternal) : list);
      }
      if (method === "POST" && match[3]) {
        const failed = failWith("comment");
        if (failed) return failed;
        if (ticket.status === "closed") {
          return jsonResponse(409, { message: "This ticket is closed and accepts no new comments." });
        }
        const payload = body as { content: string; isInternal?: boolean };
        const comment = makeComment({
          ticketId: ticket.id,
          content: payload.content,
          isInternal: payload.isInternal ?? false,
          fromStaff: match[1] === "helpdesk",
        });
        comments[ticket.id] = [...(comments[ticket.id] ?? []), comment];
        return jsonResponse(201, comment);
      }
    }
    return jsonResponse(404, { message: "Not found" });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    if (method === "GET" && options.extra && url.pathname in options.extra) {
      return jsonResponse(200, options.extra[url.pathname]);
    }
    if (url.pathname === "/api/auth/me") {
      return jsonResponse(200, { user: { id: ME_ID, role: "TENANT_ADMIN" } });
    }
    return answer(method, url, body);
  });
  vi.stubGlobal("fetch", fetchMock);

  const callsTo = (method: string, pathname: string | RegExp) =>
    calls.filter(
      (c) =>
        c.method === method &&
        (typeof pathname === "string" ? c.url.pathname === pathname : pathname.test(c.url.pathname)),
    );
  return { calls, callsTo, tickets, comments, fetchMock };
}
