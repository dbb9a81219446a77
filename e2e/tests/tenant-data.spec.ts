import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// A workspace's own data (issue 25 point 6): the administrator exports everything as a ZIP (a progress bar while the
// job runs, then a download), and schedules the workspace's deletion by typing its subdomain, then cancels it. Summit
// is used: the demo tenant's figures are read by other specs.

const SUMMIT_ADMIN = { username: "summit-admin", password: "SummitAdmin123!" } as const;

test("the administrator exports every record as a ZIP, and schedules then cancels the workspace's deletion @responsive", async ({
  page,
  baseURL,
}, testInfo) => {
  const origin = tenantOrigin(baseURL, "summit");
  await signInAsStaff(page, origin, SUMMIT_ADMIN);
  await page.goto(`${origin}/tu/admin/dashboard?section=settings`);

  const exportCard = page
    .locator("div")
    .filter({ has: page.getByText("Export your data", { exact: true }) })
    .last();
  await page.getByRole("button", { name: "Export all data" }).click();
  await expect(page.getByText("Export started")).toBeVisible();
  const exportsList = page.getByRole("list", { name: "Data exports" });
  const download = exportsList.getByRole("link", { name: "Download" }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^summit-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync(await file.path());
  // A ZIP (local file header) holding the contacts as CSV and JSON.
  expect(bytes.subarray(0, 4).toString("hex")).toBe("504b0304");
  expect(bytes.includes(Buffer.from("contacts.csv"))).toBe(true);
  expect(bytes.includes(Buffer.from("contacts.json"))).toBe(true);
  await exportCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("your-data.png"), fullPage: false });
  // Nothing wider than the screen (a phone scrolls only down).
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expect(page.getByText("Export started")).toBeHidden({ timeout: 15_000 });

  await page.getByRole("button", { name: "Delete workspace…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this workspace?" });
  await dialog.getByLabel("Workspace subdomain").fill("demo");
  await dialog.getByRole("button", { name: "Delete in 14 days" }).click();
  await expect(dialog.getByText("Type your workspace's subdomain exactly to confirm")).toBeVisible();
  await dialog.getByLabel("Workspace subdomain").fill("summit");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Delete in 14 days" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/This workspace will be deleted on /)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/This workspace will be deleted on /)).toBeVisible();
  await page.getByRole("button", { name: "Cancel the deletion" }).click();
  await expect(page.getByText("Deletion cancelled")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete workspace…" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
