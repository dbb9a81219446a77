import type { Choice } from "./choices";
import type { CustomFieldDefinition } from "./custom-fields";

/**
 * The contact import wizard's shared half (issue 21 point 8): one tolerant CSV reader and writer, the field list a
 * column can be mapped to, the guess of a mapping from a file's header, the downloadable template and the plain-word
 * reasons a row is refused. The web wizard and the server read a file with the same code, so both count the same
 * columns and rows.
 */

export type CsvDelimiter = "," | ";" | "\t";

/** The delimiter of a file: the one of `,` `;` tab that its first line (outside quotes) holds most of; `,` on a tie. */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text.replace(/^\uFEFF/, "")) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch] += 1;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

/**
 * Reads CSV text into records of cells, forgiving: a byte order mark, CRLF / LF / CR line ends, `,` `;` or tab
 * separators (detected), quoted cells with "" inside and line breaks, a quote left open at the end (the rest is the
 * cell). Every line is a record, empty ones included (as `[""]`), so that record i is the spreadsheet's row i + 1;
 * a trailing line break adds no record. Cells are not trimmed.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectCsvDelimiter(input)): string[][] {
  const text = input.replace(/^\uFEFF/, "");
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === delimiter) {
      record.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
    } else cell += ch;
    i += 1;
  }
  if (cell !== "" || record.length > 0 || quoted) {
    record.push(cell);
    records.push(record);
  }
  return records;
}

/** A record with nothing in it (an empty line, or only separators and spaces). */
export const isBlankRecord = (cells: readonly string[]): boolean => cells.every((c) => c.trim() === "");

