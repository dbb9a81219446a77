import type { PortalUser } from "@engagesuite/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { portalClients, portalSessions, tenants } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { SessionStore } from "../auth/session-store";

const HOUR = 3_600_000;
/** Portal sessions end with the browser (no cookie Max-Age) and, server-side, after idling or at most 12 hours. */
const PORTAL_SESSION_POLICY = { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR, touchEveryMs: 5 * 60_000 } as const;

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

/**
 * Portal sessions (`portal_sessions`, tenant-owned): every statement runs in the host's tenant transaction
 * (withTenant), so RLS keeps a cookie from ever opening another tenant's portal. The account is the portal client.
 */
export const portalSessionStore = new SessionStore<PortalSession>({
  table: portalSessions,
  columns: {
    id: portalSessions.id,
    accountId: portalSessions.clientId,
    tenantId: portalSessions.tenantId,
    lastSeenAt: portalSessions.lastSeenAt,
    expiresAt: portalSessions.expiresAt,
  },
  accountKey: "clientId",
  tenantOwned: true,
  policy: PORTAL_SESSION_POLICY,
  async lookup(tx, id, tenantId) {
    if (!tenantId) return undefined;
    const [row] = await tx
      .select({ ...portalUserColumns, lastSeenAt: portalSessions.lastSeenAt, expiresAt: portalSessions.expiresAt })
      .from(portalSessions)
      .innerJoin(
        portalClients,
        and(eq(portalClients.tenantId, portalSessions.tenantId), eq(portalClients.id, portalSessions.clientId)),
      )
      .where(
        and(eq(portalSessions.tenantId, tenantId), eq(portalSessions.id, id), ne(portalClients.status, "disabled")),
      );
    if (!row) return undefined;
    const { lastSeenAt, expiresAt, ...client } = row;
    return { lastSeenAt, expiresAt, remember: false, session: { id, client: toPortalUser(client) } };
  },
});

/** Deletes expired and idle portal sessions of every tenant, each in its own tenant transaction (RLS). */
export async function purgeExpiredPortalSessions(db: Db): Promise<void> {
  for (const { id } of await db.select({ id: tenants.id }).from(tenants)) {
    await withTenant(db, id, (tx) => portalSessionStore.purgeExpired(tx));
  }
}
