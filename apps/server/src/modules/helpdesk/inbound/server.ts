import type { AddressInfo } from "node:net";
import type { SMTPServerDataStream, SMTPServerSession } from "smtp-server";
import type { Db } from "../../../db/client";
import { type InboundDeps, processInboundMail, senderOf } from "./process";
import { type MailTarget, resolveRecipient } from "./recipient";

/** The largest mail taken: 25 MB as sent (attachments base64 included); more is refused at DATA with 552. */
export const INBOUND_MAIL_MAX_BYTES = 25 * 1024 * 1024;
/** At most this many recipients of ours in one mail. */
const MAX_TARGETS = 5;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/**
 * The help desk's inbound SMTP listener (issue 22 point 6): no AUTH, no relaying. Each RCPT must be a workspace's
 * support address (else 550); the body is read up to INBOUND_MAIL_MAX_BYTES (past it, the rest is drained and
 * dropped and the mail refused with 552); the parse happens before any transaction; each workspace addressed gets the
 * mail through processInboundMail. A mail with no From is refused (550); a failure to process is a 451 (try later).
 */
export async function startInboundSmtp(
  deps: InboundDeps & { appDomain: string },
  options: { port: number; host?: string; maxBytes?: number },
): Promise<InboundSmtp> {
  const maxBytes = options.maxBytes ?? INBOUND_MAIL_MAX_BYTES;
  // Loaded with the listener: a server without INBOUND_SMTP_PORT never pays their load (a sixth of a second).
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import("smtp-server"), import("mailparser")]);
  const targetsOf = (session: SMTPServerSession) => ((session as unknown as { targets?: MailTarget[] }).targets ??= []);

  const server = new SMTPServer({
    name: `mx.${deps.appDomain}`,
    banner: "EngageSuite help desk",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: maxBytes,
    logger: false,
    maxClients: 50,
    socketTimeout: 60_000,
    onMailFrom(_address, session, callback) {
      (session as unknown as { targets?: MailTarget[] }).targets = [];
      callback();
    },
    onRcptTo(address, session, callback) {
      resolveRecipient(deps.db as Db, deps.appDomain, address.address)
        .then((target) => {
          if (!target) return callback(smtpError(550, "5.1.1 No such mailbox here"));
          const targets = targetsOf(session);
          if (targets.length >= MAX_TARGETS) return callback(smtpError(452, "4.5.3 Too many recipients"));
          if (!targets.some((t) => t.tenantId === target.tenantId && t.replyToken === target.replyToken)) {
            targets.push(target);
          }
          callback();
        })
        .catch((error) => {
          deps.log?.error({ err: error }, "inbound mail: recipient lookup failed");
          callback(smtpError(451, "4.3.0 Try again later"));
        });
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          over = true;
          chunks.length = 0;
          return;
        }
        chunks.push(chunk);
      });
      stream.on("error", (error) => callback(error));
      stream.on("end", () => {
        if (over || stream.sizeExceeded) {
          return callback(smtpError(552, "5.3.4 Message too big: the limit is 25 MB"));
        }
        const raw = Buffer.concat(chunks);
        chunks.length = 0;
        void handle(raw, targetsOf(session)).then(
          () => callback(),
          (error: Error & { responseCode?: number }) => {
            if (!error.responseCode) deps.log?.error({ err: error }, "inbound mail: processing failed");
            callback(error.responseCode ? error : smtpError(451, "4.3.0 Could not process the mail, try later"));
          },
        );
      });
    },
  });

  async function handle(raw: Buffer, targets: MailTarget[]): Promise<void> {
    const mail = await simpleParser(raw, {
      skipHtmlToText: true,
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
    if (!senderOf(mail)) throw smtpError(550, "5.1.7 A mail needs a From address");
    // Tickets are per workspace: the same mail to a workspace's two addresses is handled once per ticket thread.
    for (const target of targets) await processInboundMail(deps, target, mail, deps.appDomain);
  }

  server.on("error", (error) => deps.log?.warn({ err: error }, "inbound SMTP error"));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
