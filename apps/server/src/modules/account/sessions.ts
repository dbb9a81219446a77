import type { AccountSession } from "@engagesuite/shared";
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { staffSessions } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { STAFF_SESSION_POLICY } from "../auth/staff-sessions";
import { describeUserAgent } from "./user-agent";

/**
 * A member's own staff sessions. A session's stored id is the SHA-256 of its cookie's token; what the list shows is a
 * keyed hash of that (HMAC under SECRET_KEY), so an id seen on the screen (or in a proxy's log) is no stored value and
 * nothing a cookie can be made from. Every statement names the account: another account's session is never found.
 */
const PURPOSE = "staff-session-public-id";

function publicSessionId(box: SecretBox, storedId: string): string {
  return box.mac(PURPOSE, storedId);
}

interface OwnSession {
  storedId: string;
  view: AccountSession;
}

/** The account's live sessions (neither past the absolute limit nor idle too long), most recently used first. */
export async function ownSessions(
  db: DbOrTx,
  box: SecretBox,
  userId: string,
  currentStoredId: string,
  now = Date.now(),
): Promise<OwnSession[]> {
  const rows = await db
    .select({
      id: staffSessions.id,
      ip: staffSessions.ip,
      userAgent: staffSessions.userAgent,
      remember: staffSessions.remember,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, new Date(now))))
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.createdAt));
  return rows
    .filter((row) => {
      const idleMs = row.remember ? STAFF_SESSION_POLICY.rememberIdleMs : STAFF_SESSION_POLICY.idleMs;
      return row.id === currentStoredId || row.lastSeenAt.getTime() + idleMs > now;
    })
    .map((row) => ({
      storedId: row.id,
      view: {
        id: publicSessionId(box, row.id),
        device: describeUserAgent(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentStoredId,
      },
    }))
    .sort((a, b) => Number(b.view.current) - Number(a.view.current));
}

/** Ends sessions of this account only (by stored id); answers how many ended. */
export async function endOwnSessions(db: DbOrTx, userId: string, storedIds: string[]): Promise<number> {
  if (storedIds.length === 0) return 0;
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), inArray(staffSessions.id, storedIds)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** Ends every session of the account but `keepStoredId`; answers how many ended. */
export async function endOtherOwnSessions(db: DbOrTx, userId: string, keepStoredId: string): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), ne(staffSessions.id, keepStoredId)))
    .returning({ id: staffSessions.id });
  return ended.length;
}
