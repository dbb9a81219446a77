import {
  CHOICE_MESSAGES,
  type Choice,
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_MAX_ROWS,
  CONTACT_IMPORT_MESSAGES,
  CONTACT_IMPORT_PREVIEW_ROWS,
  CONTACT_IMPORT_REASONS,
  CONTACT_MESSAGES,
  CONTACT_STATUSES,
  CONTACT_TYPE_LABELS,
  type ContactImportAnswer,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_IMPORT_PREFIX,
  type CustomFieldDefinition,
  canonicalOption,
  contactInputSchema,
  isBlankRecord,
  parseCsv,
  suggestImportMapping,
  validateCustomFields,
} from "@engagesuite/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import type { ContactValues } from "./queries";
import { contacts } from "./schema";

/**
 * The contact import (issue 21 point 8): a file read with the shared tolerant reader, its columns mapped to fields
 * (the wizard's mapping, or the header's names), every row checked with the form's schema and the custom fields'
 * definitions, and the reasons a row is refused in plain words. Pure but for `findLiveDuplicates`.
 */

type OwnField = (typeof CONTACT_IMPORT_FIELDS)[number]["key"];

/** A row that passed every check: its values, its e-mail (lower case) for the duplicate check, its cells. */
export interface ImportCandidate {
  row: number;
  values: ContactValues;
  email: string | null;
  cells: string[];
}

export interface ParsedImport {
  answer: ContactImportAnswer;
  candidates: ImportCandidate[];
}

