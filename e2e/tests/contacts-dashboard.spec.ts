import { readFileSync, writeFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The tenant admin dashboard and its contacts screen, end to end against the real server (fresh database each run).
// Contacts created here carry a per-run stamp, so the tests never depend on each other's rows.

const LOGINS = {
  demoAdmin: { username: "demo-admin", password: "DemoAdmin123!" },
  demoStaff: { username: "demo-staff", password: "DemoStaff123!" },
  summitAdmin: { username: "summit-admin", password: "SummitAdmin123!" },
} as const;

/** The words of the workspace signed in to (issue 19): the clinic's patients, Summit's (legal) clients. */
const NOUNS = { demo: { one: "Patient", other: "Patients" }, summit: { one: "Client", other: "Clients" } } as const;
let noun: { one: string; other: string } = NOUNS.demo;
const lower = (word: string) => word.toLowerCase();
const TEXT = {
  get empty() {
    return `No ${lower(noun.other)} added yet. Add your first ${lower(noun.one)}.`;
  },
  get emptyFiltered() {
    return `No ${lower(noun.other)} found matching the search criteria.`;
  },
};

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in on the tenant's landing; the form goes to /dashboard, then to /tu/admin/dashboard. */
async function signIn(page: Page, baseURL: string | undefined, subdomain: string, login: keyof typeof LOGINS) {
  noun = subdomain === "summit" ? NOUNS.summit : NOUNS.demo;
  await signInAsStaff(page, tenantOrigin(baseURL, subdomain), LOGINS[login]);
  await expect(page.getByRole("heading", { level: 2, name: `${noun.other} Management` })).toBeVisible();
  // A table from 640px up, a list of cards on phones.
  await expect(contactsTable(page).or(page.getByRole("list", { name: noun.other }))).toBeVisible();
}

function contactsTable(page: Page): Locator {
  return page.getByRole("table", { name: noun.other });
}

function row(page: Page, name: string): Locator {
  return contactsTable(page).getByRole("row").filter({ hasText: name });
}

async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first();
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder(`Search ${lower(noun.other)}...`).fill(text);
}

