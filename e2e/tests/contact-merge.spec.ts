import { expect, type Page, test } from "./fixtures";
import { DEMO_ADMIN, signInAsStaff, tenantOrigin } from "./support";

// Duplicates and merge (issue 21 point 7): adding a patient with an e-mail another patient has warns and offers to
// open that patient; on a record page "Merge…" suggests the patient with the same e-mail, shows what is kept and
// taken, and after the merge the survivor's timeline has the other's note and the merge itself.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A patient made through the API from the signed-in page, with a first note; answers its id. */
async function patientWithNote(page: Page, body: Record<string, string>, note: string): Promise<string> {
  const answer = await page.evaluate(
    async ({ body, note }) => {
      const tenant = await (await fetch("/api/tenants/current")).json();
      const post = (path: string, data: unknown) =>
        fetch(`/api/tenants/${tenant.id}/contacts${path}`, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(data),
        });
      const created = await post("", body);
      const contact = await created.json();
      const noted = await post(`/${contact.id}/notes`, { body: note });
      return { created: created.status, noted: noted.status, id: contact.id as string };
    },
    { body, note },
  );
  expect(answer.created).toBe(201);
  expect(answer.noted).toBe(201);
  return answer.id;
}

test.describe("duplicates and merge", () => {
  test("a duplicate e-mail warns and opens the patient; merging moves the other's note and shows on the timeline", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const id = stamp();
    const email = `merge-${id}@example.com`;
    const survivor = `Ada Merge ${id}`;
    const other = `Bea Merge ${id}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsStaff(page, tenantOrigin(baseURL, "demo"), DEMO_ADMIN);
    const survivorId = await patientWithNote(page, { name: survivor, email }, "Survivor's first note");
    await patientWithNote(
      page,
      { name: other, email: email.toUpperCase(), phone: "+1 555 0177" },
      "Bea prefers mornings",
    );

    // Adding a third with the same address (other case, spaces): a warning naming the first, Open goes there.
    await page.getByRole("button", { name: "Add Patient" }).click();
    const form = page.getByRole("dialog", { name: "Add New Patient" });
    await form.getByLabel("Name").fill(`Cal Merge ${id}`);
    await form.getByLabel("Email").fill(` ${email.toUpperCase()} `);
    await form.getByLabel("Phone").focus();
    const warning = form.getByRole("status").filter({ hasText: "already exists" });
    await expect(warning).toContainText(`A patient with this e-mail already exists: ${survivor}`);
    await expect(warning).toContainText("And 1 more with this e-mail.");
    await expect(warning.getByRole("button", { name: "Create anyway" })).toBeVisible();
    await form.screenshot({ path: "e2e/.artifacts/contact-merge-warning-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(warning).toBeInViewport({ ratio: 0.5 });
    await page.screenshot({ path: "e2e/.artifacts/contact-merge-warning-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    // The form's own button stops at the warning: nothing is created.
    await form.getByRole("button", { name: "Add Patient" }).click();
    await expect(form).toBeVisible();
    await warning.getByRole("link", { name: `Open ${survivor}` }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]contact=${survivorId}`));
    await expect(page.getByRole("heading", { level: 2, name: survivor })).toBeVisible();

    // Merge… suggests the patient with the same e-mail; side by side what Ada keeps and takes.
    await page.getByRole("button", { name: "Merge…" }).click();
    const dialog = page.getByRole("dialog", { name: "Merge patients" });
    await dialog
      .getByRole("region", { name: "Same e-mail" })
      .getByRole("button", { name: new RegExp(other) })
      .click();
    const keeps = dialog.getByRole("region", { name: `${survivor} keeps` });
    await expect(keeps).toContainText(email);
    await expect(keeps).toContainText("+1 555 0177");
    await expect(keeps).toContainText(`from ${other}`);
    await expect(dialog.getByRole("region", { name: "Merged in and deleted" })).toContainText(other);
    await dialog.screenshot({ path: "e2e/.artifacts/contact-merge-dialog-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "e2e/.artifacts/contact-merge-dialog-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole("button", { name: `Merge into ${survivor}` }).click();
    await expect(dialog).toBeHidden();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Patients merged")).toBeVisible();
    await expect(toasts.getByText(`${other} was merged into ${survivor}.`)).toBeVisible();

    // The survivor's page: Bea's note, her phone, and the merge at the top of the timeline.
    const timeline = page.getByRole("list", { name: "Timeline" });
    await expect(timeline.getByRole("listitem").first()).toContainText(
      `Merged ${other} (${email.toUpperCase()}) into this patient`,
    );
    await expect(timeline).toContainText("Bea prefers mornings");
    await expect(page.getByRole("list", { name: "Notes" })).toContainText("Bea prefers mornings");
    await expect(page.getByRole("list", { name: "Notes" })).toContainText("Survivor's first note");
    await page.screenshot({ path: "e2e/.artifacts/contact-merge-record-1280.png", fullPage: true });

    // The other is gone: the list no longer finds her.
    await page.getByRole("button", { name: "Back to patients" }).click();
    await page.getByPlaceholder("Search patients...").fill(`Merge ${id}`);
    const table = page.getByRole("table", { name: "Patients" });
    await expect(table.getByRole("link", { name: survivor })).toBeVisible();
    await expect(table.getByRole("link", { name: other })).toHaveCount(0);
  });
});
