import {
  CHOICE_KINDS,
  CHOICE_LIST_MAX,
  CHOICE_MESSAGES,
  type Choice,
  type ChoiceKind,
  choiceKeyFromLabel,
  type VerticalDefinition,
  verticalDefinition,
} from "@engagesuite/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/client";
import { HttpError, notFound } from "../../lib/http-error";
import { contactTypes, ticketCategories } from "./schema";

const TABLES = { contactTypes, ticketCategories } as const;

type ChoiceRow = typeof contactTypes.$inferSelect;

function toChoice(row: ChoiceRow): Choice {
  return { key: row.key, label: row.label, position: row.position, archived: row.archivedAt !== null };
}

/** Every entry of a list, in order (archived ones included). */
export async function listChoices(tx: Tx, tenantId: string, kind: ChoiceKind): Promise<Choice[]> {
  const table = TABLES[kind];
  const rows = await tx
    .select()
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .orderBy(asc(table.position), asc(table.key));
  return rows.map(toChoice);
}

/** The keys a workspace's records hold (contact_counts keeps the contacts' types: no scan of 100,000 rows). */
async function keysInUse(tx: Tx, tenantId: string, kind: ChoiceKind): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    tx,
    kind === "contactTypes"
      ? sql`select distinct type as key from contact_counts where tenant_id = ${tenantId} and n > 0`
      : sql`select distinct type as key from tickets where tenant_id = ${tenantId}`,
  );
  return rows.map((r) => r.key);
}

/**
 * Seeds a workspace's lists from its vertical: only the keys it lacks (never overwrites an admin's edits). A key its
 * records already hold that the list lacks (a workspace from before issue 19) is added archived, with the generic
 * vertical's label, so those records keep showing it.
 */
export async function seedChoices(tx: Tx, tenantId: string, vertical: VerticalDefinition): Promise<void> {
  for (const kind of CHOICE_KINDS) {
    const table = TABLES[kind];
    const seeds = vertical[kind];
    if (seeds.length > 0) {
      await tx
        .insert(table)
        .values(seeds.map((s, position) => ({ tenantId, key: s.key, label: s.label, position })))
        .onConflictDoNothing();
    }
    const listed = new Set((await listChoices(tx, tenantId, kind)).map((c) => c.key));
    const missing = (await keysInUse(tx, tenantId, kind)).filter((key) => !listed.has(key));
    if (missing.length === 0) continue;
    const generic = verticalDefinition("generic")[kind];
    const archivedAt = new Date();
    await tx
      .insert(table)
      .values(
        missing.map((key, i) => ({
          tenantId,
          key,
          label: generic.find((g) => g.key === key)?.label ?? key,
          position: listed.size + i,
          archivedAt,
        })),
      )
      .onConflictDoNothing();
  }
}

const FIELD_MESSAGE = {
  contactTypes: CHOICE_MESSAGES.unknownContactType,
  ticketCategories: CHOICE_MESSAGES.unknownTicketCategory,
} as const;

/**
 * The key a new or changed record may hold: `requested` must be an active entry of the workspace's list (400 with a
 * field error on `type` otherwise); the record's `current` key is kept even when archived. Without a request: the
 * current key, or the list's first active entry.
 */
export async function resolveChoice(
  tx: Tx,
  tenantId: string,
  kind: ChoiceKind,
  requested: string | undefined,
  current?: string,
): Promise<string> {
  if (requested !== undefined && requested === current) return current;
  if (requested === undefined && current !== undefined) return current;
  const table = TABLES[kind];
  const active = and(eq(table.tenantId, tenantId), isNull(table.archivedAt));
  const [row] = await tx
    .select({ key: table.key })
    .from(table)
    .where(requested === undefined ? active : and(active, eq(table.key, requested)))
    .orderBy(asc(table.position), asc(table.key))
    .limit(1);
  if (!row) throw new HttpError(400, FIELD_MESSAGE[kind], { type: [FIELD_MESSAGE[kind]] });
  return row.key;
}

/** The active keys of a list (the CSV import checks each row against them). */
export async function activeChoices(tx: Tx, tenantId: string, kind: ChoiceKind): Promise<Choice[]> {
  return (await listChoices(tx, tenantId, kind)).filter((c) => !c.archived);
}

export async function createChoice(
  tx: Tx,
  tenantId: string,
  kind: ChoiceKind,
  input: { label: string; key?: string },
): Promise<Choice[]> {
  const table = TABLES[kind];
  const list = await listChoices(tx, tenantId, kind);
  if (list.length >= CHOICE_LIST_MAX) throw new HttpError(400, CHOICE_MESSAGES.listFull);
  const key = input.key ?? choiceKeyFromLabel(input.label);
  // Keys are compared case-insensitively: "client" beside "CLIENT" would read as the same entry.
  if (list.some((c) => c.key.toLowerCase() === key.toLowerCase())) {
    throw new HttpError(409, CHOICE_MESSAGES.duplicate, { key: [CHOICE_MESSAGES.duplicate] });
  }
  const position = list.reduce((max, c) => Math.max(max, c.position + 1), 0);
  // Two adds of one key at once: the list above missed the other's; the key (the primary key) settles it.
  const added = await tx
    .insert(table)
    .values({ tenantId, key, label: input.label, position })
    .onConflictDoNothing()
    .returning({ key: table.key });
  if (added.length === 0) throw new HttpError(409, CHOICE_MESSAGES.duplicate, { key: [CHOICE_MESSAGES.duplicate] });
  return listChoices(tx, tenantId, kind);
}

export async function updateChoice(
  tx: Tx,
  tenantId: string,
  kind: ChoiceKind,
  key: string,
  change: { label?: string; archived?: boolean },
): Promise<Choice[]> {
  const table = TABLES[kind];
  const list = await listChoices(tx, tenantId, kind);
  const entry = list.find((c) => c.key === key);
  if (!entry) throw notFound(CHOICE_MESSAGES.notFound);
  if (change.archived === true && !entry.archived && list.filter((c) => !c.archived).length <= 1) {
    throw new HttpError(400, CHOICE_MESSAGES.lastActive, { archived: [CHOICE_MESSAGES.lastActive] });
  }
  const set: Partial<ChoiceRow> = {};
  if (change.label !== undefined) set.label = change.label;
  if (change.archived !== undefined && change.archived !== entry.archived) {
    set.archivedAt = change.archived ? new Date() : null;
  }
  if (Object.keys(set).length > 0) {
    await tx
      .update(table)
      .set(set)
      .where(and(eq(table.tenantId, tenantId), eq(table.key, key)));
  }
  return listChoices(tx, tenantId, kind);
}

export async function reorderChoices(
  tx: Tx,
  tenantId: string,
  kind: ChoiceKind,
  keys: readonly string[],
): Promise<Choice[]> {
  const table = TABLES[kind];
  const list = await listChoices(tx, tenantId, kind);
  const known = new Set(list.map((c) => c.key));
  if (new Set(keys).size !== keys.length || keys.length !== known.size || keys.some((k) => !known.has(k))) {
    throw new HttpError(400, CHOICE_MESSAGES.orderMismatch, { keys: [CHOICE_MESSAGES.orderMismatch] });
  }
  for (const [position, key] of keys.entries()) {
    await tx
      .update(table)
      .set({ position })
      .where(and(eq(table.tenantId, tenantId), eq(table.key, key), sql`${table.position} <> ${position}`));
  }
  return listChoices(tx, tenantId, kind);
}