async function rowAction(page: Page, name: string, action: "Edit" | "Delete"): Promise<void> {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function deleteContact(page: Page, name: string): Promise<void> {
  await rowAction(page, name, "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(confirm).toContainText(
    `This moves the ${lower(noun.one)} to the trash. An administrator can restore it within 30 days, with its notes and tags.`,
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, `${noun.one} deleted`, `${noun.one} has been deleted successfully.`);
  await expect(confirm).toBeHidden();
  await expect(row(page, name)).toHaveCount(0);
}

/** Clicks Export and returns the downloaded CSV's text. */
async function exportCsv(page: Page): Promise<{ text: string; filename: string }> {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  const file = await download;
  const path = await file.path();
  return { text: readFileSync(path, "utf8"), filename: file.suggestedFilename() };
}

test.describe("tenant admin dashboard", () => {
  test("the demo admin's dashboard: sidebar, title, sections, and no serious a11y issue", async ({ page, baseURL }) => {
    await signIn(page, baseURL, "demo", "demoAdmin");
    await expect(page).toHaveTitle("Demo Health Clinic | EngageSuite");
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    await expect(page.getByText("Demo Health Clinic").first()).toBeVisible();
    await expect(nav.getByRole("button", { name: "Patients" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Billing" })).not.toHaveAttribute("aria-disabled");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(row(page, "Maria Gonzalez")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole("button", { name: "Billing" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Billing" })).toBeVisible();
    await nav.getByRole("button", { name: "Help Desk" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();
    await nav.getByRole("button", { name: "Knowledge Base" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Knowledge Base" })).toBeVisible();
    await nav.getByRole("button", { name: "Patients" }).click();
    await expect(contactsTable(page)).toBeVisible();

    await page.getByRole("button", { name: "Add Patient" }).click();
    await expect(page.getByRole("dialog", { name: "Add New Patient" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a staff member of the tenant gets in too", async ({ page, baseURL }) => {
    await signIn(page, baseURL, "demo", "demoStaff");
    await expect(page.getByText("Staff", { exact: true }).first()).toBeVisible();
    await expect(row(page, "Maria Gonzalez")).toBeVisible();
  });

  test("signed out, the dashboard sends you to the tenant's landing", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await page.goto(`${demo}/tu/admin/dashboard`);
    await page.waitForURL(`${demo}/`);
    await expect(page.getByLabel("Username or email")).toBeVisible();
  });

  test("@phone-only the sidebar folds into a menu on phones", async ({ page, baseURL }) => {
    await signIn(page, baseURL, "demo", "demoAdmin");
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
    await expect(page.getByText("Demo Health Clinic").first()).toBeVisible();
    const cards = page.getByRole("list", { name: "Patients" });
    await expect(cards.getByRole("listitem").filter({ hasText: "Maria Gonzalez" })).toBeVisible();
    // The row menu sits inside the screen's width (no sideways scroll to reach it).
    const actions = page.getByRole("button", { name: "Actions for Maria Gonzalez" });
    await actions.scrollIntoViewIfNeeded();
    const box = await actions.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Dashboard menu" });
    await menu.getByRole("button", { name: "Help Desk" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("contacts", () => {
  test("add (with the spec's validation), edit, and delete with confirmation", async ({ page, baseURL }) => {
    const id = stamp();
    const name = `Nora Add ${id}`;
    const renamed = `Nora Edited ${id}`;
    await signIn(page, baseURL, "demo", "demoAdmin");

    await page.getByRole("button", { name: "Add Patient" }).click();
    const add = page.getByRole("dialog", { name: "Add New Patient" });
    await add.getByRole("button", { name: "Add Patient" }).click();
    await expect(add.getByText("Name must be at least 2 characters")).toBeVisible();
    await add.getByLabel("Name").fill(name);
    await add.getByLabel("Email").fill("not-an-email");
    await add.getByRole("button", { name: "Add Patient" }).click();
    await expect(add.getByText("Invalid email address")).toBeVisible();
    await add.getByLabel("Email").fill(`nora.${id}@example.com`);
    await add.getByLabel("Job title").fill("Office manager");
    // The clinic's (healthcare) contact types: a new contact is a Patient unless chosen otherwise.
    await expect(add.getByLabel("Type")).toHaveValue("PATIENT");
    await expect(add.getByLabel("Status")).toHaveValue("ACTIVE");
    await add.getByLabel("Type").selectOption("PROSPECTIVE_PATIENT");
    await add.getByRole("button", { name: "Add Patient" }).click();
    await expectToast(page, "Patient created", "Patient has been created successfully.");
    await expect(add).toBeHidden();

    await search(page, id);
    await expect(contactsTable(page).getByRole("row")).toHaveCount(2);
    await expect(row(page, name)).toContainText("Prospective patient");
    await expect(row(page, name)).toContainText("Active");
    // No phone: the cell shows a dash.
    await expect(row(page, name).getByRole("cell").nth(4)).toHaveText("-");

    await rowAction(page, name, "Edit");
    const edit = page.getByRole("dialog", { name: "Edit Patient" });
    await expect(edit.getByLabel("Name")).toHaveValue(name);
    await edit.getByLabel("Name").fill(renamed);
    await edit.getByLabel("Phone").fill("+1 555 0199");
    await edit.getByLabel("Status").selectOption("INACTIVE");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Patient updated", "Patient has been updated successfully.");
    await expect(row(page, renamed)).toContainText("Inactive");
    await expect(row(page, renamed)).toContainText("+1 555 0199");

    await rowAction(page, renamed, "Delete");
    const confirm = page.getByRole("alertdialog", { name: "Are you sure?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, renamed)).toBeVisible();
    await deleteContact(page, renamed);
    await expect(page.getByText(TEXT.emptyFiltered)).toBeVisible();
  });

  test("search, tabs and filters on the server, with both empty states; export and import", async ({
    page,
    baseURL,
  }) => {
    // Summit's three seeded contacts: exported, deleted (the tenant is empty), then imported back.
    await signIn(page, baseURL, "summit", "summitAdmin");
    await expect(contactsTable(page).getByRole("row")).toHaveCount(4);

    await search(page, "GRACE");
    await expect(contactsTable(page).getByRole("row")).toHaveCount(2);
    await expect(row(page, "Grace Liu")).toBeVisible();
    await search(page, "nobody-by-this-name");
    await expect(page.getByText(TEXT.emptyFiltered)).toBeVisible();
    await search(page, "");
    await expect(contactsTable(page).getByRole("row")).toHaveCount(4);

    // Summit's (legal) contact types make the tabs.
    await page.getByRole("tab", { name: "Prospective client" }).click();
    await expect(contactsTable(page).getByRole("row")).toHaveCount(2);
    await expect(row(page, "Grace Liu")).toContainText("Pending");
    await page.getByRole("tab", { name: "Clients", exact: true }).click();
    await expect(row(page, "Robert Hale")).toBeVisible();
    await expect(contactsTable(page).getByRole("row")).toHaveCount(2);
    await page.getByRole("tab", { name: "All Clients" }).click();

    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Status").selectOption("PENDING");
    await page.keyboard.press("Escape");
    await expect(contactsTable(page).getByRole("row")).toHaveCount(2);
    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips).toContainText("Status: Pending");
    await page.getByRole("combobox", { name: "Filter by type" }).selectOption("OTHER");
    await expect(page.getByText(TEXT.emptyFiltered)).toBeVisible();
    await page.getByRole("button", { name: "Remove filter Status: Pending" }).click();
    await expect(row(page, "Clearwater Court Reporting")).toBeVisible();
    await page.getByRole("button", { name: "Remove filter Type: Other" }).click();
    await expect(chips).toBeHidden();
    await expect(contactsTable(page).getByRole("row")).toHaveCount(4);

    const exported = await exportCsv(page);
    expect(exported.filename).toMatch(/^contacts-summit-.*\.csv$/);
    const lines = exported.text.trim().split(/\r?\n/);
    // The contact columns, then the workspace's custom fields (issue 19; the legal vertical's, here).
    expect(lines[0]).toMatch(/^name,email,phone,jobTitle,type,status,notes,Matter number,/);
    expect(lines).toHaveLength(4);
    expect(exported.text).toContain("Robert Hale");

    for (const name of ["Clearwater Court Reporting", "Grace Liu", "Robert Hale"]) await deleteContact(page, name);
    await expect(page.getByText(TEXT.empty)).toBeVisible();

    const file = test.info().outputPath("summit-contacts.csv");
    writeFileSync(file, exported.text);
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import clients" });
    await dialog.getByLabel("CSV file").setInputFiles(file);
    await dialog.getByRole("button", { name: "Check the rows" }).click();
    await expect(dialog.getByText("3 clients are ready to import.")).toBeVisible();
    await dialog.getByRole("button", { name: "Import 3 rows" }).click();
    await expectToast(page, "Clients imported", "3 clients have been imported.");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(contactsTable(page).getByRole("row")).toHaveCount(4);
    await expect(row(page, "Robert Hale")).toContainText("Client");
  });

  test("import: row errors block an all-or-nothing import; a good file is imported and exported again", async ({
    page,
    baseURL,
  }) => {
    const id = stamp();
    await signIn(page, baseURL, "demo", "demoAdmin");

    const bad = test.info().outputPath("bad.csv");
    writeFileSync(bad, `Name,Email,Type\nIvy Import ${id},ivy.${id}@example.com,LEAD\nX,not-an-email,CLIENT\n`);
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog", { name: "Import patients" });
    await dialog.getByLabel("CSV file").setInputFiles(bad);
    await dialog.getByRole("button", { name: "Check the rows" }).click();
    const rows = dialog.getByRole("list", { name: "Import preview" });
    await expect(rows).toContainText(
      'Row 3: the name "X" is too short (at least 2 characters); the e-mail "not-an-email" is not an e-mail address',
    );
    await dialog.getByRole("radio", { name: /All or nothing/ }).check();
    await expect(dialog.getByRole("button", { name: /^Import \d+ rows?$/ })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Back" }).click();
    await dialog.getByRole("button", { name: "Back" }).click();

    const good = test.info().outputPath("good.csv");
    writeFileSync(
      good,
      [
        "name,email,phone,jobTitle,type,status,notes",
        `Ivy Import ${id},ivy.${id}@example.com,555 0101,Buyer,PROSPECTIVE_PATIENT,PENDING,First contact at the fair`,
        `Jon Import ${id},,,,Other,active,`,
      ].join("\n"),
    );
    await dialog.getByLabel("CSV file").setInputFiles(good);
    await dialog.getByRole("button", { name: "Check the rows" }).click();
    await expect(dialog.getByText("2 patients are ready to import.")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Import preview" })).toContainText(`Ivy Import ${id}`);
    await dialog.getByRole("button", { name: "Import 2 rows" }).click();
    await expectToast(page, "Patients imported", "2 patients have been imported.");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();

    await search(page, id);
    await expect(contactsTable(page).getByRole("row")).toHaveCount(3);
    await expect(row(page, `Jon Import ${id}`)).toContainText("Other");

    const exported = await exportCsv(page);
    expect(exported.text).toContain(
      `Ivy Import ${id},ivy.${id}@example.com,555 0101,Buyer,PROSPECTIVE_PATIENT,PENDING`,
    );
    expect(exported.text).toContain(`Jon Import ${id}`);
    expect(exported.text).not.toContain("Maria Gonzalez");
  });
});
