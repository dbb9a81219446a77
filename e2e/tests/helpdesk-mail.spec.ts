import nodemailer from "nodemailer";
import { expect, type Page, test } from "./fixtures";
import { receivedMail, signInAsStaff, tenantOrigin } from "./support";

// E-mail to ticket (issue 22 points 6 and 9): a mail to the demo clinic's support address, sent through the app's
// inbound SMTP listener (E2E_PORT + 27), becomes a ticket in the dashboard queue; a staff reply there arrives at the
// run's SMTP server threaded (In-Reply-To/References, Reply-To support+<token>); the client's answer by mail to that
// Reply-To lands as a comment on the same ticket.

const SUPPORT = "support@demo.localhost";

function inboundPort(baseURL: string | undefined): number {
  return Number(new URL(baseURL ?? "http://localhost:3100").port) + 27;
}

/** The raw header's value in a received mail (folded lines joined). */
function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

async function openHelpDesk(page: Page, origin: string): Promise<void> {
  await signInAsStaff(page, origin);
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Help Desk" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();
  await expect(page.getByTestId("tickets-loading")).toHaveCount(0);
}

test("a mail becomes a ticket, the staff reply is mailed threaded, and the mailed answer lands on it", async ({
  page,
  baseURL,
}) => {
  const demo = tenantOrigin(baseURL, "demo");
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Billing question ${unique}`;
  const client = `mail-client-${unique}@example.org`;
  const mailer = nodemailer.createTransport({
    host: "127.0.0.1",
    port: inboundPort(baseURL),
    secure: false,
    ignoreTLS: true,
  });
  const first = await mailer.sendMail({
    from: `"Morgan Mailer" <${client}>`,
    to: SUPPORT,
    subject: title,
    text: "I was charged twice for my last visit.",
    attachments: [{ filename: "statement.txt", content: "Visit 1: $80\nVisit 1 again: $80\n" }],
  });

  // The ticket is in the queue, from the new contact, with the mail's text and file.
  await openHelpDesk(page, demo);
  const card = page
    .getByRole("tabpanel")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "View Details" }).click();
  const detail = page.getByRole("dialog", { name: title });
  await expect(detail.getByText("I was charged twice for my last visit.")).toBeVisible();
  await expect(detail.getByRole("link", { name: /statement\.txt/ })).toBeVisible();

  // The member takes it: a client's answer is then told to them (issue 22 point 4).
  const myId = await page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { user: { id: string } };
    return me.user.id;
  });
  await detail.getByLabel("Assignee").selectOption(myId);
  // (The toast region sits outside the modal dialog, hidden from the accessibility tree while it is open.)
  await expect(
    page
      .getByRole("region", { name: /Notifications/, includeHidden: true })
      .getByRole("listitem", { includeHidden: true })
      .first(),
  ).toContainText("updated");

  // A staff reply from the dashboard.
  const since = Date.now();
  await detail.getByRole("textbox", { name: "Add a Comment" }).fill("Sorry about that, we refunded the second charge.");
  await detail.getByRole("button", { name: "Add Comment" }).click();
  await expect(detail.getByText("Sorry about that, we refunded the second charge.")).toBeVisible();

  // It arrives at the SMTP server threaded on the client's mail, answerable at the ticket's own address.
  const reply = await receivedMail(baseURL, client, (m) => m.subject.includes(title), since);
  const originalId = first.messageId.toLowerCase();
  expect(headerOf(reply.text, "In-Reply-To").toLowerCase()).toBe(originalId);
  expect(headerOf(reply.text, "References").toLowerCase()).toContain(originalId);
  const replyTo = headerOf(reply.text, "Reply-To");
  expect(replyTo).toMatch(/^support\+[a-z0-9]+@demo\.localhost$/);
  const replyId = headerOf(reply.text, "Message-ID");
  expect(replyId).toMatch(/^<.+@demo\.localhost>$/);
  expect(reply.text).toContain("Sorry about that, we refunded the second charge.");

  // The client answers by mail: a comment on the same ticket.
  await mailer.sendMail({
    from: `"Morgan Mailer" <${client}>`,
    to: replyTo,
    subject: `Re: ${title}`,
    text: `Thank you, I see the refund.\n\nOn a day, Support wrote:\n> Sorry about that`,
    inReplyTo: replyId,
    references: [first.messageId, replyId],
  });
  mailer.close();
  await expect(async () => {
    await page.getByRole("dialog", { name: title }).getByRole("button", { name: "Close" }).first().click();
    await card.getByRole("button", { name: "View Details" }).click();
    await expect(page.getByRole("dialog", { name: title }).getByText("Thank you, I see the refund.")).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  const thread = page.getByRole("dialog", { name: title });
  await expect(thread.getByText("Morgan Mailer").first()).toBeVisible();
  await expect(thread.getByText(/Support wrote/)).toHaveCount(0);

  // The assignee's bell has the client's answer (the badge polls every 30 s; a fresh page reads it at once).
  await page.goto(`${demo}/tu/admin/dashboard`);
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const told = page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("button", { name: new RegExp(`Morgan Mailer replied on #\\d+: ${title}`) });
  await expect(told).toContainText("(unread)");
  await expect(told).toContainText("Thank you, I see the refund.");
});
