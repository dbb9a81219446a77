import { z } from "zod";
import { choiceKeySchema } from "./choices";
import { contactListQuerySchema } from "./contacts";
import { CONTACT_STATUSES } from "./enums";
import { uuidSchema } from "./schemas";

/** Bulk actions on contacts (issue 21): one request, one pg-boss job, one transaction (all or nothing). */

/** At most this many contacts change in one bulk action. */
export const CONTACT_BULK_MAX = 100_000;
/** Ticked rows sent by id; more go as "all matching this filter". */
export const CONTACT_BULK_MAX_IDS = 10_000;

export const CONTACT_BULK_MESSAGES = {
  none: "Choose at least one contact.",
  tooManyIds: `Send at most ${CONTACT_BULK_MAX_IDS.toLocaleString("en")} ids; choose "all matching" for more.`,
  tooMany: `Change at most ${CONTACT_BULK_MAX.toLocaleString("en")} contacts at a time. Narrow the filter.`,
  nothingMatches: "No contacts match this selection.",
  deleteIsAdmins: "Only a workspace administrator can delete contacts in bulk",
  jobNotFound: "This bulk action was not found",
} as const;

export const contactBulkActionSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("tag"), tagId: uuidSchema }),
    z.object({ kind: z.literal("untag"), tagId: uuidSchema }),
    z.object({ kind: z.literal("status"), status: z.enum(CONTACT_STATUSES, { error: "Unknown contact status" }) }),
    z.object({ kind: z.literal("type"), type: choiceKeySchema }),
    z.object({ kind: z.literal("owner"), ownerUserId: uuidSchema.nullable() }),
    z.object({ kind: z.literal("delete") }),
  ],
  { error: "Unknown bulk action" },
);
export type ContactBulkAction = z.infer<typeof contactBulkActionSchema>;

/** The list's filter, as the list's query has it (tags as an array of ids here). */
export const contactBulkFilterSchema = contactListQuerySchema
  .pick({ search: true, type: true, status: true, fieldKey: true, fieldValue: true, owner: true })
  .extend({ tags: z.array(uuidSchema).max(10).optional() });

/** The ticked rows by id, or every contact matching the list's filter ("all N matching"). */
export const contactBulkSelectionSchema = z.union([
  z.object({
    ids: z
      .array(z.uuid({ error: "Invalid contact id" }))
      .min(1, CONTACT_BULK_MESSAGES.none)
      .max(CONTACT_BULK_MAX_IDS, CONTACT_BULK_MESSAGES.tooManyIds),
  }),
  z.object({ filter: contactBulkFilterSchema }),
]);

/** The ticked rows to export as CSV (issue 21): ids of contacts; an id of none is passed over. */
export const contactExportSelectionSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Invalid contact id" }))
    .min(1, CONTACT_BULK_MESSAGES.none)
    .max(CONTACT_BULK_MAX_IDS, CONTACT_BULK_MESSAGES.tooManyIds),
});

export const contactBulkRequestSchema = z.object({
  action: contactBulkActionSchema,
  selection: contactBulkSelectionSchema,
});
export type ContactBulkRequest = z.input<typeof contactBulkRequestSchema>;

export const CONTACT_BULK_STATES = ["queued", "running", "done", "failed"] as const;
export const contactBulkJobSchema = z.object({
  id: z.string(),
  state: z.enum(CONTACT_BULK_STATES),
  /** How many contacts the action covers (counted when it was asked for). */
  total: z.number().int(),
});
export type ContactBulkJob = z.infer<typeof contactBulkJobSchema>;
