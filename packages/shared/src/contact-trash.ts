import { z } from "zod";
import { CONTACT_BULK_DELETE_MAX } from "./contacts";

/**
 * The contacts' trash (issue 21 point 6): a deleted contact is kept, out of every list, count, search and export, for
 * CONTACT_TRASH_DAYS; an administrator can restore it (with its notes, tags and links) or delete it forever until
 * then, and a daily job deletes it forever after.
 */

export const CONTACT_TRASH_DAYS = 30;
export const CONTACT_TRASH_PAGE_SIZE = 50;
export const CONTACT_TRASH_PAGE_MAX = 200;

export const CONTACT_TRASH_MESSAGES = {
  idsNone: "Choose at least one contact.",
  idsTooMany: `Choose at most ${CONTACT_BULK_DELETE_MAX} contacts at a time.`,
  invalidId: "Invalid contact id",
  invalidCursor: "Invalid cursor: load the trash from its first page again",
  restored: "Restored from the trash",
  deletedForever: "Deleted forever",
  emptied: "The trash is empty",
  error: "The trash could not be changed. Try again.",
} as const;

/** One contact in the trash, with who deleted it and how many whole days are left before the purge. */
export const trashedContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  type: z.string(),
  deletedAt: z.string(),
  /** The member who deleted it, as named now; null when they are no longer a member or the product did it. */
  deletedByName: z.string().nullable(),
  /** Days (started ones count) before the purge deletes it forever: 30 just deleted, 1 on its last day. */
  daysLeft: z.number().int(),
});
export type TrashedContact = z.infer<typeof trashedContactSchema>;

export const contactTrashQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CONTACT_TRASH_PAGE_MAX).default(CONTACT_TRASH_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});

/** A page of the trash, newest deleted first; `total` on the first page only (null on later pages). */
export const contactTrashPageSchema = z.object({
  items: z.array(trashedContactSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type ContactTrashPage = z.infer<typeof contactTrashPageSchema>;

/** The ids to restore or delete forever (ids of no trashed contact of the workspace are passed over). */
export const contactTrashIdsSchema = z.object({
  ids: z
    .array(z.uuid({ error: CONTACT_TRASH_MESSAGES.invalidId }), { error: CONTACT_TRASH_MESSAGES.idsNone })
    .min(1, CONTACT_TRASH_MESSAGES.idsNone)
    .max(CONTACT_BULK_DELETE_MAX, CONTACT_TRASH_MESSAGES.idsTooMany),
});
export type ContactTrashIds = z.infer<typeof contactTrashIdsSchema>;

export const contactTrashRestoredSchema = z.object({ restored: z.number().int() });
export const contactTrashDeletedSchema = z.object({ deleted: z.number().int() });
