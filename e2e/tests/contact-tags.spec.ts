import { expect, type Page, test } from "./fixtures";
import { DEMO_ADMIN, signInAsStaff, tenantOrigin } from "./support";

// Contact tags and bulk actions (issue 21): the demo clinic's admin tags two new patients from the list (creating the
// tag on the fly), filters the list by the tag, and changes the status of all matching in one bulk job whose progress
// finishes on screen. The contacts and the tag carry a per-run stamp.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addPatient(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Add Patient" }).click();
  const form = page.getByRole("dialog", { name: "Add New Patient" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Add Patient" }).click();
  await expect(form).toBeHidden();
}

async function tagFromRow(page: Page, name: string, tag: string, create: boolean): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Tags" }).click();
  const dialog = page.getByRole("dialog", { name: `Tags of ${name}` });
  if (create) {
    await dialog.getByLabel("Find or create a tag").fill(tag);
    await dialog.getByRole("button", { name: `Create “${tag}”` }).click();
  } else {
    await dialog.getByLabel("Find or create a tag").fill(tag);
    await dialog.getByRole("checkbox", { name: tag }).check();
  }
  await expect(dialog.getByRole("checkbox", { name: tag })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test.describe("contact tags and bulk actions", () => {
  test("tags two patients from the list, filters by the tag, and bulk-changes all matching", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const id = stamp();
    const tag = `Spring ${id}`;
    const first = `Tilda Tag ${id}`;
    const second = `Theo Tag ${id}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_ADMIN);
    await page
      .getByRole("navigation", { name: "Dashboard" })
      .getByRole("button", { name: "Patients", exact: true })
      .click();

    await addPatient(page, first);
    await addPatient(page, second);
    await page.getByPlaceholder("Search patients...").fill(id);
    const table = page.getByRole("table", { name: "Patients" });
    await expect(table.getByRole("row")).toHaveCount(3);

    await tagFromRow(page, first, tag, true);
    await tagFromRow(page, second, tag, false);
    await expect(table.getByRole("row").filter({ hasText: first }).getByRole("list", { name: "Tags" })).toContainText(
      tag,
    );

    // Filter by the tag only (the search cleared): the two patients, and no other.
    await page.getByPlaceholder("Search patients...").fill("");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("checkbox", { name: `Tag ${tag}` }).check();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("list", { name: "Active tag filters" })).toContainText(`Tag: ${tag}`);
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(page.getByText(/^Showing 2 of 2 /)).toBeVisible();

    // Tick all, choose "all matching", change the status: one job, its progress on screen until done.
    await table.getByRole("checkbox", { name: /select all/i }).check();
    await page.getByRole("button", { name: "Select all 2 matching" }).click();
    await expect(page.getByText("All 2 matching contacts selected")).toBeVisible();
    await page.getByLabel("Bulk action").selectOption("status");
    await page.getByLabel("Change the status: choose").selectOption("INACTIVE");
    await page.screenshot({ path: "e2e/.artifacts/contact-tags-bulk-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Apply to 2" }).click();
    await expect(page.getByRole("progressbar", { name: "Bulk action progress" })).toBeVisible();
    await expect(page.getByText("Done: 2 contacts changed.")).toBeVisible({ timeout: 20_000 });
    await page.getByText("Done: 2 contacts changed.").locator("..").getByRole("button", { name: "Close" }).click();
    await expect(table.getByRole("row").filter({ hasText: first })).toContainText("Inactive");
    await expect(table.getByRole("row").filter({ hasText: second })).toContainText("Inactive");
    await page.screenshot({ path: "e2e/.artifacts/contact-tags-list-1280.png", fullPage: true });

    // A phone: the same list as cards with their tags, and the bulk bar.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: "Patients" });
    await expect(cards.getByRole("listitem").filter({ hasText: first })).toContainText(tag);
    await cards.getByRole("checkbox", { name: `Select ${first}` }).check();
    await expect(page.getByText("1 selected")).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/contact-tags-390.png", fullPage: true });
  });
});
