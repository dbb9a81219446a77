import { z } from "zod";

/**
 * One industry vertical (issue 19): the words, fields, types, categories, starter articles and e-mail wording that a
 * workspace of this industry starts with. One file per vertical in this folder, registered in `index.ts`; its
 * catalogue row (name, description, picture) is in the server's `db/seed/catalog-data.ts` under the same slug.
 */

/** A noun as people read it: singular and plural, capitalised as in a heading ("Work order"), and its article. */
export const nounSchema = z.object({
  one: z.string().trim().min(1).max(40),
  other: z.string().trim().min(1).max(40),
  /** The indefinite article before the singular ("an Inquiry"). */
  article: z.enum(["a", "an"]),
});
export type Noun = z.infer<typeof nounSchema>;

/** The nouns a workspace's screens, portal and e-mails use (the generic vertical's are the spec's own words). */
export const verticalTermsSchema = z.object({
  /** What a contact is called: Patient, Client, Student, Customer… */
  contact: nounSchema,
  /** What a help desk ticket is called: Case, Work order, Request… */
  ticket: nounSchema,
  /** The client portal's name: "Patient Portal", "Client Portal", "Student Portal" (SPEC §2's tenant landing). */
  portal: z.string().trim().min(1).max(60),
});
export type VerticalTerms = z.infer<typeof verticalTermsSchema>;

/** What a tenant admin may override (any subset; an empty override falls back to the vertical's word). */
export const termOverridesSchema = z
  .object({
    contact: nounSchema.optional(),
    ticket: nounSchema.optional(),
    portal: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export type TermOverrides = z.infer<typeof termOverridesSchema>;

/** The kinds of custom contact field a workspace may define (issue 19 point 3). */
export const CUSTOM_FIELD_KINDS = [
  "text",
  "number",
  "date",
  "select",
  "multi_select",
  "checkbox",
  "url",
  "email",
  "phone",
] as const;
export type CustomFieldKind = (typeof CUSTOM_FIELD_KINDS)[number];

/** A custom field as a vertical seeds it (the workspace's own copy is editable). */
export interface FieldSeed {
  /** Stable key, lower snake case: the value's key in the contact's custom fields and the CSV column's suffix. */
  key: string;
  label: string;
  kind: CustomFieldKind;
  /** For select and multi_select. */
  options?: readonly string[];
  required?: boolean;
}

/** A contact type or ticket category as a vertical seeds it: a stable key and the label people read. */
export interface ChoiceSeed {
  key: string;
  label: string;
}

/** A starter knowledge-base article for the workspace's own clients (Markdown body). */
export interface ArticleSeed {
  slug: string;
  title: string;
  summary: string;
  /** The tenant knowledge base category it is filed under (created by name). */
  category: string;
  tags: readonly string[];
  body: string;
}

/** The e-mail wording a workspace's mails use beyond the nouns. ICU messages; `{company}` is the workspace's name. */
export interface EmailWording {
  /** The last line of every mail to a workspace's clients ("Your care team at {company}"). */
  signOff: string;
}

export interface VerticalDefinition {
  /** The catalogue row's slug; "generic" for the default (a workspace without a vertical, or one not listed). */
  slug: string;
  terms: VerticalTerms;
  contactTypes: readonly ChoiceSeed[];
  ticketCategories: readonly ChoiceSeed[];
  contactFields: readonly FieldSeed[];
  starterArticles: readonly ArticleSeed[];
  email: EmailWording;
}
