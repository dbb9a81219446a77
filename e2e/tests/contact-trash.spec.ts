import { expect, type Page, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_STAFF, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The contacts' trash (issue 21 point 6): the demo clinic's admin deletes a patient from the list, it leaves the list
// and its count, the toast says it went to the trash; the admin opens Trash (its own URL), restores it, and it is
// back with its note and tag. Staff see no Trash. The patient and the tag carry a per-run stamp.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openPatients(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("button", { name: "Patients", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
}

test.describe("contacts trash", () => {
  test("delete a patient, find it in the trash, restore it with its note and tag", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const id = stamp();
    const name = `Tess Trash ${id}`;
    const tag = `Trash ${id}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_ADMIN);
    await openPatients(page);

    // A patient with a note (the form's notes become the first note) and a tag.
    await page.getByRole("button", { name: "Add Patient" }).click();
    const form = page.getByRole("dialog", { name: "Add New Patient" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(`tess.${id}@example.com`);
    await form.getByLabel("Notes").fill(`Allergic to penicillin ${id}`);
    await form.getByRole("button", { name: "Add Patient" }).click();
    await expect(form).toBeHidden();
    await page.getByPlaceholder("Search patients...").fill(id);
    const table = page.getByRole("table", { name: "Patients" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(page.getByText(/^Showing 1 of 1 /)).toBeVisible();
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Tags" }).click();
    const tags = page.getByRole("dialog", { name: `Tags of ${name}` });
    await tags.getByLabel("Find or create a tag").fill(tag);
    await tags.getByRole("button", { name: `Create “${tag}”` }).click();
    await expect(tags.getByRole("checkbox", { name: tag })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(tags).toBeHidden();

    // Delete: the spec's confirmation, then the toast says where it went and offers Undo.
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .first();
    await expect(toast).toContainText("Patient has been deleted successfully.");
    await expect(toast).toContainText("It is in the trash for 30 days.");
    await expect(toast.getByRole("button", { name: "Undo" })).toBeVisible();
    await expect(page.getByText("No patients found matching the search criteria.")).toBeVisible();
    await expect(page.getByText(/^Showing 1 of 1 /)).toHaveCount(0);

    // The trash: its own URL, the patient first with who deleted it and the days left.
    await page.getByRole("link", { name: "Trash", exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=trash/);
    await expect(page.getByRole("heading", { level: 2, name: "Trash" })).toBeVisible();
    const trash = page.getByRole("table", { name: "Trash" });
    const row = trash.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("by Avery Morgan");
    await expect(row).toContainText("30 days left");
    await page.screenshot({ path: "e2e/.artifacts/contact-trash-1280.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // A phone: the same trash as cards, buttons in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole("list", { name: "Trash" });
    await expect(cards.getByRole("listitem").filter({ hasText: name })).toContainText("30 days left");
    await page.screenshot({ path: "e2e/.artifacts/contact-trash-390.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await trash.getByRole("button", { name: `Restore ${name}` }).click();
    await expect(toast).toContainText("1 patient restored");
    await expect(trash.getByRole("row").filter({ hasText: name })).toHaveCount(0);

    // Back returns to the list; the patient is there again with its tag, and its note on its page.
    await page.goBack();
    await expect(page).not.toHaveURL(/view=trash/);
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await page.getByPlaceholder("Search patients...").fill(id);
    await expect(page.getByText(/^Showing 1 of 1 /)).toBeVisible();
    const back = table.getByRole("row").filter({ hasText: name });
    await expect(back.getByRole("list", { name: "Tags" })).toContainText(tag);
    await back.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("list", { name: "Notes" })).toContainText(`Allergic to penicillin ${id}`);
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByRole("listitem").first()).toContainText("Restored from the trash");
    await expect(timeline).toContainText("Moved to the trash");
  });

  test("Undo in the delete toast brings the patient back; staff see no Trash", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const id = stamp();
    const name = `Ulla Undo ${id}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_ADMIN);
    await openPatients(page);
    await page.getByRole("button", { name: "Add Patient" }).click();
    const form = page.getByRole("dialog", { name: "Add New Patient" });
    await form.getByLabel("Name").fill(name);
    await form.getByRole("button", { name: "Add Patient" }).click();
    await expect(form).toBeHidden();
    await page.getByPlaceholder("Search patients...").fill(id);
    await page.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No patients found matching the search criteria.")).toBeVisible();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .getByRole("listitem")
      .first();
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(
      page.getByRole("table", { name: "Patients" }).getByRole("row").filter({ hasText: name }),
    ).toBeVisible();

    const staff = await browser.newPage();
    await staff.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(staff, tenantOrigin(baseURL, "demo"), DEMO_STAFF);
    await openPatients(staff);
    await expect(staff.getByRole("button", { name: "Add Patient" })).toBeVisible();
    await expect(staff.getByRole("link", { name: "Trash", exact: true })).toHaveCount(0);
    // The trash's URL shows a staff member the list, not the trash.
    await staff.goto(`${staff.url().split("?")[0]}?section=contacts&view=trash`);
    await expect(staff.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await expect(staff.getByRole("heading", { level: 2, name: "Trash" })).toHaveCount(0);
    await staff.close();
  });
});
