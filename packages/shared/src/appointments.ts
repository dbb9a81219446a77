import { z } from "zod";
import { uuidSchema } from "./schemas";

/**
 * Appointments between a staff member and a portal client (issue 20 point 3). Staff give a date and a time as the
 * workspace's clock reads them (its time zone setting); the server turns them into instants, and every screen and mail
 * shows them in that zone again.
 */

export const APPOINTMENT_STATUSES = ["scheduled", "confirmed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: "Scheduled",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};
export const APPOINTMENT_REQUEST_STATUSES = ["open", "scheduled", "declined"] as const;
export type AppointmentRequestStatus = (typeof APPOINTMENT_REQUEST_STATUSES)[number];

export const APPOINTMENT_MIN_MINUTES = 5;
export const APPOINTMENT_MAX_MINUTES = 480;
export const APPOINTMENT_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const APPOINTMENT_MAX_PREFERRED_TIMES = 3;
export const APPOINTMENTS_PAGE_SIZE = 25;
/** The reminder goes this many hours before an appointment starts. */
export const APPOINTMENT_REMINDER_HOURS = 24;

export const APPOINTMENT_MESSAGES = {
  notFound: "Appointment not found",
  requestNotFound: "Appointment request not found",
  clientNotFound: "Portal account not found",
  staffNotFound: "Choose an active member of the team",
  dateFormat: "Enter a date as YYYY-MM-DD",
  timeFormat: "Enter a time as HH:mm (24-hour clock)",
  durationRange: `Use ${APPOINTMENT_MIN_MINUTES} to ${APPOINTMENT_MAX_MINUTES} minutes`,
  videoUrl: "Enter a video link starting with https://",
  inPast: "This time has already passed. Choose a time in the future.",
  endBeforeStart: "The appointment must end after it starts",
  nonexistentTime: (date: string, time: string, timeZone: string) =>
    `${time} on ${date} does not exist in ${timeZone}: the clocks skip that hour for daylight saving time. Choose another time.`,
  conflict: (staffName: string, when: string) =>
    `${staffName} already has an appointment at ${when}. Choose another time or another team member.`,
  cancelled: "This appointment is cancelled",
  alreadyCancelled: "This appointment is already cancelled",
  alreadyConfirmed: "This appointment is already confirmed",
  alreadyPast: "This appointment has already started",
  cutoffPassed: (hours: number) =>
    `Appointments can be cancelled online until ${hours} hour${hours === 1 ? "" : "s"} before they start. Please contact us to cancel.`,
  requestClosed: "This request has already been answered",
  preferredTimesCount: `Give 1 to ${APPOINTMENT_MAX_PREFERRED_TIMES} preferred times`,
  booked: "Appointment booked",
  updated: "Appointment updated",
  cancelledToast: "Appointment cancelled",
  confirmedToast: "Appointment confirmed",
  requestSent: "Request sent. We will get back to you with a time.",
  requestDeclined: "Request declined",
} as const;

export const appointmentDateSchema = z
  .string({ error: APPOINTMENT_MESSAGES.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, APPOINTMENT_MESSAGES.dateFormat);
export const appointmentTimeSchema = z
  .string({ error: APPOINTMENT_MESSAGES.timeFormat })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, APPOINTMENT_MESSAGES.timeFormat);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

const videoUrlSchema = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters")
  .refine((value) => value === "" || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), APPOINTMENT_MESSAGES.videoUrl)
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/** What staff enter to book or change an appointment: a wall-clock date and time in the workspace's time zone. */
export const appointmentInputSchema = z.object({
  clientId: uuidSchema,
  staffUserId: uuidSchema,
  date: appointmentDateSchema,
  time: appointmentTimeSchema,
  durationMinutes: z
    .number({ error: APPOINTMENT_MESSAGES.durationRange })
    .int(APPOINTMENT_MESSAGES.durationRange)
    .min(APPOINTMENT_MIN_MINUTES, APPOINTMENT_MESSAGES.durationRange)
    .max(APPOINTMENT_MAX_MINUTES, APPOINTMENT_MESSAGES.durationRange),
  location: optionalText(300),
  videoUrl: videoUrlSchema,
  notes: optionalText(2000),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

/** Booking: the same, and the client's request it answers (marked scheduled). */
export const appointmentCreateSchema = appointmentInputSchema.extend({ requestId: uuidSchema.optional() });
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;

export const appointmentSchema = z.object({
  id: uuidSchema,
  client: z.object({ id: uuidSchema, name: z.string(), email: z.string() }),
  staff: z.object({ id: uuidSchema, name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  cancelledBy: z.enum(["staff", "client"]).nullable(),
  sequence: z.number().int(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListQuerySchema = z.object({
  /** Appointments starting at or after this instant (ISO). */
  from: z.iso.datetime({ offset: true, error: "Enter a date and time (ISO 8601)" }).optional(),
  /** …and before this one. */
  to: z.iso.datetime({ offset: true, error: "Enter a date and time (ISO 8601)" }).optional(),
  clientId: uuidSchema.optional(),
  staffUserId: uuidSchema.optional(),
  includeCancelled: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  /** asc: soonest first (upcoming, the calendar); desc: latest first (past). */
  order: z.enum(["asc", "desc"]).default("asc"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(APPOINTMENTS_PAGE_SIZE),
});
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;

export const appointmentPageSchema = z.object({
  appointments: z.array(appointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

export const appointmentStaffMemberSchema = z.object({ id: uuidSchema, name: z.string() });
export type AppointmentStaffMember = z.infer<typeof appointmentStaffMemberSchema>;

export const appointmentRequestSchema = z.object({
  id: uuidSchema,
  client: z.object({ id: uuidSchema, name: z.string(), email: z.string() }),
  /** Instants (ISO), in the order the client gave them. */
  preferredTimes: z.array(z.string()),
  note: z.string().nullable(),
  status: z.enum(APPOINTMENT_REQUEST_STATUSES),
  appointmentId: uuidSchema.nullable(),
  createdAt: z.string(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/** A client's request: 1 to 3 preferred times (wall-clock, the workspace's zone) and a note. */
export const appointmentRequestInputSchema = z.object({
  preferredTimes: z
    .array(z.object({ date: appointmentDateSchema, time: appointmentTimeSchema }), {
      error: APPOINTMENT_MESSAGES.preferredTimesCount,
    })
    .min(1, APPOINTMENT_MESSAGES.preferredTimesCount)
    .max(APPOINTMENT_MAX_PREFERRED_TIMES, APPOINTMENT_MESSAGES.preferredTimesCount),
  note: optionalText(2000),
});
export type AppointmentRequestInput = z.input<typeof appointmentRequestInputSchema>;

/** An appointment as its client sees it. */
export const portalAppointmentSchema = z.object({
  id: uuidSchema,
  staffName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  videoUrl: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  cancelledBy: z.enum(["staff", "client"]).nullable(),
  /** Until when the client may cancel online (the workspace's cutoff before the start). */
  cancelUntil: z.string(),
  canCancel: z.boolean(),
  canConfirm: z.boolean(),
});
export type PortalAppointment = z.infer<typeof portalAppointmentSchema>;

export const portalAppointmentsSchema = z.object({
  /** Live appointments not yet ended, soonest first. */
  upcoming: z.array(portalAppointmentSchema),
  /** Ended or cancelled ones, latest first (at most 50). */
  past: z.array(portalAppointmentSchema),
  /** The client's requests still waiting for an answer. */
  requests: z.array(appointmentRequestSchema.omit({ client: true })),
  cancelCutoffHours: z.number().int(),
  timeZone: z.string(),
});
export type PortalAppointments = z.infer<typeof portalAppointmentsSchema>;
