import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentStatus,
} from "@engagesuite/shared";
import { Clock, MapPin, User, Video } from "lucide-react";
import { useState } from "react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useAppointmentWrites } from "./api";
import { formatTime, formatWhen } from "./zone";

const STATUS_STYLES: Record<AppointmentStatus, string> = {
  scheduled: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200",
  confirmed:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  cancelled:
    "border-slate-200 bg-slate-50 text-slate-600 line-through dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300",
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge variant="outline" className={cn(STATUS_STYLES[status], "no-underline")}>
      {APPOINTMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The colours of an appointment's block on the calendar, by status. */
export const blockStyle = (status: AppointmentStatus) => STATUS_STYLES[status];

/** "9:00 – 9:30 AM" */
export const timeRange = (appointment: Appointment, zone: string) =>
  `${formatTime(appointment.startsAt, zone)} – ${formatTime(appointment.endsAt, zone)}`;

/** One appointment's details, with Change and Cancel for the staff. */
export function AppointmentDetailsDialog({
  appointment,
  zone,
  onClose,
  onChange,
}: {
  appointment: Appointment | null;
  zone: string;
  onClose: () => void;
  onChange: (appointment: Appointment) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const writes = useAppointmentWrites();
  if (!appointment) return null;
  // A cancelled or started appointment is history: nothing left to change.
  const live = appointment.status !== "cancelled" && new Date(appointment.startsAt).getTime() > Date.now();
  const cancel = async () => {
    try {
      await writes.cancel.mutateAsync(appointment.id);
      toast({ title: APPOINTMENT_MESSAGES.cancelledToast });
      setConfirming(false);
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: errorMessage(error, "The appointment could not be cancelled.") });
    }
  };
  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{appointment.client.name}</DialogTitle>
            <DialogDescription>{appointment.client.email}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-3 text-sm">
            <div className="flex items-start gap-3">
              <Clock className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="sr-only">When</dt>
              <dd>
                {formatWhen(appointment.startsAt, zone)} · {appointment.durationMinutes} min
              </dd>
            </div>
            <div className="flex items-start gap-3">
              <User className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              <dt className="sr-only">With</dt>
              <dd>{appointment.staff.name}</dd>
            </div>
            {appointment.location && (
              <div className="flex items-start gap-3">
                <MapPin className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">Location</dt>
                <dd>{appointment.location}</dd>
              </div>
            )}
            {appointment.videoUrl && (
              <div className="flex items-start gap-3">
                <Video className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
                <dt className="sr-only">Video link</dt>
                <dd className="break-all">
                  <a className="underline" href={appointment.videoUrl} target="_blank" rel="noreferrer">
                    {appointment.videoUrl}
                  </a>
                </dd>
              </div>
            )}
            <div className="flex items-center gap-3">
              <dt className="sr-only">Status</dt>
              <dd>
                <AppointmentStatusBadge status={appointment.status} />
                {appointment.cancelledBy && (
                  <span className="ml-2 text-muted-foreground">
                    by {appointment.cancelledBy === "client" ? "the client" : "the team"}
                  </span>
                )}
              </dd>
            </div>
            {appointment.notes && <p className="whitespace-pre-wrap rounded-md bg-muted p-3">{appointment.notes}</p>}
          </dl>
          {live && (
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
                Cancel appointment
              </Button>
              <Button type="button" onClick={() => onChange(appointment)}>
                Change
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      </Dialog>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this appointment?</AlertDialogTitle>
            <AlertDialogDescription>
              {appointment.client.name} gets an e-mail that removes it from their calendar.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction onClick={() => void cancel()}>Cancel appointment</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
