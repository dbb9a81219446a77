import { z } from "zod";
import { authUserSchema } from "./auth";
import { MSG } from "./messages";

/** Issue 17 point 6: a signed-in member's own account (profile, e-mail change by link, own sessions). */

/** How long the confirmation link of a new e-mail address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const ACCOUNT_MESSAGES = {
  profileSaved: "Your profile has been saved.",
  emailSame: "This is already your e-mail address.",
  emailInUse: "This e-mail address is already in use.",
  emailChangeSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your e-mail address changes when you follow it.`,
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  emailChangeInvalid: "This confirmation link is invalid or has expired. Please ask for a new one.",
  passwordRequired: "Please enter your current password.",
  sessionNotFound: "Session not found",
  currentSession: "This is the session you are using. Use Sign out to end it.",
  sessionEnded: "The session has been signed out.",
  otherSessionsEnded: (n: number) =>
    n === 0 ? "There were no other sessions." : `Signed out of ${n} other session${n === 1 ? "" : "s"}.`,
} as const;

const nameField = (message: string) => z.string().trim().min(2, message).max(100, "At most 100 characters");

/** PUT /api/account/profile: the account's own name (the username and the e-mail change elsewhere or not at all). */
export const profileUpdateSchema = z.object({
  firstName: nameField(MSG.firstNameMin),
  lastName: nameField(MSG.lastNameMin),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileAnswerSchema = z.object({ user: authUserSchema, message: z.string() });

/** POST /api/account/email: the new address and the current password (a borrowed session cannot take the account). */
export const emailChangeRequestSchema = z.object({
  newEmail: z
    .string({ error: MSG.platformEmail })
    .trim()
    .toLowerCase()
    .max(320, MSG.platformEmail)
    .pipe(z.email({ error: MSG.platformEmail })),
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1024),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** POST /api/account/email/confirm: the token of the mailed link (posted by the confirmation page). */
export const emailChangeConfirmSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.emailChangeInvalid })
    .min(20, ACCOUNT_MESSAGES.emailChangeInvalid)
    .max(2000, ACCOUNT_MESSAGES.emailChangeInvalid),
});

/** One of the account's own live sessions. `id` is opaque (a keyed hash), never the session's stored hash. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The browser and system in plain words ("Chrome on Windows"), from the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this request ("This device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });

export const sessionParamsSchema = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, "Session not found"),
});

export const endedSessionsAnswerSchema = z.object({ ended: z.number().int(), message: z.string() });

/** The page the confirmation link opens (the token rides in the fragment: `#token=…`); same host as the account's. */
export const EMAIL_CHANGE_CONFIRM_PATH = "/account/confirm-email";
