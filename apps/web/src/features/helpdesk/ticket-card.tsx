import { type Ticket, ticketDisplayId } from "@engagesuite/shared";
import { CalendarDays, UserRound } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { HIGHLIGHTED_ROW } from "@/lib/use-saved-highlight";
import { cn } from "@/lib/utils";
import { formatTicketDate } from "./format";
import { TicketPriorityBadge, TicketStatusBadge, TicketTypeBadge, UnverifiedRequesterBadge } from "./ticket-badges";

export type HeadingLevel = 2 | 3 | 4;

/**
 * One ticket (SPEC §2): '#00042', title, status badge, the description clamped to 2 lines, type and priority
 * badges, the created date and 'View Details'. Staff also see who it is assigned to.
 */
export function TicketCard({
  ticket,
  onOpen,
  headingLevel = 3,
  showAssignee = false,
  highlighted = false,
}: {
  ticket: Ticket;
  onOpen: (ticket: Ticket) => void;
  headingLevel?: HeadingLevel;
  showAssignee?: boolean;
  highlighted?: boolean;
}) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const created = formatTicketDate(ticket.createdAt);
  const createdValid = created !== "Invalid date" && created !== "N/A";
  return (
    <article
      aria-labelledby={titleId}
      data-ticket-number={ticket.number}
      data-highlighted={highlighted || undefined}
      className={cn(
        "flex w-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm hover:shadow-md sm:p-5",
        HIGHLIGHTED_ROW,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium font-mono text-muted-foreground text-xs tabular-nums">
          {ticketDisplayId(ticket.number)}
        </span>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <div className="min-w-0 space-y-1.5">
        <Heading id={titleId} className="break-words font-semibold text-base leading-snug">
          {ticket.title}
        </Heading>
        <p data-testid="ticket-description" className="line-clamp-2 break-words text-muted-foreground text-sm">
          {ticket.description}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <TicketTypeBadge type={ticket.type} />
        <TicketPriorityBadge priority={ticket.priority} />
        {showAssignee && ticket.submitterEmailVerified === false && <UnverifiedRequesterBadge />}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t pt-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-xs">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="sr-only">Created </span>
            {createdValid ? <time dateTime={ticket.createdAt}>{created}</time> : <span>{created}</span>}
          </span>
          {showAssignee && (
            <span className={cn("inline-flex min-w-0 items-center gap-1.5", !ticket.assigneeName && "italic")}>
              <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">
                {ticket.assigneeName ? (
                  <>
                    <span className="sr-only">Assigned to </span>
                    {ticket.assigneeName}
                  </>
                ) : (
                  "Unassigned"
                )}
              </span>
            </span>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full min-[400px]:w-auto"
          aria-describedby={titleId}
          onClick={() => onOpen(ticket)}
        >
          View Details
        </Button>
      </div>
    </article>
  );
}
