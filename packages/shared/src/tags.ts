import { z } from "zod";
import { uuidSchema } from "./schemas";

/** Contact tags (issue 21): the workspace's tags, each with a colour of a fixed palette. */

export const TAG_COLORS = ["gray", "red", "orange", "amber", "green", "teal", "blue", "violet", "pink"] as const;
export type TagColor = (typeof TAG_COLORS)[number];
export const TAG_NAME_MAX = 40;
/** The list can be filtered by at most this many tags at once (a contact must carry all of them). */
export const TAG_FILTER_MAX = 10;

export const TAG_MESSAGES = {
  nameRequired: "Give the tag a name.",
  nameTooLong: `A tag name has at most ${TAG_NAME_MAX} characters.`,
  nameTaken: "A tag with this name exists already.",
  unknownColor: "Choose one of the palette's colours.",
  notFound: "Tag not found",
  invalidFilter: `Filter by at most ${TAG_FILTER_MAX} tags.`,
  created: "Tag created",
  renamed: "Tag saved",
  deleted: "Tag deleted",
  unknownOwner: "Choose a member of the team as the owner.",
} as const;

export const tagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  /** How many contacts carry it. */
  contacts: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

const tagName = z
  .string({ error: TAG_MESSAGES.nameRequired })
  .trim()
  .min(1, TAG_MESSAGES.nameRequired)
  .max(TAG_NAME_MAX, TAG_MESSAGES.nameTooLong);
const tagColor = z.enum(TAG_COLORS, { error: TAG_MESSAGES.unknownColor });

/** A new tag; without a colour, the next of the palette. */
export const tagCreateSchema = z.object({ name: tagName, color: tagColor.optional() });
export const tagUpdateSchema = z
  .object({ name: tagName.optional(), color: tagColor.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, { message: "Give a new name or colour." });

/**
 * The list's tag filter as the query carries it: tag ids separated by commas; a contact must carry ALL of them.
 */
export const tagFilterSchema = z
  .string()
  .max(TAG_FILTER_MAX * 37)
  .optional()
  .transform((v) => (v ? [...new Set(v.split(",").filter(Boolean))] : undefined))
  .pipe(z.array(uuidSchema).max(TAG_FILTER_MAX, TAG_MESSAGES.invalidFilter).optional());
