import { usePortalAppointments } from "./api";
import { formatTime, formatWhen } from "./zone";

/** The overview card's body: the next appointment (issue 20 point 4) — when, with whom, where. */
export function NextAppointmentSummary() {
  const appointments = usePortalAppointments();
  const next = appointments.data?.upcoming[0];
  if (!appointments.data) return <p className="text-muted-foreground text-sm">Loading…</p>;
  if (!next) return <p className="text-muted-foreground text-sm">No appointments scheduled.</p>;
  const zone = appointments.data.timeZone;
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">
        {formatWhen(next.startsAt, zone)} – {formatTime(next.endsAt, zone)}
      </p>
      <p className="text-muted-foreground">
        With {next.staffName}
        {next.location ? ` · ${next.location}` : next.videoUrl ? " · Video call" : ""}
      </p>
    </div>
  );
}