/** The export's leading ' before = + - @ is taken off again, so that an exported file imports unchanged. */
function unneutralise(cell: string): string {
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
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

/** A status cell: its key or name in any case; undefined when empty, null when unknown. */
function statusValue(raw: string): (typeof CONTACT_STATUSES)[number] | null | undefined {
  const v = raw.trim().toUpperCase();
  if (!v) return undefined;
  return CONTACT_STATUSES.find((s) => s === v) ?? null;
}

/**
 * The mapping to use, per column: the request's (checked: every target a field of this workspace, every column in
 * the file, no target twice, a name column) or the header's guess. A bad mapping is a 400.
 */
export function resolveMapping(
  header: readonly string[],
  definitions: readonly CustomFieldDefinition[],
  given: Record<string, string> | undefined,
): (string | null)[] {
  if (!given) return suggestImportMapping(header, definitions);
  const keys = new Set<string>([
    ...CONTACT_IMPORT_FIELDS.map((f) => f.key),
    ...definitions.map((d) => `${CUSTOM_IMPORT_PREFIX}${d.key}`),
  ]);
  const labels = new Map<string, string>([
    ...CONTACT_IMPORT_FIELDS.map((f) => [f.key, f.label] as const),
    ...definitions.map((d) => [`${CUSTOM_IMPORT_PREFIX}${d.key}`, d.label] as const),
  ]);
  const mapping: (string | null)[] = header.map(() => null);
  const bad = (message: string) => new HttpError(400, message, { mapping: [message] });
  for (const [index, target] of Object.entries(given)) {
    const column = Number(index);
    if (target === "") continue;
    if (!keys.has(target)) throw bad(CONTACT_IMPORT_MESSAGES.mappingUnknownField(column + 1, target));
    if (column >= header.length) throw bad(CONTACT_IMPORT_MESSAGES.mappingColumnOutOfRange(column + 1, header.length));
    if (mapping.includes(target)) throw bad(CONTACT_IMPORT_MESSAGES.mappingTwice(labels.get(target) ?? target));
    mapping[column] = target;
  }
  if (!mapping.includes("name")) throw bad(CONTACT_IMPORT_MESSAGES.mappingNoName);
  return mapping;
}

/** The plain-word reason of one schema issue on a contact field. */
function ownReason(field: string, message: string, cell: string): string {
  const R = CONTACT_IMPORT_REASONS;
  const label = CONTACT_IMPORT_FIELDS.find((f) => f.key === field)?.label ?? field;
  if (field === "name") {
    if (cell.trim() === "") return R.nameMissing;
    return cell.trim().length < 2 ? R.nameShort(cell.trim()) : R.tooLong(label);
  }
  if (field === "email") return cell.trim().length > 320 ? R.tooLong(label) : R.email(cell.trim());
  return message.toLowerCase().includes("at most") || message.toLowerCase().includes("too big")
    ? R.tooLong(label)
    : `${label}: ${message}`;
}

/**
 * Reads and checks a file. Row numbers are the spreadsheet's (the header is row 1; blank lines count but are
 * passed over). `mapping` undefined: the header names the columns, and named columns the workspace does not know are
 * reported (`unknownColumns`).
 */
export function parseContactImport(
  csv: string,
  types: readonly Choice[],
  definitions: readonly CustomFieldDefinition[],
  given?: Record<string, string>,
): ParsedImport {
  const base = {
    valid: false,
    total: 0,
    created: 0,
    preview: [],
    header: [],
    mapping: [],
    rows: [],
    rejected: [],
    counts: { ok: 0, invalid: 0, duplicates: 0, skipped: 0 },
  };
  const empty = (message: string, header: string[] = []): ParsedImport => ({
    candidates: [],
    answer: { ...base, header, errors: [{ row: 1, field: "file", message }] },
  });
  const records = parseCsv(csv);
  const headerIndex = records.findIndex((r) => !isBlankRecord(r));
  if (headerIndex < 0) return empty(CONTACT_MESSAGES.importEmpty);
  const header = (records[headerIndex] as string[]).map((h) => h.trim());
  const mapping = resolveMapping(header, definitions, given);
  if (!mapping.includes("name")) return empty(CONTACT_MESSAGES.importHeaderMissing, header);
  const rows = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter((r, index) => index > headerIndex && !isBlankRecord(r.cells));
  if (rows.length === 0) return empty(CONTACT_MESSAGES.importEmpty, header);
  if (rows.length > CONTACT_IMPORT_MAX_ROWS) return empty(CONTACT_MESSAGES.importTooLarge, header);

  const own = new Map<number, OwnField>();
  const custom = new Map<number, CustomFieldDefinition>();
  const unknown = new Map<number, string>();
  mapping.forEach((target, i) => {
    if (target?.startsWith(CUSTOM_IMPORT_PREFIX)) {
      const definition = definitions.find((d) => `${CUSTOM_IMPORT_PREFIX}${d.key}` === target);
      if (definition) custom.set(i, definition);
    } else if (target) own.set(i, target as OwnField);
    else if (!given && header[i]) unknown.set(i, header[i] as string);
  });
  const typeNames = types.map((t) => t.label);

  const answer: ContactImportAnswer = { ...base, header, mapping, total: rows.length, errors: [] };
  const candidates: ImportCandidate[] = [];
  const unknownColumns: NonNullable<ContactImportAnswer["unknownColumns"]> = [];
  for (const { cells, row } of rows) {
    const raw: Partial<Record<OwnField, string>> = {};
    own.forEach((field, i) => {
      raw[field] = unneutralise(cells[i] ?? "");
    });
    const errors: ContactImportAnswer["errors"] = [];
    const reasons: string[] = [];
    const refuse = (field: string, message: string, reason: string) => {
      errors.push({ row, field, message });
      reasons.push(reason);
    };

    const type = contactTypeValue(types, raw.type ?? "") ?? (raw.type?.trim() ? null : (types[0]?.key ?? null));
    const status = statusValue(raw.status ?? "");
    const parsed = contactInputSchema.safeParse({ ...raw, type: undefined, status: status ?? undefined });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "row");
        refuse(field, issue.message, ownReason(field, issue.message, raw[field as OwnField] ?? ""));
      }
    }
    if (type === null)
      refuse(
        "type",
        CHOICE_MESSAGES.unknownContactType,
        CONTACT_IMPORT_REASONS.type(raw.type?.trim() ?? "", typeNames),
      );
    if (status === null)
      refuse("status", "Unknown contact status", CONTACT_IMPORT_REASONS.status(raw.status?.trim() ?? ""));

    const values: Record<string, string> = {};
    custom.forEach((definition, i) => {
      const cell = unneutralise(cells[i] ?? "").trim();
      values[definition.key] =
        definition.kind === "select"
          ? canonicalOption(definition.options, cell)
          : definition.kind === "multi_select"
            ? cell
                .split(";")
                .map((v) => canonicalOption(definition.options, v))
                .join(";")
            : cell;
    });
    const checked = validateCustomFields(definitions, values);
    for (const [path, messages] of Object.entries(checked.fieldErrors)) {
      const key = path.replace(/^customFields\./, "");
      const definition = definitions.find((d) => d.key === key);
      const cell = values[key] ?? "";
      for (const message of messages) {
        const reason =
          !definition || message === CUSTOM_FIELD_MESSAGES.required
            ? CONTACT_IMPORT_REASONS.required(definition?.label ?? key)
            : CONTACT_IMPORT_REASONS.custom(definition.label, cell, definition.kind, definition.options);
        refuse(path, message, reason);
      }
    }

    const unknownHere = [...unknown].filter(([i]) => (cells[i] ?? "").trim() !== "").map(([, name]) => name);
    if (unknownHere.length > 0 && unknownColumns.length < 500) unknownColumns.push({ row, columns: unknownHere });

    const name = (raw.name ?? "").trim();
    const email = raw.email?.trim() || undefined;
    if (errors.length > 0 || !parsed.success || !type) {
      answer.counts.invalid += 1;
      if (answer.errors.length < 500) answer.errors.push(...errors.slice(0, 500 - answer.errors.length));
      answer.rejected.push({ row, cells, reasons });
      answer.rows.push({ row, name, ...(email ? { email } : {}), outcome: "invalid", reasons });
      continue;
    }
    const contact: ContactValues = { ...parsed.data, type, customFields: checked.values };
    candidates.push({ row, values: contact, email: contact.email ? contact.email.toLowerCase() : null, cells });
  }
  answer.valid = answer.counts.invalid === 0;
  if (unknown.size > 0) answer.unknownColumns = unknownColumns;
  return { answer, candidates };
}

