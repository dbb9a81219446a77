// A real SMTP server for the end-to-end run (nodemailer's smtp-server): the app delivers its mail here over SMTP, as
// it would to a provider, and the tests read what arrived from a small JSON endpoint beside it.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

/** Quoted-printable soft breaks and escapes undone, so a link in the text reads as it was written. */
function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The header's value in a raw message (first occurrence, folded lines joined). */
function header(raw, name) {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/**
 * Starts the sink: SMTP on `smtpPort`, the received mail as JSON on `httpPort` (`GET /messages`, newest first:
 * `{ to, from, subject, text, receivedAt }`, `text` being the whole decoded message).
 */
export async function startSmtpSink({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.unshift({
          to: session.envelope.rcptTo.map((r) => r.address).join(", "),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: header(raw, "Subject"),
          text: decodeQuotedPrintable(raw),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
  const http = createServer((request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(request.url?.startsWith("/messages") ? messages : []));
  });
  await new Promise((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return { close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => http.close(r))]) };
}
