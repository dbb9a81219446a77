import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEvent } from "@engagesuite/shared";
import { useRef, useState } from "react";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api";
import { formatDate, formatNumber } from "@/lib/format";
import { type AuditFilters, useAuditEvents } from "./api";

/**
 * The workspace admin's audit log (issue 17 point 9): who did what, when and from which address; filtered by person
 * and action, newest first, more loaded from the server on demand. Read-only: nothing here edits an event.
 */
export function AuditLogSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const [filters, setFilters] = useState<AuditFilters>({ person: null, action: null });
  const events = useAuditEvents(tenantId, filters);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const total = events.data?.pages[0]?.total;
  // The people the log has shown so far stay choosable while a filter narrows the list.
  const people = useRef(new Map<string, string>());
  for (const row of rows) if (row.actorId) people.current.set(row.actorId, row.actorName ?? "Unknown");
  const personIds = [...people.current.keys()];
  const personNames = Object.fromEntries(people.current);

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title="Audit Log"
        description="Who signed in, imported, exported, deleted or changed settings, when and from where; kept for one year, unchangeable."
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          label="Person"
          name="person"
          value={filters.person}
          onChange={(person) => setFilters((f) => ({ ...f, person }))}
          options={personIds}
          optionNames={personNames}
          allLabel="Everyone"
        />
        <FilterSelect
          label="Action"
          name="action"
          value={filters.action}
          onChange={(action) => setFilters((f) => ({ ...f, action }))}
          options={AUDIT_ACTIONS}
          optionNames={AUDIT_ACTION_LABELS}
          allLabel="All actions"
        />
      </div>
      {events.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : events.isError ? (
        <LoadFailedAlert title="Failed to load the audit log" onRetry={() => void events.refetch()}>
          {errorMessage(events.error, "Please try again.")}
        </LoadFailedAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          No events match these filters.
        </p>
      ) : (
        <div className="space-y-3">
          <Table className="min-w-[40rem]" aria-label="Audit events" scrollLabel="Audit events, scrolling sideways">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>Target</TableHead>
                <TableHead>IP address</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </TableBody>
          </Table>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              Showing {formatNumber(rows.length)} of {formatNumber(total ?? rows.length)} events
            </p>
            {events.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void events.fetchNextPage()}
                disabled={events.isFetchingNextPage}
              >
                {events.isFetchingNextPage ? "Loading…" : "Load more"}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        <time dateTime={event.createdAt}>{formatDate(event.createdAt, "dateTime")}</time>
      </TableCell>
      <TableCell>{event.actorName ?? "Unknown"}</TableCell>
      <TableCell>{AUDIT_ACTION_LABELS[event.action]}</TableCell>
      <TableCell className="max-w-[16rem] truncate" title={event.target ?? undefined}>
        {event.target ?? "—"}
      </TableCell>
      <TableCell className="whitespace-nowrap font-mono text-xs">{event.ip ?? "—"}</TableCell>
    </TableRow>
  );
}
