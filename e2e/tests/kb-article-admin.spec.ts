import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInAsSuperAdmin } from "./support";

// The knowledge base's public article page and the super admin's authoring screen, end to end against the real server
// (fresh database each run, with the shipped articles).

interface Summary {
  id: number;
  title: string;
  viewCount: number;
}

/** A made-up word no shipped article uses, so a search finds only this run's article. */
function uniqueWord(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return `zyx${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join("")}`;
}

/** The count shown; an article nobody has read shows none (never "0 views"). */
async function viewsShown(page: Page): Promise<number> {
  const views = page.getByTestId("article-views");
  if ((await views.count()) === 0) return 0;
  const text = await views.innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

test.describe("knowledge base article page", () => {
  test("shows a shipped article rendered from Markdown; a counted view shows after a reload @responsive", async ({
    page,
    baseURL,
  }) => {
    const featured = await page.request.get("/api/kb/articles/featured");
    expect(featured.ok()).toBe(true);
    const [article] = (await featured.json()) as Summary[];
    if (!article) throw new Error("no featured article shipped");

    await page.goto(`/knowledge-base/article/${article.id}`);
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} | EngageSuite`);
    const body = page.getByRole("article", { name: article.title });
    await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(body.getByRole("listitem").first()).toBeVisible();
    await expect(body.getByText(/^Updated/)).toBeVisible();
    // The Markdown is rendered, never shown raw.
    await expect(body).not.toContainText("**");
    await expect(body).not.toContainText("## ");
    const before = await viewsShown(page);

    const counted = await page.request.post(`/api/kb/articles/${article.id}/view`, {
      headers: { Origin: baseURL ?? "" },
    });
    expect(counted.ok()).toBe(true);
    const { viewCount } = (await counted.json()) as { viewCount: number };
    expect(viewCount).toBe(before + 1);
    await page.reload();
    await expect(page.getByTestId("article-views")).toHaveText(
      new RegExp(`^${viewCount.toLocaleString("en-US")} views?$`),
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("shows 'Page Not Found' for an unknown article", async ({ page }) => {
    await page.goto("/knowledge-base/article/987654");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  });
});

test.describe("knowledge base authoring", () => {
  test("needs a super admin", async ({ page }) => {
    await page.goto("/su/admin/knowledge-base");
    await page.waitForURL("**/login");
  });

  test("a super admin writes an article, publishes it, and readers can find it", async ({ page, baseURL }) => {
    const word = uniqueWord();
    const title = `Reconciling ${word} ledgers`;
    await signInAsSuperAdmin(page);
    await page.goto("/su/admin/knowledge-base");
    await expect(page.getByRole("heading", { level: 1, name: "Knowledge Base" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Articles" }).getByRole("row")).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "New article" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "New article" })).toBeVisible();
    // The server's words for what is missing.
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Title must be at least 3 characters")).toBeVisible();

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Summary").fill(`How to keep ${word} ledgers in step with your contacts.`);
    await page.getByLabel("Category").selectOption({ label: "Billing & Plans" });
    await page.getByLabel("Tags").fill(`ledgers, ${word}`);
    await page
      .getByLabel("Body (Markdown)")
      .fill(`## Why it matters\n\nKeep **${word}** records tidy.\n\n1. Export the ledger\n2. Import it as \`CSV\``);
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: "Why it matters" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText(word);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get("article"));
    expect(id).toBeGreaterThan(0);
    // A draft is not public yet.
    expect((await page.request.get(`/api/kb/articles/${id}`)).status()).toBe(404);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();

    const search = await page.request.get(`/api/kb/search?q=${encodeURIComponent(word)}`);
    expect(search.ok()).toBe(true);
    const found = (await search.json()) as Summary[];
    expect(found.map((a) => a.id)).toEqual([id]);

    const reader = await page.context().newPage();
    await reader.goto(`${baseURL}/knowledge-base/article/${id}`);
    await expect(reader.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(reader.getByRole("article").locator("ol > li")).toHaveCount(2);
    await reader.close();

    // Back in the list, with its badge.
    await page.getByRole("button", { name: "All articles" }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row.getByText("Published")).toBeVisible();
  });
});
