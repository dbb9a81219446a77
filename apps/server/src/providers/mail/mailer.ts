import { desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db, DbOrTx } from "../../db/client";
import { queryRows } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/** The default: the outbox table is the mailbox (readable in development at /api/dev/outbox). */
export const outboxOnlyTransport: MailTransport = {
  kind: "outbox",
  async send() {},
};

const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 120;

/**
 * Transactional outbox: `enqueue` writes the message in the caller's transaction, so a mail exists exactly when the
 * change that causes it commits; `dispatch` delivers pending rows (claimed with SKIP LOCKED, so several nodes never
 * send one twice) and retries failures with backoff.
 */
export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get kind(): MailTransport["kind"] {
    return this.transport.kind;
  }

  async enqueue(db: DbOrTx, message: MailMessage): Promise<void> {
    await db.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      status: this.transport.kind === "outbox" ? "stored" : "pending",
    });
  }

  /** Asks for a delivery round soon (after the caller's transaction committed). */
  kick(): void {
    if (this.transport.kind === "outbox") return;
    setImmediate(() => void this.dispatch());
  }

  /** One delivery round; concurrent calls coalesce into one more round. */
  dispatch(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverPending()
      .catch((error) => this.log?.error({ err: error }, "mail dispatch failed"))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.dispatch();
        }
      });
    return this.running;
  }

  private async deliverPending(): Promise<void> {
    for (;;) {
      const batch = await queryRows<{
        id: string;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string;
        attempts: number;
      }>(
        this.db,
        sql`update mail_outbox set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
            where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
                         order by created_at limit 10 for update skip locked)
            returning id, to_address, subject, text_body, html_body, attempts`,
      );
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await this.transport.send({
            from: this.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            html: mail.html_body,
          });
          await this.db
            .update(mailOutbox)
            .set({ status: "sent", sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, mail.id));
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
        }
      }
    }
  }

  /** Retries on a timer, for messages whose first delivery failed or whose node stopped mid-way. */
  start(intervalMs = 5000): void {
    if (this.transport.kind === "outbox" || this.timer) return;
    this.timer = setInterval(() => void this.dispatch(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async recent(limit = 50) {
    return this.db
      .select({
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        text: mailOutbox.textBody,
        html: mailOutbox.htmlBody,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(limit);
  }
}