/** The live (not trashed) contacts of the workspace holding these e-mails (lower case) → id and name. */
export async function findLiveDuplicates(
  tx: Tx,
  tenantId: string,
  emails: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  const found = new Map<string, { id: string; name: string }>();
  const unique = [...new Set(emails)];
  for (let i = 0; i < unique.length; i += 1000) {
    const batch = unique.slice(i, i + 1000);
    const rows = await tx
      .select({ id: contacts.id, name: contacts.name, email: sql<string>`lower(${contacts.email})` })
      .from(contacts)
      .where(
        and(
          eq(contacts.tenantId, tenantId),
          isNull(contacts.deletedAt),
          sql`lower(${contacts.email}) in (${sql.join(
            batch.map((e) => sql`${e}`),
            sql`, `,
          )})`,
        ),
      );
    for (const r of rows) if (!found.has(r.email)) found.set(r.email, { id: r.id, name: r.name });
  }
  return found;
}

/**
 * Sorts the checked rows into those to import and those skipped as duplicates (a live contact's e-mail, or an
 * earlier row's of the same file), and completes the answer's rows, preview and counts.
 */
export function decideImport(
  parsed: ParsedImport,
  existing: Map<string, { id: string; name: string }>,
  duplicates: "skip" | "import",
): { answer: ContactImportAnswer; toInsert: ContactValues[] } {
  const { answer, candidates } = parsed;
  const toInsert: ContactValues[] = [];
  const seen = new Map<string, number>();
  const rows = [...answer.rows];
  for (const c of candidates) {
    const match = c.email ? existing.get(c.email) : undefined;
    const earlier = c.email ? seen.get(c.email) : undefined;
    if (c.email && earlier === undefined) seen.set(c.email, c.row);
    const base = {
      row: c.row,
      name: c.values.name,
      ...(c.values.email ? { email: c.values.email } : {}),
      type: c.values.type,
    };
    if (match || earlier !== undefined) {
      answer.counts.duplicates += 1;
      const reasons = [
        match ? CONTACT_IMPORT_REASONS.duplicate(match.name) : CONTACT_IMPORT_REASONS.duplicateInFile(earlier ?? 0),
      ];
      rows.push({ ...base, outcome: "duplicate", reasons, ...(match ? { duplicateOf: match } : {}) });
      if (duplicates === "skip") {
        answer.counts.skipped += 1;
        continue;
      }
    } else {
      answer.counts.ok += 1;
      rows.push({ ...base, outcome: "ok", reasons: [] });
    }
    toInsert.push(c.values);
    if (answer.preview.length < CONTACT_IMPORT_PREVIEW_ROWS) answer.preview.push({ row: c.row, ...c.values });
  }
  answer.rows = rows.sort((a, b) => a.row - b.row).slice(0, CONTACT_IMPORT_PREVIEW_ROWS);
  return { answer, toInsert };
}
