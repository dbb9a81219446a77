import {
  APPOINTMENT_MAX_PREFERRED_TIMES,
  APPOINTMENT_MESSAGES,
  type PortalAppointment,
  type PortalAppointments,
} from "@engagesuite/shared";
import { CalendarDays, CalendarPlus, Clock, MapPin, Plus, Trash2, User, Video } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { EmptyPanel } from "@/features/portal/empty-panel";
import { errorMessage, readApiError } from "@/lib/api";
import { usePortalAppointments, usePortalAppointmentWrites } from "./api";
import { AppointmentStatusBadge } from "./appointment-details";
import { addDays, formatTime, formatWhen, todayIn } from "./zone";

/** The portal dashboard's Appointments tab (issue 20 point 3): upcoming and past, confirm, cancel, request one. */
export function PortalAppointmentsTab() {
  const appointments = usePortalAppointments();
  const [requesting, setRequesting] = useState(false);
  const data = appointments.data;

  if (appointments.isError) {
    return (
      <LoadFailedAlert title="Your appointments could not be loaded" onRetry={() => void appointments.refetch()}>
        {errorMessage(appointments.error, "Please try again.")}
      </LoadFailedAlert>
    );
  }
  if (!data) return <Skeleton className="h-48 w-full" />;
  const nothing = data.upcoming.length === 0 && data.past.length === 0 && data.requests.length === 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-semibold text-xl">Your appointments</h2>
        <Button type="button" onClick={() => setRequesting(true)}>
          <CalendarPlus aria-hidden="true" />
          Request an appointment
        </Button>
      </div>
      {nothing ? (
        <EmptyPanel
          icon={CalendarDays}
          title="No appointments scheduled"
          description="Your upcoming appointments will appear here."
        />
      ) : (
        <>
          <section aria-labelledby="portal-upcoming" className="space-y-3">
            <h3 id="portal-upcoming" className="font-medium text-muted-foreground text-sm uppercase tracking-wide">
              Upcoming
            </h3>
            {data.upcoming.length === 0 ? (
              <p className="text-muted-foreground text-sm">No upcoming appointments.</p>
            ) : (
              <ul className="grid gap-3">
                {data.upcoming.map((appointment) => (
                  <li key={appointment.id}>
                    <UpcomingCard appointment={appointment} data={data} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {data.requests.length > 0 && (
            <section aria-labelledby="portal-requests" className="space-y-3">
              <h3 id="portal-requests" className="font-medium text-muted-foreground text-sm uppercase tracking-wide">
                Requested
              </h3>
              <ul className="grid gap-2">
                {data.requests.map((request) => (
                  <li key={request.id}>
                    <Card className="gap-1 p-4 text-sm">
                      <p className="font-medium">Waiting for a time from us</p>
                      <p className="text-muted-foreground">
                        You suggested: {request.preferredTimes.map((t) => formatWhen(t, data.timeZone)).join(" · ")}
                      </p>
                      {request.note && <p className="whitespace-pre-wrap">{request.note}</p>}
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {data.past.length > 0 && (
            <section aria-labelledby="portal-past" className="space-y-3">
              <h3 id="portal-past" className="font-medium text-muted-foreground text-sm uppercase tracking-wide">
                Past and cancelled
              </h3>
              <ul className="divide-y rounded-lg border bg-card">
                {data.past.map((appointment) => (
                  <li
                    key={appointment.id}
                    className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
                  >
                    <span>
                      <span className="block font-medium">{formatWhen(appointment.startsAt, data.timeZone)}</span>
                      <span className="text-muted-foreground">with {appointment.staffName}</span>
                    </span>
                    <AppointmentStatusBadge status={appointment.status} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <RequestDialog open={requesting} onClose={() => setRequesting(false)} timeZone={data.timeZone} />
    </div>
  );
}

function UpcomingCard({ appointment, data }: { appointment: PortalAppointment; data: PortalAppointments }) {
  const zone = data.timeZone;
  const writes = usePortalAppointmentWrites();
  const [cancelling, setCancelling] = useState(false);
  const hours = data.cancelCutoffHours;
  const act = async (action: "confirm" | "cancel") => {
    try {
      await writes[action].mutateAsync(appointment.id);
      toast({
        title: action === "confirm" ? APPOINTMENT_MESSAGES.confirmedToast : APPOINTMENT_MESSAGES.cancelledToast,
      });
    } catch (error) {
      toast({ variant: "destructive", title: errorMessage(error, "That did not work. Please try again.") });
    }
  };
  return (
    <Card className="gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
          {formatWhen(appointment.startsAt, zone)} – {formatTime(appointment.endsAt, zone)}
        </p>
        <AppointmentStatusBadge status={appointment.status} />
      </div>
      <div className="grid gap-1.5 text-sm">
        <p className="flex items-center gap-2">
          <User className="size-4 text-muted-foreground" aria-hidden="true" />
          With {appointment.staffName}
        </p>
        {appointment.location && (
          <p className="flex items-center gap-2">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            {appointment.location}
          </p>
        )}
        {appointment.videoUrl && (
          <p className="flex items-center gap-2">
            <Video className="size-4 text-muted-foreground" aria-hidden="true" />
            <a className="break-all underline" href={appointment.videoUrl} target="_blank" rel="noreferrer">
              Join the video call
            </a>
          </p>
        )}
        {appointment.notes && <p className="whitespace-pre-wrap text-muted-foreground">{appointment.notes}</p>}
      </div>
      <div className="flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">
          {appointment.canCancel
            ? `You can cancel online until ${formatWhen(appointment.cancelUntil, zone)} (${hours} hours before).`
            : `Online cancellation closed ${hours} hours before the appointment. Please contact us to cancel.`}
        </p>
        <div className="flex shrink-0 gap-2">
          {appointment.canCancel && (
            <Button type="button" variant="outline" size="sm" onClick={() => setCancelling(true)}>
              Cancel
            </Button>
          )}
          {appointment.canConfirm && (
            <Button type="button" size="sm" disabled={writes.confirm.isPending} onClick={() => void act("confirm")}>
              Confirm
            </Button>
          )}
        </div>
      </div>
      <AlertDialog open={cancelling} onOpenChange={setCancelling}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this appointment?</AlertDialogTitle>
            <AlertDialogDescription>
              {formatWhen(appointment.startsAt, zone)} with {appointment.staffName}. We will let the team know.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction onClick={() => void act("cancel")}>Cancel appointment</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

interface PreferredTime {
  key: number;
  date: string;
  time: string;
}

/** "Request an appointment": up to three preferred dates and times (the workspace's clock) and a note. */
function RequestDialog({ open, onClose, timeZone }: { open: boolean; onClose: () => void; timeZone: string }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>{open && <RequestForm onDone={onClose} timeZone={timeZone} />}</DialogContent>
    </Dialog>
  );
}

function RequestForm({ onDone, timeZone }: { onDone: () => void; timeZone: string }) {
  const tomorrow = addDays(todayIn(timeZone), 1);
  const [times, setTimes] = useState<PreferredTime[]>([{ key: 0, date: tomorrow, time: "09:00" }]);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const writes = usePortalAppointmentWrites();
  const update = (key: number, change: Partial<PreferredTime>) =>
    setTimes((all) => all.map((t) => (t.key === key ? { ...t, ...change } : t)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await writes.request.mutateAsync({
        preferredTimes: times.map(({ date, time }) => ({ date, time })),
        note,
      });
      toast({ title: APPOINTMENT_MESSAGES.requestSent });
      onDone();
    } catch (failure) {
      setError(readApiError(failure)?.message ?? "Your request could not be sent. Please try again.");
    }
  };

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Request an appointment</DialogTitle>
        <DialogDescription>
          Suggest up to {APPOINTMENT_MAX_PREFERRED_TIMES} times that suit you ({timeZone.replaceAll("_", " ")} time). We
          will book one and e-mail you.
        </DialogDescription>
      </DialogHeader>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">Preferred times</legend>
        {times.map((entry, index) => (
          <div key={entry.key} className="flex items-end gap-2">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor={`preferred-date-${entry.key}`}>Date {index + 1}</Label>
              <Input
                id={`preferred-date-${entry.key}`}
                type="date"
                min={tomorrow}
                value={entry.date}
                onChange={(e) => update(entry.key, { date: e.target.value })}
              />
            </div>
            <div className="grid w-32 gap-1.5">
              <Label htmlFor={`preferred-time-${entry.key}`}>Time {index + 1}</Label>
              <Input
                id={`preferred-time-${entry.key}`}
                type="time"
                value={entry.time}
                onChange={(e) => update(entry.key, { time: e.target.value })}
              />
            </div>
            {times.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove time ${index + 1}`}
                onClick={() => setTimes((all) => all.filter((t) => t.key !== entry.key))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {times.length < APPOINTMENT_MAX_PREFERRED_TIMES && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setTimes((all) => [
                ...all,
                { key: Math.max(...all.map((t) => t.key)) + 1, date: tomorrow, time: "09:00" },
              ])
            }
          >
            <Plus aria-hidden="true" />
            Add another time
          </Button>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="request-note">What is it about? (optional)</Label>
        <Textarea id="request-note" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={writes.request.isPending}>
          Send request
        </Button>
      </DialogFooter>
    </Form>
  );
}
