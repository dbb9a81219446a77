import type { ContactNote, ContactRecord, ContactTimelineItem } from "@engagesuite/shared";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx, Tx } from "../../db/client";
import { preparedPerSession, preparedSql } from "../../db/prepared";
import { contactNotes, contacts, portalClients, tickets } from "../../db/schema";
import { listContactFields } from "./fields";
import { contactTagIds, liveContact, toContact } from "./queries";

type NoteRow = typeof contactNotes.$inferSelect;

/** The member asking: notes they wrote are theirs to change; an administrator may change any. */
export interface NoteViewer {
  userId: string;
  isAdmin: boolean;
}

export const mayChangeNote = (note: Pick<NoteRow, "authorUserId">, viewer: NoteViewer) =>
  viewer.isAdmin || note.authorUserId === viewer.userId;

export function toNote(row: NoteRow, viewer: NoteViewer): ContactNote {
  return {
    id: row.id,
    body: row.body,
    pinned: row.pinned,
    authorName: row.authorName,
    authorUserId: row.authorUserId,
    canEdit: mayChangeNote(row, viewer),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The live contact row (null: none of the workspace's, or in the trash), optionally locked for an update. */
export async function findContactRow(tx: Tx, tenantId: string, id: string, forUpdate = false) {
  const [row] = await (forUpdate ? liveContactForUpdate : liveContactById)(tx).execute({ tenantId, id });
  return row ?? null;
}
const liveContactQuery = (db: DbOrTx) =>
  db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.tenantId, sql.placeholder("tenantId")), eq(contacts.id, sql.placeholder("id")), liveContact()),
    );
const liveContactById = preparedPerSession((db) => liveContactQuery(db).prepare("live_contact_by_id"));
const liveContactForUpdate = preparedPerSession((db) =>
  liveContactQuery(db).for("update").prepare("live_contact_by_id_for_update"),
);
const portalAccountsOfContact = preparedPerSession((db) =>
  db
    .select()
    .from(portalClients)
    .where(
      and(eq(portalClients.tenantId, sql.placeholder("tenantId")), eq(portalClients.contactId, sql.placeholder("id"))),
    )
    .orderBy(portalClients.createdAt)
    .prepare("portal_accounts_of_contact"),
);
const ticketsOfContact = preparedPerSession((db) =>
  db
    .select({
      id: tickets.id,
      number: tickets.number,
      title: tickets.title,
      status: tickets.status,
      createdAt: tickets.createdAt,
    })
    .from(tickets)
    .where(and(eq(tickets.tenantId, sql.placeholder("tenantId")), eq(tickets.contactId, sql.placeholder("id"))))
    .orderBy(desc(tickets.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare("tickets_of_contact"),
);

/**
 * One contact with its linked portal accounts and its tickets (`tickets.contact_id`, issue 22). Its five reads need
 * nothing from each other, so they go out at once: on PostgreSQL one write and one round trip for all of them.
 */
export async function contactRecord(tx: Tx, tenantId: string, id: string): Promise<ContactRecord | null> {
  const [definitions, row, accounts, ticketRows, tagIds] = await Promise.all([
    listContactFields(tx, tenantId),
    findContactRow(tx, tenantId, id),
    portalAccountsOfContact(tx).execute({ tenantId, id }),
    ticketsOfContact(tx).execute({ tenantId, id, limit: 100 }),
    contactTagIds(tx, tenantId, id),
  ]);
  if (!row) return null;
  return {
    ...toContact(row, definitions, tagIds),
    portalAccounts: accounts.map((a) => ({
      id: a.id,
      email: a.email,
      status: a.status,
      lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    })),
    tickets: ticketRows.map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })),
  };
}

export async function listNotes(tx: Tx, tenantId: string, contactId: string, viewer: NoteViewer) {
  const rows = await tx
    .select()
    .from(contactNotes)
    .where(and(eq(contactNotes.tenantId, tenantId), eq(contactNotes.contactId, contactId)))
    .orderBy(desc(contactNotes.pinned), desc(contactNotes.createdAt), desc(contactNotes.id));
  return rows.map((row) => toNote(row, viewer));
}

export async function findNote(tx: Tx, tenantId: string, contactId: string, noteId: string) {
  const [row] = await tx
    .select()
    .from(contactNotes)
    .where(and(eq(contactNotes.tenantId, tenantId), eq(contactNotes.contactId, contactId), eq(contactNotes.id, noteId)))
    .for("update");
  return row ?? null;
}

/* ---- The timeline ---- */

export interface TimelineCursor {
  /** The last item's time, to the microsecond (tickets and documents keep microseconds). */
  at: string;
  key: string;
}

const timelineCursorShape = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  key: z.string().regex(/^[a-z-]+:[0-9a-f-]{36}$/),
});

