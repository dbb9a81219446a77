import type { AuthEvent } from "@engagesuite/shared";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import { AUTH_EVENTS_LIMIT, useAuthEvents } from "./api";
import { formatClockTime, formatDateTime, NO_VALUE } from "./format";
import { AUTH_EVENT_OUTCOMES, AUTH_KIND_NAMES, AUTH_OUTCOME_BADGE, AUTH_OUTCOME_NAMES } from "./labels";

type Outcome = AuthEvent["outcome"];

const MONITOR_TEXT = {
  outcomeLabel: "Outcome",
  allOutcomes: "All outcomes",
  loadFailed: "Could not load the sign-in attempts",
  empty: "No sign-in attempts yet",
  noMatch: "No attempts with this outcome",
} as const;

/** The tenant column: a platform sign-in belongs to no tenant. */
function tenantLabel(event: AuthEvent): string {
  return event.tenantName ?? NO_VALUE;
}

/** The authentication monitor: recent sign-ins and failed attempts across the platform, refreshed every 10 s. */
export function AuthMonitor() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = useAuthEvents(outcome);
  const wide = useMediaQuery("(min-width: 768px)");
  const events = query.data ?? [];
  const failures = events.filter((e) => e.outcome !== "success").length;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FilterSelect
          label={MONITOR_TEXT.outcomeLabel}
          name="outcome"
          value={outcome}
          onChange={setOutcome}
          options={AUTH_EVENT_OUTCOMES}
          optionNames={AUTH_OUTCOME_NAMES}
          allLabel={MONITOR_TEXT.allOutcomes}
          className="sm:w-56"
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm sm:h-9">
          {query.data && (
            <span>
              {events.length} {events.length === 1 ? "attempt" : "attempts"}
              {!outcome && events.length > 0 ? ` · ${failures} not successful` : ""}
            </span>
          )}
          {query.dataUpdatedAt > 0 && (
            <span>
              Updated{" "}
              <time dateTime={new Date(query.dataUpdatedAt).toISOString()}>
                {formatClockTime(new Date(query.dataUpdatedAt))}
              </time>
            </span>
          )}
        </div>
      </div>

      {query.isError && !query.data ? (
        <LoadFailedAlert title={MONITOR_TEXT.loadFailed} onRetry={() => void query.refetch()}>
          {errorMessage(query.error, "The platform did not answer.")}
        </LoadFailedAlert>
      ) : query.isPending ? (
        <Card className="gap-0 py-2">
          {[0, 1, 2, 3, 4].map((n) => (
            <div key={n} className="flex items-center gap-4 border-b px-5 py-3 last:border-0">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-4 w-48" />
              <Skeleton className="ml-auto h-6 w-16" />
            </div>
          ))}
        </Card>
      ) : events.length === 0 ? (
        <Card className="items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted">
            <KeyRound className="size-6 text-muted-foreground" aria-hidden="true" />
          </span>
          <div className="space-y-1">
            <h2 className="font-semibold text-lg">{outcome ? MONITOR_TEXT.noMatch : MONITOR_TEXT.empty}</h2>
            <p className="text-muted-foreground text-sm">
              {outcome
                ? "Choose another outcome to see more."
                : "Sign-ins and failed attempts appear here as they happen."}
            </p>
          </div>
        </Card>
      ) : wide ? (
        <Card className="gap-0 overflow-hidden py-0">
          <Table>
            <caption className="sr-only">Recent sign-in attempts, newest first</caption>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-5">When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Tenant</TableHead>
                <TableHead>IP address</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead className="pr-5">Outcome</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {events.map((event) => (
                <TableRow key={event.id} data-testid="auth-event">
                  <TableCell className="pl-5 text-muted-foreground tabular-nums">
                    <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                  </TableCell>
                  <TableCell className="max-w-72 truncate font-medium">{event.identifier}</TableCell>
                  <TableCell className="max-w-56 truncate">{tenantLabel(event)}</TableCell>
                  <TableCell className="font-mono text-muted-foreground text-xs">{event.ip ?? NO_VALUE}</TableCell>
                  <TableCell>{AUTH_KIND_NAMES[event.kind]}</TableCell>
                  <TableCell className="pr-5">
                    <OutcomeBadge outcome={event.outcome} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {events.map((event) => (
            <li key={event.id} data-testid="auth-event">
              <Card className="gap-1.5 px-4 py-3">
                <div className="flex items-center justify-between gap-3">
                  <OutcomeBadge outcome={event.outcome} />
                  <time dateTime={event.occurredAt} className="text-muted-foreground text-xs tabular-nums">
                    {formatDateTime(event.occurredAt)}
                  </time>
                </div>
                <p className="font-medium text-sm [overflow-wrap:anywhere]">{event.identifier}</p>
                <p className="text-muted-foreground text-xs">
                  {AUTH_KIND_NAMES[event.kind]}
                  {event.tenantName ? ` · ${event.tenantName}` : ""}
                  {event.ip ? (
                    <>
                      {" "}
                      · <span className="font-mono">{event.ip}</span>
                    </>
                  ) : null}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {events.length >= AUTH_EVENTS_LIMIT && (
        <p className="text-muted-foreground text-xs">Showing the latest {AUTH_EVENTS_LIMIT} attempts.</p>
      )}
    </div>
  );
}

function OutcomeBadge({ outcome }: { outcome: Outcome }) {
  return (
    <Badge variant="outline" data-outcome={outcome} className={cn("font-medium", AUTH_OUTCOME_BADGE[outcome])}>
      {AUTH_OUTCOME_NAMES[outcome]}
    </Badge>
  );
}
