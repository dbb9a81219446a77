import { TICKET_COUNT_CAP, type Ticket, type TicketSort } from "@engagesuite/shared";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { contacts, portalClients, tenants, ticketCounts, tickets, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { isoMicros, isoMillis } from "../../db/timestamps";

export interface TicketFilter {
  statuses?: readonly string[];
  priorities?: readonly string[];
  /** A staff user id, or "unassigned". */
  assignee?: string;
  category?: string;
  contactId?: string;
  /** Dates (YYYY-MM-DD) in the workspace's time zone, both ends included. */
  createdFrom?: string;
  createdTo?: string;
  search?: string;
  /** A portal client's own tickets only. */
  clientId?: string;
  /** Whether a match in an internal note counts (staff), or only public comments (clients). */
  internalComments?: boolean;
}

export interface TicketPageRequest extends TicketFilter {
  sort: TicketSort;
  order: "asc" | "desc";
  limit: number;
}

/** What a ticket cursor decodes to: the sort and order it was written for, the last row's keys. */
export interface TicketCursor {
  s: string;
  v: string;
  r?: number;
  id: string;
}

const cursorShape = z.object({
  s: z.string().max(20),
  v: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  r: z.number().int().min(0).max(4).optional(),
  id: z.uuid(),
});

const cursorKey = (request: { sort: TicketSort; order: "asc" | "desc" }) => `${request.sort}:${request.order}`;

/**
 * A cursor from X-Next-Cursor, or null when it is not one the server wrote for this sort and order (base64url of
 * `{ s, v, r, id }`, a microsecond UTC timestamp that PostgreSQL reads back): anything else is a 400, never a bad cast.
 */
export function decodeTicketCursor(
  cursor: string | undefined,
  request: { sort: TicketSort; order: "asc" | "desc" },
): TicketCursor | null {
  if (!cursor || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = cursorShape.safeParse(json);
  if (!parsed.success || parsed.data.s !== cursorKey(request)) return null;
  if ((request.sort === "priority") !== (parsed.data.r !== undefined)) return null;
  if (!Number.isFinite(Date.parse(parsed.data.v))) return null;
  return parsed.data;
}

/**
 * The search as a prefix tsquery ('simple' config, as tickets.search): every word must match the start of a word of
 * the ticket, or of one of its comments. Only letters and digits reach to_tsquery, so no input is a syntax error.
 */
export function searchTsquery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 12)
        .map((w) => `${w}:*`)
        .join(" & ")
    : null;
}