export function encodeTimelineCursor(cursor: TimelineCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** A cursor the server could have written, or null (anything else would fail in the database as a bad cast). */
export function decodeTimelineCursor(cursor: string): TimelineCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const parsed = timelineCursorShape.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    if (!parsed.success || !Number.isFinite(Date.parse(parsed.data.at))) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

type TimelineRow = { key: string; kind: string; at: string; actorName: string | null; data: never };
const p = (name: string) => sql.placeholder(name);

/** The timeline's statement, with or without a cursor (each prepared once: the record page's hottest read). */
function timelineStatement(cursor: boolean): SQL {
  const after = (at: string, key: string) =>
    cursor
      ? sql`and (${sql.raw(at)}, ${sql.raw(key)} collate "C") < (${p("cursorAt")}::timestamptz, ${p("cursorKey")} collate "C")`
      : sql``;
  const cut = (at: string, key: string) =>
    sql`order by ${sql.raw(at)} desc, ${sql.raw(key)} collate "C" desc limit ${p("limit")}`;
  const t = p("tenantId");
  const c = p("contactId");
  return sql`with linked as (select id, email, created_at from portal_clients where tenant_id = ${t} and contact_id = ${c})
    select key, kind, ${iso("happened")} as "at", actor_name as "actorName", data from (
      (select 'note:' || n.id as key, 'note' as kind, n.created_at as happened, n.author_name as actor_name,
        jsonb_build_object('body', n.body, 'pinned', n.pinned) as data
        from contact_notes n where n.tenant_id = ${t} and n.contact_id = ${c}
        ${after("n.created_at", "('note:' || n.id)")} ${cut("n.created_at", "('note:' || n.id)")})
      union all
      (select 'event:' || e.id, e.kind, e.occurred_at, e.actor_name, e.data
        from contact_events e where e.tenant_id = ${t} and e.contact_id = ${c}
        ${after("e.occurred_at", "('event:' || e.id)")} ${cut("e.occurred_at", "('event:' || e.id)")})
      union all
      (select 'portal:' || l.id, 'portal_registered', l.created_at, null, jsonb_build_object('email', l.email)
        from linked l where true ${after("l.created_at", "('portal:' || l.id)")} ${cut("l.created_at", "('portal:' || l.id)")})
      union all
      (select 'ticket:' || k.id, 'ticket_opened', k.created_at, null,
        jsonb_build_object('number', k.number, 'title', k.title, 'status', k.status)
        from tickets k where k.tenant_id = ${t} and k.contact_id = ${c}
        ${after("k.created_at", "('ticket:' || k.id)")} ${cut("k.created_at", "('ticket:' || k.id)")})
      union all
      (select 'ticket-closed:' || k.id, 'ticket_closed', k.closed_at, null,
        jsonb_build_object('number', k.number, 'title', k.title, 'status', k.status)
        from tickets k where k.tenant_id = ${t} and k.contact_id = ${c} and k.closed_at is not null
        ${after("k.closed_at", "('ticket-closed:' || k.id)")} ${cut("k.closed_at", "('ticket-closed:' || k.id)")})
      union all
      (select 'document:' || d.id,
        case when d.direction = 'to_client' then 'document_shared' else 'document_uploaded' end,
        d.created_at, d.uploaded_by_name, jsonb_build_object('name', d.name)
        from documents d join linked l on l.id = d.client_id where d.tenant_id = ${t}
        ${after("d.created_at", "('document:' || d.id)")} ${cut("d.created_at", "('document:' || d.id)")})
      union all
      (select 'appointment:' || a.id, 'appointment', a.created_at, null,
        jsonb_build_object('startsAt', ${sql.raw(`to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)}, 'status', a.status)
        from appointments a join linked l on l.id = a.client_id where a.tenant_id = ${t}
        ${after("a.created_at", "('appointment:' || a.id)")} ${cut("a.created_at", "('appointment:' || a.id)")})
    ) items
    order by items.happened desc, items.key collate "C" desc
    limit ${p("limit")}`;
}
const timelineFirstPage = preparedSql<TimelineRow>("contact_timeline_first", () => timelineStatement(false));
const timelineAfterCursor = preparedSql<TimelineRow>("contact_timeline_after", () => timelineStatement(true));

/**
 * A page of the contact's timeline, newest first, by keyset on (time, key): notes and `contact_events` rows (field
 * changes, e-mails sent, portal sign-ins) of the contact; and through its linked portal accounts
 * (`portal_clients.contact_id`) their registration; its tickets (`tickets.contact_id`: opened, and closed at `closed_at`);
 * the documents shared with or uploaded by them and their appointments. Each source is cut to the page before the
 * union, so a page costs the same however long the history.
 */
export async function timelinePage(
  tx: Tx,
  tenantId: string,
  contactId: string,
  limit: number,
  cursor: TimelineCursor | null,
): Promise<{ items: ContactTimelineItem[]; nextCursor: string | null }> {
  const rows = await (cursor ? timelineAfterCursor : timelineFirstPage)(tx, {
    tenantId,
    contactId,
    limit: limit + 1,
    cursorAt: cursor?.at,
    cursorKey: cursor?.key,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      key: row.key,
      kind: row.kind,
      at: `${row.at.slice(0, 23)}Z`,
      actorName: row.actorName,
      data: row.data,
    })),
    nextCursor: rows.length > limit && last ? encodeTimelineCursor({ at: last.at, key: last.key }) : null,
  };
}
