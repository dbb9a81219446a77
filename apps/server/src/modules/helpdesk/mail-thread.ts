import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { helpdeskSettings, tenants, ticketMailMessages } from "../../db/schema";
import type { MailThreadHeaders } from "../../providers/mail/mailer";

/**
 * The help desk's e-mail thread (issue 22 point 6): each workspace receives at support@{subdomain}.APP_DOMAIN (and at
 * support+<ticket's reply token>@… for a ticket's thread), and a staff reply carries the thread's headers.
 */

/** The host part of a workspace's support addresses. */
export const supportDomainOf = (appDomain: string, subdomain: string) => `${subdomain}.${appDomain}`.toLowerCase();
export const supportAddressOf = (appDomain: string, subdomain: string) =>
  `support@${supportDomainOf(appDomain, subdomain)}`;
export const replyAddressOf = (appDomain: string, subdomain: string, replyToken: string) =>
  `support+${replyToken}@${supportDomainOf(appDomain, subdomain)}`;

/** A Message-ID as stored: `<id@host>`, trimmed and lower-cased (ids compare case-insensitively in practice). */
export function normalizeMessageId(raw: string | undefined | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const inner = value.replace(/^<|>$/g, "").trim();
  if (!inner || inner.length > 500 || /[\s<>]/.test(inner)) return null;
  return `<${inner.toLowerCase()}>`;
}

/**
 * The headers of a staff reply mailed on a ticket, and its record in ticket_mail_messages (direction 'out'), in the
 * caller's transaction (bound to the tenant): a new Message-ID, In-Reply-To the thread's last mail, References the
 * thread (at most 20), and Reply-To the ticket's own support+token address.
 */
export async function outboundThread(
  tx: Tx,
  appDomain: string,
  tenantId: string,
  ticket: { id: string; replyToken: string },
  commentId: string,
): Promise<MailThreadHeaders> {
  const [tenant] = await tx.select({ subdomain: tenants.subdomain }).from(tenants).where(eq(tenants.id, tenantId));
  const domain = supportDomainOf(appDomain, tenant!.subdomain);
  const thread = await tx
    .select({ messageId: ticketMailMessages.messageId })
    .from(ticketMailMessages)
    .where(and(eq(ticketMailMessages.tenantId, tenantId), eq(ticketMailMessages.ticketId, ticket.id)))
    .orderBy(asc(ticketMailMessages.createdAt));
  const references = thread.map((m) => m.messageId).slice(-20);
  const messageId = `<${randomUUID()}@${domain}>`;
  await tx.insert(ticketMailMessages).values({
    tenantId,
    messageId,
    ticketId: ticket.id,
    commentId,
    direction: "out",
    fromAddress: `support@${domain}`,
  });
  return {
    messageId,
    ...(references.length ? { inReplyTo: references[references.length - 1], references } : {}),
    replyTo: replyAddressOf(appDomain, tenant!.subdomain, ticket.replyToken),
  };
}

/** The workspace's own forwarded support address, if any. */
export async function customSupportAddressOf(tx: Tx, tenantId: string): Promise<string | null> {
  const [row] = await tx
    .select({ address: helpdeskSettings.customSupportAddress })
    .from(helpdeskSettings)
    .where(eq(helpdeskSettings.tenantId, tenantId));
  return row?.address ?? null;
}
