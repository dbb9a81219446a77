import { expect, test } from "./fixtures";
import {
  createContactFromPage,
  expectNoSeriousA11yViolations,
  receivedMail,
  signInAsStaff,
  tenantOrigin,
} from "./support";

// The client portal's accounts (issue 20 point 1): staff invite a contact to the portal; the invitee follows the link
// of the mail as the run's SMTP server received it, chooses a password and lands signed in on the portal's home;
// staff disable the account, which signs the client out and refuses their next sign-in. Screenshots of the Portal
// section, an account's detail, the invitation page and the portal home at desktop and phone width.

const DISABLED = "This portal account has been disabled. Please contact us.";

test.describe("portal accounts", () => {
  test("staff invite a contact, who accepts and lands on the portal; disabled, they are signed out", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const demo = tenantOrigin(baseURL, "demo");
    const stamp = Date.now();
    const email = `morgan.lake.${stamp}@example.com`;
    const name = `Morgan Lake${stamp}`;
    await signInAsStaff(page, demo);
    await createContactFromPage(page, name, email);

    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Portal" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Portal" })).toBeVisible();
    const table = page.getByRole("table", { name: "Portal accounts" });
    await expect(table).toContainText("Jamie Rivera");
    await expect(table).toContainText("Noah Patel");

    await page.getByRole("button", { name: "Invite a patient" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite to the Patient Portal" });
    await dialog.getByLabel("Search patients").fill(name);
    await dialog.getByRole("button", { name: new RegExp(email) }).click();
    await page.screenshot({ path: "e2e/.artifacts/portal-invite-1280.png" });
    const invitedAt = Date.now() - 1_000;
    await dialog.getByRole("button", { name: `Invite ${name}` }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel("Search portal accounts").fill("");
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Invited");
    await expect(row).toContainText(name);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "e2e/.artifacts/portal-section-1280.png", fullPage: true });

    await row.getByRole("button", { name: /^Open / }).click();
    const detail = page.getByRole("dialog", { name: /Morgan/ });
    await expect(detail.getByRole("tab", { name: "Documents" })).toBeVisible();
    await expect(detail.getByRole("button", { name: /Resend invitation/ })).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/portal-account-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "e2e/.artifacts/portal-account-390.png" });
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    const cards = page.getByRole("list", { name: "Portal accounts" });
    await expect(cards.getByRole("listitem").filter({ hasText: email })).toContainText("Invited");
    await page.screenshot({ path: "e2e/.artifacts/portal-section-390.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The invitee, in a browser of their own.
    const mail = await receivedMail(baseURL, email, (m) => m.subject.includes("invitation"), invitedAt);
    expect(mail.subject).toBe("Your invitation to the Demo Health Clinic Patient Portal");
    const link = mail.text.match(/https?:\/\/\S*\/portal\/invitation#token=[A-Za-z0-9_%-]+/)?.[0];
    expect(link, "an invitation link in the mail").toBeTruthy();
    expect(new URL(link as string).origin).toBe(demo);
    const invitee = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 800 } });
    const their = await invitee.newPage();
    await their.goto(link as string);
    await expect(their.getByRole("heading", { name: "Welcome to the Patient Portal" })).toBeVisible();
    await expect(their).toHaveURL(`${demo}/portal/invitation`);
    await expect(their.getByText(email.split("@")[0] as string)).toBeVisible();
    await expectNoSeriousA11yViolations(their);
    await their.screenshot({ path: "e2e/.artifacts/portal-invitation-1280.png", fullPage: true });
    await their.setViewportSize({ width: 390, height: 844 });
    await their.screenshot({ path: "e2e/.artifacts/portal-invitation-390.png", fullPage: true });
    await their.setViewportSize({ width: 1280, height: 800 });

    await their.getByLabel("Password", { exact: true }).fill("Harbour-lights-42");
    await their.getByLabel("Confirm password").fill("Harbour-lights-42");
    await their.getByRole("button", { name: "Set password and sign in" }).click();
    await their.waitForURL(`${demo}/portal/dashboard`);
    await expect(their.getByText("Hello, Morgan")).toBeVisible();
    await expect(their.getByRole("heading", { name: "How can we help?" })).toBeVisible();
    await expect(their.getByTestId("portal-tenant-name")).toHaveText("Demo Health Clinic");
    const footer = their.getByRole("navigation", { name: "Footer" });
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "https://demo-health.example/privacy",
    );
    await expectNoSeriousA11yViolations(their);
    await their.screenshot({ path: "e2e/.artifacts/portal-home-1280.png", fullPage: true });
    await their.setViewportSize({ width: 390, height: 844 });
    await their.screenshot({ path: "e2e/.artifacts/portal-home-390.png", fullPage: true });
    await their.setViewportSize({ width: 1280, height: 800 });

    // Staff see them active and linked, then disable the account.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Portal" })).toBeVisible();
    const activeRow = page.getByRole("table", { name: "Portal accounts" }).getByRole("row").filter({ hasText: email });
    await expect(activeRow).toContainText("Active");
    await expect(activeRow).toContainText("Verified");
    await activeRow.getByRole("button", { name: /^Open / }).click();
    const detailAgain = page.getByRole("dialog", { name: /Morgan/ });
    await detailAgain.getByRole("button", { name: "Disable account" }).click();
    await detailAgain.getByRole("button", { name: "Disable account" }).click();
    await expect(detailAgain.getByText("Disabled").first()).toBeVisible();

    // The client's session is gone: the portal asks them to sign in, and refuses them.
    await their.reload();
    await their.waitForURL(`${demo}/portal/login`);
    await their.getByLabel("Email").fill(email);
    await their.getByLabel("Password", { exact: true }).fill("Harbour-lights-42");
    await their.getByRole("button", { name: "Sign in" }).click();
    await expect(their.getByText(DISABLED).first()).toBeVisible();
    await expect(their).toHaveURL(`${demo}/portal/login`);
    await invitee.close();

    // The portal's settings, in the workspace settings.
    await page.keyboard.press("Escape");
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Settings" }).click();
    const settings = page.getByRole("form", { name: "Client portal settings" });
    await expect(settings.getByLabel("Privacy policy link")).toHaveValue("https://demo-health.example/privacy");
    await settings.scrollIntoViewIfNeeded();
    await settings.screenshot({ path: "e2e/.artifacts/portal-settings-1280.png" });
  });
});
