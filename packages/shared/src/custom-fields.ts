import { z } from "zod";
import { CUSTOM_FIELD_KINDS, type CustomFieldKind } from "./verticals/types";

/**
 * Custom contact fields (issue 19 point 3): a workspace defines extra fields for its contacts; each contact keeps its
 * values in `customFields` (a JSON object keyed by the field's key). One validator (`validateCustomFields`) serves the
 * server (the authority) and the web form (the same messages before sending).
 */

export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const CUSTOM_FIELD_MAX = 50;
export const CUSTOM_FIELD_OPTIONS_MAX = 50;
export const CUSTOM_FIELD_TEXT_MAX = 500;

export const CUSTOM_FIELD_KIND_LABELS: Record<CustomFieldKind, string> = {
  text: "Text",
  number: "Number",
  date: "Date",
  select: "Select",
  multi_select: "Multi-select",
  checkbox: "Checkbox",
  url: "URL",
  email: "E-mail",
  phone: "Phone",
};

export const CUSTOM_FIELD_MESSAGES = {
  created: "Field added",
  updated: "Field saved",
  deleted: "Field deleted",
  notFound: "Field not found",
  keyTaken: "Another field already has this key",
  tooMany: `A workspace has at most ${CUSTOM_FIELD_MAX} fields`,
  keyFormat: "Use lower case letters, digits and underscores, starting with a letter",
  optionsRequired: "Add at least one option",
  optionsDuplicate: "Options must be different",
  reorderMismatch: "Name every field of the workspace once",
  required: "This field is required",
  unknown: "Unknown field",
  text: `At most ${CUSTOM_FIELD_TEXT_MAX} characters`,
  number: "Enter a number",
  date: "Enter a date (YYYY-MM-DD)",
  option: "Choose one of the options",
  checkbox: "Enter yes or no",
  url: "Enter a web address starting with http:// or https://",
  email: "Enter a valid e-mail address",
  phone: "Enter a phone number",
  filterUnknownField: "Unknown field to filter by",
} as const;

const optionSchema = z.string().trim().min(1).max(100);

const definitionBase = {
  label: z.string().trim().min(1, "Enter a label").max(80),
  kind: z.enum(CUSTOM_FIELD_KINDS, { error: "Unknown field kind" }),
  options: z.array(optionSchema).max(CUSTOM_FIELD_OPTIONS_MAX).default([]),
  required: z.boolean().default(false),
};

function checkOptions(value: { kind?: CustomFieldKind; options?: string[] }, ctx: z.RefinementCtx): void {
  if (value.kind !== "select" && value.kind !== "multi_select") return;
  const options = value.options ?? [];
  if (options.length === 0)
    ctx.addIssue({ code: "custom", path: ["options"], message: CUSTOM_FIELD_MESSAGES.optionsRequired });
  if (new Set(options).size !== options.length)
    ctx.addIssue({ code: "custom", path: ["options"], message: CUSTOM_FIELD_MESSAGES.optionsDuplicate });
}

/** Creating a field: the key is fixed from then on (values are stored under it). */
export const contactFieldCreateSchema = z
  .object({
    key: z.string().trim().regex(CUSTOM_FIELD_KEY_PATTERN, CUSTOM_FIELD_MESSAGES.keyFormat),
    ...definitionBase,
  })
  .superRefine(checkOptions);
export type ContactFieldCreate = z.input<typeof contactFieldCreateSchema>;

/** Editing a field: label, kind, options, required (not its key). */
export const contactFieldUpdateSchema = z.object(definitionBase).superRefine(checkOptions);
export type ContactFieldUpdate = z.input<typeof contactFieldUpdateSchema>;

/** The workspace's fields in their new order (every field's id once). */
export const contactFieldReorderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(CUSTOM_FIELD_MAX) });

export const contactFieldSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  label: z.string(),
  kind: z.enum(CUSTOM_FIELD_KINDS),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number().int(),
});
export type ContactField = z.infer<typeof contactFieldSchema>;

/** What the validator needs of a definition. */
export type CustomFieldDefinition = Pick<ContactField, "key" | "label" | "kind" | "options" | "required">;
export type CustomFieldValue = string | number | boolean | string[];
export type CustomFieldValues = Record<string, CustomFieldValue>;

/** A value is empty when it says nothing: absent, null, "", [] (a checkbox's false is a value). */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[0-9 ().\-/]{3,40}$/;

function isDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * One value, normalised for its kind, or the message why not. Strings are accepted for every kind (a form's input,
 * a CSV cell, a filter's query parameter): "12.5" for a number, "yes"/"true"/"1" for a checkbox, "a; b" for a
 * multi-select.
 */
export function normaliseCustomFieldValue(
  definition: CustomFieldDefinition,
  value: unknown,
): { value: CustomFieldValue } | { error: string } {
  const M = CUSTOM_FIELD_MESSAGES;
  const text = typeof value === "string" ? value.trim() : null;
  switch (definition.kind) {
    case "text":
      if (text === null) return { error: M.text };
      return text.length > CUSTOM_FIELD_TEXT_MAX ? { error: M.text } : { value: text };
    case "number": {
      const n = typeof value === "number" ? value : text !== null && text !== "" ? Number(text) : Number.NaN;
      return Number.isFinite(n) ? { value: n } : { error: M.number };
    }
    case "date":
      return text !== null && isDate(text) ? { value: text } : { error: M.date };
    case "select":
      return text !== null && definition.options.includes(text) ? { value: text } : { error: M.option };
    case "multi_select": {
      const items = Array.isArray(value) ? value : text !== null ? text.split(";") : null;
      if (!items || items.some((i) => typeof i !== "string")) return { error: M.option };
      const chosen = [...new Set((items as string[]).map((i) => i.trim()).filter((i) => i !== ""))];
      return chosen.every((i) => definition.options.includes(i)) ? { value: chosen } : { error: M.option };
    }
    case "checkbox": {
      if (typeof value === "boolean") return { value };
      const t = text?.toLowerCase();
      if (t === "true" || t === "yes" || t === "1") return { value: true };
      if (t === "false" || t === "no" || t === "0") return { value: false };
      return { error: M.checkbox };
    }
    case "url": {
      if (text === null || text.length > CUSTOM_FIELD_TEXT_MAX || !/^https?:\/\//i.test(text)) return { error: M.url };
      return URL.canParse(text) ? { value: text } : { error: M.url };
    }
    case "email":
      return text !== null && text.length <= 320 && z.email().safeParse(text).success
        ? { value: text }
        : { error: M.email };
    case "phone":
      return text !== null && PHONE.test(text) && /\d/.test(text) ? { value: text } : { error: M.phone };
  }
}

export interface CustomFieldsResult {
  /** The values of the defined fields, normalised; empty values are left out. */
  values: CustomFieldValues;
  /** Field errors keyed `customFields.<key>` (empty when valid). */
  fieldErrors: Record<string, string[]>;
}

/**
 * Checks a contact's custom values against the workspace's definitions: unknown keys and missing required values are
 * errors, each value is normalised for its kind. `keep` (the stored values) are carried over for keys no longer
 * defined: a removed field's values stay in the row, unseen and unchecked.
 */
export function validateCustomFields(
  definitions: readonly CustomFieldDefinition[],
  values: Record<string, unknown> | undefined | null,
  keep: Record<string, unknown> = {},
): CustomFieldsResult {
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const fieldErrors: Record<string, string[]> = {};
  const out: CustomFieldValues = {};
  for (const [key, value] of Object.entries(keep)) {
    if (!byKey.has(key)) out[key] = value as CustomFieldValue;
  }
  const given = values ?? {};
  for (const key of Object.keys(given)) {
    if (!byKey.has(key)) fieldErrors[`customFields.${key}`] = [CUSTOM_FIELD_MESSAGES.unknown];
  }
  for (const definition of definitions) {
    const value = Object.hasOwn(given, definition.key) ? given[definition.key] : undefined;
    if (isEmpty(value)) {
      if (definition.required) fieldErrors[`customFields.${definition.key}`] = [CUSTOM_FIELD_MESSAGES.required];
      continue;
    }
    const result = normaliseCustomFieldValue(definition, value);
    if ("error" in result) fieldErrors[`customFields.${definition.key}`] = [result.error];
    else out[definition.key] = result.value;
  }
  return { values: out, fieldErrors };
}

/** A value as a CSV cell or a form's text shows it. */
export function customFieldValueText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** The contacts list's filter on one field: the value to match, as the stored JSON (containment for multi-select). */
export function customFieldFilterValue(
  definition: CustomFieldDefinition,
  raw: string,
): { value: CustomFieldValue } | { error: string } {
  if (definition.kind === "multi_select") {
    const option = raw.trim();
    return definition.options.includes(option) ? { value: [option] } : { error: CUSTOM_FIELD_MESSAGES.option };
  }
  return normaliseCustomFieldValue(definition, raw);
}

/** The kinds whose values the contacts search matches (free text the people typed). */
export const SEARCHABLE_FIELD_KINDS: readonly CustomFieldKind[] = ["text", "url", "email", "phone", "select"];
