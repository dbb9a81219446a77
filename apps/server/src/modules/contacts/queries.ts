import type { Contact, ContactInput } from "@engagesuite/shared";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/client";
import { contactCounts, contacts } from "../../db/schema";

export interface ContactFilter {
  search?: string;
  type?: Contact["type"];
  status?: Contact["status"];
}

export interface ContactPageRequest extends ContactFilter {
  sort: "name" | "created";
  order: "asc" | "desc";
  limit: number;
  cursor?: string;
}

type Row = typeof contacts.$inferSelect;

export function toContact(row: Row): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    jobTitle: row.jobTitle,
    type: row.type,
    status: row.status,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** LIKE pattern for a partial, case-insensitive match (the trigram index serves it). */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a tenant's contacts: tenant first (what the indexes and Citus need), then search and filters. */
export function contactConditions(tenantId: string, filter: ContactFilter): SQL {
  const parts: SQL[] = [eq(contacts.tenantId, tenantId)];
  if (filter.search) {
    // Through app_contact_search (migration 0006), so the trigram index can serve it under RLS.
    parts.push(sql`${contacts.id} in (select id from app_contact_search(${likePattern(filter.search)}))`);
  }
  if (filter.type) parts.push(eq(contacts.type, filter.type));
  if (filter.status) parts.push(eq(contacts.status, filter.status));
  return and(...parts)!;
}

interface Cursor {
  v: string;
  id: string;
}

export function encodeCursor(row: Row, sort: "name" | "created"): string {
  const value = sort === "name" ? row.name : row.createdAt.toISOString();
  return Buffer.from(JSON.stringify({ v: value, id: row.id } satisfies Cursor)).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<Cursor>;
    if (typeof parsed.v !== "string" || typeof parsed.id !== "string" || !/^[0-9a-f-]{36}$/i.test(parsed.id))
      return null;
    if (parsed.v.length > 300) return null;
    return { v: parsed.v, id: parsed.id };
  } catch {
    return null;
  }
}

/** One page by keyset (sort column, id): constant cost however deep the page, unlike OFFSET. */
export async function listContacts(
  tx: Tx,
  tenantId: string,
  request: ContactPageRequest,
  cursor: Cursor | null,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const column = request.sort === "name" ? contacts.name : contacts.createdAt;
  const direction = request.order === "asc" ? asc : desc;
  const where: SQL[] = [eq(contacts.tenantId, tenantId)];
  if (request.search) {
    // The page's ids come from app_contact_search_page (migration 0012), which can use the trigram index under RLS.
    where.push(sql`${contacts.id} in (select app_contact_search_page(
      ${likePattern(request.search)}, ${request.type ?? null}::text, ${request.status ?? null}::text,
      ${request.sort}, ${request.order === "desc"}, ${cursor?.v ?? null}::text, ${cursor?.id ?? null}::uuid,
      ${request.limit + 1}::int))`);
  } else {
    if (request.type) where.push(eq(contacts.type, request.type));
    if (request.status) where.push(eq(contacts.status, request.status));
    if (cursor) {
      // A row comparison is what the (tenant_id, column, id) index can start from.
      const value = request.sort === "name" ? cursor.v : new Date(cursor.v);
      where.push(
        request.order === "asc"
          ? sql`(${column}, ${contacts.id}) > (${value}, ${cursor.id}::uuid)`
          : sql`(${column}, ${contacts.id}) < (${value}, ${cursor.id}::uuid)`,
      );
    }
  }
  const rows = await tx
    .select()
    .from(contacts)
    .where(and(...where))
    .orderBy(direction(column), direction(contacts.id))
    .limit(request.limit + 1);
  const page = rows.slice(0, request.limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > request.limit && last ? encodeCursor(last, request.sort) : null };
}

/** A search is counted no further than this; past it the list says "1,000+". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many contacts match: exact from the trigger-kept counters without a search; with one, counted up to
 * SEARCH_COUNT_CAP (`exact` false when the cap was reached).
 */
export async function countContacts(
  tx: Tx,
  tenantId: string,
  filter: ContactFilter,
): Promise<{ count: number; exact: boolean }> {
  if (filter.search) {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select app_contact_search_count(${likePattern(filter.search)}, ${filter.type ?? null}::text,
        ${filter.status ?? null}::text, ${SEARCH_COUNT_CAP}::int) as n`,
    );
    const count = row?.n ?? 0;
    return { count, exact: count < SEARCH_COUNT_CAP };
  }
  const parts: SQL[] = [eq(contactCounts.tenantId, tenantId)];
  if (filter.type) parts.push(eq(contactCounts.type, filter.type));
  if (filter.status) parts.push(eq(contactCounts.status, filter.status));
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${contactCounts.n}), 0)::int` })
    .from(contactCounts)
    .where(and(...parts));
  return { count: row?.n ?? 0, exact: true };
}

export type ContactValues = Omit<ContactInput, never>;

function columns(input: ContactValues) {
  return {
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    jobTitle: input.jobTitle ?? null,
    type: input.type,
    status: input.status,
    notes: input.notes ?? null,
  };
}

export async function createContact(tx: Tx, tenantId: string, input: ContactValues): Promise<Row> {
  const [row] = await tx
    .insert(contacts)
    .values({ tenantId, ...columns(input) })
    .returning();
  return row!;
}

export async function insertContacts(tx: Tx, tenantId: string, inputs: ContactValues[]): Promise<number> {
  for (let i = 0; i < inputs.length; i += 500) {
    await tx.insert(contacts).values(inputs.slice(i, i + 500).map((c) => ({ tenantId, ...columns(c) })));
  }
  return inputs.length;
}

export async function updateContact(tx: Tx, tenantId: string, id: string, input: ContactValues): Promise<Row | null> {
  const [row] = await tx
    .update(contacts)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteContact(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}
