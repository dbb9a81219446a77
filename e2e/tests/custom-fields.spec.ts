import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Custom contact fields (issue 19 points 3 and 6): the demo clinic's admin defines a field in the workspace settings,
// fills it on a contact, finds the contact by searching and filtering on it, exports the CSV and imports it back.
// The field and the contact carry a per-run stamp, and the field is deleted at the end (other specs export too).

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name, exact: true }).click();
}

test.describe("custom contact fields", () => {
  test("an admin defines a field, fills it, searches and filters by it, exports and re-imports it", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const id = stamp();
    const label = `Referral code ${id}`;
    const contact = `Fiona Field ${id}`;
    const code = `REF-${id.toUpperCase()}`;
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_ADMIN);

    // Settings → Contact fields: the healthcare defaults are there; add a text field.
    await openSection(page, "Settings");
    const card = page.getByRole("list", { name: "Contact fields" });
    await expect(card).toContainText("Date of birth");
    await expect(card).toContainText("Insurance provider");
    await page.getByRole("button", { name: "Add field" }).click();
    const dialog = page.getByRole("dialog", { name: "Add field" });
    await dialog.getByLabel("Label").fill(label);
    await expect(dialog.getByLabel("Key")).toHaveValue(`referral_code_${id}`);
    await dialog.getByRole("button", { name: "Add field" }).click();
    await expect(card).toContainText(label);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText("Contact fields", { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/.artifacts/custom-fields-settings-1280.png", fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // Contacts → Add Patient: the custom fields are in the form, checked before sending.
    await openSection(page, "Patients");
    await page.getByRole("button", { name: "Add Patient" }).click();
    const form = page.getByRole("dialog", { name: "Add New Patient" });
    await form.getByLabel("Name").fill(contact);
    await form.getByLabel("Date of birth").fill("1988-06-15");
    await form.getByLabel(label).fill(code);
    await form.getByLabel("Preferred contact method").selectOption("Phone");
    await page.screenshot({ path: "e2e/.artifacts/custom-fields-form-1280.png" });
    await form.getByRole("button", { name: "Add Patient" }).click();
    await expect(form).toBeHidden();

    // The search matches the custom text value; the field filter finds it with the server's count.
    await page.getByPlaceholder("Search patients...").fill(code.toLowerCase());
    const table = page.getByRole("table", { name: "Patients" });
    await expect(table.getByRole("row").filter({ hasText: contact })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(2);
    await page.getByPlaceholder("Search patients...").fill("");
    await page.getByRole("button", { name: "Field filter" }).click();
    const filter = page.getByRole("form", { name: "Field filter" });
    await filter.getByLabel("Field").selectOption({ label });
    await filter.getByLabel("Value").fill(code);
    await filter.getByRole("button", { name: "Apply" }).click();
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").filter({ hasText: contact })).toBeVisible();

    // The edit form shows the stored values.
    await page.getByRole("button", { name: `Actions for ${contact}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Patient" });
    await expect(edit.getByLabel(label)).toHaveValue(code);
    await expect(edit.getByLabel("Date of birth")).toHaveValue("1988-06-15");
    await edit.getByRole("button", { name: "Cancel" }).click();

    // Export (the filtered list): a column per field, headed by its label.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export" }).click();
    const text = readFileSync(await (await download).path(), "utf8");
    const [header, row] = text.trim().split(/\r?\n/);
    expect(header).toContain(`Date of birth,`);
    expect(header).toContain(label);
    expect(row).toContain(code);
    expect(row).toContain("1988-06-15");

    // Delete the contact, then import the exported file with one column more: it comes back; the wizard matches the
    // field's column and leaves the unknown one out.
    await page.getByRole("button", { name: `Actions for ${contact}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(table.getByRole("row").filter({ hasText: contact })).toHaveCount(0);
    const file = test.info().outputPath("fields.csv");
    writeFileSync(file, `${header},Favourite colour\n${row},teal\n`);
    await page.getByRole("button", { name: "Import" }).click();
    const importDialog = page.getByRole("dialog", { name: "Import patients" });
    await importDialog.getByLabel("CSV file").setInputFiles(file);
    const matching = importDialog.getByRole("list", { name: "Column matching" });
    await expect(matching.getByLabel(label)).toHaveValue(`custom:referral_code_${id}`);
    await expect(matching.getByLabel("Favourite colour")).toHaveValue("");
    await importDialog.getByRole("button", { name: "Check the rows" }).click();
    await importDialog.getByRole("button", { name: "Import 1 row" }).click();
    await importDialog.getByRole("button", { name: "Done" }).click();
    await expect(importDialog).toBeHidden();
    await expect(table.getByRole("row").filter({ hasText: contact })).toBeVisible();
    await page.getByRole("button", { name: `Actions for ${contact}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(edit.getByLabel(label)).toHaveValue(code);
    await page.setViewportSize({ width: 390, height: 844 });
    await edit.getByLabel("Preferred contact method").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/.artifacts/custom-fields-form-390.png" });
    await edit.getByRole("button", { name: "Cancel" }).click();

    // The phone view of the settings card; then the field is deleted again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSection(page, "Settings");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText("Contact fields", { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/.artifacts/custom-fields-settings-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: `Delete ${label}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete field" }).click();
    await expect(page.getByRole("list", { name: "Contact fields" })).not.toContainText(label);
  });
});
