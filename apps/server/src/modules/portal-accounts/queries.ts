import type { PortalAccount, PortalAccountPage, PortalAccountStatus } from "@engagesuite/shared";
import { and, count, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contacts, portalClients } from "../../db/schema";

const accountColumns = {
  id: portalClients.id,
  email: portalClients.email,
  firstName: portalClients.firstName,
  lastName: portalClients.lastName,
  status: portalClients.status,
  emailVerifiedAt: portalClients.emailVerifiedAt,
  contactId: contacts.id,
  contactName: contacts.name,
  lastLoginAt: portalClients.lastLoginAt,
  createdAt: portalClients.createdAt,
};

type AccountRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: PortalAccountStatus;
  emailVerifiedAt: Date | null;
  contactId: string | null;
  contactName: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
};

function toAccount(row: AccountRow): PortalAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    emailVerified: row.emailVerifiedAt !== null,
    contact: row.contactId && row.contactName !== null ? { id: row.contactId, name: row.contactName } : null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function accountsFrom(tx: Tx) {
  return tx
    .select(accountColumns)
    .from(portalClients)
    .leftJoin(
      contacts,
      and(
        eq(contacts.tenantId, portalClients.tenantId),
        eq(contacts.id, portalClients.contactId),
        isNull(contacts.deletedAt),
      ),
    );
}

/** `%` and `_` in a search are the characters themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAccounts(
  tx: Tx,
  tenantId: string,
  query: { search?: string; status?: PortalAccountStatus; contactId?: string; page: number; pageSize: number },
): Promise<PortalAccountPage> {
  const conditions: SQL[] = [eq(portalClients.tenantId, tenantId)];
  if (query.search) {
    conditions.push(
      sql`lower(${portalClients.firstName} || ' ' || ${portalClients.lastName} || ' ' || ${portalClients.email}) like ${likePattern(query.search)}`,
    );
  }
  if (query.status) conditions.push(eq(portalClients.status, query.status));
  if (query.contactId) conditions.push(eq(portalClients.contactId, query.contactId));
  const where = and(...conditions);
  const rows = await accountsFrom(tx)
    .where(where)
    .orderBy(desc(portalClients.createdAt), desc(portalClients.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tx.select({ n: count() }).from(portalClients).where(where);
  return { accounts: rows.map(toAccount), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function findAccount(tx: Tx, tenantId: string, clientId: string): Promise<PortalAccount | null> {
  const [row] = await accountsFrom(tx).where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  return row ? toAccount(row) : null;
}

/** The account linked to this contact, other than `exceptClientId`. */
export async function accountOfContact(tx: Tx, tenantId: string, contactId: string, exceptClientId?: string) {
  const [row] = await tx
    .select({ id: portalClients.id })
    .from(portalClients)
    .where(
      and(
        eq(portalClients.tenantId, tenantId),
        eq(portalClients.contactId, contactId),
        exceptClientId ? ne(portalClients.id, exceptClientId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Links a client whose e-mail is verified and who has no contact to the workspace's contact of that e-mail
 * (case-insensitive), when exactly one contact has it and no other account is linked to it. True when it linked.
 */
export async function autoLinkContact(tx: Tx, tenantId: string, clientId: string): Promise<boolean> {
  const [client] = await tx
    .select({ email: portalClients.email })
    .from(portalClients)
    .where(
      and(
        eq(portalClients.tenantId, tenantId),
        eq(portalClients.id, clientId),
        isNull(portalClients.contactId),
        sql`${portalClients.emailVerifiedAt} is not null`,
      ),
    );
  if (!client) return false;
  const matches = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        isNull(contacts.deletedAt),
        sql`lower(${contacts.email}) = ${client.email.toLowerCase()}`,
      ),
    )
    .limit(2);
  if (matches.length !== 1) return false;
  const contactId = matches[0]!.id;
  if (await accountOfContact(tx, tenantId, contactId, clientId)) return false;
  const linked = await tx
    .update(portalClients)
    .set({ contactId, updatedAt: new Date() })
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId), isNull(portalClients.contactId)))
    .returning({ id: portalClients.id });
  return linked.length > 0;
}
