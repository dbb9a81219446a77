import {
  CONTACT_TRASH_DAYS,
  CONTACT_TRASH_MESSAGES,
  type ContactTrashPage,
  contactTrashApi,
  type TrashedContact,
} from "@engagesuite/shared";
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type Db, queryRows, type Tx } from "../../db/client";
import { contacts, tenants, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import type { QueueDefinition } from "../../jobs/queue";
import type { Clock } from "../../lib/clock";
import { badRequest } from "../../lib/http-error";
import { auditActor, recordAuditEvent } from "../audit/record";
import type { Services } from "../module";
import { type ContactActor, memberName } from "./events";

/**
 * The contacts' trash (issue 21 point 6). Deleting a contact sets `deleted_at` (and who did it) and writes a `trashed`
 * timeline event, in one statement; its notes, tags, events and ticket links stay as they are, so restoring (clearing
 * `deleted_at`) brings them all back. Every reader of live contacts adds `deleted_at is null` (queries.ts `live`);
 * contact_counts and the search functions skip trashed rows themselves (migration 0030). After CONTACT_TRASH_DAYS a
 * daily job deletes the contact forever, its notes, tags and events going with it by cascade.
 */

export const CONTACT_TRASH_PURGE_QUEUE = "contacts-trash-purge";
/** Rows the purge deletes per statement (each batch its own short transaction). */
export const PURGE_BATCH = 1000;
const DAY_MS = 86_400_000;

/** Moves the live contacts meeting `where` (within the tenant) to the trash; answers how many moved. */
export async function trashContacts(
  tx: Tx,
  tenantId: string,
  where: SQL,
  actor: ContactActor,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with moved as (
        update ${contacts} set deleted_at = ${now.toISOString()}::timestamptz, deleted_by_user_id = ${actor.userId}::uuid
        where ${contacts.tenantId} = ${tenantId} and ${contacts.deletedAt} is null and ${where}
        returning ${contacts.tenantId} as tenant_id, ${contacts.id} as id
      ), logged as (
        insert into contact_events (tenant_id, contact_id, kind, actor_user_id, actor_name, occurred_at)
        select tenant_id, id, 'trashed', ${actor.userId}::uuid, ${actor.name}::text,
          ${now.toISOString()}::timestamptz from moved
      )
      select count(*)::int as n from moved`,
  );
  return row?.n ?? 0;
}

/** Brings trashed contacts among `ids` back (with a `restored` event each); answers how many. */
export async function restoreContacts(
  tx: Tx,
  tenantId: string,
  ids: readonly string[],
  actor: ContactActor,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with back as (
        update ${contacts} set deleted_at = null, deleted_by_user_id = null
        where ${contacts.tenantId} = ${tenantId} and ${contacts.deletedAt} is not null
          and ${inArray(contacts.id, [...new Set(ids)])}
        returning ${contacts.tenantId} as tenant_id, ${contacts.id} as id
      ), logged as (
        insert into contact_events (tenant_id, contact_id, kind, actor_user_id, actor_name, occurred_at)
        select tenant_id, id, 'restored', ${actor.userId}::uuid, ${actor.name}::text,
          ${now.toISOString()}::timestamptz from back
      )
      select count(*)::int as n from back`,
  );
  return row?.n ?? 0;
}

/** Deletes trashed contacts forever: those among `ids`, or all of the tenant's. Live contacts are never touched. */
export async function deleteTrashedContacts(tx: Tx, tenantId: string, ids?: readonly string[]): Promise<number> {
  const rows = await tx
    .delete(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        isNotNull(contacts.deletedAt),
        ...(ids ? [inArray(contacts.id, [...new Set(ids)])] : []),
      ),
    )
    .returning({ id: contacts.id });
  return rows.length;
}

/** A cursor's instant exactly as the list wrote it (toISOString's form, years 1 to 9999): anything else is refused
 * here rather than reaching PostgreSQL as a bad cast. */
const canonicalInstant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  .refine((v) => !v.startsWith("0000") && Number.isFinite(Date.parse(v)) && new Date(v).toISOString() === v);
const trashCursorShape = z.object({ at: canonicalInstant, id: z.uuid() });

function encodeTrashCursor(item: { deletedAt: string; id: string }): string {
  return Buffer.from(JSON.stringify({ at: item.deletedAt, id: item.id })).toString("base64url");
}

