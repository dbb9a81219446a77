import { Secret, TOTP } from "otpauth";
import { type Browser, expect, type Page, test } from "./fixtures";
import {
  DEMO_ADMIN,
  DEMO_STAFF,
  enterTotpCode,
  expectNoSeriousA11yViolations,
  freshTotpCode,
  SUPER_ADMIN,
  SUPER_ADMIN_TOTP_SECRET,
  signInAsStaff,
  tenantOrigin,
} from "./support";

// Two-factor authentication end to end (issue 15 §5): the super admin's code at sign-in, and a tenant that requires
// it of its staff: a staff member enrols at sign-in, then signs in with a code and with a recovery code.

/** A 6-digit code that is wrong for the key at every step the server accepts now. */
function wrongCode(secret: string): string {
  const key = Secret.fromBase32(secret);
  const valid = new Set([-1, 0, 1].map((d) => TOTP.generate({ secret: key, timestamp: Date.now() + d * 30_000 })));
  for (let n = 0; ; n++) if (!valid.has(String(n).padStart(6, "0"))) return String(n).padStart(6, "0");
}

async function staffPassword(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel("Username or email").fill(DEMO_STAFF.username);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page, origin: string): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${origin}/`);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe("two-factor authentication", () => {
  test("the super admin gives a code after the password; a wrong one is refused; My account says it is required", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(SUPER_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(SUPER_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    const code = page.getByLabel("Authentication code");
    await expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await expect(page.getByRole("button", { name: "Use a recovery code" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // No session yet: the war room still sends to the login.
    const me = await page.evaluate(async () => (await fetch("/api/auth/me")).status);
    expect(me).toBe(401);

    await code.fill(wrongCode(SUPER_ADMIN_TOTP_SECRET));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("That code is not valid.", { exact: false })).toBeVisible();

    await enterTotpCode(page, SUPER_ADMIN_TOTP_SECRET, () => page.waitForURL("**/su/admin/dashboard"));
    await expect(page.getByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeVisible();

    await page.getByRole("link", { name: "My account" }).click();
    await page.waitForURL("**/su/admin/account");
    await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
    await expect(page.getByText("Required for your account: it cannot be turned off.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn off" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("a tenant requiring it: staff enrol at sign-in, then sign in with a code and with a recovery code", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const demo = tenantOrigin(baseURL, "demo");

    // The tenant admin turns the rule on from their My account page.
    await signInAsStaff(page, demo, DEMO_ADMIN);
    await page.getByRole("link", { name: "My account" }).click();
    await page.waitForURL(`${demo}/tu/admin/account`);
    const rule = page.getByRole("checkbox", { name: "Require two-factor authentication for staff" });
    await expect(rule).toBeEnabled();
    await rule.click();
    await expect(rule).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const staff = await newPage(browser);
    let secret = "";
    try {
      // Enrolment at sign-in: QR code and key, a first code, then the recovery codes.
      await staffPassword(staff, demo);
      await expect(staff.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
      await expect(staff.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
      secret = (await staff.getByTestId("mfa-secret").innerText()).replace(/\s/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11yViolations(staff);
      await staff.getByLabel("6-digit code from the app").fill(await freshTotpCode(secret));
      await staff.getByRole("button", { name: "Verify and turn on" }).click();
      const list = staff.getByTestId("recovery-codes");
      await expect(list.getByRole("listitem")).toHaveCount(10);
      const codes = await list.getByRole("listitem").allInnerTexts();
      await expect(staff.getByRole("button", { name: "Continue" })).toBeDisabled();
      await staff.getByRole("checkbox", { name: "I have saved these codes" }).click();
      await staff.getByRole("button", { name: "Continue" }).click();
      await staff.waitForURL(`${demo}/tu/admin/dashboard**`);

      // Next sign-in: password, then a code.
      await signOut(staff, demo);
      await staffPassword(staff, demo);
      await enterTotpCode(staff, secret, () => staff.waitForURL(`${demo}/tu/admin/dashboard**`));
      await staff.waitForURL(`${demo}/tu/admin/dashboard**`);

      // And with a recovery code instead.
      await signOut(staff, demo);
      await staffPassword(staff, demo);
      await staff.getByRole("button", { name: "Use a recovery code" }).click();
      await staff.getByLabel("Recovery code").fill(codes[0]!);
      await staff.getByRole("button", { name: "Verify", exact: true }).click();
      await staff.waitForURL(`${demo}/tu/admin/dashboard**`);
    } finally {
      // Leave the demo accounts as they were: the rule off, the staff member's two-factor off.
      await rule.click();
      await expect(rule).not.toBeChecked();
      if (secret) {
        await staff.goto(`${demo}/tu/admin/security`);
        await staff.getByRole("button", { name: "Turn off" }).click();
        const form = staff.getByRole("form", { name: "Turn off two-factor authentication" });
        await form.getByLabel("Password", { exact: true }).fill(DEMO_STAFF.password);
        await form.getByLabel("Authentication code").fill(await freshTotpCode(secret));
        await form.getByRole("button", { name: "Turn off" }).click();
        await expect(staff.getByRole("button", { name: "Turn on" })).toBeVisible();
      }
      await staff.context().close();
    }
  });
});
