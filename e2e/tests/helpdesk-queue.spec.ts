import { expect, type Page, test } from "./fixtures";
import { browserApi, signInAsStaff, tenantOrigin } from "./support";

// The help desk queue at scale (issue 22): a tenant with 520 tickets shows all 520 in the tab counts, pages with
// "Load more", sorts on the server, and its search finds ticket 1 (which no first page of the newest would show).
// The Summit tenant is used: no other spec writes tickets there.

const SUMMIT_ADMIN = { username: "summit-admin", password: "SummitAdmin123!" } as const;
const TOTAL = 520;

interface ApiTicket {
  id: string;
  number: number;
  title: string;
}

async function openHelpDesk(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Help Desk" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();
}

const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");

test.describe("help desk queue", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test("a tenant with 520 tickets shows all 520 in the counts and finds ticket 1 by search", async ({
    page,
    browser,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL, "summit");
    // Fill the tenant up to 520 tickets through the API (the seed gave it a few, ticket 1 among them).
    const { call, dispose } = await browserApi(browser, origin);
    const signIn = await call("POST", "/api/auth/tenant/login", SUMMIT_ADMIN);
    expect(signIn.status).toBe(200);
    const tenant = (await call<{ id: string }>("GET", "/api/tenants/current")).body;
    const counts = (await call<Record<string, number>>("GET", `/api/helpdesk/tickets/tenant/${tenant.id}/counts`)).body;
    const have = Object.values(counts).reduce((a, b) => a + b, 0);
    const missing = TOTAL - have;
    expect(missing).toBeGreaterThan(0);
    for (let i = 0; i < missing; i += 20) {
      const batch = Array.from({ length: Math.min(20, missing - i) }, (_, j) =>
        call("POST", "/api/helpdesk/tickets", {
          title: `Queue load ${i + j + 1}`,
          description: "A ticket of the 520-ticket queue test",
          priority: (["low", "medium", "high", "critical"] as const)[(i + j) % 4],
        }),
      );
      for (const res of await Promise.all(batch)) expect(res.status).toBe(201);
    }
    const first = (await call<ApiTicket[]>("GET", `/api/helpdesk/tickets/tenant/${tenant.id}?search=%2300001`)).body;
    expect(first.map((t) => t.number)).toEqual([1]);
    const ticketOne = first[0]!;
    await dispose();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, origin, SUMMIT_ADMIN);
    await openHelpDesk(page);
    await expect(page.getByTestId("tab-count-all")).toHaveText("520");
    await expect(page.getByTestId("ticket-pager-status")).toHaveText(`Showing 50 of ${TOTAL}`);
    await expect(cards(page)).toHaveCount(50);
    // The newest first: ticket 1 is not on the first page.
    await expect(cards(page).filter({ hasText: "#00001" })).toHaveCount(0);

    // Search by a word of ticket 1's title (on the server): found, though it is the oldest of 520.
    const word = ticketOne.title.split(" ").sort((a, b) => b.length - a.length)[0]!;
    await page.getByRole("searchbox").fill(word);
    await expect(cards(page).filter({ hasText: "#00001" })).toHaveCount(1);
    await expect(cards(page).first()).toContainText(ticketOne.title);
    // And by its number.
    await page.getByRole("searchbox").fill("#00001");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("#00001");
    await page.getByRole("searchbox").fill("");
    await expect(cards(page)).toHaveCount(50);
  });

  test("load more reads the next page, the sort is the server's, and the queue looks right at 1280 and 390", async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL, "summit");
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, origin, SUMMIT_ADMIN);
    await openHelpDesk(page);
    await expect(cards(page)).toHaveCount(50);
    const firstPage = await cards(page).allInnerTexts();

    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(100);
    await expect(page.getByTestId("ticket-pager-status")).toContainText("Showing 100 of");
    const numbers = (await cards(page).allInnerTexts()).map((text) => text.match(/#(\d{5})/)?.[1]);
    expect(new Set(numbers).size).toBe(100);
    expect(firstPage[0]).toBe((await cards(page).allInnerTexts())[0]);

    // Oldest first: ticket 1 leads.
    await page.getByLabel("Sort by").selectOption("created:asc");
    await expect(cards(page).first()).toContainText("#00001");
    await expect(cards(page)).toHaveCount(50);
    // Highest priority first: a critical ticket leads.
    await page.getByLabel("Sort by").selectOption("priority:desc");
    await expect(cards(page).first()).toContainText("Critical");
    await page.getByLabel("Sort by").selectOption("created:desc");
    await expect(cards(page).first()).toContainText(firstPage[0]!.match(/#\d{5}/)![0]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "e2e/.artifacts/helpdesk-queue-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole("heading", { level: 2, name: "Help Desk" }).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "e2e/.artifacts/helpdesk-queue-390.png" });
    await page.getByRole("button", { name: "Load more" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/.artifacts/helpdesk-queue-390-more.png" });
  });
});