function decodeTrashCursor(cursor: string): { at: string; id: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const parsed = trashCursorShape.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** One page of the trash, newest deleted first, by keyset on (deleted_at, id): the trash index serves it. */
export async function listTrash(
  tx: Tx,
  tenantId: string,
  request: { limit: number; cursor?: string },
  now: Date,
): Promise<ContactTrashPage> {
  const cursor = request.cursor ? decodeTrashCursor(request.cursor) : null;
  if (request.cursor && !cursor) {
    throw badRequest(CONTACT_TRASH_MESSAGES.invalidCursor, { cursor: [CONTACT_TRASH_MESSAGES.invalidCursor] });
  }
  const after = cursor
    ? sql`and (${contacts.deletedAt}, ${contacts.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<Omit<TrashedContact, "daysLeft"> & { username: string | null }>(
    tx,
    sql`select ${contacts.id} as "id", ${contacts.name} as "name", ${contacts.email} as "email",
        ${contacts.type} as "type",
        to_char(${contacts.deletedAt} at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`)}) as "deletedAt",
        nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '') as "deletedByName",
        ${users.username} as "username"
      from ${contacts} left join ${users} on ${users.id} = ${contacts.deletedByUserId}
        and ${users.tenantId} = ${contacts.tenantId}
      where ${contacts.tenantId} = ${tenantId} and ${contacts.deletedAt} is not null ${after}
      order by ${contacts.deletedAt} desc, ${contacts.id} desc
      limit ${request.limit + 1}`,
  );
  const page = rows.slice(0, request.limit);
  const items = page.map(({ username, ...rest }) => {
    const purgeAt = Date.parse(rest.deletedAt) + CONTACT_TRASH_DAYS * DAY_MS;
    return {
      ...rest,
      deletedByName: rest.deletedByName ?? username ?? null,
      daysLeft: Math.max(0, Math.ceil((purgeAt - now.getTime()) / DAY_MS)),
    };
  });
  let total: number | null = null;
  if (!cursor) {
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${contacts}
        where ${contacts.tenantId} = ${tenantId} and ${contacts.deletedAt} is not null`,
    );
    total = count?.n ?? 0;
  }
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > request.limit && last ? encodeTrashCursor(last) : null, total };
}

/**
 * Deletes forever, in every workspace, the contacts trashed more than CONTACT_TRASH_DAYS before `clock`'s now: in
 * batches of PURGE_BATCH, each its own transaction. Two runs at once share the work (`skip locked`): a row is deleted
 * once, and neither waits for the other. Answers how many it deleted.
 */
export async function purgeTrash(db: Db, clock: Clock, batch = PURGE_BATCH): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - CONTACT_TRASH_DAYS * DAY_MS).toISOString();
  const owners = await db.select({ id: tenants.id }).from(tenants);
  let deleted = 0;
  for (const { id } of owners) {
    for (;;) {
      const n = await withTenant(db, id, async (tx) => {
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`with gone as (delete from ${contacts} where ${contacts.tenantId} = ${id} and ${contacts.id} in (
              select c.id from contacts c where c.tenant_id = ${id} and c.deleted_at is not null
                and c.deleted_at < ${cutoff}::timestamptz
              order by c.deleted_at, c.id limit ${batch} for update skip locked)
            returning 1) select count(*)::int as n from gone`,
        );
        return row?.n ?? 0;
      });
      deleted += n;
      if (n < batch) break;
    }
  }
  return deleted;
}

/** The daily purge; idempotent (a second run finds nothing older than the cut-off). */
export function contactTrashPurgeQueue(services: Services): QueueDefinition<object> {
  return {
    name: CONTACT_TRASH_PURGE_QUEUE,
    expireInSeconds: 1800,
    retryLimit: 3,
    retryDelay: 60,
    cron: "41 2 * * *",
    handler: async () => {
      const deleted = await purgeTrash(services.db, services.clock);
      if (deleted > 0) services.log.info({ deleted }, "trashed contacts past their 30 days deleted forever");
    },
  };
}

const plural = (n: number) => `${n} ${n === 1 ? "contact" : "contacts"}`;

export async function contactTrashRoutes(app: FastifyInstance, services: Services): Promise<void> {
  serve(app, contactTrashApi.list, async (request, reply, { tenant, tx }) => {
    const page = await tx((t) => listTrash(t, tenant.id, request.query, services.clock.now()));
    reply.header("cache-control", "no-store");
    return page;
  });

  serve(app, contactTrashApi.restore, async (request, _reply, { tenant, tx, staff }) => {
    const actor = auditActor(request, staff.user);
    const member = { userId: staff.user.id, name: memberName(staff.user) };
    const restored = await tx(async (t) => {
      const n = await restoreContacts(t, tenant.id, request.body.ids, member, services.clock.now());
      if (n > 0)
        await recordAuditEvent(t, { tenantId: tenant.id, action: "contacts_restore", target: plural(n), ...actor });
      return n;
    });
    return { restored };
  });

  serve(app, contactTrashApi.deleteForever, async (request, _reply, { tenant, tx, staff }) => {
    const deleted = await tx(async (t) => {
      const n = await deleteTrashedContacts(t, tenant.id, request.body.ids);
      const actor = auditActor(request, staff.user);
      if (n > 0)
        await recordAuditEvent(t, {
          tenantId: tenant.id,
          action: "contacts_delete_forever",
          target: plural(n),
          ...actor,
        });
      return n;
    });
    return { deleted };
  });

  serve(app, contactTrashApi.empty, async (request, _reply, { tenant, tx, staff }) => {
    const deleted = await tx(async (t) => {
      const n = await deleteTrashedContacts(t, tenant.id);
      const actor = auditActor(request, staff.user);
      if (n > 0)
        await recordAuditEvent(t, { tenantId: tenant.id, action: "contacts_trash_empty", target: plural(n), ...actor });
      return n;
    });
    return { deleted };
  });
}
