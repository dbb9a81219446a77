import { type APIRequestContext, expect, test } from "./fixtures";
import { chooseIndustry, fillCompanyInfo, selectModules, stepHeading, uniqueCompany } from "./onboarding-steps";
import { expectNoSeriousA11yViolations, tenantOrigin } from "./support";

/**
 * Proof of ownership (issue 15, points 7 and 8): a portal client confirms their e-mail address from the mailed link,
 * and the wizard shows the TXT record that proves a custom domain is the visitor's.
 */

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The confirmation link mailed to this address, from the e2e server's outbox. */
async function confirmationLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get("/api/dev/outbox")).json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to && m.subject.startsWith("Confirm your e-mail address"));
    link = mail?.text.match(/https?:\/\/\S*\/portal\/verify-email\?token=[^\s"'<>]+/)?.[0];
    expect(link, `a confirmation link mailed to ${to}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link as string;
}

test.describe("e-mail ownership in the client portal", () => {
  test("a new client uses the portal at once, then confirms the address from the mailed link @responsive", async ({
    page,
    request,
    baseURL,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const email = `confirm-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(`${demo}/portal/register`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("First name").fill("Casey");
    await page.getByLabel("Last name").fill("Confirm");
    await page.getByLabel("Password", { exact: true }).fill("Harbour-Lantern-72");
    await page.getByLabel("Confirm password").fill("Harbour-Lantern-72");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL(`${demo}/portal/dashboard`);
    const notice = page.getByRole("alert").filter({ hasText: "Confirm your e-mail address" });
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const link = await confirmationLinkFor(request, email);
    expect(link.startsWith(`${demo}/portal/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Confirm e-mail address" }).click();
    await expect(page.getByText("E-mail address confirmed")).toBeVisible();
    await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();

    await page.getByRole("link", { name: "Go to your dashboard" }).click();
    await page.waitForURL(`${demo}/portal/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeVisible();
    await expect(notice).toHaveCount(0);
    // The server says so too: a reload reads the session afresh.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe("custom domain ownership in the wizard", () => {
  test("the DNS step shows the custom domain's CNAME and its ownership TXT record @responsive", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const company = uniqueCompany("E2E Domain");
    const customDomain = `crm.${company.subdomain}.example`;
    await page.goto("/onboarding");
    await chooseIndustry(page);
    await selectModules(page);
    await fillCompanyInfo(page, { ...company, customDomain });
    await expect(stepHeading(page, "DNS Setup")).toBeVisible();
    await expect(page.getByText("DNS & SSL Setup Complete").first()).toBeVisible({ timeout: 15_000 });

    const table = page.getByRole("table", { name: "Custom domain records" });
    await expect(table).toBeVisible({ timeout: 15_000 });
    const rows = table.getByRole("row");
    await expect(rows.nth(1)).toContainText("CNAME");
    await expect(rows.nth(1)).toContainText(customDomain);
    const txt = rows.nth(2);
    await expect(txt).toContainText("TXT");
    await expect(txt).toContainText(`_engagesuite-challenge.${customDomain}`);
    await expect(txt).toContainText(/engagesuite-verification=[A-Za-z0-9_-]{32}/);
    await expect(txt.getByRole("button", { name: "Copy TXT record value" })).toBeVisible();

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await txt.getByRole("button", { name: "Copy TXT record value" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^engagesuite-verification=[A-Za-z0-9_-]{32}$/);

    // The same visitor sees the same token on "Check again".
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(txt).toContainText(copied);
    await expect(page.getByRole("button", { name: "Continue to Payment" })).toBeEnabled({ timeout: 15_000 });
    await expectNoSeriousA11yViolations(page);
  });
});
