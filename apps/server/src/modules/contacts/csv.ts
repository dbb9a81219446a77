import {
  CHOICE_MESSAGES,
  type Choice,
  CONTACT_CSV_COLUMNS,
  CONTACT_IMPORT_MAX_ROWS,
  CONTACT_MESSAGES,
  CONTACT_STATUSES,
  CONTACT_TYPE_LABELS,
  type Contact,
  type ContactImportAnswer,
  type CustomFieldDefinition,
  contactInputSchema,
  customFieldValueText,
  validateCustomFields,
} from "@engagesuite/shared";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { ContactValues } from "./queries";

type Column = (typeof CONTACT_CSV_COLUMNS)[number];

/** Spreadsheets run a cell that starts with = + - @ as a formula: such values are exported with a leading '. */
function safeCell(value: string | null): string {
  if (!value) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const normalise = (name: string) => name.trim().toLowerCase().replace(/[\s_]/g, "");

/**
 * The CSV column of each custom field: its label ("Date of birth"), or its key when the label would read as a
 * contact column or another field's column. The import reads either.
 */
export function customFieldHeaders(definitions: readonly CustomFieldDefinition[]): string[] {
  const taken = new Set<string>(CONTACT_CSV_COLUMNS.map((c) => normalise(c)));
  return definitions.map((d) => {
    const header = taken.has(normalise(d.label)) ? d.key : d.label;
    taken.add(normalise(header));
    return header;
  });
}

export function csvHeader(definitions: readonly CustomFieldDefinition[] = []): string {
  return stringify([[...CONTACT_CSV_COLUMNS, ...customFieldHeaders(definitions)]]);
}

export function csvRows(rows: Contact[], definitions: readonly CustomFieldDefinition[] = []): string {
  return stringify(
    rows.map((c) => [
      ...CONTACT_CSV_COLUMNS.map((column) => safeCell(c[column] as string | null)),
      ...definitions.map((d) => safeCell(customFieldValueText(c.customFields[d.key]))),
    ]),
  );
}

function enumValue<T extends string>(values: readonly T[], labels: Record<string, string>, raw: string): T | string {
  const v = raw.trim();
  if (!v) return v;
  const upper = v.toUpperCase();
  if ((values as readonly string[]).includes(upper)) return upper as T;
  const byLabel = Object.entries(labels).find(([, label]) => label.toLowerCase() === v.toLowerCase());
  return byLabel ? byLabel[0] : v;
}

/**
 * A type cell as the workspace's active contact types read it: a key or a label, any case (the generic vertical's
 * plural filter names too, "Clients"); undefined for an empty cell, null for one the list does not know.
 */
function contactTypeValue(types: readonly Choice[], raw: string): string | null | undefined {
  const v = raw.trim().toLowerCase();
  if (!v) return undefined;
  const match = types.find(
    (t) => t.key.toLowerCase() === v || t.label.toLowerCase() === v || CONTACT_TYPE_LABELS[t.key]?.toLowerCase() === v,
  );
  return match ? match.key : null;
}

export interface ParsedImport {
  answer: ContactImportAnswer;
  valid: ContactValues[];
}

const PREVIEW_ROWS = 20;

/** The export's leading ' before = + - @ is taken off again, so that an exported file imports unchanged. */
function unneutralise(cell: string): string {
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Reads a CSV with a header row (column names of CONTACT_CSV_COLUMNS, any case and order; only `name` required) and
 * checks every row with the same schema as the form. Row numbers are the spreadsheet's: the header is row 1.
 */
export function parseContactCsv(
  csv: string,
  types: readonly Choice[],
  definitions: readonly CustomFieldDefinition[] = [],
): ParsedImport {
  const empty = (message: string): ParsedImport => ({
    valid: [],
    answer: { valid: false, total: 0, created: 0, preview: [], errors: [{ row: 1, field: "file", message }] },
  });
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), { skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    return empty(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const columnOf = new Map<number, Column>();
  const fieldOf = new Map<number, CustomFieldDefinition>();
  const unknownOf = new Map<number, string>();
  const headers = customFieldHeaders(definitions);
  header?.forEach((name, i) => {
    const match = CONTACT_CSV_COLUMNS.find((c) => c.toLowerCase() === normalise(name));
    if (match) {
      columnOf.set(i, match);
      return;
    }
    // A custom field's column: its header as the export writes it, its label, or its key.
    const field = definitions.find(
      (d, n) =>
        normalise(headers[n] ?? "") === normalise(name) ||
        normalise(d.label) === normalise(name) ||
        d.key === name.trim(),
    );
    if (field) fieldOf.set(i, field);
    else if (name.trim() !== "") unknownOf.set(i, name.trim());
  });
  if (![...columnOf.values()].includes("name")) return empty(CONTACT_MESSAGES.importHeaderMissing);
  if (rows.length === 0) return empty(CONTACT_MESSAGES.importEmpty);
  if (rows.length > CONTACT_IMPORT_MAX_ROWS) return empty(CONTACT_MESSAGES.importTooLarge);

  const errors: ContactImportAnswer["errors"] = [];
  const valid: ContactValues[] = [];
  const preview: ContactImportAnswer["preview"] = [];
  const unknownColumns: NonNullable<ContactImportAnswer["unknownColumns"]> = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    const raw: Record<string, string> = {};
    columnOf.forEach((column, i) => {
      raw[column] = unneutralise(cells[i] ?? "");
    });
    const type = contactTypeValue(types, raw.type ?? "") ?? (raw.type?.trim() ? null : (types[0]?.key ?? null));
    if (type === null) errors.push({ row, field: "type", message: CHOICE_MESSAGES.unknownContactType });
    const custom: Record<string, string> = {};
    fieldOf.forEach((field, i) => {
      custom[field.key] = unneutralise(cells[i] ?? "");
    });
    const unknown = [...unknownOf].filter(([i]) => (cells[i] ?? "").trim() !== "").map(([, name]) => name);
    if (unknown.length > 0 && unknownColumns.length < 500) unknownColumns.push({ row, columns: unknown });
    const checked = validateCustomFields(definitions, custom);
    for (const [key, messages] of Object.entries(checked.fieldErrors)) {
      for (const message of messages) errors.push({ row, field: key, message });
    }
    const candidate = {
      ...raw,
      type: undefined,
      status: raw.status ? enumValue(CONTACT_STATUSES, {}, raw.status) : undefined,
    };
    const parsed = contactInputSchema.safeParse(candidate);
    if (parsed.success && type !== null) {
      const values = { ...parsed.data, type, customFields: checked.values };
      valid.push(values);
      if (preview.length < PREVIEW_ROWS) preview.push({ row, ...values });
    } else if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row, field: String(issue.path[0] ?? "row"), message: issue.message });
      }
    }
  });
  return {
    valid: errors.length === 0 ? valid : [],
    answer: {
      valid: errors.length === 0,
      total: rows.length,
      created: 0,
      preview,
      errors: errors.slice(0, 500),
      ...(unknownOf.size > 0 ? { unknownColumns } : {}),
    },
  };
}
