import { z } from "zod";
import { ticketDisplayId } from "./helpdesk";

/**
 * Canned replies (issue 22 point 8): saved answers staff insert into a ticket's reply, with placeholders filled from
 * the ticket, its contact, the member replying and the workspace.
 */

export const CANNED_REPLY_TITLE_MAX = 80;
export const CANNED_REPLY_BODY_MAX = 5_000;
/** A workspace keeps at most this many (the insert menu lists them all). */
export const CANNED_REPLIES_MAX = 200;

export const CANNED_REPLY_MESSAGES = {
  titleRequired: "Give the canned reply a title.",
  titleTooLong: `A canned reply's title has at most ${CANNED_REPLY_TITLE_MAX} characters.`,
  titleTaken: "A canned reply with this title exists already.",
  bodyRequired: "Write the reply's text.",
  bodyTooLong: `A canned reply has at most ${CANNED_REPLY_BODY_MAX.toLocaleString("en-US")} characters.`,
  tooMany: `A workspace keeps at most ${CANNED_REPLIES_MAX} canned replies.`,
  nothingToChange: "Give a new title or text.",
  notFound: "Canned reply not found",
  created: "Canned reply added",
  saved: "Canned reply saved",
  deleted: "Canned reply deleted",
} as const;

/** The placeholders a canned reply may hold, as typed, with what each becomes (for the management card's help). */
export const CANNED_REPLY_PLACEHOLDERS = {
  "contact.name": "The ticket's contact (or requester), full name",
  "contact.first_name": "The contact's first name",
  "ticket.number": "The ticket's number, as #00042",
  "staff.name": "Your name",
  "workspace.name": "The workspace's name",
} as const;
export type CannedReplyPlaceholder = keyof typeof CANNED_REPLY_PLACEHOLDERS;
export type PlaceholderValues = Partial<Record<CannedReplyPlaceholder, string | null | undefined>>;

export const cannedReplySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

const title = z
  .string({ error: CANNED_REPLY_MESSAGES.titleRequired })
  .trim()
  .min(1, CANNED_REPLY_MESSAGES.titleRequired)
  .max(CANNED_REPLY_TITLE_MAX, CANNED_REPLY_MESSAGES.titleTooLong);
const body = z
  .string({ error: CANNED_REPLY_MESSAGES.bodyRequired })
  .trim()
  .min(1, CANNED_REPLY_MESSAGES.bodyRequired)
  .max(CANNED_REPLY_BODY_MAX, CANNED_REPLY_MESSAGES.bodyTooLong);

export const cannedReplyCreateSchema = z.object({ title, body });
export const cannedReplyUpdateSchema = z
  .object({ title: title.optional(), body: body.optional() })
  .refine((v) => v.title !== undefined || v.body !== undefined, { message: CANNED_REPLY_MESSAGES.nothingToChange });

/**
 * A canned reply's text with its placeholders filled: `{{contact.name}}` (spaces inside the braces allowed) becomes
 * its value, an empty string when the value is missing; a placeholder that is not one of CANNED_REPLY_PLACEHOLDERS
 * stays as typed.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{\{\s*([a-z_.]+)\s*\}\}/g, (typed, name: string) =>
    Object.hasOwn(CANNED_REPLY_PLACEHOLDERS, name) ? (values[name as CannedReplyPlaceholder] ?? "").trim() : typed,
  );
}

/** The values of a ticket's placeholders, from what the ticket screen knows. */
export function placeholderValues(input: {
  contactName?: string | null;
  ticketNumber?: number | null;
  staffName?: string | null;
  workspaceName?: string | null;
}): PlaceholderValues {
  const contactName = input.contactName?.trim() || null;
  return {
    "contact.name": contactName,
    "contact.first_name": contactName ? contactName.split(/\s+/)[0] : null,
    "ticket.number": input.ticketNumber ? ticketDisplayId(input.ticketNumber) : null,
    "staff.name": input.staffName,
    "workspace.name": input.workspaceName,
  };
}
