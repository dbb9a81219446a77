import { expect, test } from "@playwright/test";
import { DEMO_STAFF, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Every member's own account (issue 17 point 6): a staff member changes their name on My account, sees where they are
// signed in (this device marked, a phone elsewhere), and signs out the other sessions; the phone is signed out.

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test.describe("my account", () => {
  test("staff change their name, see their sessions and sign out the others", async ({ page, browser, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    // Another device first: a phone signed in as the same staff member.
    const phoneContext = await browser.newContext({ userAgent: IPHONE });
    const phone = await phoneContext.newPage();
    try {
      await signInAsStaff(phone, demo, DEMO_STAFF);
      await signInAsStaff(page, demo, DEMO_STAFF);

      await page.getByRole("link", { name: "My account" }).click();
      await page.waitForURL(`${demo}/tu/admin/account`);
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();

      // Profile: the name changes, and the dashboard knows it.
      const profile = page.getByRole("form", { name: "Profile" });
      await expect(profile.getByText(DEMO_STAFF.username, { exact: true })).toBeVisible();
      await profile.getByLabel("First name").fill("Rowan");
      await profile.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByText("Your profile has been saved.")).toBeVisible();
      const me = await page.evaluate(async () => (await (await fetch("/api/auth/me")).json()).user.firstName);
      expect(me).toBe("Rowan");

      // Sessions: this device first and marked, the phone in plain words.
      const sessions = page.getByRole("list", { name: "Where you are signed in" });
      await expect(sessions.getByRole("listitem")).toHaveCount(2);
      await expect(sessions.getByRole("listitem").first()).toContainText("This device");
      await expect(sessions.getByRole("listitem").nth(1)).toContainText("Safari on iPhone");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: "e2e/.artifacts/my-account-1280.png", fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(sessions.getByRole("listitem").first()).toContainText("This device");
      await page.screenshot({ path: "e2e/.artifacts/my-account-390.png", fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.getByRole("button", { name: "Sign out other sessions" }).click();
      await expect(page.getByText("Signed out of 1 other session.")).toBeVisible();
      await expect(sessions.getByRole("listitem")).toHaveCount(1);
      await expect(page.getByText("You are signed in on this device only.")).toBeVisible();

      // The phone is signed out; this browser is not.
      const phoneMe = await phone.evaluate(async () => (await fetch("/api/auth/me")).status);
      expect(phoneMe).toBe(401);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    } finally {
      // Leave the demo account as it was.
      await page.evaluate(async () => {
        await fetch("/api/account/profile", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ firstName: "Riley", lastName: "Chen" }),
        });
      });
      await phoneContext.close();
    }
  });
});
