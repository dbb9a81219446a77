import { APPOINTMENT_MESSAGES, type Appointment, type AppointmentRequest } from "@engagesuite/shared";
import { CalendarDays, ChevronLeft, ChevronRight, Inbox, Plus } from "lucide-react";
import { useState } from "react";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { useMediaQuery } from "@/lib/use-media-query";
import { useAppointmentRequests, useAppointments, useAppointmentWrites } from "./api";
import { AppointmentDetailsDialog } from "./appointment-details";
import { AppointmentDialog, type AppointmentDraft } from "./appointment-dialog";
import { AppointmentList } from "./appointment-list";
import { CalendarGrid } from "./calendar-grid";
import { addDays, displayZone, formatDay, formatWhen, rangeAround, todayIn, wallClock, weekStart } from "./zone";

type View = "day" | "week" | "list";

/** The staff's Appointments section (issue 20 point 3): day and week calendar, the list, and clients' requests. */
export function AppointmentsSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const zone = displayZone();
  const wide = useMediaQuery("(min-width: 768px)");
  const [view, setView] = useState<View>(wide ? "week" : "day");
  const [day, setDay] = useState(() => todayIn(zone));
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  const [open, setOpen] = useState<Appointment | null>(null);
  const { terms } = useTerms();

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <SectionHeader
        headingId={headingId}
        title="Appointments"
        description={`Book appointments for your ${terms.contact.other.toLowerCase()}, see your team's day and week, and answer their requests. Times are in ${zone.replaceAll("_", " ")} time.`}
        action={
          <Button type="button" onClick={() => setDraft({ date: day })}>
            <Plus aria-hidden="true" />
            New appointment
          </Button>
        }
      />

      <OpenRequests onBook={setDraft} zone={zone} />

      <Tabs value={view} onValueChange={(value) => setView(value as View)} className="gap-4">
        <TabsList aria-label="Calendar view">
          <TabsTrigger value="day">Day</TabsTrigger>
          <TabsTrigger value="week">Week</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
        </TabsList>
        {(["day", "week"] as const).map((calendar) => (
          <TabsContent key={calendar} value={calendar}>
            <CalendarView view={calendar} day={day} setDay={setDay} zone={zone} onOpen={setOpen} />
          </TabsContent>
        ))}
        <TabsContent value="list">
          <AppointmentList zone={zone} onOpen={setOpen} />
        </TabsContent>
      </Tabs>

      <AppointmentDetailsDialog
        appointment={open}
        zone={zone}
        onClose={() => setOpen(null)}
        onChange={(appointment) => {
          setOpen(null);
          setDraft({ appointment });
        }}
      />
      <AppointmentDialog tenantId={tenantId} draft={draft} onClose={() => setDraft(null)} />
    </section>
  );
}

function CalendarView({
  view,
  day,
  setDay,
  zone,
  onOpen,
}: {
  view: "day" | "week";
  day: string;
  setDay: (day: string) => void;
  zone: string;
  onOpen: (appointment: Appointment) => void;
}) {
  const first = view === "week" ? weekStart(day) : day;
  const days = view === "week" ? Array.from({ length: 7 }, (_, i) => addDays(first, i)) : [day];
  const last = days.at(-1)!;
  const range = rangeAround(first, last);
  const appointments = useAppointments({ ...range, pageSize: 500 });
  const step = view === "week" ? 7 : 1;
  const today = todayIn(zone);
  const label =
    view === "week"
      ? `${formatDay(first, { month: "short", day: "numeric" })} – ${formatDay(last, { month: "short", day: "numeric", year: "numeric" })}`
      : formatDay(day, { weekday: "long", month: "long", day: "numeric", year: "numeric" });
  const shown = (appointments.data?.appointments ?? []).filter((a) => days.includes(wallClock(a.startsAt, zone).day));

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Previous ${view}`}
          onClick={() => setDay(addDays(day, -step))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" onClick={() => setDay(today)}>
          Today
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={`Next ${view}`}
          onClick={() => setDay(addDays(day, step))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <p className="ml-1 font-medium" aria-live="polite">
          {label}
        </p>
        <p className="ml-auto text-muted-foreground text-sm">
          {appointments.data ? `${shown.length} appointment${shown.length === 1 ? "" : "s"}` : ""}
        </p>
      </div>
      {appointments.isError ? (
        <LoadFailedAlert title="Appointments could not be loaded" onRetry={() => void appointments.refetch()}>
          {errorMessage(appointments.error, "Please try again.")}
        </LoadFailedAlert>
      ) : appointments.isLoading ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <>
          <CalendarGrid days={days} appointments={shown} zone={zone} today={today} onOpen={onOpen} />
          {shown.length === 0 && (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <CalendarDays className="size-4" aria-hidden="true" />
              No appointments {view === "week" ? "this week" : "on this day"}.
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** Clients' open requests: the preferred times and note, and Book (the dialog prefilled) or Decline. */
function OpenRequests({ onBook, zone }: { onBook: (draft: AppointmentDraft) => void; zone: string }) {
  const requests = useAppointmentRequests();
  const writes = useAppointmentWrites();
  if (!requests.data?.length) return null;
  const book = (request: AppointmentRequest) => {
    const first = request.preferredTimes[0];
    const wall = first ? wallClock(first, zone) : null;
    onBook({
      client: request.client,
      requestId: request.id,
      ...(wall ? { date: wall.day, time: wall.time } : {}),
    });
  };
  const decline = async (request: AppointmentRequest) => {
    try {
      await writes.decline.mutateAsync(request.id);
      toast({ title: APPOINTMENT_MESSAGES.requestDeclined });
    } catch (error) {
      toast({ variant: "destructive", title: errorMessage(error, "The request could not be declined.") });
    }
  };
  return (
    <Card className="gap-3 p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <Inbox className="size-4" aria-hidden="true" />
        Requests waiting for a time ({requests.data.length})
      </h3>
      <ul className="divide-y" aria-label="Appointment requests">
        {requests.data.map((request) => (
          <li key={request.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1 text-sm">
              <p className="font-medium">{request.client.name}</p>
              <p className="text-muted-foreground">
                Prefers: {request.preferredTimes.map((time) => formatWhen(time, zone)).join(" · ")}
              </p>
              {request.note && <p className="whitespace-pre-wrap">“{request.note}”</p>}
            </div>
            <div className="flex shrink-0 gap-2">
              <Button type="button" size="sm" variant="outline" onClick={() => void decline(request)}>
                Decline
              </Button>
              <Button type="button" size="sm" onClick={() => book(request)}>
                Book
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
