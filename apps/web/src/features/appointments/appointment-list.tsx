import type { Appointment } from "@engagesuite/shared";
import { ChevronLeft, ChevronRight, MapPin, Video } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { useAppointments } from "./api";
import { AppointmentStatusBadge, timeRange } from "./appointment-details";
import { formatDay, wallClock } from "./zone";

const PAGE_SIZE = 20;

/** Upcoming (soonest first) or past (latest first) appointments, paged; of one client when `clientId` is given. */
export function AppointmentList({
  zone,
  clientId,
  onOpen,
  pageSize = PAGE_SIZE,
}: {
  zone: string;
  clientId?: string;
  onOpen: (appointment: Appointment) => void;
  pageSize?: number;
}) {
  const [when, setWhen] = useState<"upcoming" | "past">("upcoming");
  const [page, setPage] = useState(1);
  // The boundary is fixed while the list is open, so its pages do not shift under the reader.
  const now = useMemo(() => new Date().toISOString(), []);
  const query = {
    ...(when === "upcoming" ? { from: now, order: "asc" as const } : { to: now, order: "desc" as const }),
    ...(clientId ? { clientId } : {}),
    includeCancelled: "true" as const,
    page,
    pageSize,
  };
  const appointments = useAppointments(query);
  const data = appointments.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-3">
      <fieldset className="inline-flex rounded-md border p-0.5" aria-label="Which appointments">
        {(["upcoming", "past"] as const).map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={when === value ? "secondary" : "ghost"}
            aria-pressed={when === value}
            onClick={() => {
              setWhen(value);
              setPage(1);
            }}
          >
            {value === "upcoming" ? "Upcoming" : "Past"}
          </Button>
        ))}
      </fieldset>
      {appointments.isError ? (
        <LoadFailedAlert title="Appointments could not be loaded" onRetry={() => void appointments.refetch()}>
          {errorMessage(appointments.error, "Please try again.")}
        </LoadFailedAlert>
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : data.appointments.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground text-sm">
          {when === "upcoming" ? "No upcoming appointments." : "No past appointments."}
        </p>
      ) : (
        <ul
          className="divide-y rounded-lg border bg-card"
          aria-label={when === "upcoming" ? "Upcoming appointments" : "Past appointments"}
        >
          {data.appointments.map((appointment) => (
            <li key={appointment.id}>
              <button
                type="button"
                onClick={() => onOpen(appointment)}
                className="grid w-full gap-1 px-4 py-3 text-left text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4"
              >
                <span>
                  <span className="block font-medium">{formatDay(wallClock(appointment.startsAt, zone).day)}</span>
                  <span className="text-muted-foreground">{timeRange(appointment, zone)}</span>
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{appointment.client.name}</span>
                  <span className="flex items-center gap-1 truncate text-muted-foreground">
                    with {appointment.staff.name}
                    {appointment.location && (
                      <>
                        {" · "}
                        <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                        {appointment.location}
                      </>
                    )}
                    {appointment.videoUrl && (
                      <>
                        {" · "}
                        <Video className="size-3.5 shrink-0" aria-hidden="true" />
                        Video call
                      </>
                    )}
                  </span>
                </span>
                <span>
                  <AppointmentStatusBadge status={appointment.status} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > data.pageSize && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            Page {data.page} of {pages} · {data.total} appointments
          </span>
          <span className="flex gap-2">
            <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}
