import { deflateRawSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  mailOutbox,
  ticketAttachments,
  ticketComments,
  ticketMailMessages,
  tickets,
} from "../../../db/schema";
import { DEMO_LOGINS } from "../../../db/seed/accounts";
import { AdjustableClock } from "../../../lib/clock";
import { smtpTransport } from "../../../providers/mail/mailer";
import { createFileStorage } from "../../../providers/storage";
import { createTestApp, demoTenantIds, type TestApp } from "../../../test/harness";
import { call, staffCookie } from "../../../test/http";
import { type InboundSmtp, startInboundSmtp } from "./server";

const DEMO = "demo.localhost:3000";
const SUPPORT = "support@demo.localhost";
const SUMMIT_SUPPORT = "support@summit.localhost";

let t: TestApp;
let ids: { demo: string; summit: string };
let smtp: InboundSmtp;
let admin: string;
const clock = new AdjustableClock();
let sender: nodemailer.Transporter;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  ids = await demoTenantIds(t);
  smtp = await startInboundSmtp(
    {
      db: t.db.app.db,
      mailer: t.app.mailer,
      config: t.config,
      storage: createFileStorage(t.config),
      clock,
      appDomain: t.config.APP_DOMAIN,
    },
    { port: 0 },
  );
  sender = nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true });
  admin = await staffCookie(t.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password);
});
afterAll(async () => {
  sender?.close();
  await smtp?.close();
  await t?.close();
});

/** A distinct sender per test, so the per-sender rate of one test never touches another. */
const nextSender = () => `person${++counter}@example.org`;

async function send(mail: nodemailer.SendMailOptions) {
  return sender.sendMail({ text: "Hello", subject: "Help", ...mail });
}
/** What the listener answered instead of 250: its SMTP code. */
async function refusal(mail: nodemailer.SendMailOptions): Promise<number | undefined> {
  try {
    await send(mail);
    return undefined;
  } catch (error) {
    return (error as { responseCode?: number }).responseCode;
  }
}

const owner = () => t.db.owner.db;
const ticketsFrom = (tenantId: string, email: string) =>
  owner()
    .select()
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.requesterEmail, email)));
const count = async (table: typeof tickets | typeof ticketComments, tenantId: string) =>
  Number((await owner().select({ n: sql<number>`count(*)` }).from(table).where(eq(table.tenantId, tenantId)))[0]!.n);

