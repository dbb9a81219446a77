import { expect, type Page, test } from "./fixtures";
import { DEMO_STAFF, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The tenant's own knowledge base end to end (issue 19): a staff member of the healthcare demo tenant writes and
// publishes an article in the dashboard's Help Articles section; that tenant's portal client finds it through the
// portal's Help search and reads it; a portal client of the legal demo tenant (summit) searches the same words and
// does not. Screenshots of the dashboard list and editor and the portal Help go to e2e/.artifacts/ for a look.

const PATIENT = { email: "patient@demo-health.example", password: "Patient123!" } as const;
const SHOTS = "e2e/.artifacts/tenant-knowledge-base";

/** A word no seeded article has, so the searches find exactly this run's article. */
const unique = () => `Quillmoor${Date.now().toString(36)}`;

async function portalSignIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/portal/login`);
  await page.getByLabel("Email").fill(PATIENT.email);
  await page.getByLabel("Password", { exact: true }).fill(PATIENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/portal/dashboard`);
}

async function registerPortalClient(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/portal/register`);
  const password = "FirstPass123!";
  await page.getByLabel("Email").fill(`help-${Date.now().toString(36)}@client.example`);
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Summit");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(`${origin}/portal/dashboard`);
}

async function searchHelp(page: Page, words: string): Promise<void> {
  await page.getByRole("searchbox", { name: "Search help" }).fill(words);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("the tenant's own knowledge base", () => {
  test("staff publish an article; their portal client finds it in Help, the other tenant's client does not", async ({
    browser,
    baseURL,
  }) => {
    // Three people in three browser contexts, one after another.
    test.setTimeout(90_000);
    const demo = tenantOrigin(baseURL, "demo");
    const summit = tenantOrigin(baseURL, "summit");
    const word = unique();
    const title = `Parking for ${word} visits`;

    // Staff (not an administrator: every member writes) publish an article.
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInAsStaff(staff, demo, DEMO_STAFF);
    const nav = staff.getByRole("navigation", { name: "Dashboard" });
    await nav.getByRole("button", { name: "Help Articles" }).click();
    await expect(staff.getByRole("heading", { level: 2, name: "Help Articles" })).toBeVisible();
    // The vertical's starter articles are there, published, and the demo's draft.
    const list = staff.getByRole("list", { name: "Articles" });
    await expect(list.getByRole("article").filter({ hasText: "Prescription refills" })).toContainText("Published");
    await expect(list.getByRole("article").filter({ hasText: "Flu season vaccinations" })).toContainText("Draft");
    await staff.screenshot({ path: `${SHOTS}/dashboard-list-desktop.png`, fullPage: true });
    await expectNoSeriousA11yViolations(staff);

    await staff.getByRole("button", { name: "New article" }).click();
    await expect(staff.getByRole("heading", { level: 2, name: "New article" })).toBeVisible();
    await staff.getByLabel("Title").fill(title);
    await staff.getByLabel("Summary").fill("Where to leave your car when you come to see us.");
    await staff
      .getByRole("textbox", { name: "Body (Markdown)" })
      .fill("## The car park\n\nFree parking is **behind the building**; the entrance is on Elm Street.");
    await staff.getByLabel("Category").selectOption({ label: "Appointments" });
    await staff.getByRole("tab", { name: "Preview" }).click();
    await expect(staff.getByRole("heading", { name: "The car park" })).toBeVisible();
    await staff.screenshot({ path: `${SHOTS}/dashboard-editor-desktop.png`, fullPage: true });
    await staff.getByRole("button", { name: "Publish" }).click();
    await expect(staff.getByRole("button", { name: "Unpublish" })).toBeVisible();
    await expect(staff.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
    await staff.context().close();

    // The demo tenant's portal client finds it under Help and reads it, rendered.
    const client = await (await browser.newContext()).newPage();
    await portalSignIn(client, demo);
    await client.getByRole("link", { name: "Help" }).click();
    await client.waitForURL(`${demo}/portal/help`);
    await expect(client.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
    await searchHelp(client, word);
    const results = client.getByRole("list", { name: "Help articles" });
    await expect(results.getByRole("article")).toHaveCount(1);
    await expect(results.getByRole("article")).toContainText(title);
    await expect(client.getByText("1 article for")).toBeVisible();
    await results.getByRole("button", { name: title }).click();
    await expect(client.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(client.getByRole("heading", { name: "The car park" })).toBeVisible();
    await expect(client.locator("strong", { hasText: "behind the building" })).toBeVisible();
    await client.context().close();

    // The legal demo tenant's portal client searches the same words and finds nothing.
    const other = await (await browser.newContext()).newPage();
    await registerPortalClient(other, summit);
    await other.goto(`${summit}/portal/help`);
    await searchHelp(other, word);
    await expect(other.getByText("No results found")).toBeVisible();
    await expect(other.getByText(title)).toHaveCount(0);
    await other.context().close();
  });

  test("the portal's Help area lists the workspace's published articles and passes axe @responsive", async ({
    page,
    baseURL,
  }, info) => {
    // Two axe runs.
    test.setTimeout(60_000);
    const demo = tenantOrigin(baseURL, "demo");
    await portalSignIn(page, demo);
    await page.goto(`${demo}/portal/help`);
    const results = page.getByRole("list", { name: "Help articles" });
    await expect(results.getByRole("article").filter({ hasText: "Prescription refills" })).toBeVisible();
    // Drafts never reach the portal.
    await expect(page.getByText("Flu season vaccinations")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/portal-help-${info.project.name}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await results.getByRole("button", { name: "Prescription refills" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Prescription refills" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/portal-article-${info.project.name}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test("the dashboard's Help Articles list and editor fit a phone @phone-only", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo, DEMO_STAFF);
    await page.goto(`${demo}/tu/admin/dashboard?section=help-articles`);
    await expect(page.getByRole("heading", { level: 2, name: "Help Articles" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Articles" }).getByRole("article").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-list-phone.png`, fullPage: true });
    await page.getByRole("button", { name: "New article" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "New article" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-editor-phone.png`, fullPage: true });
  });
});
