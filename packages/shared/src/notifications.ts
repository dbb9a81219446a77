import { z } from "zod";
import { TICKET_PRIORITIES } from "./enums";

/**
 * A team member's notifications (issue 22 point 4: the bell and the e-mails) and the help desk's service levels
 * (point 7: business hours and per-priority targets). One module's contract: schemas, messages, the kinds of events.
 */

/** The events a member hears of; each can go by e-mail and in the app (their profile chooses, both on by default). */
export const NOTIFICATION_KINDS = ["ticket_created", "ticket_assigned", "client_replied", "sla_breached"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind is called in the preferences table. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  ticket_created: "A ticket is opened",
  ticket_assigned: "A ticket is assigned to me",
  client_replied: "A client replies on a ticket",
  sla_breached: "A ticket misses its service-level target",
};

export const NOTIFICATION_MESSAGES = {
  notFound: "Notification not found",
  invalidCursor: "Invalid cursor: load the notifications from their first page again",
  unknownKind: "Unknown kind of notification",
  duplicateKind: "Each kind of notification may appear once",
  empty: "You're all caught up",
  preferencesSaved: "Notification preferences saved",
  slaSaved: "Service levels saved",
  hoursInvalid: "Each day's hours must end after they start (HH:MM, 00:00–24:00)",
  duplicateDay: "Each day may appear once in the business hours",
  minutesInvalid: "A target is a whole number of minutes from 1 to 525,600, or empty for none",
  duplicatePriority: "Each priority may appear once",
} as const;

/** The notification list's pages. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 100;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  subjectId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Pass back as `cursor` for the next (older) page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE),
  unreadOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});

/** "Mark all read" up to the newest notification the member saw (one arriving meanwhile stays unread). */
export const markAllReadSchema = z.object({
  upTo: z.iso.datetime({ offset: true, error: "upTo must be a date and time (ISO 8601)" }),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.unknownKind }),
  email: z.boolean(),
  inApp: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every kind, in NOTIFICATION_KINDS order (GET); a PUT may name some kinds only, the others are left as they are. */
export const notificationPreferencesSchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
      message: NOTIFICATION_MESSAGES.duplicateKind,
    }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/* ---- Service levels (point 7) ---- */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { message: NOTIFICATION_MESSAGES.hoursInvalid });

/** One working day: ISO weekday (Monday 1 … Sunday 7), from `start` to `end` in the workspace's time zone. */
export const businessDaySchema = z
  .object({ day: z.number().int().min(1).max(7), start: hhmm, end: hhmm })
  .refine((d) => d.start < d.end, { message: NOTIFICATION_MESSAGES.hoursInvalid, path: ["end"] });
export type BusinessDay = z.infer<typeof businessDaySchema>;

const minutes = z
  .number({ error: NOTIFICATION_MESSAGES.minutesInvalid })
  .int({ message: NOTIFICATION_MESSAGES.minutesInvalid })
  .min(1, { message: NOTIFICATION_MESSAGES.minutesInvalid })
  .max(525_600, { message: NOTIFICATION_MESSAGES.minutesInvalid })
  .nullable();

export const slaPolicySchema = z.object({
  priority: z.enum(TICKET_PRIORITIES),
  /** Business minutes to the first public staff reply; null: no target. */
  firstResponseMinutes: minutes,
  /** Business minutes to resolved; null: no target. */
  resolutionMinutes: minutes,
});
export type SlaPolicy = z.infer<typeof slaPolicySchema>;

/** The workspace's service levels: business hours (empty: around the clock) and one policy per priority. */
export const slaSettingsSchema = z.object({
  businessHours: z
    .array(businessDaySchema)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.day)).size === days.length, {
      message: NOTIFICATION_MESSAGES.duplicateDay,
    }),
  policies: z
    .array(slaPolicySchema)
    .max(TICKET_PRIORITIES.length)
    .refine((list) => new Set(list.map((p) => p.priority)).size === list.length, {
      message: NOTIFICATION_MESSAGES.duplicatePriority,
    }),
});
export type SlaSettings = z.infer<typeof slaSettingsSchema>;
/** The answer adds the time zone the hours are read in (tenants.time_zone, set in the workspace's settings). */
export const slaSettingsAnswerSchema = slaSettingsSchema.extend({ timeZone: z.string() });
export type SlaSettingsAnswer = z.infer<typeof slaSettingsAnswerSchema>;
