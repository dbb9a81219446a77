import { desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db, DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { QueueDefinition } from "../../jobs/queue";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes as base64 (kept in the outbox row as they are sent). */
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message, e.g. an appointment's calendar invitation (text/calendar). */
  attachments?: MailAttachment[];
  /** Threading headers (a help desk reply, issue 22 point 6). */
  headers?: MailThreadHeaders;
}

/** A reply's place in its thread: its own Message-ID (`<…>`), the thread's, and where the answer should go. */
export interface MailThreadHeaders {
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  replyTo?: string;
}

/** Delivers one message; throws when the receiving server does not accept it. */
export interface MailTransport {
  kind: "outbox" | "smtp";
  send(message: MailMessage & { from: string }): Promise<void>;
}

/** SMTP through nodemailer (DESIGN §6), e.g. smtp://user:pass@smtp.example.com:587. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send({ attachments, headers, ...message }) {
      await transporter.sendMail({
        ...message,
        ...(headers?.messageId ? { messageId: headers.messageId } : {}),
        ...(headers?.inReplyTo ? { inReplyTo: headers.inReplyTo } : {}),
        ...(headers?.references?.length ? { references: headers.references } : {}),
        ...(headers?.replyTo ? { replyTo: headers.replyTo } : {}),
        attachments: attachments?.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, "base64"),
        })),
      });
    },
  };
}

/** The default: the outbox table is the mailbox (readable in development at /api/dev/outbox). */
export const outboxOnlyTransport: MailTransport = {
  kind: "outbox",
  async send() {},
};

/** The job that delivers due outbox rows: sent with each mail, every minute (retries, leases of dead nodes), at start. */
export const MAIL_DELIVERY_QUEUE = "mail-delivery";

const MAX_ATTEMPTS = 5;
/** How long a claimed row is left to its sender before another delivery round may take it. */
const LEASE_SECONDS = 120;

/** What the mailer needs of the job queue (JobQueue). */
export interface MailJobs {
  readonly ready: boolean;
  sendInTx(tx: DbOrTx, name: string, data: object): Promise<void>;
}

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[] | null;
  headers: MailThreadHeaders | null;
  attempts: number;
}

/**
 * Transactional outbox delivered by a pg-boss job. `enqueue` writes the message and a delivery job in the caller's
 * transaction, so both exist exactly when the change that causes the mail commits. The row is the source of truth:
 * a delivery round claims one due row at a time (status `pending`, `next_attempt_at` passed, awaited mail before
 * notifications, then oldest first, SKIP LOCKED) and leases
 * it by moving `next_attempt_at` on, so two rounds (retried jobs, other nodes) never send a row at once; failures wait
 * on the row's own backoff for the next round (the cron every minute). At-least-once edge: a node that dies after the
 * SMTP server accepted a message but before the row says `sent` leaves it to be sent again when its lease ends.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly jobs: MailJobs,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get kind(): MailTransport["kind"] {
    return this.transport.kind;
  }

  /**
   * Writes the message (and its delivery job) in `db`, the caller's transaction; nothing else to call after commit.
   * `notification` marks a mail to the team that may wait behind the ones a person is waiting for.
   */
  async enqueue(db: DbOrTx, message: MailMessage, kind: "awaited" | "notification" = "awaited"): Promise<void> {
    const deliver = this.transport.kind !== "outbox";
    await db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments?.length ? message.attachments : null,
      headers: message.headers ?? null,
      status: deliver ? "pending" : "stored",
      priority: kind === "notification" ? 1 : 0,
    });
    // Before the workers run (the database was unreachable at start) the start-up round picks the row up.
    if (deliver && this.jobs.ready) await this.jobs.sendInTx(db, MAIL_DELIVERY_QUEUE, {});
  }

  /** The delivery job: sends every due row once; database errors throw, so pg-boss retries the job. */
  get queue(): QueueDefinition<object> {
    return {
      name: MAIL_DELIVERY_QUEUE,
      expireInSeconds: 600,
      retryLimit: 2,
      retryDelay: 10,
      cron: "* * * * *",
      runAtStart: true,
      deleteAfterSeconds: 3600,
      handler: () => this.deliverDue(),
    };
  }

  /** One delivery round: claims and sends due rows until none is left. Safe to run several at once. */
  async deliverDue(): Promise<void> {
    for (;;) {
      const [mail] = await queryRows<ClaimedMail>(
        this.db,
        sql`update mail_outbox set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
            where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
                         order by priority, created_at limit 1 for update skip locked)
            returning id, to_address, subject, text_body, html_body, attachments, headers, attempts`,
      );
      if (!mail) return;
      await this.deliver(mail);
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.transport.send({
        from: this.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: mail.attachments ?? undefined,
        headers: mail.headers ?? undefined,
      });
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      const backoffSeconds = 2 ** mail.attempts * 15;
      await this.db
        .update(mailOutbox)
        .set({
          status: failed ? "failed" : "pending",
          lastError: String((error as Error).message ?? error).slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(eq(mailOutbox.id, mail.id));
      this.log?.warn({ err: error, to: mail.to_address }, "mail delivery failed");
      return;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, mail.id));
  }

  async recent(limit = 50) {
    const rows = await this.db
      .select({
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        attachments: mailOutbox.attachments,
        headers: mailOutbox.headers,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit);
    return rows;
  }
}
