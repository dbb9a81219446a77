import { ACCOUNT_MESSAGES, EMAIL_CHANGE_CONFIRM_PATH, EMAIL_CHANGE_TTL_HOURS } from "@engagesuite/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { tenants, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { HttpError } from "../../lib/http-error";
import { mainOrigin, type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import type { SecretBox } from "../../lib/secret-box";
import type { Mailer } from "../../providers/mail/mailer";
import { emailChangedNoticeMail } from "../../providers/mail/templates";
import { recordAuditEvent } from "../audit/record";

/**
 * A member's new e-mail address takes effect only when its owner follows the link mailed to it: a sealed token
 * (SecretBox, its own purpose, 24 hours) naming the account, its tenant, the new address, the address it had when
 * asked and the moment that address was last proven. Nothing is stored. The change itself proves the new address
 * (`email_verified_at` moves), so a followed link never works twice, and a link asked for before any other change of
 * address is dead once the address changed.
 */
const PURPOSE = "staff-email-change";
const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;

export interface EmailChangeClaim {
  userId: string;
  tenantId: string | null;
  newEmail: string;
  currentEmail: string;
  /** `email_verified_at` when the link was made (ISO), or "" when it was never proven. */
  verifiedAt: string;
}

const stamp = (at: Date | null | undefined) => (at ? at.toISOString() : "");

export function sealEmailChange(box: SecretBox, claim: EmailChangeClaim, now = Date.now()): string {
  return box.sealToken(
    PURPOSE,
    { u: claim.userId, t: claim.tenantId ?? "", n: claim.newEmail, o: claim.currentEmail, v: claim.verifiedAt },
    TTL_MS,
    now,
  );
}

function openEmailChange(box: SecretBox, token: string, now = Date.now()): EmailChangeClaim | null {
  const p = box.openToken<Record<string, unknown>>(PURPOSE, token, now);
  if (!p || ![p.u, p.t, p.n, p.o, p.v].every((v) => typeof v === "string")) return null;
  return {
    userId: p.u as string,
    tenantId: (p.t as string) || null,
    newEmail: p.n as string,
    currentEmail: p.o as string,
    verifiedAt: p.v as string,
  };
}

/** The link on the account's own host (the tenant's, or the platform's for the super admin), from configuration. */
export function emailChangeLink(config: PublicOriginConfig, subdomain: string | null, token: string): string {
  const origin = subdomain ? tenantOrigin(config, subdomain) : mainOrigin(config);
  return `${origin}${EMAIL_CHANGE_CONFIRM_PATH}#${new URLSearchParams({ token }).toString()}`;
}

/** Whether another account has this address (the unique index is on lower(email), whoever holds it). */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

function isEmailUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint;
  return code === "23505" && (!name || name === "users_email_key");
}

export const emailInUse = () =>
  new HttpError(409, ACCOUNT_MESSAGES.emailInUse, { newEmail: [ACCOUNT_MESSAGES.emailInUse] });

/** What the confirmation changed (for the answer and the audit event). */
export interface ConfirmedChange {
  userId: string;
  tenantId: string | null;
  oldEmail: string;
  newEmail: string;
}

/**
 * Applies a followed link: the account must still have the address and proof stamp the link was made with, the host
 * must be the account's own (its tenant's; the platform's for the super admin), and the new address must still be
 * free (checked again here, and settled by the unique index). The old address is told, in the same transaction.
 * Null when the link is not (or no longer) good.
 */
export async function confirmEmailChange(
  deps: { db: Db; secrets: SecretBox; mailer: Mailer },
  token: string,
  hostTenantId: string | null,
  actor: { ip: string },
  now = new Date(),
): Promise<ConfirmedChange | null> {
  const claim = openEmailChange(deps.secrets, token, now.getTime());
  if (!claim || claim.tenantId !== hostTenantId) return null;
  const apply = async (tx: Tx): Promise<ConfirmedChange | null> => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
        tenantId: users.tenantId,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        tenantName: tenants.name,
      })
      .from(users)
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, claim.userId))
      .for("update", { of: users });
    if (
      !user ||
      user.tenantId !== claim.tenantId ||
      user.email.toLowerCase() !== claim.currentEmail.toLowerCase() ||
      stamp(user.verifiedAt) !== claim.verifiedAt
    ) {
      return null;
    }
    if (await emailTaken(tx, claim.newEmail, user.id)) throw emailInUse();
    await tx
      .update(users)
      .set({ email: claim.newEmail, emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));
    await deps.mailer.enqueue(
      tx,
      emailChangedNoticeMail({ to: user.email, newEmail: claim.newEmail, workspaceName: user.tenantName ?? null }),
    );
    if (user.tenantId) {
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || user.email;
      await recordAuditEvent(tx, {
        tenantId: user.tenantId,
        action: "account_email_changed",
        actorId: user.id,
        actorName: name,
        ip: actor.ip,
        target: claim.newEmail,
        details: { from: user.email },
      });
    }
    return { userId: user.id, tenantId: user.tenantId, oldEmail: user.email, newEmail: claim.newEmail };
  };
  try {
    return claim.tenantId
      ? await withTenant(deps.db, claim.tenantId, apply)
      : await deps.db.transaction((tx) => apply(tx as Tx));
  } catch (error) {
    if (isEmailUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
