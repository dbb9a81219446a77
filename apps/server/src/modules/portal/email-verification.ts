import { EMAIL_VERIFICATION_TTL_HOURS } from "@engagesuite/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { portalClients } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { mailWordingOf } from "../../i18n";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import type { SecretBox } from "../../lib/secret-box";
import type { Mailer } from "../../providers/mail/mailer";
import { portalEmailVerificationMail } from "../../providers/mail/templates";
import { autoLinkContact } from "../portal-accounts/queries";

/**
 * A portal client's e-mail address is theirs once they follow a link mailed to it: a sealed token (SecretBox, its own
 * purpose) naming the tenant, the client and the address, good for 48 hours. Nothing is stored; the link is used by
 * a POST from the portal's confirmation page, never by the GET that opens it.
 */
const PURPOSE = "portal-email-verification";
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 3_600_000;

interface Claim {
  tenantId: string;
  clientId: string;
  email: string;
}

/** Sealed with the app's SecretBox (app.ts `secrets`). */
export function sealVerification(box: SecretBox, claim: Claim, now = Date.now()): string {
  return box.sealToken(PURPOSE, { t: claim.tenantId, c: claim.clientId, e: claim.email }, TTL_MS, now);
}

function openVerification(box: SecretBox, token: string, now = Date.now()): Claim | null {
  const payload = box.openToken<{ t?: unknown; c?: unknown; e?: unknown }>(PURPOSE, token, now);
  if (!payload || typeof payload.t !== "string" || typeof payload.c !== "string" || typeof payload.e !== "string") {
    return null;
  }
  return { tenantId: payload.t, clientId: payload.c, email: payload.e };
}

/** The confirmation link on the tenant's configured host (never the request's Host: a client chooses that). */
function verificationLink(config: PublicOriginConfig, subdomain: string, token: string): string {
  return `${tenantOrigin(config, subdomain)}/portal/verify-email?${new URLSearchParams({ token }).toString()}`;
}

/** Queues the confirmation mail in the caller's tenant transaction (with the account it confirms). */
export async function enqueueVerificationMail(
  deps: { mailer: Mailer; config: PublicOriginConfig; secrets: SecretBox },
  tx: Tx,
  input: Claim & { tenantName: string; subdomain: string },
): Promise<void> {
  const token = sealVerification(deps.secrets, input);
  const link = verificationLink(deps.config, input.subdomain, token);
  const wording = await mailWordingOf(tx, input.tenantId);
  await deps.mailer.enqueue(
    tx,
    portalEmailVerificationMail({ to: input.email, tenantName: input.tenantName, link, wording }),
  );
}

/**
 * Marks the address confirmed when the token was sealed for this tenant, this client and the address it still has.
 * True when the client's address is now confirmed (also when it already was).
 */
export async function confirmPortalEmail(
  db: Db,
  box: SecretBox,
  tenantId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const claim = openVerification(box, token, now.getTime());
  if (!claim || claim.tenantId !== tenantId) return false;
  return withTenant(db, tenantId, async (tx) => {
    const matches = and(
      eq(portalClients.tenantId, tenantId),
      eq(portalClients.id, claim.clientId),
      sql`lower(${portalClients.email}) = ${claim.email.toLowerCase()}`,
    );
    await tx
      .update(portalClients)
      .set({ emailVerifiedAt: now })
      .where(and(matches, isNull(portalClients.emailVerifiedAt)));
    const [row] = await tx.select({ at: portalClients.emailVerifiedAt }).from(portalClients).where(matches);
    // A verified address is the client's: the workspace's contact of that address is who they are.
    if (row?.at) await autoLinkContact(tx, tenantId, claim.clientId);
    return Boolean(row?.at);
  });
}
