import { expect, test } from "./fixtures";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, portalSignInAs, signInAsStaff, tenantOrigin } from "./support";

// Issue 22 point 4 end to end: a client opens a ticket in the portal; the admin's bell counts it and lists it; opening
// it marks it read and goes to the help desk; the member's preferences are saved from My account.

const PATIENT = { email: "patient@demo-health.example", password: "Patient123!" } as const;

function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

test("a client's new ticket rings the admin's bell; opening it marks it read", async ({ browser, baseURL }) => {
  const demo = tenantOrigin(baseURL, "demo");
  const title = uniqueTitle("Bell check");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsStaff(admin, demo, DEMO_ADMIN);
  // Start from a clean bell.
  const bell = admin.getByRole("button", { name: /^Notifications/ });
  await bell.click();
  const popover = admin.getByRole("dialog", { name: "Notifications" });
  await expect(popover).toBeVisible();
  const markAll = popover.getByRole("button", { name: "Mark all read" });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(admin.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await admin.keyboard.press("Escape");

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await portalSignInAs(client, demo, PATIENT.email, PATIENT.password);
  await client.goto(`${demo}/portal/support`);
  await client.getByRole("button", { name: "Create request" }).first().click();
  const create = client.getByRole("dialog", { name: "Create Support Request" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Description").fill("The bell should ring for this one.");
  await create.getByRole("button", { name: "Submit Request" }).click();
  await expect(create).toBeHidden();
  await clientContext.close();

  // The badge polls every 30 s; a reload reads it at once.
  await admin.reload();
  await expect(admin.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  await admin.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const item = popover.getByRole("button", { name: new RegExp(title) });
  await expect(item).toContainText("(unread)");
  await expect(item).toContainText("The bell should ring for this one.");
  await expectNoSeriousA11yViolations(admin);
  await item.click();
  await admin.waitForURL(/section=help-desk&ticket=/);
  // The notification opens the ticket itself, at its own URL.
  const ticket = admin.getByRole("dialog", { name: title });
  await expect(ticket.getByText("The bell should ring for this one.")).toBeVisible();
  await admin.keyboard.press("Escape");
  await expect(ticket).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await admin.getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(popover.getByRole("button", { name: new RegExp(title) })).not.toContainText("(unread)");
  await adminContext.close();
});

test("a member saves their notification preferences in My account", async ({ page, baseURL }) => {
  const demo = tenantOrigin(baseURL, "demo");
  await signInAsStaff(page, demo, { username: "demo-staff", password: "DemoStaff123!" });
  await page.goto(`${demo}/tu/admin/account`);
  const box = page.getByRole("checkbox", { name: "A client replies on a ticket: E-mail" });
  await expect(box).toBeChecked();
  await box.click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Notification preferences saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "A client replies on a ticket: E-mail" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "A client replies on a ticket: E-mail" }).click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Notification preferences saved").first()).toBeVisible();
});
