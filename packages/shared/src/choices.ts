import { z } from "zod";

/**
 * A workspace's contact types and ticket categories (issue 19 point 4): its own lists, seeded from its vertical
 * (`contactTypes`, `ticketCategories`), editable by its administrators. Records hold the key; renaming changes the
 * label everywhere, removing archives the entry (records keep it and show it, new ones cannot choose it).
 */

export const CHOICE_KINDS = ["contactTypes", "ticketCategories"] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

export const CHOICE_KEY_MAX_LENGTH = 40;
export const CHOICE_LABEL_MAX_LENGTH = 60;
/** How many entries one list may hold (archived ones included). */
export const CHOICE_LIST_MAX = 100;
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const CHOICE_MESSAGES = {
  keyFormat: "Use letters, digits, _ or - only (e.g. PATIENT or test_results)",
  keyTooLong: `At most ${CHOICE_KEY_MAX_LENGTH} characters`,
  labelRequired: "Enter a name",
  labelTooLong: `At most ${CHOICE_LABEL_MAX_LENGTH} characters`,
  unknownContactType: "Choose one of the workspace's contact types",
  unknownTicketCategory: "Choose one of the workspace's ticket categories",
  notFound: "No such entry in this list",
  duplicate: "An entry with this key already exists",
  listFull: `A list holds at most ${CHOICE_LIST_MAX} entries`,
  orderMismatch: "Name every entry of the list exactly once",
  lastActive: "Keep at least one entry that is not archived",
  nothingToChange: "Change the name, the archived state or both",
  saved: "Saved",
} as const;

/** A contact type or ticket category key, as records and requests carry it. */
export const choiceKeySchema = z
  .string({ error: CHOICE_MESSAGES.keyFormat })
  .trim()
  .min(1, CHOICE_MESSAGES.keyFormat)
  .max(CHOICE_KEY_MAX_LENGTH, CHOICE_MESSAGES.keyTooLong)
  .regex(KEY_PATTERN, CHOICE_MESSAGES.keyFormat);

const labelSchema = z
  .string({ error: CHOICE_MESSAGES.labelRequired })
  .trim()
  .min(1, CHOICE_MESSAGES.labelRequired)
  .max(CHOICE_LABEL_MAX_LENGTH, CHOICE_MESSAGES.labelTooLong);

/** One entry of a list: archived ones are listed too (flagged), so records that hold them still show the label. */
export const choiceSchema = z.object({
  key: z.string(),
  label: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type Choice = z.infer<typeof choiceSchema>;

/** Adding an entry: the key is derived from the label when left out ("Test results" → "test_results"). */
export const choiceCreateSchema = z.object({ label: labelSchema, key: choiceKeySchema.optional() });
export type ChoiceCreate = z.input<typeof choiceCreateSchema>;

/** Renaming, archiving or restoring one entry (its key never changes). */
export const choiceUpdateSchema = z
  .object({ label: labelSchema.optional(), archived: z.boolean().optional() })
  .refine((v) => v.label !== undefined || v.archived !== undefined, { message: CHOICE_MESSAGES.nothingToChange });

/** The new order of a list: every key of it, once. */
export const choiceOrderSchema = z.object({ keys: z.array(choiceKeySchema).min(1).max(CHOICE_LIST_MAX) });

/** A key for a new entry from its label: lower snake case, ASCII, bounded. */
export function choiceKeyFromLabel(label: string): string {
  const key = label
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, CHOICE_KEY_MAX_LENGTH)
    .replace(/_+$/g, "");
  return key || "entry";
}

/** The label of a key in a list (the key itself when the list does not know it, e.g. while it loads). */
export function choiceLabel(list: readonly Pick<Choice, "key" | "label">[] | undefined, key: string): string {
  return list?.find((c) => c.key === key)?.label ?? key;
}
