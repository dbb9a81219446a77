import { z } from "zod";
import { contactSchema } from "./contacts";
import { uuidSchema } from "./schemas";

/**
 * Duplicates and merge (issue 21 point 7). Equal e-mails are allowed (a warning, never a refusal): the lookup finds the
 * live contacts with an address (case-insensitive, trimmed; trashed ones do not count) and a merge folds one contact
 * into another for good.
 */

export const CONTACT_EMAIL_LOOKUP_MAX_LENGTH = 320;

export const CONTACT_MERGE_MESSAGES = {
  emailMissing: "Give the e-mail address to look for.",
  emailTooLong: `An e-mail address can be at most ${CONTACT_EMAIL_LOOKUP_MAX_LENGTH} characters.`,
  otherMissing: "Choose the contact to merge into this one.",
  mergeSelf: "A contact cannot be merged with itself: choose another contact.",
  otherNotFound: "The contact to merge was not found. It may have been merged or deleted already.",
  mergeError: "The contacts could not be merged. Try again.",
} as const;

/** A contact with the same address: enough to name it and open it. */
export const contactDuplicateSchema = contactSchema.pick({
  id: true,
  name: true,
  email: true,
  type: true,
  status: true,
});
export type ContactDuplicate = z.infer<typeof contactDuplicateSchema>;

export const contactDuplicateQuerySchema = z.object({
  /**
   * The address to look for. Optional here only so that the session and the workspace are checked before it (the
   * server answers 400 `emailMissing` for an empty one after them).
   */
  email: z
    .string({ error: CONTACT_MERGE_MESSAGES.emailMissing })
    .trim()
    .max(CONTACT_EMAIL_LOOKUP_MAX_LENGTH, CONTACT_MERGE_MESSAGES.emailTooLong)
    .optional(),
  /** A contact left out of the answer: the one being edited. */
  excludeId: uuidSchema.optional(),
});
export type ContactDuplicateQuery = z.input<typeof contactDuplicateQuerySchema>;

export const contactMergeRequestSchema = z.object({
  /** The contact folded into this one (then deleted for good). */
  otherId: z.uuid({ error: CONTACT_MERGE_MESSAGES.otherMissing }),
});
export type ContactMergeRequest = z.input<typeof contactMergeRequestSchema>;

/** What a merge did: the survivor as it is now and how much moved into it. */
export const contactMergeAnswerSchema = z.object({
  contact: contactSchema,
  moved: z.object({
    notes: z.number().int(),
    events: z.number().int(),
    tags: z.number().int(),
    portalAccounts: z.number().int(),
    /** The survivor's empty fields the other filled, by their labels. */
    filled: z.array(z.string()),
  }),
});
export type ContactMergeAnswer = z.infer<typeof contactMergeAnswerSchema>;
