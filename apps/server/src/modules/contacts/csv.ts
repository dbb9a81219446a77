import {
  CONTACT_CSV_COLUMNS,
  type Contact,
  type CustomFieldDefinition,
  customFieldValueText,
  csvSafeCell as safeCell,
} from "@engagesuite/shared";
import { stringify } from "csv-stringify/sync";

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