describe("a new mail", () => {
  it("becomes a ticket from the matching contact (case-insensitive), with the requester's address", async () => {
    const [contact] = await owner()
      .insert(contacts)
      .values({ tenantId: ids.demo, name: "Mara Known", email: "Mara.Known@Example.org", type: "PATIENT" })
      .returning();
    await send({ from: "Mara <MARA.known@example.org>", to: SUPPORT, subject: "Refill please", text: "My refill." });
    const [ticket] = await ticketsFrom(ids.demo, "mara.known@example.org");
    expect(ticket).toMatchObject({ title: "Refill please", description: "My refill.", contactId: contact!.id });
    expect(ticket!.status).toBe("new");
    // In the staff queue.
    const queue = await call(t.app, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}?search=refill`, undefined, {
      host: DEMO,
      cookie: admin,
    });
    expect(queue.json().map((x: { id: string }) => x.id)).toContain(ticket!.id);
  });

  it("makes a new contact named from the From display name when none matches", async () => {
    const email = nextSender();
    await send({ from: `"Nora New" <${email}>`, to: SUPPORT });
    const [ticket] = await ticketsFrom(ids.demo, email);
    const [contact] = await owner().select().from(contacts).where(eq(contacts.id, ticket!.contactId!));
    expect(contact).toMatchObject({ name: "Nora New", email, tenantId: ids.demo });
  });

  it("reaches the workspace by its own forwarded address", async () => {
    const put = await call(
      t.app,
      "PUT",
      "/api/helpdesk/settings/mail",
      { customSupportAddress: "Help@Clinic-Example.com" },
      { host: DEMO, cookie: admin },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ supportAddress: SUPPORT, customSupportAddress: "help@clinic-example.com" });
    const email = nextSender();
    await send({ from: email, to: "help@clinic-example.com" });
    expect(await ticketsFrom(ids.demo, email)).toHaveLength(1);
  });

  it("stores HTML as text: scripts and markup never reach the ticket", async () => {
    const email = nextSender();
    await send({
      from: email,
      to: SUPPORT,
      text: undefined,
      html: '<html><head><style>p{}</style></head><body><p>Hi <b>there</b></p><script>alert("x")</script><img src=x onerror=alert(1)>Bye</body></html>',
    });
    const [ticket] = await ticketsFrom(ids.demo, email);
    expect(ticket!.description).toContain("Hi there");
    expect(ticket!.description).toContain("Bye");
    expect(ticket!.description).not.toMatch(/<|alert|script/);
  });

  it("never unpacks a zip bomb: like every type documents refuse, it is dropped with a note, the rest kept", async () => {
    // 50 MB of zeros deflated into a few KB, inside a real ZIP under the entry name an Office file is read by.
    const inflated = Buffer.alloc(50 * 1024 * 1024);
    const packed = deflateRawSync(inflated, { level: 9 });
    const bomb = zipWith("[Content_Types].xml", packed, inflated.length);
    const email = nextSender();
    await send({
      from: email,
      to: SUPPORT,
      attachments: [
        { filename: "bomb.zip", content: bomb },
        { filename: "page.html", content: "<script>alert(1)</script>" },
        { filename: "notes.txt", content: "plain notes" },
      ],
    });
    const [ticket] = await ticketsFrom(ids.demo, email);
    const files = await owner().select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticket!.id));
    // The type is read from the bytes' headers only (a ZIP, not a type documents share): dropped, never inflated.
    expect(files.map((f) => f.name).sort()).toEqual(["notes.txt"]);
    expect(ticket!.description).toContain("Attachments not kept");
    expect(ticket!.description).toContain("bomb.zip");
    expect(ticket!.description).toContain("page.html");
  });
});

describe("a reply", () => {
  async function ticketByMail() {
    const email = nextSender();
    const info = await send({ from: email, to: SUPPORT, subject: "Thread", text: "First" });
    const [ticket] = await ticketsFrom(ids.demo, email);
    return { email, ticket: ticket!, messageId: info.messageId };
  }

  it("to support+<token> lands as a public client comment (source email), the quote trimmed", async () => {
    const { email, ticket } = await ticketByMail();
    await send({
      from: email,
      to: `support+${ticket.replyToken}@demo.localhost`,
      subject: "Re: Thread",
      text: "Thanks, that works.\n\nOn Mon, 1 Jan 2024 at 10:00, Support wrote:\n> First answer",
    });
    const comments = await owner().select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id));
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ content: "Thanks, that works.", isInternal: false, source: "email" });
    const listed = await call(t.app, "GET", `/api/helpdesk/tickets/${ticket.id}/comments`, undefined, {
      host: DEMO,
      cookie: admin,
    });
    expect(listed.json()[0]).toMatchObject({ fromStaff: false, source: "email" });
  });

  it("by In-Reply-To lands on the same ticket", async () => {
    const { email, ticket, messageId } = await ticketByMail();
    await send({ from: email, to: SUPPORT, subject: "Re: Thread", text: "More", inReplyTo: messageId });
    const comments = await owner().select().from(ticketComments).where(eq(ticketComments.ticketId, ticket.id));
    expect(comments.map((c) => c.content)).toEqual(["More"]);
    expect(await ticketsFrom(ids.demo, email)).toHaveLength(1);
  });

  it("with a forged In-Reply-To of another workspace's ticket is a new ticket here, nothing written there", async () => {
    // A ticket of the other workspace, opened by mail to its own address.
    const victim = nextSender();
    const original = await send({ from: victim, to: SUMMIT_SUPPORT, subject: "Summit only", text: "Private" });
    const [summitTicket] = await ticketsFrom(ids.summit, victim);
    const summitComments = await count(ticketComments, ids.summit);
    const summitTickets = await count(tickets, ids.summit);
    const attacker = nextSender();
    await send({
      from: attacker,
      to: SUPPORT,
      subject: "Re: Summit only",
      text: "Injected",
      inReplyTo: original.messageId,
      references: [original.messageId],
    });
    expect(await count(ticketComments, ids.summit)).toBe(summitComments);
    expect(await count(tickets, ids.summit)).toBe(summitTickets);
    const [mine] = await ticketsFrom(ids.demo, attacker);
    expect(mine).toMatchObject({ tenantId: ids.demo, description: "Injected" });
    expect(mine!.id).not.toBe(summitTicket!.id);
    // Nor does a token of the other workspace reach its ticket through this workspace's host.
    await send({ from: attacker, to: `support+${summitTicket!.replyToken}@demo.localhost`, text: "Again" });
    expect(await count(ticketComments, ids.summit)).toBe(summitComments);
  });
});

describe("refused or ignored", () => {
  it("refuses an unknown recipient with 550 at RCPT", async () => {
    expect(await refusal({ from: nextSender(), to: "nobody@demo.localhost" })).toBe(550);
    expect(await refusal({ from: nextSender(), to: "support@nosuchtenant.localhost" })).toBe(550);
    expect(await refusal({ from: nextSender(), to: "someone@elsewhere.example" })).toBe(550);
  });

  it("refuses a mail with no From (550) and writes nothing", async () => {
    const before = await count(tickets, ids.demo);
    const raw = `To: ${SUPPORT}\r\nSubject: Anonymous\r\n\r\nNo sender here\r\n`;
    const code = await refusal({ envelope: { from: "someone@example.org", to: [SUPPORT] }, raw });
    expect(code).toBe(550);
    expect(await count(tickets, ids.demo)).toBe(before);
  });

  it("refuses a 30 MB mail with 552 at DATA", async () => {
    const before = await count(tickets, ids.demo);
    const big = Buffer.alloc(30 * 1024 * 1024, "a");
    const code = await refusal({
      from: nextSender(),
      to: SUPPORT,
      attachments: [{ filename: "big.txt", content: big, contentTransferEncoding: "7bit" }],
    });
    expect(code).toBe(552);
    expect(await count(tickets, ids.demo)).toBe(before);
  });

  it("ignores auto-replies, bulk mail and mail from our own support addresses", async () => {
    const before = await count(tickets, ids.demo);
    await send({ from: nextSender(), to: SUPPORT, headers: { "Auto-Submitted": "auto-replied" } });
    await send({ from: nextSender(), to: SUPPORT, headers: { Precedence: "bulk" } });
    await send({ from: nextSender(), to: SUPPORT, headers: { "X-Autoreply": "yes" } });
    await send({ from: SUMMIT_SUPPORT, to: SUPPORT });
    expect(await count(tickets, ids.demo)).toBe(before);
    // Auto-Submitted: no is a person's mail.
    const email = nextSender();
    await send({ from: email, to: SUPPORT, headers: { "Auto-Submitted": "no" } });
    expect(await ticketsFrom(ids.demo, email)).toHaveLength(1);
  });

  it("ignores a sender's mail past 20 in an hour, and takes it again an hour later", async () => {
    const email = nextSender();
    for (let i = 0; i < 22; i++) await send({ from: email, to: SUPPORT, subject: `Flood ${i}` });
    expect(await ticketsFrom(ids.demo, email)).toHaveLength(20);
    clock.advance(61 * 60 * 1000);
    await send({ from: email, to: SUPPORT, subject: "Later" });
    expect(await ticketsFrom(ids.demo, email)).toHaveLength(21);
  });
});

describe("a staff reply by mail", () => {
  it("threads: Message-ID recorded, In-Reply-To/References of the thread, Reply-To support+token", async () => {
    const email = nextSender();
    const first = await send({ from: email, to: SUPPORT, subject: "Outbound", text: "Question" });
    const [ticket] = await ticketsFrom(ids.demo, email);
    const reply = await call(
      t.app,
      "POST",
      `/api/helpdesk/tickets/${ticket!.id}/comments`,
      { content: "Answer" },
      { host: DEMO, cookie: admin },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const [mail] = await owner().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const headers = mail!.headers;
    const firstId = first.messageId.toLowerCase();
    expect(headers).toMatchObject({
      inReplyTo: firstId,
      references: [firstId],
      replyTo: `support+${ticket!.replyToken}@demo.localhost`,
    });
    const [out] = await owner()
      .select()
      .from(ticketMailMessages)
      .where(and(eq(ticketMailMessages.ticketId, ticket!.id), eq(ticketMailMessages.direction, "out")));
    expect(out!.messageId).toBe(headers!.messageId);
    // An internal note is never mailed.
    await call(
      t.app,
      "POST",
      `/api/helpdesk/tickets/${ticket!.id}/comments`,
      { content: "Note", isInternal: true },
      { host: DEMO, cookie: admin },
    );
    expect(await owner().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(1);
  });

  it("the SMTP transport sends those headers", async () => {
    const received: Buffer[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const parts: Buffer[] = [];
        stream.on("data", (c: Buffer) => parts.push(c));
        stream.on("end", () => {
          received.push(Buffer.concat(parts));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
    const port = (sink.server.address() as { port: number }).port;
    await smtpTransport(`smtp://127.0.0.1:${port}`).send({
      from: "noreply@localhost",
      to: "client@example.org",
      subject: "Re",
      text: "Answer",
      html: "<p>Answer</p>",
      headers: {
        messageId: "<out-1@demo.localhost>",
        inReplyTo: "<in-1@example.org>",
        references: ["<in-0@example.org>", "<in-1@example.org>"],
        replyTo: "support+abc123abc123@demo.localhost",
      },
    });
    await new Promise<void>((resolve) => sink.close(() => resolve()));
    const parsed = await simpleParser(received[0]!);
    expect(parsed.messageId).toBe("<out-1@demo.localhost>");
    expect(parsed.inReplyTo).toBe("<in-1@example.org>");
    expect(parsed.references).toEqual(["<in-0@example.org>", "<in-1@example.org>"]);
    expect(parsed.replyTo?.value[0]?.address).toBe("support+abc123abc123@demo.localhost");
  });
});

/** A one-entry ZIP whose entry is deflated: what a zip bomb is, at small scale. */
function zipWith(name: string, deflated: Buffer, size: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const directory = Buffer.concat([central, nameBytes]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(30 + nameBytes.length + deflated.length, 16);
  return Buffer.concat([local, nameBytes, deflated, directory, end]);
}
