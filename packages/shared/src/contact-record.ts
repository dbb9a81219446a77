import { z } from "zod";
import { contactSchema } from "./contacts";

/** The contact record (issue 21): one contact's page, its notes and its timeline. */

export const CONTACT_NOTE_MAX_LENGTH = 10_000;
export const CONTACT_TIMELINE_PAGE_SIZE = 20;
export const CONTACT_TIMELINE_PAGE_MAX = 100;

export const CONTACT_RECORD_MESSAGES = {
  noteNotFound: "Note not found",
  noteNotYours: "Only the note's author or a workspace administrator can change or delete this note.",
  noteEmpty: "Write something in the note.",
  noteTooLong: `A note can be at most ${CONTACT_NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  noteNothingToChange: "Send the note's new text or whether it is pinned.",
  invalidCursor: "Invalid cursor: load the timeline from its first page again",
  noteAdded: "Note added",
  noteSaved: "Note saved",
  noteDeleted: "Note deleted",
  noteError: "The note could not be saved. Try again.",
  timelineEmpty: "Nothing has happened yet.",
} as const;

export const contactNoteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  pinned: z.boolean(),
  authorName: z.string(),
  authorUserId: z.string().nullable(),
  /** Whether the signed-in member may edit, pin or delete it (its author, or an administrator). */
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactNote = z.infer<typeof contactNoteSchema>;

const noteBody = z
  .string({ error: CONTACT_RECORD_MESSAGES.noteEmpty })
  .trim()
  .min(1, CONTACT_RECORD_MESSAGES.noteEmpty)
  .max(CONTACT_NOTE_MAX_LENGTH, CONTACT_RECORD_MESSAGES.noteTooLong);

export const contactNoteInputSchema = z.object({ body: noteBody, pinned: z.boolean().optional() });
export type ContactNoteInput = z.input<typeof contactNoteInputSchema>;

export const contactNotePatchSchema = z
  .object({ body: noteBody.optional(), pinned: z.boolean().optional() })
  .refine((v) => v.body !== undefined || v.pinned !== undefined, CONTACT_RECORD_MESSAGES.noteNothingToChange);
export type ContactNotePatch = z.input<typeof contactNotePatchSchema>;

/** A ticket of the contact's: one its linked portal client submitted. */
export const contactTicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  title: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

/** A portal account linked to the contact (`portal_clients.contact_id`). */
export const contactPortalAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(["active", "invited", "disabled"]),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

/** GET one contact: the contact with the tickets and portal accounts linked to it. */
export const contactRecordSchema = contactSchema.extend({
  tickets: z.array(contactTicketSchema),
  portalAccounts: z.array(contactPortalAccountSchema),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const CONTACT_TIMELINE_KINDS = [
  "note",
  "field_change",
  "email_sent",
  "portal_sign_in",
  "portal_registered",
  "ticket_opened",
  "ticket_closed",
  "ticket_status",
  "document_shared",
  "document_uploaded",
  "appointment",
  "merged",
  "tag_added",
  "tag_removed",
  "trashed",
  "restored",
] as const;
export type ContactTimelineKind = (typeof CONTACT_TIMELINE_KINDS)[number];

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One timeline entry. `data` per kind — note: body, pinned; field_change: field, label, from, to; email_sent: subject;
 * ticket_*: number, title, status (ticket_status: from, to); document_*: name; appointment: startsAt, status;
 * portal_*: email; merged: name, email (the contact merged into this one); tag_*: name, color; trashed / restored: nothing (the actor
 * says who).
 */
export const contactTimelineItemSchema = z.object({
  key: z.string(),
  /** One of CONTACT_TIMELINE_KINDS; a kind a later version writes is shown plainly, not refused. */
  kind: z.string(),
  at: z.string(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), detailValue),
});
export type ContactTimelineItem = z.infer<typeof contactTimelineItemSchema>;

export const contactTimelineQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONTACT_TIMELINE_PAGE_MAX).default(CONTACT_TIMELINE_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});

export const contactTimelinePageSchema = z.object({
  items: z.array(contactTimelineItemSchema),
  nextCursor: z.string().nullable(),
});
export type ContactTimelinePage = z.infer<typeof contactTimelinePageSchema>;
