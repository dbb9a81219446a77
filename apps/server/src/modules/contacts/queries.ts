import type { Contact, ContactInput, CustomFieldDefinition } from "@engagesuite/shared";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Tx } from "../../db/client";
import { preparedPerSession, preparedSql } from "../../db/prepared";
import { contactCounts, contactFields, contacts, contactTags } from "../../db/schema";
import type { ContactActor } from "./events";
import { visibleCustomFields } from "./fields";
import { trashContacts } from "./trash";

/** A live contact: not in the trash (issue 21 point 6). Every reader of the address book adds it. */
export const liveContact = () => isNull(contacts.deletedAt);

export interface ContactFilter {
  search?: string;
  type?: Contact["type"];
  status?: Contact["status"];
  /** One custom field's value to match (`{"key": value}`, containment): issue 19. */
  field?: Record<string, unknown> | null;
  /** Tag ids: contacts carrying ALL of them (issue 21). */
  tags?: readonly string[];
  /** The owning member's user id (issue 21). */
  owner?: string;
  /** Only these contacts (the ticked rows of a bulk export). */
  ids?: readonly string[];
}

export interface ContactPageRequest extends ContactFilter {
  sort: "name" | "created";
  order: "asc" | "desc";
  limit: number;
  cursor?: string;
}

type Row = typeof contacts.$inferSelect;

/** A contact row in the API's shape; its custom values shown for the fields `definitions` still define. */
export function toContact(
  row: Row,
  definitions: readonly CustomFieldDefinition[],
  tagIds: readonly string[] = [],
): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    jobTitle: row.jobTitle,
    type: row.type,
    status: row.status,
    notes: row.notes,
    customFields: visibleCustomFields(definitions, row.customFields),
    tagIds: [...tagIds],
    ownerUserId: row.ownerUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** LIKE pattern for a partial, case-insensitive match (the trigram index serves it). */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Cursor {
  v: string;
  id: string;
}

/** What a cursor decodes to: the last row's sort value and id, each as the server wrote it. */
const cursorShape = z.object({ v: z.string().max(300), id: z.uuid() });

/** An instant as both PostgreSQL (isoTimestamp below) and toISOString() write it, in years 1 to 9999. */
const isCanonicalTimestamp = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) || value.startsWith("0000")) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
};

function encodeCursor(contact: Contact, sort: "name" | "created"): string {
  const value = sort === "name" ? contact.name : contact.createdAt;
  return Buffer.from(JSON.stringify({ v: value, id: contact.id } satisfies Cursor)).toString("base64url");
}

/**
 * A cursor from X-Next-Cursor, or null when it is not one the server could have written for this sort: base64url of
 * `{ v, id }` with a UUID id, and for the created sort a canonical ISO timestamp (a name cannot hold NUL either, which
 * PostgreSQL text refuses). Anything else would reach the database as a bad cast and fail there with a 500.
 */
