import { expect, test } from "./fixtures";
import { DEMO_STAFF, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The contact record (issue 21): a staff member opens a patient from the list to its own page, adds two notes and
// sees them on the timeline, edits a field in place and sees the change there, and Back returns to the list.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("contact record", () => {
  test("open from the list, add notes, edit a field in place, see it all on the timeline, go back", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const name = `Rena Record ${stamp()}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_STAFF);

    await page.getByRole("button", { name: "Add Patient" }).click();
    const form = page.getByRole("dialog", { name: "Add New Patient" });
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Phone").fill("+1 555 0142");
    await form.getByRole("button", { name: "Add Patient" }).click();
    await expect(form).toBeHidden();

    await page.getByPlaceholder("Search patients...").fill(name);
    const table = page.getByRole("table", { name: "Patients" });
    await table.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/[?&]contact=[0-9a-f-]{36}/);
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

    // Two notes, the second in Markdown; both on the timeline, newest first.
    const newNote = page.getByRole("form", { name: "New note" });
    await newNote.getByRole("textbox").fill("Called about the **referral**.");
    await newNote.getByRole("button", { name: "Add note" }).click();
    const notes = page.getByRole("list", { name: "Notes" });
    await expect(notes.locator("strong", { hasText: "referral" })).toBeVisible();
    await newNote.getByRole("textbox").fill("Prefers afternoon appointments.");
    await newNote.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByRole("listitem")).toHaveCount(2);
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByRole("listitem").first()).toContainText("Prefers afternoon appointments.");
    await expect(timeline).toContainText("Called about the **referral**.");

    // A tag created on the fly from the page: on the Tags card and on the timeline.
    const tagName = `Referral ${stamp()}`;
    await page.getByRole("button", { name: "Edit tags" }).click();
    const tagsDialog = page.getByRole("dialog", { name: `Tags of ${name}` });
    await tagsDialog.getByPlaceholder("Find or create a tag").fill(tagName);
    await tagsDialog.getByRole("button", { name: `Create “${tagName}”` }).click();
    await expect(tagsDialog.getByRole("checkbox", { name: tagName })).toBeChecked();
    await page.keyboard.press("Escape");
    await expect(tagsDialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Tags" })).toContainText(tagName);
    await expect(timeline.getByRole("listitem").first()).toContainText(`Tag added: ${tagName}`);

    // An empty note is refused with the shared message, nothing sent.
    await newNote.getByRole("button", { name: "Add note" }).click();
    await expect(newNote).toContainText("Write something in the note.");

    // Edit the phone in place; a bad e-mail is refused with the edit dialog's message first.
    await page.getByRole("button", { name: "Edit details" }).click();
    const details = page.getByRole("form", { name: "Details" });
    await details.getByLabel("Email").fill("not-an-email");
    await details.getByRole("button", { name: "Save Changes" }).click();
    await expect(details).toContainText("Invalid email address");
    await details.getByLabel("Email").fill("");
    await details.getByLabel("Phone").fill("+1 555 0199");
    await details.getByRole("button", { name: "Save Changes" }).click();
    await expect(details).toBeHidden();
    await expect(timeline.getByRole("listitem").first()).toContainText("Phone changed");
    await expect(timeline.getByRole("listitem").first()).toContainText("+1 555 0142 → +1 555 0199");

    // Back returns to the list.
    await page.getByRole("button", { name: "Back to patients" }).click();
    await expect(page).not.toHaveURL(/[?&]contact=/);
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    // The browser's own history agrees: forward to the record, back to the list.
    await page.goForward();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
  });

  test("Jamie Rivera's record shows her portal life, at 1280 and 390 px", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_STAFF);
    await page.getByPlaceholder("Search patients...").fill("Jamie Rivera");
    await page.getByRole("table", { name: "Patients" }).getByRole("link", { name: "Jamie Rivera" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Jamie Rivera" })).toBeVisible();
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline).toContainText("Signed in to the");
    await expect(timeline).toContainText("E-mail sent");
    await expect(page.getByRole("list", { name: "Notes" }).getByRole("listitem").first()).toContainText("Pinned");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "e2e/.artifacts/contact-record-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { level: 2, name: "Jamie Rivera" })).toBeVisible();
    await page.screenshot({ path: "e2e/.artifacts/contact-record-390.png", fullPage: true });
  });
});
