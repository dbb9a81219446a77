import { HELPDESK_MESSAGES, type Ticket } from "@engagesuite/shared";
import { AlertCircle, Loader2, type LucideIcon, Plus, Ticket as TicketIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type HeadingLevel, TicketCard } from "./ticket-card";

const GRID = "grid gap-4 lg:grid-cols-2";

/** The ticket cards, newest first as the server sends them. */
export function TicketGrid({
  tickets,
  onOpen,
  headingLevel,
  showAssignee,
  label = "Tickets",
  highlightedId,
}: {
  tickets: Ticket[];
  onOpen: (ticket: Ticket) => void;
  headingLevel?: HeadingLevel;
  showAssignee?: boolean;
  label?: string;
  /** The ticket just created or changed: its card is highlighted. */
  highlightedId?: string | null;
}) {
  return (
    <ul className={GRID} aria-label={label}>
      {tickets.map((ticket) => (
        <li key={ticket.id} className="flex min-w-0">
          <TicketCard
            ticket={ticket}
            onOpen={onOpen}
            headingLevel={headingLevel}
            showAssignee={showAssignee}
            highlighted={ticket.id === highlightedId}
          />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the list loads. */
export function TicketListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={GRID} data-testid="tickets-loading">
      <span className="sr-only" role="status">
        Loading tickets
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <div className="flex justify-between">
            <Skeleton className="h-4 w-14" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-14" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** SPEC §8: 'There was a problem loading your tickets. Please try again.' */
export function TicketListError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>Error</AlertTitle>
      <AlertDescription>
        <p>{HELPDESK_MESSAGES.listFailed}</p>
        <Button type="button" variant="outline" size="sm" className="mt-1" disabled={retrying} onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** An empty list: an icon, a line and, when given, an action. */
export function TicketEmptyState({
  title,
  description,
  action,
  icon: Icon = TicketIcon,
  headingLevel = 3,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: LucideIcon;
  headingLevel?: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <Heading className="font-semibold text-base">{title}</Heading>
        {description && <p className="max-w-sm text-pretty text-muted-foreground text-sm">{description}</p>}
      </div>
      {action}
    </div>
  );
}

export function CreateTicketButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** "Showing 50 of 520" and the button that reads the next page. */
export function TicketPager({
  shown,
  total,
  totalIsLowerBound,
  hasMore,
  loading,
  onMore,
}: {
  shown: number;
  total: number | null;
  totalIsLowerBound: boolean;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  const of = total === null ? null : `${total.toLocaleString()}${totalIsLowerBound ? "+" : ""}`;
  return (
    <div className="flex flex-col items-center gap-2 pt-1 sm:flex-row sm:justify-between">
      <p className="text-muted-foreground text-sm tabular-nums" role="status" data-testid="ticket-pager-status">
        {of ? `Showing ${shown.toLocaleString()} of ${of}` : `Showing ${shown.toLocaleString()}`}
      </p>
      {hasMore && (
        <Button type="button" variant="outline" onClick={onMore} disabled={loading} className="w-full sm:w-auto">
          {loading && <Loader2 className="animate-spin" aria-hidden="true" />}
          Load more
        </Button>
      )}
    </div>
  );
}
