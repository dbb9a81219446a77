import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations } from "./support";

test.describe("marketing pages", () => {
  test("/pricing toggles monthly and yearly and links into the wizard with the plan @responsive", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    const professional = page.getByRole("article", { name: "Professional" });
    await expect(professional).toContainText("$99.00/month");
    await expect(professional).toContainText("Most popular");
    await expect(page.getByText(/Every plan starts with \$1 for 7 days/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByText("Yearly", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await expect(page.getByRole("article", { name: "Basic" })).toContainText("$470.00/year");
    await expect(professional).toContainText("$950.00/year");

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole("link", { name: /Start with Basic/ }).click();
    await expect(page).toHaveURL(/\/onboarding\?tier=basic&yearly=true$/);
    await expect(page.getByRole("heading", { level: 2, name: "Choose Industry" })).toBeVisible();
  });

  test("/verticals/healthcare shows its modules and starts the wizard at Select Modules @responsive", async ({
    page,
  }) => {
    await page.goto("/verticals/healthcare");
    await expect(page.getByRole("heading", { level: 1, name: "Healthcare" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Core CRM/ })).toBeVisible();
    await expect(page.getByText("Included by default").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page
      .getByRole("link", { name: /Start with Healthcare/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/onboarding\?vertical=\d+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Select Modules" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Core CRM/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("/service-modules lists every module, the core one included by default", async ({ page }) => {
    await page.goto("/service-modules");
    await expect(page.getByRole("heading", { level: 1, name: "Service Modules" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Core CRM" })).toBeVisible();
    await expect(page.getByText("Included by default")).toHaveCount(1);
    expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(5);
    await expectNoSeriousA11yViolations(page);
  });
});