export function decodeCursor(cursor: string | undefined, sort: "name" | "created"): Cursor | null {
  if (!cursor || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = cursorShape.safeParse(json);
  if (!parsed.success) return null;
  const { v, id } = parsed.data;
  if (sort === "created" ? !isCanonicalTimestamp(v) : v.includes("\u0000")) return null;
  return { v, id };
}

/** A search is counted no further than this; past it the list says "1,000+". */
const SEARCH_COUNT_CAP = 1000;

export interface ContactTotal {
  count: number;
  /** false when a search reached SEARCH_COUNT_CAP. */
  exact: boolean;
}

/** A timestamp as JavaScript's toISOString() writes it (both truncate to the millisecond). */
const isoTimestamp = (column: typeof contacts.createdAt | typeof contacts.updatedAt) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`)})`;

/** The custom values of the fields the workspace still defines (RLS keeps contact_fields to the tenant's). */
const visibleCustomFieldsSql = sql`case when ${contacts.customFields} = '{}'::jsonb then '{}'::jsonb else (
  select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(${contacts.customFields}) e
  where e.key in (select ${contactFields.key} from ${contactFields} where ${contactFields.tenantId} = ${contacts.tenantId})
) end`;

/** The ids of the tags a contact carries, in id order (the web app sorts the badges by name). */
const contactTagIdsSql = sql`coalesce((select jsonb_agg(${contactTags.tagId} order by ${contactTags.tagId})
  from ${contactTags} where ${contactTags.tenantId} = ${contacts.tenantId} and ${contactTags.contactId} = ${contacts.id}),
  '[]'::jsonb)`;

/**
 * The list's columns, already in the API's shape: the hottest statement of a workspace is read without an ORM
 * mapping step or a Date per timestamp.
 */
const contactColumns = sql`${contacts.id} as "id", ${contacts.name} as "name", ${contacts.email} as "email",
  ${contacts.phone} as "phone", ${contacts.jobTitle} as "jobTitle", ${contacts.type} as "type",
  ${contacts.status} as "status", ${contacts.notes} as "notes", ${visibleCustomFieldsSql} as "customFields",
  ${contactTagIdsSql} as "tagIds", ${contacts.ownerUserId} as "ownerUserId",
  ${isoTimestamp(contacts.createdAt)} as "createdAt",
  ${isoTimestamp(contacts.updatedAt)} as "updatedAt"`;

/** After the cursor's row: a row comparison is what the (tenant_id, column, id) index can start from. */
function keysetCondition(request: ContactPageRequest, cursor: Cursor): SQL {
  const column = request.sort === "name" ? contacts.name : contacts.createdAt;
  const value = request.sort === "name" ? cursor.v : new Date(cursor.v);
  return request.order === "asc"
    ? sql`(${column}, ${contacts.id}) > (${value}, ${cursor.id}::uuid)`
    : sql`(${column}, ${contacts.id}) < (${value}, ${cursor.id}::uuid)`;
}

/**
 * Every filter of the list as plain conditions on `contacts` (the tag filter through contact_tags' primary key, tag
 * first): what the tag and owner filters and the bulk actions' "all matching" select by.
 */
export function filterConditions(tenantId: string, filter: ContactFilter): SQL[] {
  const where: SQL[] = [eq(contacts.tenantId, tenantId), liveContact()];
  if (filter.type) where.push(eq(contacts.type, filter.type));
  if (filter.status) where.push(eq(contacts.status, filter.status));
  if (filter.owner) where.push(eq(contacts.ownerUserId, filter.owner));
  if (filter.ids) where.push(inArray(contacts.id, [...filter.ids]));
  if (filter.search) where.push(sql`${contacts.searchText} like ${likePattern(filter.search)}`);
  if (filter.field) where.push(sql`${contacts.customFields} @> ${JSON.stringify(filter.field)}::jsonb`);
  // One EXISTS per tag (a lookup in contact_tags' primary key each): the planner estimates each from the tag's share
  // of contact_tags and walks the name index for a common tag. A `group by … having count(*) = n` over the tags' rows,
  // as before, was estimated at a few dozen contacts whatever the tag, so a tag on 20,000 of 100,000 contacts fetched
  // and sorted all 20,000 (600 ms) for a page of 50.
  for (const tagId of new Set(filter.tags ?? [])) {
    where.push(sql`exists (select 1 from ${contactTags} where ${contactTags.tenantId} = ${tenantId}
      and ${contactTags.tagId} = ${tagId} and ${contactTags.contactId} = ${contacts.id})`);
  }
  return where;
}

/** How many contacts meet `conditions`, counted no further than SEARCH_COUNT_CAP. */
function cappedCount(conditions: SQL[]): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${contacts} where ${and(...conditions)}
    limit ${SEARCH_COUNT_CAP}) as capped)`;
}

/**
 * One page by keyset (sort column, id): constant cost however deep the page, unlike OFFSET. With `withTotal` (a first
 * page, no cursor) the total comes in the same statement: exact from the trigger-kept counters without a search, with
 * one counted up to SEARCH_COUNT_CAP. An empty first page means nothing matches.
 */
export async function listContacts(
  tx: Tx,
  tenantId: string,
  request: ContactPageRequest,
  cursor: Cursor | null,
  options: { withTotal?: boolean } = {},
): Promise<{ contacts: Contact[]; nextCursor: string | null; total: ContactTotal | null }> {
  const withTotal = options.withTotal === true && !cursor;
  const column = request.sort === "name" ? contacts.name : contacts.createdAt;
  const direction = sql.raw(request.order === "asc" ? "asc" : "desc");
  const where: SQL[] = [eq(contacts.tenantId, tenantId), liveContact()];
  let total: SQL = sql`null`;
  let searchedFirstPage = sql``;
  if (request.tags?.length || request.owner || request.ids) {
    // Tags or an owner (issue 21): every filter as a plain condition of the one statement, the total counted up to
    // SEARCH_COUNT_CAP (the search functions answer pages of their own, which a tag filter would thin out).
    const filters = filterConditions(tenantId, request);
    where.push(...filters);
    if (withTotal) total = cappedCount(filters);
    if (cursor) where.push(keysetCondition(request, cursor));
  } else if (request.field) {
    // A custom field filter (with or without a search): the GIN index on (tenant_id, custom_fields), migration 0025.
    const filter = JSON.stringify(request.field);
    const pattern = request.search ? likePattern(request.search) : null;
    where.push(sql`${contacts.id} in (select app_contact_field_page(${filter}::jsonb, ${pattern}::text,
      ${request.type ?? null}::text, ${request.status ?? null}::text, ${request.sort}, ${request.order === "desc"},
      ${cursor?.v ?? null}::text, ${cursor?.id ?? null}::uuid, ${request.limit + 1}::int))`);
    if (withTotal) {
      total = sql`(select app_contact_field_count(${filter}::jsonb, ${pattern}::text, ${request.type ?? null}::text,
        ${request.status ?? null}::text, ${SEARCH_COUNT_CAP}::int))`;
    }
  } else if (request.search) {
    // Search functions (migrations 0012, 0014) run as the owner so that the trigram index can serve LIKE under RLS.
    const pattern = likePattern(request.search);
    if (withTotal) {
      searchedFirstPage = sql`inner join app_contact_search_first_page(${pattern}, ${request.type ?? null}::text,
        ${request.status ?? null}::text, ${request.sort}, ${request.order === "desc"}, ${request.limit + 1}::int,
        ${SEARCH_COUNT_CAP}::int) as first_page on first_page.contact_id = ${contacts.id}`;
      total = sql`first_page.total`;
    } else {
      where.push(sql`${contacts.id} in (select app_contact_search_page(
        ${pattern}, ${request.type ?? null}::text, ${request.status ?? null}::text,
        ${request.sort}, ${request.order === "desc"}, ${cursor?.v ?? null}::text, ${cursor?.id ?? null}::uuid,
        ${request.limit + 1}::int))`);
    }
  } else {
    // The plain list (the workspace's busiest statement): one prepared statement per shape, built once.
    const shape = {
      sort: request.sort,
      order: request.order,
      withTotal,
      cursor: cursor !== null,
      type: Boolean(request.type),
      status: Boolean(request.status),
    };
    const found = await plainPage(shape)(tx, {
      tenantId,
      type: request.type,
      status: request.status,
      cursorValue: cursor ? (request.sort === "name" ? cursor.v : new Date(cursor.v)) : undefined,
      cursorId: cursor?.id,
      limit: request.limit + 1,
    });
    return pageOf(found, request, withTotal);
  }
  const found = await queryRows<Contact & { total: number | null }>(
    tx,
    sql`select ${contactColumns}, ${total} as "total" from ${contacts} ${searchedFirstPage}
      where ${and(...where)}
      order by ${column} ${direction}, ${contacts.id} ${direction}
      limit ${request.limit + 1}`,
  );
  return pageOf(found, request, withTotal);
}

/** The statement of a plain page (no search, tag, owner or field filter) of one shape, values as placeholders. */
interface PlainShape {
  sort: "name" | "created";
  order: "asc" | "desc";
  withTotal: boolean;
  cursor: boolean;
  type: boolean;
  status: boolean;
}
const plainPages = new Map<string, ReturnType<typeof preparedSql<Contact & { total: number | null }>>>();
function plainPage(shape: PlainShape) {
  const key = `${shape.sort}-${shape.order}-${+shape.withTotal}${+shape.cursor}${+shape.type}${+shape.status}`;
  let statement = plainPages.get(key);
  if (!statement) {
    statement = preparedSql(`contacts_page_${key}`, () => {
      const p = (name: string) => sql.placeholder(name);
      const column = shape.sort === "name" ? contacts.name : contacts.createdAt;
      const direction = sql.raw(shape.order);
      const where: SQL[] = [eq(contacts.tenantId, p("tenantId")), liveContact()];
      const counted: SQL[] = [eq(contactCounts.tenantId, p("tenantId"))];
      if (shape.type) {
        where.push(eq(contacts.type, p("type")));
        counted.push(eq(contactCounts.type, p("type")));
      }
      if (shape.status) {
        where.push(eq(contacts.status, p("status")));
        counted.push(eq(contactCounts.status, p("status")));
      }
      if (shape.cursor) {
        where.push(
          shape.order === "asc"
            ? sql`(${column}, ${contacts.id}) > (${p("cursorValue")}, ${p("cursorId")}::uuid)`
            : sql`(${column}, ${contacts.id}) < (${p("cursorValue")}, ${p("cursorId")}::uuid)`,
        );
      }
      const total = shape.withTotal
        ? sql`(select coalesce(sum(${contactCounts.n}), 0)::int from ${contactCounts} where ${and(...counted)})`
        : sql`null`;
      return sql`select ${contactColumns}, ${total} as "total" from ${contacts}
      where ${and(...where)}
      order by ${column} ${direction}, ${contacts.id} ${direction}
      limit ${p("limit")}`;
    });
    plainPages.set(key, statement);
  }
  return statement;
}

function pageOf(
  found: (Contact & { total: number | null })[],
  request: ContactPageRequest,
  withTotal: boolean,
): { contacts: Contact[]; nextCursor: string | null; total: ContactTotal | null } {
  const page: Contact[] = found.slice(0, request.limit).map(({ total: _, ...contact }) => contact);
  const last = page[page.length - 1];
  const count = withTotal ? (found[0]?.total ?? 0) : null;
  return {
    contacts: page,
    nextCursor: found.length > request.limit && last ? encodeCursor(last, request.sort) : null,
    total:
      count === null
        ? null
        : {
            count,
            exact:
              (!request.search && !request.field && !request.tags?.length && !request.owner && !request.ids) ||
              count < SEARCH_COUNT_CAP,
          },
  };
}

/** A contact's values as written: its type resolved against the workspace's list, its custom values checked. */
export type ContactValues = Omit<ContactInput, "type" | "customFields"> & {
  type: string;
  customFields?: Record<string, unknown>;
  customSearch?: string | null;
};

/** The type a contact holds (null: no such contact in the workspace). */
export async function contactType(tx: Tx, tenantId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ type: contacts.type })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id), liveContact()));
  return row?.type ?? null;
}

function columns(input: ContactValues) {
  return {
    ...(input.ownerUserId !== undefined ? { ownerUserId: input.ownerUserId } : {}),
    ...(input.customFields ? { customFields: input.customFields, customSearch: input.customSearch ?? null } : {}),
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
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id), liveContact()))
    .returning();
  return row ?? null;
}

/** Moves the workspace's live contacts among `ids` to the trash; answers how many there were. */
export function deleteContacts(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
  actor: ContactActor,
  now: Date,
): Promise<number> {
  return trashContacts(tx, tenantId, inArray(contacts.id, [...new Set(ids)]), actor, now);
}

/** Moves one live contact to the trash (false: no such live contact of the workspace). */
export async function deleteContact(tx: Tx, tenantId: string, id: string, actor: ContactActor, now: Date) {
  return (await trashContacts(tx, tenantId, eq(contacts.id, id), actor, now)) > 0;
}

/** A contact's stored custom values (null: no such contact of the workspace). */
export async function storedCustomFields(
  tx: Tx,
  tenantId: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await tx
    .select({ customFields: contacts.customFields })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, id), liveContact()))
    .for("update");
  return row?.customFields ?? null;
}

/** The ids of the tags a contact carries. */
export async function contactTagIds(tx: Tx, tenantId: string, contactId: string): Promise<string[]> {
  const rows = await tagIdsOfContact(tx).execute({ tenantId, contactId });
  return rows.map((r) => r.tagId);
}
const tagIdsOfContact = preparedPerSession((db) =>
  db
    .select({ tagId: contactTags.tagId })
    .from(contactTags)
    .where(
      and(
        eq(contactTags.tenantId, sql.placeholder("tenantId")),
        eq(contactTags.contactId, sql.placeholder("contactId")),
      ),
    )
    .orderBy(contactTags.tagId)
    .prepare("contact_tag_ids"),
);
