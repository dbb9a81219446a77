import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreference,
} from "@engagesuite/shared";
import { and, desc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { notificationPreferences, notifications, tenants, users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import type { Mailer } from "../../providers/mail/mailer";
import { staffNotificationMail } from "../../providers/mail/templates";

/** What sending a notification needs: the mailer (its outbox row commits with the caller's transaction), the origin. */
export interface NotifyDeps {
  mailer: Mailer;
  config: PublicOriginConfig;
}

export interface NotifyInput {
  tenantId: string;
  /** The members to tell (duplicates and members who are not active staff of the tenant are dropped). */
  userIds: readonly (string | null | undefined)[];
  kind: NotificationKind;
  title: string;
  body?: string;
  /** The dashboard path it opens ("/tu/admin/dashboard?section=help-desk&ticket=…"); the e-mail links to it on the tenant's host. */
  link?: string | null;
  subjectId?: string | null;
}

/**
 * Tells each recipient of an event, as each chose (issue 22 point 4): an in-app notification and/or an e-mail through
 * the outbox, both in `tx`, so they exist exactly when the change that caused them commits. No preference row for the
 * kind means both on. Returns the ids of the members told by any channel.
 */
export async function notify(tx: Tx, deps: NotifyDeps, input: NotifyInput): Promise<string[]> {
  const ids = [...new Set(input.userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  const recipients = await tx
    .select({
      id: users.id,
      email: users.email,
      emailOn: notificationPreferences.email,
      inAppOn: notificationPreferences.inApp,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.tenantId, input.tenantId),
        eq(notificationPreferences.userId, users.id),
        eq(notificationPreferences.kind, input.kind),
      ),
    )
    .where(
      and(
        eq(users.tenantId, input.tenantId),
        inArray(users.id, ids),
        eq(users.status, "active"),
        inArray(users.role, ["TENANT_ADMIN", "STAFF"]),
      ),
    );
  const inApp = recipients.filter((r) => r.inAppOn !== false);
  if (inApp.length) {
    await tx.insert(notifications).values(
      inApp.map((r) => ({
        tenantId: input.tenantId,
        userId: r.id,
        kind: input.kind,
        title: input.title,
        body: input.body ?? "",
        link: input.link ?? null,
        subjectId: input.subjectId ?? null,
      })),
    );
  }
  const byMail = recipients.filter((r) => r.emailOn !== false && r.email);
  if (byMail.length) {
    const [tenant] = await tx
      .select({ name: tenants.name, subdomain: tenants.subdomain })
      .from(tenants)
      .where(eq(tenants.id, input.tenantId));
    const origin = tenant ? tenantOrigin(deps.config, tenant.subdomain) : deps.config.publicUrl;
    for (const r of byMail) {
      await deps.mailer.enqueue(
        tx,
        staffNotificationMail({
          to: r.email!,
          workspaceName: tenant?.name ?? "",
          title: input.title,
          body: input.body ?? "",
          link: `${origin}${input.link ?? "/tu/admin/dashboard"}`,
        }),
        "notification",
      );
    }
  }
  return [...new Set([...inApp, ...byMail].map((r) => r.id))];
}

/** The workspace's active administrators (who hear of what has no assignee). */
export async function workspaceAdmins(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.status, "active"), eq(users.role, "TENANT_ADMIN")));
  return rows.map((r) => r.id);
}

/* ---- A member's own list, count, marks and preferences ---- */

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    subjectId: row.subjectId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const badCursor = () =>
  new HttpError(400, NOTIFICATION_MESSAGES.invalidCursor, { cursor: [NOTIFICATION_MESSAGES.invalidCursor] });

/** `<ISO ms time>_<uuid>` as base64url: the last row's keys. Anything else is a 400. */
function decodeCursor(cursor: string): { at: string; id: string } {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("_");
  if (
    !at ||
    !id ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) ||
    !Number.isFinite(Date.parse(at)) ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
  ) {
    throw badCursor();
  }
  return { at, id };
}

export async function listNotifications(
  tx: Tx,
  tenantId: string,
  userId: string,
  query: { cursor?: string; limit: number; unreadOnly?: boolean },
): Promise<NotificationPage> {
  const where: SQL[] = [eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)];
  if (query.unreadOnly) where.push(isNull(notifications.readAt));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    notifications: page.map(toNotification),
    nextCursor:
      rows.length > query.limit && last
        ? Buffer.from(`${last.createdAt.toISOString()}_${last.id}`).toString("base64url")
        : null,
  };
}

export async function unreadCount(tx: Tx, tenantId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the member's own notifications read (idempotent); another member's is not found. */
export async function markRead(tx: Tx, tenantId: string, userId: string, id: string): Promise<void> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

export async function markAllRead(tx: Tx, tenantId: string, userId: string, upTo: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.tenantId, tenantId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        lte(notifications.createdAt, upTo),
      ),
    );
}

/** Every kind, in order, with the member's choice (no row: both on). */
export async function preferencesOf(tx: Tx, tenantId: string, userId: string): Promise<NotificationPreference[]> {
  const rows = await tx
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.tenantId, tenantId), eq(notificationPreferences.userId, userId)));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    email: byKind.get(kind)?.email ?? true,
    inApp: byKind.get(kind)?.inApp ?? true,
  }));
}

export async function savePreferences(
  tx: Tx,
  tenantId: string,
  userId: string,
  preferences: readonly NotificationPreference[],
): Promise<NotificationPreference[]> {
  for (const p of preferences) {
    await tx
      .insert(notificationPreferences)
      .values({ tenantId, userId, kind: p.kind, email: p.email, inApp: p.inApp })
      .onConflictDoUpdate({
        target: [notificationPreferences.tenantId, notificationPreferences.userId, notificationPreferences.kind],
        set: { email: p.email, inApp: p.inApp },
      });
  }
  return preferencesOf(tx, tenantId, userId);
}
