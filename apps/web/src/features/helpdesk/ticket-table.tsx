import { slaState, type Ticket, type TicketSort, ticketDisplayId } from "@engagesuite/shared";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Checkbox } from "@/components/ui/checkbox";
import { HIGHLIGHTED_ROW } from "@/lib/use-saved-highlight";
import { cn } from "@/lib/utils";
import { formatAge, formatSla } from "./format";
import { TicketPriorityBadge, TicketStatusBadge } from "./ticket-badges";

/** Who asked: the contact, else whoever opened it (a portal client, a staff member), else the mail's sender. */
export function requesterOf(ticket: Ticket): string {
  return ticket.contactName ?? ticket.submittedByName ?? ticket.requesterEmail ?? "—";
}

function SlaCell({ ticket, now }: { ticket: Ticket; now: Date }) {
  const state = slaState(ticket, now);
  const text = formatSla(state);
  const breached = state !== null && state.clock !== "met" && state.breached;
  return (
    <span
      data-sla={state === null ? "none" : state.clock === "met" ? "met" : breached ? "breached" : "running"}
      className={cn(
        "whitespace-nowrap tabular-nums",
        breached && "font-medium text-red-700 dark:text-red-300",
        state?.clock === "met" && "text-emerald-700 dark:text-emerald-300",
        state === null && "text-muted-foreground",
      )}
    >
      {text}
    </span>
  );
}

/** A header that sorts on the server (created or priority); the arrow shows the current order. */
function SortHeader({
  label,
  sort,
  current,
  order,
  onSort,
  className,
}: {
  label: string;
  sort: TicketSort;
  current: TicketSort;
  order: "asc" | "desc";
  onSort: (sort: TicketSort, order: "asc" | "desc") => void;
  className?: string;
}) {
  const active = current === sort;
  // Age reads the other way round from created: the oldest (largest age) first is created ascending.
  const Icon = !active ? ArrowUpDown : order === "desc" ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      className={cn("px-3 py-2 font-medium", className)}
      aria-sort={active ? (order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => onSort(sort, active && order === "desc" ? "asc" : "desc")}
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-50")} />
      </button>
    </th>
  );
}

/** A cell's phone label: hidden from md up, where the column header names it. */
function PhoneLabel({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground md:hidden">{children} </span>;
}

/**
 * The triage table (issue 22): number, title, requester, status, priority, assignee, age and SLA, a checkbox a row
 * for the bulk changes, and headers that sort on the server. Below md each row folds into a compact block (title,
 * then its badges and facts wrapping), so nothing overflows a phone.
 */
export function TicketTable({
  tickets,
  label,
  selected,
  onSelect,
  onSelectAll,
  hrefOf,
  sort,
  order,
  onSort,
  now,
  highlightedId,
}: {
  tickets: Ticket[];
  label: string;
  selected: ReadonlySet<string>;
  onSelect: (ticket: Ticket, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  /** The ticket's own URL (a link: opens it here, or in a new tab). */
  hrefOf: (ticket: Ticket) => { search: string };
  sort: TicketSort;
  order: "asc" | "desc";
  onSort: (sort: TicketSort, order: "asc" | "desc") => void;
  now: Date;
  /** The ticket just created or changed: its row is highlighted. */
  highlightedId?: string | null;
}) {
  const all = tickets.length > 0 && tickets.every((t) => selected.has(t.id));
  const some = !all && tickets.some((t) => selected.has(t.id));
  return (
    <div className="rounded-lg border bg-card md:overflow-x-auto">
      <table aria-label={label} className="w-full text-sm max-md:block">
        <thead className="border-b bg-muted/40 text-left text-muted-foreground text-xs max-md:hidden">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <Checkbox
                aria-label="Select all shown"
                checked={all ? true : some ? "indeterminate" : false}
                onCheckedChange={(checked) => onSelectAll(checked === true)}
              />
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              #
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Title
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Requester
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <SortHeader label="Priority" sort="priority" current={sort} order={order} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-medium">
              Assignee
            </th>
            <SortHeader label="Age" sort="created" current={sort} order={order} onSort={onSort} />
            <SortHeader
              label="Updated"
              sort="updated"
              current={sort}
              order={order}
              onSort={onSort}
              className="max-2xl:hidden"
            />
            <th scope="col" className="px-3 py-2 font-medium">
              SLA
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {tickets.map((ticket) => {
            const checked = selected.has(ticket.id);
            const id = ticketDisplayId(ticket.number);
            return (
              <tr
                key={ticket.id}
                data-ticket={ticket.number}
                data-selected={checked || undefined}
                data-highlighted={ticket.id === highlightedId || undefined}
                className={cn(
                  "border-b last:border-b-0 hover:bg-muted/40 data-[selected]:bg-accent/60",
                  HIGHLIGHTED_ROW,
                  "max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-3 max-md:gap-y-1.5 max-md:py-3 max-md:pr-3 max-md:pl-11 max-md:relative",
                )}
              >
                <td className="w-10 px-3 py-2 align-middle max-md:absolute max-md:top-3 max-md:left-0 max-md:py-0.5">
                  <Checkbox
                    aria-label={`Select ${id}`}
                    checked={checked}
                    onCheckedChange={(value) => onSelect(ticket, value === true)}
                  />
                </td>
                <td className="whitespace-nowrap px-3 py-2 font-mono text-muted-foreground text-xs tabular-nums max-md:hidden">
                  {id}
                </td>
                <td className="min-w-[12rem] max-w-[24rem] px-3 py-2 max-md:w-full max-md:min-w-0 max-md:max-w-none max-md:p-0">
                  <Link
                    to={hrefOf(ticket)}
                    state={{ fromList: true }}
                    className="line-clamp-2 break-words font-medium hover:underline focus-visible:underline"
                  >
                    <span className="font-mono font-normal text-muted-foreground text-xs md:hidden">{id} </span>
                    {ticket.title}
                  </Link>
                </td>
                <td className="max-w-[10rem] truncate px-3 py-2 max-md:order-last max-md:max-w-full max-md:p-0 max-md:text-xs">
                  <PhoneLabel>From</PhoneLabel>
                  {requesterOf(ticket)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 max-md:p-0">
                  <TicketStatusBadge status={ticket.status} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 max-md:p-0">
                  <TicketPriorityBadge priority={ticket.priority} />
                </td>
                <td className="max-w-[10rem] truncate px-3 py-2 max-md:order-last max-md:max-w-full max-md:p-0 max-md:text-xs">
                  <PhoneLabel>Assignee</PhoneLabel>
                  {ticket.assigneeName ?? <span className="text-muted-foreground">Unassigned</span>}
                </td>
                <td className="whitespace-nowrap px-3 py-2 tabular-nums max-md:p-0 max-md:text-xs">
                  <PhoneLabel>Age</PhoneLabel>
                  <time dateTime={ticket.createdAt} title={new Date(ticket.createdAt).toLocaleString()}>
                    {formatAge(ticket.createdAt, now)}
                  </time>
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground tabular-nums max-2xl:hidden">
                  <time dateTime={ticket.updatedAt} title={new Date(ticket.updatedAt).toLocaleString()}>
                    {formatAge(ticket.updatedAt, now)} ago
                  </time>
                </td>
                <td className="px-3 py-2 max-md:p-0 max-md:text-xs">
                  <PhoneLabel>SLA</PhoneLabel>
                  <SlaCell ticket={ticket} now={now} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
