import { expect, test } from "./fixtures";
import { receivedMail, signInAsStaff, tenantOrigin } from "./support";

// Issue 17 point 11, the whole journey: an admin invites a staff member; the invitation arrives through the run's
// real SMTP server; the member accepts, signs out and signs in with the username and password they chose; they
// cannot open Users or Billing (not in the navigation, not by the address, and the server refuses the API); the
// admin sees the invitation and the member's sign-in in the audit log.

test("an invited staff member joins, signs in, cannot open Users or Billing, and the audit log shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const demo = tenantOrigin(baseURL, "demo");
  const stamp = Date.now();
  const email = `morgan.lane.${stamp}@example.com`;
  const login = { username: `morgan${stamp % 100_000}`, password: "Lantern-quay-57" };

  await signInAsStaff(page, demo);
  const adminNav = page.getByRole("navigation", { name: "Dashboard" });
  await adminNav.getByRole("button", { name: "Users" }).click();
  const invitedAt = Date.now();
  await page.getByRole("button", { name: "Invite member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a team member" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("First name").fill("Morgan");
  await dialog.getByLabel("Last name").fill("Lane");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog).toBeHidden();

  // The mail as the SMTP server received it, with its single-use link to the workspace's own host.
  const mail = await receivedMail(baseURL, email, (m) => m.subject.includes("invited you"), invitedAt);
  const link = mail.text.match(/https?:\/\/\S*\/invitation#token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, "an invitation link in the mail").toBeTruthy();
  expect(new URL(link!).origin).toBe(demo);

  const member = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
  const their = await member.newPage();
  await their.goto(link!);
  await their.getByLabel("Username").fill(login.username);
  await their.getByLabel("Password", { exact: true }).fill(login.password);
  await their.getByLabel("Confirm password").fill(login.password);
  await their.getByRole("button", { name: "Join the workspace" }).click();
  await their.waitForURL(`${demo}/tu/admin/dashboard**`);

  // Signs out, then in with what they chose.
  await their.getByRole("button", { name: "Sign out" }).click();
  await expect(their.getByLabel("Username or email")).toBeVisible();
  await signInAsStaff(their, demo, login);
  const nav = their.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("button", { name: "Patients" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: "Billing" })).toHaveCount(0);
  await expect(nav.getByText("Billing")).toHaveCount(0);

  // The address of the Users section opens the default section instead, and the server refuses the team's API.
  await their.goto(`${demo}/tu/admin/dashboard?section=users`);
  await expect(their.getByRole("heading", { level: 2, name: "Patients" })).toBeVisible();
  await expect(their.getByRole("heading", { level: 2, name: "Users" })).toHaveCount(0);
  const refused = await their.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { user: { tenantId: string; role: string } };
    const team = await fetch(`/api/tenants/${me.user.tenantId}/team`);
    return { role: me.user.role, status: team.status };
  });
  expect(refused).toEqual({ role: "STAFF", status: 403 });
  await member.close();

  // The admin's audit log, filtered by action (by now the whole run's sign-ins to the demo workspace are in it): the
  // invitation, and the new member's sign-in.
  await adminNav.getByRole("button", { name: "Audit Log" }).click();
  const events = page.getByRole("table", { name: "Audit events" });
  const action = page.getByLabel("Action");
  await action.selectOption({ label: "Invited a team member" });
  await expect(events.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await expect(events.getByRole("row").filter({ hasText: "Signed in" })).toHaveCount(0);
  await action.selectOption({ label: "Signed in" });
  await expect(events.getByRole("row").filter({ hasText: "Morgan Lane" }).first()).toBeVisible();
  await expect(events.getByRole("row").filter({ hasText: "Invited a team member" })).toHaveCount(0);
});
