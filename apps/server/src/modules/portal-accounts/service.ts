import { randomBytes } from "node:crypto";
import {
  PORTAL_ACCOUNT_MESSAGES as M,
  PORTAL_INVITATION_TTL_DAYS,
  type PortalAccount,
  type PortalSettings,
  type PortalSettingsUpdate,
} from "@engagesuite/shared";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { contacts, portalClients, portalInvitations, tenants } from "../../db/schema";
import { underSavepoint, withTenant } from "../../db/tenant";
import { mailWordingOf } from "../../i18n";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import { hashToken, newToken } from "../../lib/tokens";
import type { Mailer } from "../../providers/mail/mailer";
import { portalInvitationMail } from "../../providers/mail/templates";
import { hashPassword } from "../auth/passwords";
import { portalSessionStore } from "../portal/sessions";
import { accountOfContact, autoLinkContact, findAccount } from "./queries";

const DAY = 24 * 3_600_000;

export interface PortalAccountDeps {
  config: PublicOriginConfig;
  mailer: Mailer;
}

const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? { [field]: [message] } : undefined);

let unusable: Promise<string> | undefined;
/** An invited client's password hash: of a random secret no one knows, so no password matches it (made once). */
function unusablePasswordHash(): Promise<string> {
  unusable ??= hashPassword(randomBytes(32).toString("hex"));
  return unusable;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function mustFindAccount(tx: Tx, tenantId: string, clientId: string): Promise<PortalAccount> {
  const account = await findAccount(tx, tenantId, clientId);
  if (!account) throw notFound(M.accountNotFound);
  return account;
}

async function findContact(tx: Tx, tenantId: string, contactId: string) {
  const [contact] = await tx
    .select({ id: contacts.id, name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  if (!contact) throw notFound(M.contactNotFound);
  return contact;
}

/** "Maria de la Cruz" → Maria / de la Cruz: a contact has one name, an account two. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** A new single-use link (an earlier link of this client stops working) and its e-mail on the workspace's own host. */
async function sendInvitation(
  deps: PortalAccountDeps,
  tx: Tx,
  tenantId: string,
  client: { id: string; email: string },
  invitedById: string | null,
  now: Date,
): Promise<void> {
  const token = newToken();
  const values = {
    tokenHash: hashToken(token),
    invitedById,
    expiresAt: new Date(now.getTime() + PORTAL_INVITATION_TTL_DAYS * DAY),
    createdAt: now,
  };
  await tx
    .insert(portalInvitations)
    .values({ tenantId, clientId: client.id, ...values })
    .onConflictDoUpdate({ target: [portalInvitations.tenantId, portalInvitations.clientId], set: values });
  const [tenant] = await tx
    .select({ name: tenants.name, subdomain: tenants.subdomain })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw notFound();
  const link = `${tenantOrigin(deps.config, tenant.subdomain)}/portal/invitation#token=${encodeURIComponent(token)}`;
  await deps.mailer.enqueue(
    tx,
    portalInvitationMail({
      to: client.email,
      tenantName: tenant.name,
      link,
      validDays: PORTAL_INVITATION_TTL_DAYS,
      wording: await mailWordingOf(tx, tenantId),
    }),
  );
}

/**
 * Invites a contact: an `invited` account linked to it (no usable password) and a link valid 7 days. A contact
 * without an e-mail answers 400; one already linked, or whose address already has an account here, 409.
 */
export async function invite(
  deps: PortalAccountDeps,
  tx: Tx,
  tenantId: string,
  contactId: string,
  invitedById: string,
  now: Date,
): Promise<PortalAccount> {
  const contact = await findContact(tx, tenantId, contactId);
  const email = contact.email?.trim().toLowerCase();
  if (!email) throw badRequest(M.contactHasNoEmail, { contactId: [M.contactHasNoEmail] });
  if (await accountOfContact(tx, tenantId, contact.id)) throw conflict(M.alreadyHasAccount, "contactId");
  const [existing] = await tx
    .select({ id: portalClients.id })
    .from(portalClients)
    .where(and(eq(portalClients.tenantId, tenantId), sql`lower(${portalClients.email}) = ${email}`));
  if (existing) throw conflict(M.emailHasAccount, "contactId");
  const passwordHash = await unusablePasswordHash();
  let id: string;
  try {
    // A savepoint: a registration of the same address at this moment wins on the unique index, cleanly.
    const [row] = await underSavepoint(tx, () =>
      tx
        .insert(portalClients)
        .values({ tenantId, email, ...splitName(contact.name), passwordHash, status: "invited", contactId: contact.id })
        .returning({ id: portalClients.id }),
    );
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailHasAccount, "contactId");
    throw error;
  }
  await sendInvitation(deps, tx, tenantId, { id, email }, invitedById, now);
  return mustFindAccount(tx, tenantId, id);
}

export async function resend(
  deps: PortalAccountDeps,
  tx: Tx,
  tenantId: string,
  clientId: string,
  invitedById: string,
  now: Date,
): Promise<PortalAccount> {
  const account = await mustFindAccount(tx, tenantId, clientId);
  if (account.status !== "invited") throw conflict(M.notInvited);
  await sendInvitation(deps, tx, tenantId, account, invitedById, now);
  return account;
}

export async function linkContact(
  tx: Tx,
  tenantId: string,
  clientId: string,
  contactId: string | null,
): Promise<PortalAccount> {
  await mustFindAccount(tx, tenantId, clientId);
  if (contactId) {
    await findContact(tx, tenantId, contactId);
    if (await accountOfContact(tx, tenantId, contactId, clientId)) throw conflict(M.contactAlreadyLinked, "contactId");
  }
  await tx
    .update(portalClients)
    .set({ contactId, updatedAt: new Date() })
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  return mustFindAccount(tx, tenantId, clientId);
}

/** Disables the account and, in the same transaction, ends every session it has. */
export async function disable(tx: Tx, tenantId: string, clientId: string, now: Date): Promise<PortalAccount> {
  const account = await mustFindAccount(tx, tenantId, clientId);
  if (account.status === "disabled") throw conflict(M.alreadyDisabled);
  await tx
    .update(portalClients)
    .set({ status: "disabled", disabledAt: now, updatedAt: now })
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  await portalSessionStore.deleteAllOf(tx, { accountId: clientId, tenantId });
  return mustFindAccount(tx, tenantId, clientId);
}

/** Enables a disabled account: invited again while its invitation link is pending, active otherwise. */
export async function enable(tx: Tx, tenantId: string, clientId: string, now: Date): Promise<PortalAccount> {
  const account = await mustFindAccount(tx, tenantId, clientId);
  if (account.status !== "disabled") throw conflict(M.notDisabled);
  const [pending] = await tx
    .select({ clientId: portalInvitations.clientId })
    .from(portalInvitations)
    .where(and(eq(portalInvitations.tenantId, tenantId), eq(portalInvitations.clientId, clientId)));
  await tx
    .update(portalClients)
    .set({ status: pending ? "invited" : "active", disabledAt: null, updatedAt: now })
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  return mustFindAccount(tx, tenantId, clientId);
}

/** The pending invitation of this token on this workspace (400 `invitationInvalid` when there is none or it expired). */
export async function invitationByToken(tx: Tx, tenantId: string, token: string, now: Date) {
  const [row] = await tx
    .select({
      clientId: portalClients.id,
      email: portalClients.email,
      firstName: portalClients.firstName,
      lastName: portalClients.lastName,
    })
    .from(portalInvitations)
    .innerJoin(
      portalClients,
      and(eq(portalClients.tenantId, portalInvitations.tenantId), eq(portalClients.id, portalInvitations.clientId)),
    )
    .where(
      and(
        eq(portalInvitations.tenantId, tenantId),
        eq(portalInvitations.tokenHash, hashToken(token)),
        gt(portalInvitations.expiresAt, now),
        eq(portalClients.status, "invited"),
      ),
    );
  if (!row) throw badRequest(M.invitationInvalid);
  return row;
}

/**
 * Accepts an invitation: the password is set, the address counts as verified (the link was mailed to it), the
 * account is active and linked to its contact, and the link is spent. Answers the client's id.
 */
export async function acceptInvitation(
  tx: Tx,
  tenantId: string,
  input: { token: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const { clientId } = await invitationByToken(tx, tenantId, input.token, now);
  const spent = await tx
    .delete(portalInvitations)
    .where(
      and(
        eq(portalInvitations.tenantId, tenantId),
        eq(portalInvitations.clientId, clientId),
        eq(portalInvitations.tokenHash, hashToken(input.token)),
      ),
    )
    .returning({ clientId: portalInvitations.clientId });
  // Two acceptances of one link at once: the second finds it spent.
  if (spent.length === 0) throw badRequest(M.invitationInvalid);
  await tx
    .update(portalClients)
    .set({
      passwordHash: input.passwordHash,
      passwordChangedAt: now,
      emailVerifiedAt: sql`coalesce(${portalClients.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      status: "active",
      updatedAt: now,
    })
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  await autoLinkContact(tx, tenantId, clientId);
  return clientId;
}

/** Deletes expired invitation links of every workspace (each in its own tenant transaction: RLS). */
export async function purgeExpiredPortalInvitations(db: Db, now = new Date()): Promise<void> {
  for (const { id } of await db.select({ id: tenants.id }).from(tenants)) {
    await withTenant(db, id, (tx) =>
      tx
        .delete(portalInvitations)
        .where(and(eq(portalInvitations.tenantId, id), lte(portalInvitations.expiresAt, now))),
    );
  }
}

const settingsColumns = {
  privacyPolicyUrl: tenants.privacyPolicyUrl,
  termsUrl: tenants.termsUrl,
  clientUploads: tenants.portalClientUploads,
  cancelCutoffHours: tenants.appointmentCancelCutoffHours,
};

export async function findPortalSettings(tx: Tx, tenantId: string, lock = false): Promise<PortalSettings> {
  const query = tx.select(settingsColumns).from(tenants).where(eq(tenants.id, tenantId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

export const PORTAL_SETTING_LABELS: Record<keyof PortalSettings, string> = {
  privacyPolicyUrl: "Privacy policy link",
  termsUrl: "Terms of service link",
  clientUploads: "Client uploads",
  cancelCutoffHours: "Cancellation cutoff",
};

/** Writes the settings; answers them before and after (the caller audits what changed). */
export async function writePortalSettings(tx: Tx, tenantId: string, input: PortalSettingsUpdate) {
  const before = await findPortalSettings(tx, tenantId, true);
  await tx
    .update(tenants)
    .set({
      privacyPolicyUrl: input.privacyPolicyUrl ?? null,
      termsUrl: input.termsUrl ?? null,
      portalClientUploads: input.clientUploads,
      appointmentCancelCutoffHours: input.cancelCutoffHours,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, tenantId));
  const after = await findPortalSettings(tx, tenantId);
  const changed = (Object.keys(after) as (keyof PortalSettings)[]).filter((key) => before[key] !== after[key]);
  return { before, after, changed };
}
