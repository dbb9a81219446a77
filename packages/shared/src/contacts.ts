import { z } from "zod";
import { choiceKeySchema } from "./choices";
import { CONTACT_STATUSES } from "./enums";
import { uuidSchema } from "./schemas";
import { tagFilterSchema } from "./tags";

/** Contacts contract (SPEC §3, §7, §8): answers, list query, CSV import and export. */

export const CONTACT_MESSAGES = {
  created: { title: "Contact created", description: "Contact has been created successfully." },
  updated: { title: "Contact updated", description: "Contact has been updated successfully." },
  deleted: { title: "Contact deleted", description: "Contact has been deleted successfully." },
  createError: { title: "Error creating contact", description: "There was an error creating the contact." },
  updateError: { title: "Error updating contact", description: "There was an error updating the contact." },
  deleteError: { title: "Error deleting contact", description: "There was an error deleting the contact." },
  emptyFiltered: "No contacts found matching the search criteria.",
  empty: "No contacts added yet. Add your first contact.",
  notFound: "Contact not found",
  importInvalid: "The file has errors. Nothing was imported.",
  importHeaderMissing: "The first row must be a header with a name column.",
  importEmpty: "The file has no contacts.",
  importTooLarge: "Import at most 5,000 contacts at a time.",
  importFileTooLarge: "The file is too large: import at most 5 MB at a time.",
  unknownType: "Unknown contact type",
  invalidCursor: "Invalid cursor: load the list from its first page again",
  bulkDeleteNone: "Choose at least one contact to delete.",
  bulkDeleteTooMany: "Delete at most 500 contacts at a time.",
  bulkDeleted: { title: "Contacts deleted", description: "The selected contacts have been deleted." },
} as const;

/**
 * The type filter's plural names of the generic vertical's types (SPEC §2), key → label: the filter shows these where
 * the workspace's entry still has its generic label; any other entry shows its own label.
 */
export const CONTACT_TYPE_LABELS: Readonly<Record<string, string>> = {
  CLIENT: "Clients",
  VENDOR: "Vendors",
  PARTNER: "Partners",
  EMPLOYEE: "Employees",
  LEAD: "Leads",
  OTHER: "Other",
};

export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** The key of one of the workspace's contact types (`choicesApi.contactTypes`). */
  type: z.string(),
  status: z.enum(CONTACT_STATUSES),
  notes: z.string().nullable(),
  /** The workspace's custom fields' values, by key (issue 19); only fields still defined are shown. */
  customFields: z.record(z.string(), z.unknown()),
  /** The tags it carries (issue 21), by id. */
  tagIds: z.array(z.uuid()),
  /** The team member who owns it (issue 21), or none. */
  ownerUserId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const CONTACT_PAGE_SIZE = 50;
export const CONTACT_PAGE_MAX = 200;

/**
 * GET /api/tenants/{tenantId}/contacts: the answer is the contact list (SPEC §7); the next page's cursor and the total
 * come in the `X-Next-Cursor` and `X-Total-Count` headers.
 */
