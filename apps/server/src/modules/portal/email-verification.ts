import { EMAIL_VERIFICATION_TTL_HOURS, SUITE_NAME } from "@engagesuite/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { portalClients } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import type { SecretBox } from "../../lib/secret-box";
import type { Mailer, MailMessage } from "../../providers/mail/mailer";

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

export function openVerification(box: SecretBox, token: string, now = Date.now()): Claim | null {
  const payload = box.openToken<{ t?: unknown; c?: unknown; e?: unknown }>(PURPOSE, token, now);
  if (!payload || typeof payload.t !== "string" || typeof payload.c !== "string" || typeof payload.e !== "string") {
    return null;
  }
  return { tenantId: payload.t, clientId: payload.c, email: payload.e };
}

/** The confirmation link on the tenant's configured host (never the request's Host: a client chooses that). */
export function verificationLink(config: PublicOriginConfig, subdomain: string, token: string): string {
  return `${tenantOrigin(config, subdomain)}/portal/verify-email?${new URLSearchParams({ token }).toString()}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(input: { to: string; tenantName: string; link: string }): MailMessage {
  const intro = `Please confirm that this is your e-mail address for your ${input.tenantName} client portal account.`;
  const outro = `The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not create this account, ignore this e-mail.`;
  return {
    to: input.to,
    subject: `Confirm your e-mail address for ${input.tenantName}`,
    text: `${intro}\n\nConfirm your e-mail address: ${input.link}\n\n${outro}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;padding:24px">
<div style="max-width:560px;margin:0 auto;border:1px solid #e2e8f0;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">Confirm your e-mail address</h1>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">Confirm e-mail address</a></p>
<p style="font-size:13px;color:#475569">Or open: <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="margin:16px 0 0">${escapeHtml(outro)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(SUITE_NAME)}</p></div></body></html>`,
  };
}

/** Queues the confirmation mail in the caller's tenant transaction (with the account it confirms). */
export async function enqueueVerificationMail(
  deps: { mailer: Mailer; config: PublicOriginConfig; secrets: SecretBox },
  tx: Tx,
  input: Claim & { tenantName: string; subdomain: string },
): Promise<void> {
  const token = sealVerification(deps.secrets, input);
  const link = verificationLink(deps.config, input.subdomain, token);
  await deps.mailer.enqueue(tx, verificationMail({ to: input.email, tenantName: input.tenantName, link }));
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
    return Boolean(row?.at);
  });
}
