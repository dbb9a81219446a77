import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Page, test } from "./fixtures";
import { DEMO_ADMIN, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Issue 21 point 8: the import wizard on the demo clinic. Download the template, choose a file with odd headers,
// lower-case types and one bad row, match the columns, see the bad row's reason, import the valid rows, download the
// rejected one with its reason, and find the imported patients in the list.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent("download");
  await click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

/** No element wider than the page (the phone check). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an admin imports a forgiving file through the wizard and downloads the rejected row", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const id = stamp();
  await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import patients" });
  await expect(dialog.getByRole("heading", { name: "Step 1 of 4: Choose a file" })).toBeFocused();

  const template = await downloadText(page, () =>
    dialog.getByRole("button", { name: "Download the template" }).click(),
  );
  expect(template.name).toBe("contacts-template.csv");
  const [header, example] = template.text.trim().split("\n");
  expect(header).toBe(
    "Name,E-mail,Phone,Job title,Type,Status,Notes,Date of birth,Insurance provider,Insurance member ID,Primary physician,Preferred contact method",
  );
  expect(example).toContain(",PATIENT,Active,");

  const file = test.info().outputPath("odd.csv");
  writeFileSync(
    file,
    [
      "Full name;E-mail address;Kind;State;Date of Birth;Favourite colour",
      `Wiz Ada ${id};ada.${id}@example.com;patient;active;1990-01-02;teal`,
      `Wiz Bo ${id};;Prospective Patient;PENDING;;`,
      `Wiz Cy ${id};bob@;patient;;;`,
    ].join("\r\n"),
  );
  await dialog.getByLabel("CSV file").setInputFiles(file);
  await expect(dialog.getByRole("heading", { name: "Step 2 of 4: Match the columns" })).toBeFocused();
  const matching = dialog.getByRole("list", { name: "Column matching" });
  await expect(matching.getByLabel("Full name")).toHaveValue("name");
  await expect(matching.getByLabel("E-mail address")).toHaveValue("email");
  await expect(matching.getByLabel("Kind")).toHaveValue("type");
  await expect(matching.getByLabel("State")).toHaveValue("status");
  await expect(matching.getByLabel("Date of Birth")).toHaveValue("custom:date_of_birth");
  await expect(matching.getByLabel("Favourite colour")).toHaveValue("");
  await page.screenshot({ path: "e2e/.artifacts/contact-import-mapping-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: "e2e/.artifacts/contact-import-mapping-390.png" });
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole("button", { name: "Check the rows" }).click();
  await expect(dialog.getByRole("heading", { name: "Step 3 of 4: Check the rows" })).toBeVisible();
  await expect(dialog.getByText("2 patients are ready to import.")).toBeVisible();
  const preview = dialog.getByRole("list", { name: "Import preview" });
  await expect(preview).toContainText('Row 4: the e-mail "bob@" is not an e-mail address');
  await expect(preview.getByRole("listitem").filter({ hasText: `Wiz Bo ${id}` })).toContainText("Prospective patient");
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: "e2e/.artifacts/contact-import-preview-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "e2e/.artifacts/contact-import-preview-1280.png" });
  await expectNoSeriousA11yViolations(page);

  await expect(dialog.getByRole("radio", { name: /Import the valid rows/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(dialog.getByRole("heading", { name: "Step 4 of 4: Done" })).toBeVisible();
  await expect(dialog.getByRole("status")).toContainText("2 patients have been imported.");
  await expect(dialog.getByRole("list", { name: "Rejected rows" })).toContainText(
    'Row 4: the e-mail "bob@" is not an e-mail address',
  );
  const rejected = await downloadText(page, () =>
    dialog.getByRole("button", { name: "Download rejected rows" }).click(),
  );
  expect(rejected.name).toBe("rejected-odd.csv");
  expect(rejected.text.trim().split("\n")).toEqual([
    "Full name,E-mail address,Kind,State,Date of Birth,Favourite colour,reason",
    `Wiz Cy ${id},bob@,patient,,,,"the e-mail ""bob@"" is not an e-mail address"`,
  ]);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder("Search patients...").fill(id);
  const table = page.getByRole("table", { name: "Patients" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("row").filter({ hasText: `Wiz Ada ${id}` })).toContainText("Patient");
  await expect(table.getByRole("row").filter({ hasText: `Wiz Bo ${id}` })).toContainText("Prospective patient");
});
