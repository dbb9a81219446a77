import { SUITE_NAME } from "@engagesuite/shared";
import { describe, expect, it } from "vitest";
import {
  formatMailDate,
  passwordResetMail,
  portalAccountExistsMail,
  portalEmailVerificationMail,
  ticketReplyMail,
  welcomeMail,
} from "./templates";

const HOSTILE = `Acme <script>alert("x")</script> & 'Co'`;
const LINK = "https://acme.example.com/path?token=a&b=<c>";

const mails = {
  passwordReset: passwordResetMail({ to: "a@example.com", link: LINK, accountName: HOSTILE }),
  accountExists: portalAccountExistsMail({ to: "a@example.com", loginUrl: LINK, resetUrl: LINK, tenantName: HOSTILE }),
  emailVerification: portalEmailVerificationMail({ to: "a@example.com", tenantName: HOSTILE, link: LINK }),
  welcome: welcomeMail({
    to: "a@example.com",
    tenantName: HOSTILE,
    workspaceUrl: LINK,
    username: HOSTILE,
    setPasswordUrl: LINK,
  }),
  ticketReply: ticketReplyMail({
    to: "a@example.com",
    ticketNumber: 7,
    ticketTitle: HOSTILE,
    authorName: HOSTILE,
    content: `${HOSTILE}\nsecond line`,
    link: LINK,
  }),
};

describe("e-mail templates", () => {
  it.each(Object.entries(mails))("%s: one layout, everything in the HTML escaped", (_name, mail) => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`>${SUITE_NAME}</p></div></body></html>`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain(LINK);
    expect(mail.html).toContain('href="https://acme.example.com/path?token=a&#38;b=&#60;c&#62;"');
  });

  it.each(Object.entries(mails))("%s: the text part carries the link on its own line, as written", (_name, mail) => {
    expect(mail.text).toMatch(new RegExp(`: ${LINK.replace(/[?.*+()[\]\\^$|]/g, "\\$&")}\\n`));
    expect(mail.text.endsWith("\n")).toBe(true);
    expect(mail.text).not.toContain("&#");
  });

  it("the ticket reply quotes the reply, line by line", () => {
    expect(mails.ticketReply.subject).toBe(`New reply on your ticket #00007: ${HOSTILE}`);
    expect(mails.ticketReply.html).toMatch(/<blockquote[^>]*>Acme &#60;script&#62;.*<br>second line<\/blockquote>/);
  });

  it("writes dates in the workspace's time zone and locale", () => {
    const at = new Date("2026-11-24T23:04:00Z");
    // ICU puts a narrow or plain space before AM/PM depending on its version.
    expect(formatMailDate(at, { timeZone: "America/Los_Angeles", locale: "en-US" })).toMatch(
      /^November 24, 2026 at 3:04\s+PM PST$/u,
    );
    expect(formatMailDate(at, { timeZone: "Europe/Berlin", locale: "de-DE" })).toBe("25. November 2026 um 00:04 MEZ");
    const reply = ticketReplyMail({
      to: "a@example.com",
      ticketNumber: 7,
      ticketTitle: "Printer",
      authorName: "Riley Chen",
      content: "Fixed",
      link: LINK,
      sentAt: at,
      dateFormat: { timeZone: "Asia/Tokyo", locale: "en-GB" },
    });
    expect(reply.text).toContain('Riley Chen replied to your ticket "Printer" on 25 November 2026 at 08:04 GMT+9:');
  });
});