/** Spreadsheets run a cell that starts with = + - @ as a formula: such a cell is written with a leading '. */
export function csvSafeCell(value: string | null | undefined): string {
  if (!value) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV line (CRLF-free: `\n` ends it); cells with a separator, quote, line break or edge space are quoted. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((c) => (/[",;\t\r\n]|^\s|\s$/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(",")}\n`;
}

/** The contact's own fields a column can fill, with the words a header may use for each (compared normalised). */
export const CONTACT_IMPORT_FIELDS = [
  { key: "name", label: "Name", aliases: ["name", "fullname", "contactname", "contact", "displayname", "person"] },
  { key: "email", label: "E-mail", aliases: ["email", "emailaddress", "mail", "emailadres", "courriel"] },
  {
    key: "phone",
    label: "Phone",
    aliases: ["phone", "phonenumber", "telephone", "tel", "mobile", "mobilephone", "cell", "cellphone"],
  },
  { key: "jobTitle", label: "Job title", aliases: ["jobtitle", "title", "position", "role", "job"] },
  { key: "type", label: "Type", aliases: ["type", "contacttype", "kind", "category"] },
  { key: "status", label: "Status", aliases: ["status", "contactstatus", "state"] },
  { key: "notes", label: "Notes", aliases: ["notes", "note", "comments", "comment", "remarks"] },
] as const;
export type ContactImportFieldKey = (typeof CONTACT_IMPORT_FIELDS)[number]["key"];

/** A custom field's mapping key: `custom:<key>` (a custom key may read like a contact field, "name"). */
export const CUSTOM_IMPORT_PREFIX = "custom:";
export const customImportKey = (key: string) => `${CUSTOM_IMPORT_PREFIX}${key}`;

export interface ImportTarget {
  /** `name` … `notes`, or `custom:<key>`. */
  key: string;
  label: string;
}

/** Every field a column can be mapped to, the contact's own first, then the workspace's custom fields. */
export function importTargets(definitions: readonly Pick<CustomFieldDefinition, "key" | "label">[]): ImportTarget[] {
  return [
    ...CONTACT_IMPORT_FIELDS.map((f) => ({ key: f.key, label: f.label })),
    ...definitions.map((d) => ({ key: customImportKey(d.key), label: d.label })),
  ];
}

/** "E-mail address", "e_mail", " EMAIL " → "emailaddress", "email", "email". */
export const normaliseHeader = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * The proposed mapping of a header: per column the target's key, or null ("Don't import"). A contact field matches
 * by its name or a usual synonym ("E-mail", "Email address", "Full name"); a custom field by its label or key; any
 * case, spacing and punctuation. No two columns get the same target (the first wins).
 */
export function suggestImportMapping(
  header: readonly string[],
  definitions: readonly Pick<CustomFieldDefinition, "key" | "label">[],
): (string | null)[] {
  const taken = new Set<string>();
  return header.map((name) => {
    const n = normaliseHeader(name);
    if (!n) return null;
    const own = CONTACT_IMPORT_FIELDS.find((f) => (f.aliases as readonly string[]).includes(n));
    const custom = definitions.find((d) => normaliseHeader(d.label) === n || normaliseHeader(d.key) === n);
    // A custom field named exactly like the header wins over a synonym ("Title" field vs job title's alias).
    const key = custom && (!own || normaliseHeader(own.label) !== n) ? customImportKey(custom.key) : own?.key;
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

function exampleValue(definition: CustomFieldDefinition): string {
  switch (definition.kind) {
    case "number":
      return "42";
    case "date":
      return "1980-04-23";
    case "select":
    case "multi_select":
      return definition.options[0] ?? "";
    case "checkbox":
      return "yes";
    case "url":
      return "https://example.com";
    case "email":
      return "jane.work@example.com";
    case "phone":
      return "+1 555 0101";
    default:
      return "Example";
  }
}

/**
 * The downloadable template: a header of the contact fields and the workspace's custom fields (by label), and one
 * example row with the workspace's first active contact type key.
 */
export function contactImportTemplate(
  types: readonly Pick<Choice, "key" | "archived">[],
  definitions: readonly CustomFieldDefinition[],
): string {
  const type = types.find((t) => !t.archived)?.key ?? "";
  return (
    csvLine([...CONTACT_IMPORT_FIELDS.map((f) => f.label), ...definitions.map((d) => d.label)]) +
    csvLine([
      "Jane Example",
      "jane@example.com",
      "+1 555 0100",
      "Office manager",
      type,
      "Active",
      "Met at the spring fair",
      ...definitions.map(exampleValue),
    ])
  );
}

/** The rejected rows as a CSV to fix and import again: the file's own columns and a last `reason` column. */
export function rejectedRowsCsv(
  header: readonly string[],
  rejected: readonly { cells: readonly string[]; reasons: readonly string[] }[],
): string {
  const width = header.length;
  return (
    csvLine([...header, "reason"]) +
    rejected
      .map((r) => {
        const cells = Array.from({ length: width }, (_, i) => csvSafeCell(r.cells[i] ?? ""));
        return csvLine([...cells, csvSafeCell(r.reasons.join("; "))]);
      })
      .join("")
  );
}

/** The same value of a select's options, matched by any case ("gold" → "Gold"); the value as is when none. */
export function canonicalOption(options: readonly string[], value: string): string {
  const v = value.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === v) ?? value.trim();
}

const quote = (value: string) => `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;

/** Why a row is refused, in plain words (the wizard adds "Row 7: "). */
export const CONTACT_IMPORT_REASONS = {
  nameMissing: "the name is missing",
  nameShort: (v: string) => `the name ${quote(v)} is too short (at least 2 characters)`,
  tooLong: (label: string) => `the ${label.toLowerCase()} is too long`,
  email: (v: string) => `the e-mail ${quote(v)} is not an e-mail address`,
  type: (v: string, types: readonly string[]) =>
    `${quote(v)} is not one of your contact types (${types.slice(0, 8).join(", ")}${types.length > 8 ? ", ..." : ""})`,
  status: (v: string) => `${quote(v)} is not a status (Active, Inactive or Pending)`,
  required: (label: string) => `${label} is required and the cell is empty`,
  custom: (label: string, v: string, kind: string, options: readonly string[]) => {
    const what: Record<string, string> = {
      number: "is not a number",
      date: "is not a date (write it as YYYY-MM-DD, e.g. 1980-04-23)",
      select: `is not one of the options (${options.join(", ")})`,
      multi_select: `is not among the options (${options.join(", ")}; separate several with ;)`,
      checkbox: "is not yes or no",
      url: "is not a web address (start it with https://)",
      email: "is not an e-mail address",
      phone: "is not a phone number",
      text: "is too long (at most 500 characters)",
    };
    return `${label}: ${quote(v)} ${what[kind] ?? "is not valid"}`;
  },
  duplicate: (name: string) => `already a contact: ${name}`,
  duplicateInFile: (row: number) => `the same e-mail is on row ${row} of this file`,
} as const;

/** Messages about the whole request or file (400s and the wizard's notes). */
export const CONTACT_IMPORT_MESSAGES = {
  mappingUnknownField: (column: number, key: string) =>
    `Column ${column} is matched to "${key}", which is not a field of this workspace.`,
  mappingColumnOutOfRange: (column: number, count: number) =>
    `Column ${column} is matched to a field, but the file has only ${count} ${count === 1 ? "column" : "columns"}.`,
  mappingTwice: (label: string) => `Two columns are matched to ${label}: keep one and set the other to "Don't import".`,
  mappingNoName: "Match one of the columns to Name: every contact needs a name.",
  rejectedNote: "Rows with a problem were not imported. Download them with their reasons, fix them and import again.",
} as const;

/** How many rows of the check the answer describes one by one (the counts cover them all). */
export const CONTACT_IMPORT_PREVIEW_ROWS = 100;
