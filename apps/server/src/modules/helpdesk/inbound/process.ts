import { randomUUID } from "node:crypto";
import { TICKET_ATTACHMENT_MESSAGES } from "@engagesuite/shared";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ParsedMail } from "mailparser";
import type { Db, Tx } from "../../../db/client";
import { contacts, ticketMailMessages, tickets } from "../../../db/schema";
import { withTenant } from "../../../db/tenant";
import type { Clock } from "../../../lib/clock";
import type { FileStorage } from "../../../providers/storage";
import { resolveChoice } from "../../choices/service";
import { checkFile } from "../../documents/service";
import { insertAttachment, type StoredFile, storeFile } from "../attachments";
import { normalizeMessageId } from "../mail-thread";
import { type Author, addComment, createTicket, type HelpdeskDeps } from "../service";
import { isOwnSupportAddress, type MailTarget } from "./recipient";

/** More mails than this from one sender to one workspace in an hour are ignored (a loop or a flood). */
export const INBOUND_RATE_PER_HOUR = 20;
const TITLE_MAX = 200;
const TEXT_MAX = 10_000;

export type InboundOutcome =
  | { kind: "ticket"; ticketId: string }
  | { kind: "comment"; ticketId: string; commentId: string }
  | { kind: "ignored"; reason: "auto-reply" | "loop" | "rate" | "duplicate" };

export interface InboundDeps extends HelpdeskDeps {
  storage: FileStorage;
  clock: Clock;
  log?: FastifyBaseLogger;
}

const header = (mail: ParsedMail, name: string) => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : String((value as { value?: unknown }).value ?? value);
};

/** An auto-reply, a list or bulk mail: never a ticket (RFC 3834 Auto-Submitted, Precedence, X-Autoreply). */
export function isAutomatic(mail: ParsedMail): boolean {
  const autoSubmitted = header(mail, "auto-submitted")?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return true;
  const precedence = header(mail, "precedence")?.trim().toLowerCase();
  if (precedence && ["bulk", "junk", "list", "auto_reply"].includes(precedence)) return true;
  if (mail.headers.has("x-autoreply") || mail.headers.has("x-autorespond")) return true;
  return false;
}

/** The sender's address and display name, or null (a mail with no From is refused). */
export function senderOf(mail: ParsedMail): { email: string; name: string } | null {
  const first = mail.from?.value?.[0];
  const email = first?.address?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return null;
  const name = first?.name?.trim().replace(/\s+/g, " ").slice(0, 200) || email;
  return { email, name };
}

/**
 * The mail's text: its text part, else its HTML as text (mailparser's conversion, scripts and styles removed first),
 * never HTML. The quoted history of a simple reply ("On … wrote:" and what follows, or trailing "> " lines) is cut.
 */
export function bodyTextOf(mail: ParsedMail, isReply: boolean): string {
  let text = typeof mail.text === "string" ? mail.text : "";
  if (!text.trim() && typeof mail.html === "string") text = htmlToPlain(mail.html);
  text = text.replace(/\r\n/g, "\n");
  if (isReply) text = trimQuoted(text);
  return text.trim().slice(0, TEXT_MAX);
}

