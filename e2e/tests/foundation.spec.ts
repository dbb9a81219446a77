import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, tenantOrigin } from "./support";

test.describe("main domain", () => {
  test("the landing page shows the trial offer and the verticals from the API @responsive", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Start 7-Day Trial for $1" })).toBeVisible();
    const healthcare = page.getByRole("link", { name: /Healthcare/ }).first();
    await expect(healthcare).toBeVisible();
    await expect(page.locator('a[href="/verticals/healthcare"]').first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" }).first()).toHaveAttribute("href", "/onboarding");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown path shows the 404 page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the main route set has the onboarding page", async ({ page }) => {
    await page.goto("/onboarding");
    await expect(page).toHaveTitle(/Onboarding/);
  });

  test("the theme is light by default, toggles to dark and is remembered under 'theme'", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page
      .getByRole("button", { name: /dark|theme/i })
      .first()
      .click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
});

test.describe("tenant host", () => {
  test("demo.localhost shows the demo tenant's branded landing @responsive", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/`);
    await expect(page.getByText("Demo Health Clinic").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("?tenant=demo on localhost selects the tenant route set", async ({ page }) => {
    await page.goto("/?tenant=demo");
    await expect(page.getByText("Demo Health Clinic").first()).toBeVisible();
  });

  test("an unknown tenant shows the error state", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "ghost")}/`);
    await expect(page.getByText("Error Loading Tenant")).toBeVisible();
    await expect(page.getByText("Unable to load tenant information. Please try again later.")).toBeVisible();
  });

  test("the tenant route set has no onboarding page", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/onboarding`);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
