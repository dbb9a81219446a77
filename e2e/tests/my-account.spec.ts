import { type APIRequestContext, expect, test } from "./fixtures";
import { DEMO_STAFF, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Every member's own account (issue 17 point 6): a staff member changes their name on My account, sees where they are
// signed in (this device marked, a phone elsewhere), and signs out the other sessions; the phone is signed out.

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail change link mailed to this address, from the e2e server's outbox (newest first). */
async function emailChangeLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get("/api/dev/outbox")).json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to && m.subject.startsWith("Confirm your new e-mail address"));
    link = mail?.text.match(/https?:\/\/\S*\/account\/confirm-email#token=[^\s"'<>]+/)?.[0];
    expect(link, `a confirmation link mailed to ${to}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link as string;
}

const STAFF_EMAIL = "staff@demo-health.example";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

test.describe("my account", () => {
  test("staff change their name, see their sessions and sign out the others", async ({ page, browser, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    // Another device: a phone signed in as the same staff member.
    const phoneContext = await browser.newContext({ userAgent: IPHONE });
    const phone = await phoneContext.newPage();
    try {
      // This browser first, ending the sessions earlier specs of the run left for the demo staff member, then the phone.
      await signInAsStaff(page, demo, DEMO_STAFF);
      const ended = await page.evaluate(
        async () => (await fetch("/api/account/sessions/sign-out-others", { method: "POST" })).status,
      );
      expect(ended).toBe(200);
      await signInAsStaff(phone, demo, DEMO_STAFF);

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

  test("staff change their e-mail address by the link mailed to the new one", async ({ page, request, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const newEmail = `riley-${Date.now().toString(36)}@example.com`;
    await signInAsStaff(page, demo, DEMO_STAFF);
    await page.goto(`${demo}/tu/admin/account`);
    const form = page.getByRole("form", { name: "E-mail address" });
    await form.getByLabel("New e-mail address").fill(newEmail);
    await form.getByLabel("Current password", { exact: true }).fill(DEMO_STAFF.password);
    await form.getByRole("button", { name: "Send confirmation link" }).click();
    await expect(form.getByRole("status")).toContainText(`We sent a confirmation link to ${newEmail}.`);
    await expect(page.getByTestId("current-email")).toHaveText(STAFF_EMAIL);

    try {
      const link = await emailChangeLinkFor(request, newEmail);
      expect(link.startsWith(`${demo}/account/confirm-email#token=`)).toBe(true);
      await page.goto(link);
      await expect(page.getByRole("heading", { name: "E-mail address changed" })).toBeVisible();
      await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
      // The token left the address bar at once.
      expect(new URL(page.url()).hash).toBe("");
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: "e2e/.artifacts/my-account-email-confirmed-1280.png", fullPage: true });

      // The old address is told; the link works once.
      const mails = (await (await request.get("/api/dev/outbox")).json()) as OutboxMail[];
      expect(mails.some((m) => m.to === STAFF_EMAIL && m.text.includes(newEmail))).toBe(true);
      await page.goto("about:blank");
      await page.goto(link);
      await expect(page.getByText("Link not valid")).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "e2e/.artifacts/my-account-email-link-used-390.png", fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.goto(`${demo}/tu/admin/account`);
      await expect(page.getByTestId("current-email")).toHaveText(newEmail);
    } finally {
      // Back to the demo address, by the same link flow through the API.
      await page.goto(`${demo}/tu/admin/account`);
      const back = await page.evaluate(
        async ([email, password]) =>
          (
            await fetch("/api/account/email", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ newEmail: email, password }),
            })
          ).status,
        [STAFF_EMAIL, DEMO_STAFF.password] as const,
      );
      if (back === 202) {
        const token = new URLSearchParams(new URL(await emailChangeLinkFor(request, STAFF_EMAIL)).hash.slice(1)).get(
          "token",
        );
        const restored = await page.evaluate(async (value) => {
          const res = await fetch("/api/account/email/confirm", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ token: value }),
          });
          return res.status;
        }, token);
        expect(restored).toBe(200);
      }
    }
  });
});
