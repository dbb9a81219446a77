import { SUITE_NAME } from "@engagesuite/shared";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

export interface AppointmentIcsInput {
  uid: string;
  method: "REQUEST" | "CANCEL";
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  cancelled: boolean;
}

/**
 * An appointment as a calendar invitation (RFC 5545, through ical-generator): METHOD:REQUEST adds or updates the event,
 * METHOD:CANCEL removes it; the UID is the appointment's and SEQUENCE its change count, so a calendar replaces the
 * event it holds. Times are UTC instants (DTSTART:…Z): every calendar shows them in its reader's own zone.
 */
export function appointmentIcs(input: AppointmentIcsInput): string {
  const calendar = ical({
    prodId: { company: SUITE_NAME, product: "Appointments", language: "EN" },
    method: input.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.startsAt,
    end: input.endsAt,
    summary: input.summary,
    location: input.location ?? undefined,
    description: input.description || undefined,
    url: input.url ?? undefined,
    organizer: input.organizer,
    attendees: [{ name: input.attendee.name, email: input.attendee.email }],
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