/** "42", "#42" or "#00042": the ticket number a search names (with "#", only that ticket is searched for). */
export function searchNumber(search: string): number | null {
  const match = /^#?\s*0*(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

export interface TicketTotal {
  count: number;
  /** false when a filter's count reached TICKET_COUNT_CAP. */
  exact: boolean;
}

/**
 * What a page's statement depends on besides its values: which filters are set, the sort, a cursor, the total. The
 * queue is the desk's busiest read, so each shape is written once as SQL and runs as a named prepared statement
 * (parsed and planned once per connection), its rows already in the API's shape.
 */
interface PageShape {
  sort: TicketSort;
  order: "asc" | "desc";
  cursor: boolean;
  statuses: boolean;
  priorities: boolean;
  assignee: "any" | "unassigned" | "one";
  category: boolean;
  contact: boolean;
  client: boolean;
  createdFrom: boolean;
  createdTo: boolean;
  /** A ticket number searched for; words searched for in tickets and comments (and in internal notes too). */
  searchNumber: boolean;
  searchWords: "none" | "public" | "internal";
  /** A search that names neither: nothing matches. */
  searchNothing: boolean;
  /** Only statuses filter: the first page carries the total from the trigger-kept ticket_counts. */
  statusTotal: boolean;
}

function shapeOf(request: TicketPageRequest, cursor: boolean, withTotal: boolean) {
  const search = request.search;
  const number = search ? searchNumber(search) : null;
  const tsquery = search && !search.trim().startsWith("#") ? searchTsquery(search) : null;
  const shape: PageShape = {
    sort: request.sort,
    order: request.order,
    cursor,
    statuses: Boolean(request.statuses?.length),
    priorities: Boolean(request.priorities?.length),
    assignee: !request.assignee ? "any" : request.assignee === "unassigned" ? "unassigned" : "one",
    category: Boolean(request.category),
    contact: Boolean(request.contactId),
    client: Boolean(request.clientId),
    createdFrom: Boolean(request.createdFrom),
    createdTo: Boolean(request.createdTo),
    searchNumber: number !== null,
    searchWords: tsquery === null ? "none" : request.internalComments ? "internal" : "public",
    searchNothing: Boolean(search) && number === null && tsquery === null,
    statusTotal: false,
  };
  shape.statusTotal = withTotal && !cursor && !filtersBesidesStatus(shape);
  return { shape, number, tsquery };
}

/** Whether a shape filters by anything but statuses (a search of any kind included). */
function filtersBesidesStatus(s: PageShape): boolean {
  return (
    s.priorities ||
    s.assignee !== "any" ||
    s.category ||
    s.contact ||
    s.client ||
    s.createdFrom ||
    s.createdTo ||
    s.searchNumber ||
    s.searchWords !== "none" ||
    s.searchNothing
  );
}

/** Whether a shape filters the tenant's tickets by a value: its best plan depends on how many rows match. */
const filtersRows = (s: PageShape) => s.statuses || filtersBesidesStatus(s);

const p = (name: string) => sql.placeholder(name);

/** The workspace's time zone, for the created range's days. */
const tenantZone = sql`(select ${tenants.timeZone} from ${tenants} where ${tenants.id} = ${p("tenantId")})`;

/** Every filter of a shape as conditions on `tickets`. */
function filterConditions(shape: PageShape): SQL[] {
  const where: SQL[] = [eq(tickets.tenantId, p("tenantId"))];
  if (shape.statuses) where.push(sql`${tickets.status} = any(${p("statuses")}::text[])`);
  if (shape.priorities) where.push(sql`${tickets.priority} = any(${p("priorities")}::text[])`);
  if (shape.assignee === "unassigned") where.push(isNull(tickets.assigneeId));
  if (shape.assignee === "one") where.push(eq(tickets.assigneeId, p("assignee")));
  if (shape.category) where.push(eq(tickets.type, p("category")));
  if (shape.contact) where.push(eq(tickets.contactId, p("contactId")));
  if (shape.client) where.push(eq(tickets.submittedByClientId, p("clientId")));
  if (shape.createdFrom) {
    where.push(sql`${tickets.createdAt} >= (${p("createdFrom")}::date::timestamp at time zone ${tenantZone})`);
  }
  if (shape.createdTo) {
    where.push(sql`${tickets.createdAt} < ((${p("createdTo")}::date + 1)::timestamp at time zone ${tenantZone})`);
  }
  if (shape.searchNothing) where.push(sql`false`);
  // A search is the ids its ways of matching find. The words go through app_ticket_search (migration 0036): under RLS
  // `search @@ q` cannot use the GIN indexes, and a word in 20 titles read the tenant's 100,000 tickets (985 ms); the
  // function reads 20 index entries (bench/README.md).
  const matching: SQL[] = [];
  if (shape.searchNumber) {
    matching.push(
      sql`select ${tickets.id} from ${tickets} where ${tickets.tenantId} = ${p("tenantId")} and ${tickets.number} = ${p("number")}`,
    );
  }
  if (shape.searchWords !== "none") {
    const internal = shape.searchWords === "internal" ? sql`true` : sql`false`;
    matching.push(sql`select id from app_ticket_search(${p("tsquery")}, ${internal})`);
  }
  if (matching.length) where.push(sql`${tickets.id} in (${sql.join(matching, sql` union all `)})`);
  return where;
}

const submitter = alias(users, "submitter");
const assignee = alias(users, "assignee");
const personName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), '')`;

/** A ticket row in the API's shape (timestamps written by PostgreSQL), then the keyset keys of the cursor. */
const pageColumns = sql`${tickets.id} as "id", ${tickets.number} as "number", ${tickets.title} as "title",
  ${tickets.description} as "description", ${tickets.type} as "type", ${tickets.priority} as "priority",
  ${tickets.status} as "status", ${tickets.tenantId} as "tenantId",
  coalesce(${tickets.submittedByUserId}, ${tickets.submittedByClientId}) as "submittedBy",
  coalesce(${personName(submitter)}, ${submitter.username},
    nullif(trim(${portalClients.firstName} || ' ' || ${portalClients.lastName}), '')) as "submittedByName",
  case when ${portalClients.id} is null then null
    else ${portalClients.emailVerifiedAt} is not null end as "submitterEmailVerified",
  ${tickets.assigneeId} as "assigneeId", coalesce(${personName(assignee)}, ${assignee.username}) as "assigneeName",
  ${tickets.contactId} as "contactId", ${contacts.name} as "contactName", ${tickets.requesterEmail} as "requesterEmail",
  ${isoMillis(tickets.createdAt)} as "createdAt", ${isoMillis(tickets.updatedAt)} as "updatedAt",
  ${isoMillis(tickets.firstResponseDueAt)} as "firstResponseDueAt",
  ${isoMillis(tickets.firstRespondedAt)} as "firstRespondedAt",
  ${isoMillis(tickets.resolutionDueAt)} as "resolutionDueAt", ${isoMillis(tickets.resolvedAt)} as "resolvedAt",
  ${isoMicros(tickets.createdAt)} as "createdKey", ${isoMicros(tickets.updatedAt)} as "updatedKey",
  ${tickets.priorityRank} as "priorityRank"`;

const pageJoins = sql`left join ${users} "submitter" on ${submitter.id} = ${tickets.submittedByUserId}
  left join ${users} "assignee" on ${assignee.id} = ${tickets.assigneeId}
  left join ${portalClients} on ${portalClients.tenantId} = ${tickets.tenantId}
    and ${portalClients.id} = ${tickets.submittedByClientId}
  left join ${contacts} on ${contacts.tenantId} = ${tickets.tenantId} and ${contacts.id} = ${tickets.contactId}`;

/** After the cursor's row, as a row comparison the (tenant_id, …, id) index can start from. */
function keysetCondition(shape: PageShape): SQL {
  const op = sql.raw(shape.order === "asc" ? ">" : "<");
  if (shape.sort === "priority") {
    return sql`(${tickets.priorityRank}, ${tickets.createdAt}, ${tickets.id}) ${op} (${p("cursorRank")}::smallint, ${p("cursorValue")}::timestamptz, ${p("cursorId")}::uuid)`;
  }
  const column = shape.sort === "updated" ? tickets.updatedAt : tickets.createdAt;
  return sql`(${column}, ${tickets.id}) ${op} (${p("cursorValue")}::timestamptz, ${p("cursorId")}::uuid)`;
}

function orderOf(shape: PageShape): SQL {
  const dir = sql.raw(shape.order);
  if (shape.sort === "priority") {
    return sql`${tickets.priorityRank} ${dir}, ${tickets.createdAt} ${dir}, ${tickets.id} ${dir}`;
  }
  const column = shape.sort === "updated" ? tickets.updatedAt : tickets.createdAt;
  return sql`${column} ${dir}, ${tickets.id} ${dir}`;
}

type PageRow = Ticket & { createdKey: string; updatedKey: string; priorityRank: number | null; total: number | null };

const shapeKey = (s: PageShape) =>
  [
    s.sort,
    s.order,
    s.assignee,
    s.searchWords,
    ...[
      s.cursor,
      s.statuses,
      s.priorities,
      s.category,
      s.contact,
      s.client,
      s.createdFrom,
      s.createdTo,
      s.searchNumber,
      s.searchNothing,
      s.statusTotal,
    ].map(Number),
  ].join("_");

const pages = new Map<string, ReturnType<typeof preparedSql<PageRow>>>();
function pageStatement(shape: PageShape) {
  const key = shapeKey(shape);
  let statement = pages.get(key);
  if (!statement) {
    statement = preparedSql<PageRow>(
      `tickets_page_${key}`,
      () => {
        const where = filterConditions(shape);
        if (shape.cursor) where.push(keysetCondition(shape));
        const counted = [eq(ticketCounts.tenantId, p("tenantId"))];
        if (shape.statuses) counted.push(sql`${ticketCounts.status} = any(${p("statuses")}::text[])`);
        const total = shape.statusTotal
          ? sql`(select coalesce(sum(${ticketCounts.n}), 0)::int from ${ticketCounts} where ${and(...counted)})`
          : sql`null`;
        return sql`select ${pageColumns}, ${total} as "total" from ${tickets} ${pageJoins}
        where ${and(...where)} order by ${orderOf(shape)} limit ${p("limit")}`;
      },
      { planPerRun: filtersRows(shape) },
    );
    pages.set(key, statement);
  }
  return statement;
}

const counts = new Map<string, ReturnType<typeof preparedSql<{ n: number }>>>();
function countStatement(shape: PageShape) {
  const key = shapeKey({ ...shape, sort: "created", order: "desc", cursor: false, statusTotal: false });
  let statement = counts.get(key);
  if (!statement) {
    statement = preparedSql<{ n: number }>(
      `tickets_count_${key}`,
      () => sql`select count(*)::int as n from (select 1 from ${tickets} where ${and(...filterConditions(shape))}
        limit ${p("cap")}) as capped`,
      { planPerRun: true },
    );
    counts.set(key, statement);
  }
  return statement;
}

/**
 * One page of tickets by keyset: constant cost however deep the page (no OFFSET). `withTotal` (a first page) adds the
 * filter's total: exact from ticket_counts when only statuses filter, else counted up to TICKET_COUNT_CAP.
 */
export async function listTickets(
  db: Db,
  tenantId: string,
  request: TicketPageRequest,
  cursor: TicketCursor | null,
  options: { withTotal?: boolean } = {},
): Promise<{ tickets: Ticket[]; nextCursor: string | null; total: TicketTotal | null }> {
  const withTotal = Boolean(options.withTotal) && !cursor;
  const { shape, number, tsquery } = shapeOf(request, cursor !== null, withTotal);
  const values = {
    tenantId,
    statuses: request.statuses,
    priorities: request.priorities,
    assignee: request.assignee,
    category: request.category,
    contactId: request.contactId,
    clientId: request.clientId,
    createdFrom: request.createdFrom,
    createdTo: request.createdTo,
    number,
    tsquery,
    cursorRank: cursor?.r,
    cursorValue: cursor?.v,
    cursorId: cursor?.id,
    limit: request.limit + 1,
    cap: TICKET_COUNT_CAP,
  };
  // A filter's count goes out with its page: it is needed whenever the page is full, and when it is not the count
  // reads no more than the page did. One round trip for both (db/client.ts pipelines them).
  const counted = withTotal && !shape.statusTotal;
  return withTenant(db, tenantId, async (tx) => {
    const [rows, countRows] = await Promise.all([
      pageStatement(shape)(tx, values),
      counted ? countStatement(shape)(tx, values) : undefined,
    ]);
    const found: Ticket[] = [];
    for (const { createdKey: _c, updatedKey: _u, priorityRank: _r, total: _t, ...ticket } of rows.slice(
      0,
      request.limit,
    )) {
      found.push(ticket);
    }
    const last = rows[request.limit - 1];
    const nextCursor =
      rows.length > request.limit && last
        ? Buffer.from(
            JSON.stringify({
              s: cursorKey(request),
              v: request.sort === "updated" ? last.updatedKey : last.createdKey,
              ...(request.sort === "priority" ? { r: last.priorityRank ?? 0 } : {}),
              id: last.id,
            } satisfies TicketCursor),
          ).toString("base64url")
        : null;
    let total: TicketTotal | null = null;
    if (withTotal) {
      // No row: nothing has these statuses (the counts agree with the rows in every transaction).
      if (shape.statusTotal) total = { count: rows[0]?.total ?? 0, exact: true };
      else if (rows.length <= request.limit) total = { count: found.length, exact: true };
      else {
        const count = countRows?.[0]?.n ?? 0;
        total = { count, exact: count < TICKET_COUNT_CAP };
      }
    }
    return { tickets: found, nextCursor, total };
  });
}