function htmlToPlain(html: string): string {
  return html
    .replace(/<(script|style|head|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n");
}

export function trimQuoted(text: string): string {
  const lines = text.split("\n");
  const cut = lines.findIndex(
    (line) => /^\s*On .{3,200} wrote:\s*$/.test(line) || /^-{2,}\s*Original Message\s*-{2,}/i.test(line),
  );
  let kept = cut > 0 ? lines.slice(0, cut) : lines;
  while (kept.length && (/^\s*>/.test(kept[kept.length - 1]!) || !kept[kept.length - 1]!.trim())) {
    kept = kept.slice(0, -1);
  }
  const result = kept.join("\n").trim();
  return result || text;
}

/** The mail's own Message-ID and the ids it answers (In-Reply-To first, then References newest first). */
function threadIdsOf(mail: ParsedMail): { messageId: string | null; answers: string[] } {
  const refs = Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [];
  const answers = [mail.inReplyTo, ...refs.reverse()]
    .flatMap((v) => (v ? String(v).split(/\s+/) : []))
    .map(normalizeMessageId)
    .filter((v): v is string => v !== null);
  return { messageId: normalizeMessageId(mail.messageId), answers: [...new Set(answers)].slice(0, 50) };
}

/** The live contact with this address in the workspace (case-insensitive), or a new one named from the mail. */
async function contactFor(tx: Tx, tenantId: string, sender: { email: string; name: string }): Promise<string> {
  const [found] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(eq(contacts.tenantId, tenantId), sql`lower(${contacts.email}) = ${sender.email}`, isNull(contacts.deletedAt)),
    )
    .limit(1);
  if (found) return found.id;
  const type = await resolveChoice(tx, tenantId, "contactTypes", undefined);
  const [created] = await tx
    .insert(contacts)
    .values({ tenantId, name: sender.name, email: sender.email, type, status: "ACTIVE" })
    .returning({ id: contacts.id });
  return created!.id;
}

/**
 * Turns one parsed mail into a ticket or a comment of the receiving workspace. The heavy parse is done already; the
 * files are checked and stored before the transaction (bound to the tenant: RLS) that writes the rows, and removed
 * again when it fails or the mail is ignored. A reply is matched by the address's token or by In-Reply-To/References
 * in ticket_mail_messages of THIS workspace only: anything else (another workspace's id, a closed ticket) is a new
 * ticket here. The ticket and comment are made by the help desk service's createTicket/addComment (author kind
 * 'email'), so whatever those do on a client's ticket or reply (notifications) happens for mail too.
 */
export async function processInboundMail(
  deps: InboundDeps,
  target: MailTarget,
  mail: ParsedMail,
  appDomain: string,
): Promise<InboundOutcome> {
  const sender = senderOf(mail);
  if (!sender) throw new Error("no sender");
  if (isOwnSupportAddress(appDomain, sender.email)) return { kind: "ignored", reason: "loop" };
  if (isAutomatic(mail)) return { kind: "ignored", reason: "auto-reply" };
  const { tenantId } = target;
  const thread = threadIdsOf(mail);

  // Files: checked like documents (≤ 25 MB, type from the bytes; an archive is just a file, never opened).
  const stored: StoredFile[] = [];
  const dropped: string[] = [];
  for (const part of mail.attachments ?? []) {
    const name = part.filename || "attachment";
    try {
      const file = await checkFile(part.content, name, "application/octet-stream");
      stored.push(await storeFile(deps.storage, tenantId, file, deps.log));
    } catch {
      dropped.push(name.slice(0, 100));
    }
  }
  const discardAll = () => Promise.all(stored.map((file) => file.discard()));

  try {
    const outcome = await withTenant(deps.db, tenantId, async (tx) => {
      // One mail at a time per sender and workspace: the rate and duplicate checks below see the others' rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbound-mail:${tenantId}:${sender.email}`}))`);
      const hourAgo = new Date(deps.clock.now().getTime() - 3600_000);
      const [recent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(ticketMailMessages)
        .where(
          and(
            eq(ticketMailMessages.tenantId, tenantId),
            eq(ticketMailMessages.fromAddress, sender.email),
            eq(ticketMailMessages.direction, "in"),
            gt(ticketMailMessages.createdAt, hourAgo),
          ),
        );
      if ((recent?.n ?? 0) >= INBOUND_RATE_PER_HOUR) return { kind: "ignored", reason: "rate" } as const;
      if (thread.messageId) {
        const [seen] = await tx
          .select({ id: ticketMailMessages.messageId })
          .from(ticketMailMessages)
          .where(and(eq(ticketMailMessages.tenantId, tenantId), eq(ticketMailMessages.messageId, thread.messageId)));
        if (seen) return { kind: "ignored", reason: "duplicate" } as const;
      }

      // The ticket it answers, in this workspace only.
      let ticket: { id: string; status: string } | undefined;
      if (target.replyToken) {
        [ticket] = await tx
          .select({ id: tickets.id, status: tickets.status })
          .from(tickets)
          .where(and(eq(tickets.tenantId, tenantId), eq(tickets.replyToken, target.replyToken)));
      }
      if (!ticket && thread.answers.length) {
        [ticket] = await tx
          .select({ id: tickets.id, status: tickets.status })
          .from(ticketMailMessages)
          .innerJoin(
            tickets,
            and(eq(tickets.tenantId, ticketMailMessages.tenantId), eq(tickets.id, ticketMailMessages.ticketId)),
          )
          .where(and(eq(ticketMailMessages.tenantId, tenantId), inArray(ticketMailMessages.messageId, thread.answers)))
          .limit(1);
      }
      const isReply = ticket !== undefined && ticket.status !== "closed";
      const note = dropped.length ? `\n\n[${TICKET_ATTACHMENT_MESSAGES.droppedFromMail(dropped)}]` : "";
      const text = bodyTextOf(mail, isReply) || "(no text)";
      const contactId = await contactFor(tx, tenantId, sender);
      const author: Author = { kind: "email", name: sender.name, email: sender.email, contactId };
      // createTicket/addComment's own withTenant runs inside this transaction (it is bound to the same tenant).
      const nested = tx as unknown as Db;
      let result: InboundOutcome;
      let commentId: string | null = null;
      if (isReply && ticket) {
        const comment = await addComment(
          { ...deps, db: nested },
          tenantId,
          ticket.id,
          { content: `${text}${note}`.slice(0, TEXT_MAX), isInternal: false },
          author,
          () => "",
        );
        commentId = comment.id;
        result = { kind: "comment", ticketId: ticket.id, commentId: comment.id };
      } else {
        const created = await createTicket(
          nested,
          tenantId,
          {
            title: (mail.subject?.replace(/\s+/g, " ").trim() || "(no subject)").slice(0, TITLE_MAX),
            description: `${text}${note}`.slice(0, TEXT_MAX),
            priority: "medium",
          },
          author,
          deps,
        );
        result = { kind: "ticket", ticketId: created.id };
      }
      await tx.insert(ticketMailMessages).values({
        tenantId,
        messageId: thread.messageId ?? `<${randomUUID()}@inbound.invalid>`,
        ticketId: result.ticketId,
        commentId,
        direction: "in",
        fromAddress: sender.email,
        createdAt: deps.clock.now(),
      });
      for (const file of stored) {
        await insertAttachment(tx, tenantId, result.ticketId, commentId, file, { kind: "email", name: sender.name });
      }
      return result;
    });
    if (outcome.kind === "ignored") await discardAll();
    return outcome;
  } catch (error) {
    await discardAll();
    throw error;
  }
}
