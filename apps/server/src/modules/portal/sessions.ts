import type { PortalUser } from "@engagesuite/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { portalClients, portalSessions } from "../../db/schema";
import { hashToken, newToken } from "../../lib/tokens";

const HOUR = 3_600_000;
/** Portal sessions end with the browser (no cookie Max-Age) and, server-side, after idling or at most 12 hours. */
export const PORTAL_SESSION_POLICY = { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR, touchEveryMs: 5 * 60_000 } as const;

export interface PortalSession {
  id: string;
  client: PortalUser;
}

export const portalUserColumns = {
  id: portalClients.id,
  email: portalClients.email,
  firstName: portalClients.firstName,
  lastName: portalClients.lastName,
  tenantId: portalClients.tenantId,
  createdAt: portalClients.createdAt,
  emailVerifiedAt: portalClients.emailVerifiedAt,
};

export function toPortalUser({
  emailVerifiedAt,
  ...row
}: { createdAt: Date; emailVerifiedAt: Date | null } & Omit<PortalUser, "createdAt" | "emailVerified">): PortalUser {
  return { ...row, createdAt: row.createdAt.toISOString(), emailVerified: emailVerifiedAt !== null };
}

/** All inside the tenant's transaction (withTenant), so RLS keeps every tenant's sessions apart. */
export async function createPortalSession(
  tx: Tx,
  input: { tenantId: string; clientId: string; ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  await tx.insert(portalSessions).values({
    tenantId: input.tenantId,
    id: hashToken(token),
    clientId: input.clientId,
    expiresAt: new Date(Date.now() + PORTAL_SESSION_POLICY.absoluteMs),
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

export async function findPortalSession(tx: Tx, tenantId: string, token: string): Promise<PortalSession | null> {
  const id = hashToken(token);
  const [row] = await tx
    .select({ ...portalUserColumns, lastSeenAt: portalSessions.lastSeenAt, expiresAt: portalSessions.expiresAt })
    .from(portalSessions)
    .innerJoin(
      portalClients,
      and(eq(portalClients.tenantId, portalSessions.tenantId), eq(portalClients.id, portalSessions.clientId)),
    )
    .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.id, id)));
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + PORTAL_SESSION_POLICY.idleMs <= now) {
    await tx.delete(portalSessions).where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.id, id)));
    return null;
  }
  if (row.lastSeenAt.getTime() + PORTAL_SESSION_POLICY.touchEveryMs <= now) {
    await tx
      .update(portalSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.id, id)));
  }
  const { lastSeenAt: _seen, expiresAt: _expires, ...client } = row;
  return { id, client: toPortalUser(client) };
}

export async function deletePortalSession(tx: Tx, tenantId: string, sessionId: string): Promise<void> {
  await tx.delete(portalSessions).where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.id, sessionId)));
}

export async function deleteClientSessions(tx: Tx, tenantId: string, clientId: string): Promise<void> {
  await tx
    .delete(portalSessions)
    .where(and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.clientId, clientId)));
}
