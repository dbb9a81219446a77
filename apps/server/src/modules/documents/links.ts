import { createHmac, timingSafeEqual } from "node:crypto";
import { DOCUMENT_LINK_TTL_SECONDS } from "@engagesuite/shared";

/**
 * Download links (issue 20 point 2): a URL signed with the server's SECRET_KEY over the tenant, the document, the
 * session that asked for it and the expiry. The file route still needs that same session, so a URL copied to another
 * client, replayed from another session or used after five minutes is refused.
 */
export interface LinkSubject {
  tenantId: string;
  documentId: string;
  sessionId: string;
}

function signatureOf(secret: string, subject: LinkSubject, expires: number): string {
  return createHmac("sha256", secret)
    .update(["document-download", subject.tenantId, subject.documentId, subject.sessionId, String(expires)].join("\n"))
    .digest("hex");
}

export function signDownload(secret: string, subject: LinkSubject, now: Date): { expires: number; signature: string } {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  return { expires, signature: signatureOf(secret, subject, expires) };
}

export function verifyDownload(
  secret: string,
  subject: LinkSubject,
  link: { expires?: string; signature?: string },
  now: Date,
): boolean {
  if (!link.expires || !/^\d{1,12}$/.test(link.expires) || !link.signature || !/^[0-9a-f]{64}$/.test(link.signature)) {
    return false;
  }
  const expires = Number(link.expires);
  const seconds = now.getTime() / 1000;
  if (expires < seconds || expires > seconds + DOCUMENT_LINK_TTL_SECONDS + 60) return false;
  const expected = Buffer.from(signatureOf(secret, subject, expires), "hex");
  const given = Buffer.from(link.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `attachment` with the UTF-8 name (RFC 6266 / 5987) and an ASCII stand-in for old clients. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
