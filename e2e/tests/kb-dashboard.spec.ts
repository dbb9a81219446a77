import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The tenant dashboard's Knowledge Base section end to end (fresh database each run, with the shipped articles):
// browse → category → back, the industry tab, searching with and without results, and Read Article.

/** Signs the demo admin in on the tenant's landing and opens the Knowledge Base section. */
async function openKnowledgeBase(page: Page, baseURL: string | undefined): Promise<void> {
  const demo = tenantOrigin(baseURL, "demo");
  await signInAsStaff(page, demo);
  await page.goto(`${demo}/tu/admin/dashboard?section=knowledge-base`);
  await expect(page.getByRole("heading", { level: 2, name: "Knowledge Base" })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const panel = (page: Page) => page.getByRole("tabpanel");

test.describe("knowledge base section", () => {
  test("browse → category → back, and the industry tab @responsive", async ({ page, baseURL }) => {
    await openKnowledgeBase(page, baseURL);
    await expect(tab(page, "Browse")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "By Category")).toBeDisabled();
    await expect(tab(page, "Search Results")).toBeDisabled();
    // The demo tenant is a healthcare practice.
    await expect(tab(page, "Industry Specific")).toBeEnabled();

    const categories = page.getByRole("list", { name: "Categories" });
    await expect(categories.getByRole("button", { name: /Getting Started/ })).toBeVisible();
    const featured = page.getByRole("list", { name: "Featured Articles" });
    await expect(featured.getByRole("article").first()).toBeVisible();
    await expect(featured.getByRole("article").first().getByTestId("article-summary")).toHaveCSS(
      "-webkit-line-clamp",
      "2",
    );
    await expectNoSeriousA11yViolations(page);

    await categories.getByRole("button", { name: /Help Desk/ }).click();
    await expect(tab(page, "By Category")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("heading", { level: 3, name: "Help Desk Articles" })).toBeVisible();
    await expect(panel(page).getByRole("article").first()).toBeVisible();
    await panel(page).getByRole("button", { name: "Back to Categories" }).click();
    await expect(tab(page, "Browse")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("list", { name: "Categories" })).toBeVisible();

    await tab(page, "Industry Specific").click();
    await expect(
      panel(page).getByRole("heading", { level: 4, name: "Setting up patient intake with the client portal" }),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("searching: the 3-character rule, results with the matches marked, and none", async ({ page, baseURL }) => {
    await openKnowledgeBase(page, baseURL);
    const box = page.getByRole("searchbox", { name: "Search articles" });
    const button = page.getByRole("button", { name: "Search", exact: true });

    // The toast viewport loads just after the page; a toast raised before it is there is not shown.
    const toast = page.getByRole("region", { name: /Notifications/ });
    await expect(toast).toBeAttached();
    await box.fill("ab");
    await expect(button).toBeDisabled();
    await box.press("Enter");
    await expect(toast).toContainText("Search query too short");
    await expect(toast).toContainText("Please enter at least 3 characters to search");
    await expect(tab(page, "Search Results")).toBeDisabled();

    await box.fill("password");
    await button.click();
    await expect(tab(page, "Search Results")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("article").first()).toBeVisible();
    await expect(panel(page).locator("mark").first()).toHaveText(/password/i);
    await expectNoSeriousA11yViolations(page);

    await box.fill("qqqqzzzzxxxx");
    await box.press("Enter");
    await expect(panel(page).getByText("No results found")).toBeVisible();
  });

  test("Read Article counts a view and opens the article in the dashboard; back returns to the list", async ({
    browser,
    baseURL,
  }) => {
    // A view counts once per visitor (address and browser) per article per hour: a browser of its own is a new visitor,
    // whatever earlier tests read.
    const context = await browser.newContext({
      userAgent: `kb-view-visitor-${Date.now()}`,
      locale: "en-US",
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await openKnowledgeBase(page, baseURL);
    const card = page.getByRole("list", { name: "Featured Articles" }).getByRole("article").first();
    const title = (await card.getByRole("heading").innerText()).trim();
    // An article nobody has read shows no count (never "0 views").
    const shown = card.getByTestId("article-views");
    const views = (await shown.count()) === 0 ? 0 : Number((await shown.innerText()).replace(/[^\d]/g, ""));
    const pages = context.pages().length;

    await card.getByRole("button", { name: "Read Article" }).click();
    // In place: the dashboard's address names the article (linkable), and no window opens.
    await expect(page).toHaveURL(/[?&]section=knowledge-base&article=\d+$/);
    expect(context.pages()).toHaveLength(pages);
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    // Its Markdown rendered, never shown raw.
    const body = page.getByRole("article", { name: title });
    await expect(body.locator("[data-slot=markdown]")).toBeVisible();
    await expect(body).not.toContainText("## ");
    await expect(page.getByTestId("article-views")).toHaveText(new RegExp(`^${views + 1} views?$`));

    // The browser's back button returns to the list, whose card shows the new count too.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]article=/);
    const back = page.getByRole("list", { name: "Featured Articles" }).getByRole("article").first();
    await expect(back.getByText(new RegExp(`^${views + 1} views?$`))).toBeVisible();
    await context.close();
  });
});
