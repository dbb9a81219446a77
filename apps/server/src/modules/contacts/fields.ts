import {
  type ContactField,
  type ContactFieldCreate,
  type ContactFieldUpdate,
  CUSTOM_FIELD_MAX,
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldDefinition,
  type CustomFieldValues,
  customFieldFilterValue,
  customFieldValueText,
  SEARCHABLE_FIELD_KINDS,
  validateCustomFields,
} from "@engagesuite/shared";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { preparedPerSession } from "../../db/prepared";
import { contactFields } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import type { VerticalTenant } from "../module";

/* Custom contact fields (issue 19 point 3): the workspace's definitions and the checks of a contact's values. */

type FieldRow = typeof contactFields.$inferSelect;

export function toContactField(row: FieldRow): ContactField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    kind: row.kind,
    options: row.options,
    required: row.required,
    position: row.position,
  };
}

/** The workspace's fields in their order (the transaction is bound to the tenant). */
export async function listContactFields(tx: Tx, tenantId: string): Promise<ContactField[]> {
  const rows = await fieldsOfTenant(tx).execute({ tenantId });
  return rows.map(toContactField);
}
// Every contact answer reads the definitions: built once per connection.
const fieldsOfTenant = preparedPerSession((db) =>
  db
    .select()
    .from(contactFields)
    .where(eq(contactFields.tenantId, sql.placeholder("tenantId")))
    .orderBy(asc(contactFields.position), asc(contactFields.createdAt), asc(contactFields.key))
    .prepare("contact_fields_of_tenant"),
);

/** The first error of a field-errors map as the answer's message (the API's one error shape). */
function invalid(fieldErrors: Record<string, string[]>): never {
  const first = Object.values(fieldErrors)[0]?.[0] ?? CUSTOM_FIELD_MESSAGES.unknown;
  throw badRequest(first, fieldErrors);
}

/**
 * A contact's custom values checked against the workspace's definitions (400 with `customFields.<key>` errors), with
 * the stored values of fields no longer defined carried over, and the text the search matches.
 */
export function checkCustomFields(
  definitions: readonly CustomFieldDefinition[],
  values: Record<string, unknown> | undefined,
  stored: Record<string, unknown> = {},
): { customFields: CustomFieldValues; customSearch: string | null } {
  const result = validateCustomFields(definitions, values, stored);
  if (Object.keys(result.fieldErrors).length > 0) invalid(result.fieldErrors);
  return { customFields: result.values, customSearch: customSearchText(definitions, result.values) };
}

/** The text values of the searchable fields, joined: what `contacts.custom_search` holds. */
export function customSearchText(
  definitions: readonly CustomFieldDefinition[],
  values: Record<string, unknown>,
): string | null {
  const parts = definitions
    .filter((d) => SEARCHABLE_FIELD_KINDS.includes(d.kind) && values[d.key] !== undefined)
    .map((d) => customFieldValueText(values[d.key]));
  return parts.length > 0 ? parts.join(" ") : null;
}

/** Only the values of fields still defined (what a contact's answer shows). */
export function visibleCustomFields(
  definitions: readonly CustomFieldDefinition[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of definitions) if (values[d.key] !== undefined) out[d.key] = values[d.key];
  return out;
}

/** The list's filter on one field as the containment document, or a 400. */
export function fieldFilter(
  definitions: readonly CustomFieldDefinition[],
  key: string | undefined,
  raw: string | undefined,
): Record<string, unknown> | null {
  if (!key) return null;
  const definition = definitions.find((d) => d.key === key);
  if (!definition) invalid({ fieldKey: [CUSTOM_FIELD_MESSAGES.filterUnknownField] });
  const parsed = customFieldFilterValue(definition, raw ?? "");
  if ("error" in parsed) invalid({ fieldValue: [parsed.error] });
  return { [key]: parsed.value };
}

export async function createContactField(tx: Tx, tenantId: string, input: ContactFieldCreate): Promise<ContactField> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(contactFields)
    .where(eq(contactFields.tenantId, tenantId));
  if (n >= CUSTOM_FIELD_MAX) throw badRequest(CUSTOM_FIELD_MESSAGES.tooMany);
  const [row] = await tx
    .insert(contactFields)
    .values({
      tenantId,
      key: input.key,
      label: input.label,
      kind: input.kind,
      options: isChoice(input.kind) ? (input.options ?? []) : [],
      required: input.required ?? false,
      position: sql`(select coalesce(max(position) + 1, 0) from contact_fields where tenant_id = ${tenantId})`,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) invalid({ key: [CUSTOM_FIELD_MESSAGES.keyTaken] });
  return toContactField(row);
}

const isChoice = (kind: string) => kind === "select" || kind === "multi_select";

export async function updateContactField(
  tx: Tx,
  tenantId: string,
  id: string,
  input: ContactFieldUpdate,
): Promise<ContactField | null> {
  const [row] = await tx
    .update(contactFields)
    .set({
      label: input.label,
      kind: input.kind,
      options: isChoice(input.kind) ? (input.options ?? []) : [],
      required: input.required ?? false,
      updatedAt: new Date(),
    })
    .where(and(eq(contactFields.tenantId, tenantId), eq(contactFields.id, id)))
    .returning();
  return row ? toContactField(row) : null;
}

export async function deleteContactField(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(contactFields)
    .where(and(eq(contactFields.tenantId, tenantId), eq(contactFields.id, id)))
    .returning({ id: contactFields.id });
  return rows.length > 0;
}

/** Puts the fields in the order of `ids` (every field's id exactly once, or a 400). */
export async function reorderContactFields(tx: Tx, tenantId: string, ids: readonly string[]): Promise<ContactField[]> {
  const current = await listContactFields(tx, tenantId);
  const known = new Set(current.map((f) => f.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    invalid({ ids: [CUSTOM_FIELD_MESSAGES.reorderMismatch] });
  }
  for (const [position, id] of ids.entries()) {
    await tx
      .update(contactFields)
      .set({ position })
      .where(and(eq(contactFields.tenantId, tenantId), eq(contactFields.id, id)));
  }
  return listContactFields(tx, tenantId);
}

/** The vertical's default fields, those missing only (the contacts module's `seedVertical`). */
export async function seedContactFields(tx: Tx, tenant: VerticalTenant): Promise<void> {
  const seeds = tenant.vertical.contactFields;
  if (seeds.length === 0) return;
  await tx
    .insert(contactFields)
    .values(
      seeds.map((seed, position) => ({
        tenantId: tenant.id,
        key: seed.key,
        label: seed.label,
        kind: seed.kind,
        options: [...(seed.options ?? [])],
        required: seed.required ?? false,
        position,
      })),
    )
    .onConflictDoNothing();
}
