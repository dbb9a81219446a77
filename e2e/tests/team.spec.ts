import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, receivedMail, signInAsStaff, tenantOrigin } from "./support";

// The workspace admin's Users screen and an invitation (issue 17 points 1, 2, 5): the admin invites a staff member
// and sees them as invited; the invitee follows the link of the mail as the run's SMTP server received it, chooses a
// username and password, and lands signed in on the dashboard (without the admin's Users entry).
// Screenshots of both screens at desktop and phone width.

/** The invitation link in the mail as the e2e run's SMTP server received it. */
async function invitationLinkFor(baseURL: string | undefined, to: string): Promise<string> {
  const mail = await receivedMail(baseURL, to, (m) => m.subject.includes("invited you"));
  const link = mail.text.match(/https?:\/\/\S*\/invitation#token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, `an invitation link in the mail to ${to}`).toBeTruthy();
  return link as string;
}

test.describe("team", () => {
  test("an admin invites a staff member, who accepts and lands signed in", async ({ page, browser, baseURL }) => {
    // Two browsers, two accessibility checks and four screenshots on a shared machine.
    test.setTimeout(90_000);
    const demo = tenantOrigin(baseURL, "demo");
    const email = `jamie.park.${Date.now()}@example.com`;
    await signInAsStaff(page, demo);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Users" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
    const table = page.getByRole("table", { name: "Team members" });
    await expect(table).toContainText("Riley Chen");
    await expect(table).toContainText("Sofia Alvarez");
    // The demo team uses 5 of its 10 seats; other specs of the run may have added members before this one.
    const seats = page.getByText(/^\d+ of 10 seats used$/);
    await expect(seats).toBeVisible();
    const used = Number((await seats.textContent())?.match(/^(\d+)/)?.[1]);
    expect(used).toBeGreaterThanOrEqual(5);

    await page.getByRole("button", { name: "Invite member" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite a team member" });
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByLabel("First name").fill("Jamie");
    await dialog.getByLabel("Last name").fill("Park");
    await page.screenshot({ path: "e2e/.artifacts/team-invite-1280.png" });
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Invited");
    await expect(row).toContainText("Staff");
    await expect(page.getByText(`${used + 1} of 10 seats used`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "e2e/.artifacts/team-users-1280.png", fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: "Team members" });
    await expect(cards.getByRole("listitem").filter({ hasText: email })).toContainText("Invited");
    await page.screenshot({ path: "e2e/.artifacts/team-users-390.png", fullPage: true });
    await page.getByRole("button", { name: "Manage Tom Becker" }).click();
    await expect(
      page.getByRole("dialog", { name: "Tom Becker" }).getByRole("button", { name: "Reactivate" }),
    ).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/team-manage-390.png" });

    // The invitee, in a browser of their own.
    const link = await invitationLinkFor(baseURL, email);
    expect(new URL(link).origin).toBe(demo);
    const invitee = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
    const their = await invitee.newPage();
    await their.goto(link);
    await expect(their.getByRole("heading", { name: "Join Demo Health Clinic" })).toBeVisible();
    await expect(their).toHaveURL(`${demo}/invitation`);
    await expect(their.getByText(email)).toBeVisible();
    await expectNoSeriousA11yViolations(their);
    await their.screenshot({ path: "e2e/.artifacts/team-invitation-1280.png", fullPage: true });
    await their.setViewportSize({ width: 390, height: 844 });
    await their.screenshot({ path: "e2e/.artifacts/team-invitation-390.png", fullPage: true });
    await their.setViewportSize({ width: 1280, height: 800 });

    await their.getByLabel("Username").fill("jamie.park");
    await their.getByLabel("Password", { exact: true }).fill("Harbour-lights-42");
    await their.getByLabel("Confirm password").fill("Harbour-lights-42");
    await their.getByRole("button", { name: "Join the workspace" }).click();
    await their.waitForURL(`${demo}/tu/admin/dashboard**`);
    const nav = their.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("button", { name: "Patients" })).toBeVisible();
    // A staff member does not see the admin's Users entry.
    await expect(nav.getByRole("button", { name: "Users" })).toHaveCount(0);
    const me = await their.evaluate(async () => (await fetch("/api/auth/me")).json());
    expect((me as { user: { username: string } }).user.username).toBe("jamie.park");
    await invitee.close();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText("Active");
    await expect(table.getByRole("row").filter({ hasText: email })).toContainText("jamie.park");
  });
});