export const contactListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  type: z
    .union([z.literal("ALL"), choiceKeySchema], { error: "Unknown contact type" })
    .optional()
    .transform((v) => (v === "ALL" ? undefined : v)),
  status: z.enum(CONTACT_STATUSES, { error: "Unknown contact status" }).optional(),
  /** A custom field to filter by (its key) and the value to match (equality; a multi-select contains it). */
  fieldKey: z.string().trim().max(40).optional(),
  fieldValue: z.string().trim().max(500).optional(),
  /** Tag ids separated by commas: contacts carrying ALL of them (issue 21). */
  tags: tagFilterSchema,
  /** The owner's user id, or "me": the signed-in member's contacts (issue 21). */
  owner: z.union([z.literal("me"), uuidSchema]).optional(),
  sort: z.enum(["name", "created"]).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
  limit: z.coerce.number().int().min(1).max(CONTACT_PAGE_MAX).default(CONTACT_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/** CSV columns, in the export's order; the import reads the same header names (case-insensitive). */
export const CONTACT_CSV_COLUMNS = ["name", "email", "phone", "jobTitle", "type", "status", "notes"] as const;
export const CONTACT_IMPORT_MAX_ROWS = 5000;

export const CONTACT_IMPORT_MODES = ["all", "valid"] as const;
export const CONTACT_IMPORT_DUPLICATES = ["skip", "import"] as const;

export const contactImportRequestSchema = z.object({
  csv: z.string().max(5_000_000, CONTACT_MESSAGES.importFileTooLarge),
  /** true: check and preview only, write nothing. */
  dryRun: z.boolean().default(false),
  /**
   * The wizard's mapping (issue 21 point 8): column index (0-based, as a string) → a field key (`name` … `notes`, or
   * `custom:<key>`), or "" for "Don't import". Columns left out are not imported. Without it the header names the
   * fields (the export's names, labels and usual synonyms).
   */
  mapping: z
    .record(z.string(), z.string().max(80))
    .refine((m) => Object.keys(m).every((k) => /^\d{1,4}$/.test(k)), "Columns are numbered from 0")
    .optional(),
  /** "all": any invalid row and nothing is imported; "valid": the valid rows are, the others come back rejected. */
  mode: z.enum(CONTACT_IMPORT_MODES).default("all"),
  /** Rows whose e-mail is already a live contact's: skipped (default) or imported anyway. */
  duplicates: z.enum(CONTACT_IMPORT_DUPLICATES).default("skip"),
});
export type ContactImportRequest = z.input<typeof contactImportRequestSchema>;

export const CONTACT_BULK_DELETE_MAX = 500;

/** Deleting contacts in bulk (an administrator's, the permission table's `contacts.bulkDelete`). */
export const contactBulkDeleteRequestSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Invalid contact id" }))
    .min(1, CONTACT_MESSAGES.bulkDeleteNone)
    .max(CONTACT_BULK_DELETE_MAX, CONTACT_MESSAGES.bulkDeleteTooMany),
});
/** How many of the ids named a contact of the workspace (ids of no contact are passed over). */
export const contactBulkDeleteAnswerSchema = z.object({ deleted: z.number().int() });

export const contactImportAnswerSchema = z.object({
  valid: z.boolean(),
  total: z.number().int(),
  created: z.number().int(),
  preview: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      email: z.string().optional(),
      phone: z.string().optional(),
      jobTitle: z.string().optional(),
      type: z.string(),
      status: z.enum(CONTACT_STATUSES),
      notes: z.string().optional(),
      customFields: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  /**
   * Columns the header names that are neither a contact column nor a custom field's (issue 19): reported for every
   * row that has a value in them, and not imported (they do not make the file invalid).
   */
  unknownColumns: z.array(z.object({ row: z.number().int(), columns: z.array(z.string()) })).optional(),
  /** The file's header cells and the mapping used, per column: a field key or null (not imported). */
  header: z.array(z.string()).default([]),
  mapping: z.array(z.string().nullable()).default([]),
  /** The first rows one by one (CONTACT_IMPORT_PREVIEW_ROWS): ok, invalid (with reasons) or already a contact. */
  rows: z
    .array(
      z.object({
        row: z.number().int(),
        name: z.string(),
        email: z.string().optional(),
        /** The contact type key the row gets (rows that passed the checks). */
        type: z.string().optional(),
        outcome: z.enum(["ok", "invalid", "duplicate"]),
        reasons: z.array(z.string()),
        duplicateOf: z.object({ id: z.string(), name: z.string() }).optional(),
      }),
    )
    .default([]),
  /** Every refused row: its spreadsheet row, its cells as in the file, the reasons in plain words. */
  rejected: z
    .array(z.object({ row: z.number().int(), cells: z.array(z.string()), reasons: z.array(z.string()) }))
    .default([]),
  /** ok: valid and new; invalid; duplicates: valid but already a contact; skipped: duplicates not imported. */
  counts: z
    .object({
      ok: z.number().int(),
      invalid: z.number().int(),
      duplicates: z.number().int(),
      skipped: z.number().int(),
    })
    .default({ ok: 0, invalid: 0, duplicates: 0, skipped: 0 }),
});
export type ContactImportAnswer = z.infer<typeof contactImportAnswerSchema>;
