import { expect, test } from "./fixtures";
import {
  chooseIndustry,
  fillCompanyInfo,
  passDns,
  pay,
  selectModules,
  stepHeading,
  uniqueCompany,
} from "./onboarding-steps";
import { expectNoSeriousA11yViolations, tenantOrigin } from "./support";

/**
 * The self-service onboarding wizard (SPEC §2, §4) against the real server and database: landing → six steps →
 * activation, a declined card, and a reload in the middle.
 */

test.describe("onboarding wizard", () => {
  test("a visitor goes from 'Get Started' through all six steps to a ready platform @responsive", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const company = uniqueCompany();
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page).toHaveTitle(/Onboarding/);
    await expect(stepHeading(page, "Choose Industry")).toBeVisible();
    await page.mouse.move(0, 700); // no hover state on the header's Get Started while axe runs
    await expectNoSeriousA11yViolations(page);

    await chooseIndustry(page);
    await selectModules(page);
    await fillCompanyInfo(page, company);
    await passDns(page);

    await expect(page.getByRole("radio", { name: "Professional" })).toBeChecked();
    await expect(
      page.getByText("$1 for 7 days — then $99.00/month, cancel anytime before the trial ends"),
    ).toBeVisible();
    await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
    await pay(page, "4242 4242 4242 4242");

    await expect(stepHeading(page, "Congratulations")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Payment Successful").first()).toBeVisible();
    const banner = page.getByRole("status").filter({ hasText: /environment|platform/ });
    await expect(banner).toHaveText(/Initializing your environment\.\.\.|Setting up your Healthcare platform\.\.\./);
    await expect(page.getByRole("button", { name: "Copy URL" })).toBeDisabled();
    await expect(banner).toHaveText("Your Healthcare platform is ready! Check your email for login details.", {
      timeout: 30_000,
    });
    await expect(page.getByRole("button", { name: "Copy URL" })).toBeEnabled();
    await expect(page.getByText("Configured and Validated")).toBeVisible();
    await expect(page.getByText("Certificate Provisioned")).toBeVisible();
    await expect(page.getByText(new RegExp(`${company.subdomain}\\.localhost`)).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Go to Dashboard" })).toBeEnabled();
    expect(await page.evaluate(() => sessionStorage.getItem("onboardingWizard"))).toBeNull();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // The welcome e-mail: login details and a set-password link on the new tenant's own subdomain.
    const adminEmail = `owner@${company.subdomain}.example`;
    const outbox = (await (await request.get("/api/dev/outbox")).json()) as {
      to: string;
      subject: string;
      text: string;
    }[];
    const welcome = outbox.find((m) => m.to === adminEmail);
    expect(welcome?.subject).toBe(`Your ${company.name} workspace is ready`);
    expect(welcome?.text).toContain("Username: admin");
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(welcome?.text ?? "")?.[1];
    const origin = tenantOrigin(baseURL, company.subdomain);
    expect(link?.startsWith(`${origin}/reset-password?token=`)).toBe(true);

    // "Go to Dashboard" signs this browser in on the new workspace once (the owner has no password yet).
    await page.getByRole("button", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(`${origin}/tu/admin/dashboard`, { timeout: 15_000 });
    await expect(page.getByText(company.name).first()).toBeVisible();

    // The password comes later, from the welcome e-mail; then the owner signs in with the e-mail address too.
    await page.context().clearCookies();
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("MyClinic2026!");
    await page.getByLabel("Confirm new password").fill("MyClinic2026!");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();

    await page.goto(`${origin}/`);
    await expect(page.getByText(company.name).first()).toBeVisible();
    await page.getByLabel("Username or email").fill(adminEmail);
    await page.getByLabel("Password", { exact: true }).fill("MyClinic2026!");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${origin}/tu/admin/dashboard`, { timeout: 15_000 });
    await expect(page.getByText(company.name).first()).toBeVisible();
  });

  test("a declined card shows 'Payment Failed' and the 'Payment Error' alert", async ({ page }) => {
    test.setTimeout(60_000);
    const company = uniqueCompany("E2E Decline");
    await page.goto("/onboarding");
    await chooseIndustry(page, "Legal");
    await selectModules(page);
    await fillCompanyInfo(page, company);
    await passDns(page);
    await pay(page, "4000 0000 0000 0002");

    await expect(page.getByText("Payment Failed").first()).toBeVisible({ timeout: 15_000 });
    const alert = page.getByRole("alert").filter({ hasText: "Payment Error" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Your card was declined.");
    await expect(stepHeading(page, "Payment")).toBeVisible();
    await expect(page.getByRole("button", { name: /Pay \$1\.00/ })).toBeEnabled();
  });

  test("a reload in the middle keeps the step and the data, never the card", async ({ page }) => {
    test.setTimeout(60_000);
    const company = uniqueCompany("E2E Reload");
    await page.goto("/onboarding?tier=enterprise&yearly=true");
    await chooseIndustry(page, "Construction");
    await selectModules(page);
    await fillCompanyInfo(page, company);
    await passDns(page);
    await expect(page.getByRole("radio", { name: "Enterprise" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");

    await page.reload();
    await expect(stepHeading(page, "Payment")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Enterprise" })).toBeChecked();
    await expect(page.getByLabel("Card number")).toHaveValue("", { timeout: 15_000 });
    const stored = (await page.evaluate(() => sessionStorage.getItem("onboardingWizard"))) ?? "";
    expect(stored).toContain(company.subdomain);
    expect(stored).not.toContain("4242");
    expect(stored).not.toMatch(/secret/i);

    const progress = page.getByRole("navigation", { name: "Onboarding progress" });
    await progress.getByRole("button", { name: /Company Info/ }).click();
    await expect(stepHeading(page, "Company Info")).toBeVisible();
    await expect(page.getByLabel("Company name")).toHaveValue(company.name);
    await expect(page.getByLabel("Subdomain")).toHaveValue(company.subdomain);
    await expect(progress.getByRole("button", { name: /DNS Setup/ })).toHaveCount(0);
  });
});
