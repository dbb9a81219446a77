import { expect, type Page } from "@playwright/test";

/** The onboarding wizard's steps (SPEC §2, §4), shared by the wizard's own spec and specs that need a new tenant. */

export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** A company name whose derived subdomain is unique per run and at most 20 characters. */
export function uniqueCompany(prefix = "E2E Clinic"): { name: string; subdomain: string } {
  const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`;
  const name = `${prefix} ${suffix}`;
  const subdomain = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return { name, subdomain };
}

export async function chooseIndustry(page: Page, industry = "Healthcare") {
  await expect(stepHeading(page, "Choose Industry")).toBeVisible();
  await page.getByLabel("Search industries").fill(industry.slice(0, 6));
  const card = page.getByRole("button", { name: new RegExp(`^${industry}`) });
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

export async function selectModules(page: Page) {
  await expect(stepHeading(page, "Select Modules")).toBeVisible();
  const step = page.getByRole("region", { name: "Select Modules" });
  // The CORE module is selected and locked (aria-disabled, so it cannot be toggled off).
  const core = step.getByRole("button", { name: /Included by default/ });
  await expect(core).toHaveAttribute("aria-pressed", "true");
  await expect(core).toHaveAttribute("aria-disabled", "true");
  const optional = step.getByRole("listitem").nth(1).getByRole("button");
  await expect(optional).toHaveAttribute("aria-pressed", "false");
  await optional.click();
  await expect(optional).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

export async function fillCompanyInfo(page: Page, company: { name: string; subdomain: string; customDomain?: string }) {
  await expect(stepHeading(page, "Company Info")).toBeVisible();
  await page.getByLabel("Company name").fill(company.name);
  await expect(page.getByLabel("Subdomain")).toHaveValue(company.subdomain);
  await page.getByLabel("Email").fill(`owner@${company.subdomain}.example`);
  await page.getByLabel("Phone").fill("555-0100");
  await page.getByLabel("Address").fill("1 Main Street");
  await page.getByLabel("City").fill("Springfield");
  if (company.customDomain) await page.getByLabel("Custom domain (optional)").fill(company.customDomain);
  await expect(page.getByText("This subdomain is available.")).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
}

export async function passDns(page: Page) {
  await expect(stepHeading(page, "DNS Setup")).toBeVisible();
  await expect(page.getByText("DNS & SSL Setup Complete").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("table", { name: "DNS records" })).toBeVisible();
  await page.getByRole("tab", { name: "SSL Security" }).click();
  await expect(page.getByRole("tabpanel", { name: "SSL Security" }).getByText(/^(Active|Pending)$/)).toBeVisible();
  const next = page.getByRole("button", { name: "Continue to Payment" });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
}

export async function pay(page: Page, cardNumber: string) {
  await expect(stepHeading(page, "Payment")).toBeVisible();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Cardholder name").fill("Jamie Rivera");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Pay \$1\.00/ }).click();
}

/** A new tenant through the whole wizard with a card that pays; resolves once its platform is ready. */
export async function createTenantThroughWizard(page: Page, company: { name: string; subdomain: string }) {
  await page.goto("/onboarding");
  await chooseIndustry(page);
  await selectModules(page);
  await fillCompanyInfo(page, company);
  await passDns(page);
  await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 15_000 });
  await pay(page, "4242 4242 4242 4242");
  await expect(stepHeading(page, "Congratulations")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("status").filter({ hasText: /environment|platform/ })).toHaveText(
    /Your .* platform is ready!/,
    { timeout: 30_000 },
  );
}
