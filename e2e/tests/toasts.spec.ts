import { expect, test } from "./fixtures";
import { signInAsStaff, tenantOrigin } from "./support";

// Issue 23 point 4: a toast about a dialog's own action (here a failed create) shows at the top while the dialog is
// open, never over its buttons, at desktop and phone width; with the dialog closed toasts are at the bottom again.

test("a toast raised while a dialog is open never covers the dialog's buttons @responsive", async ({
  page,
  baseURL,
}, testInfo) => {
  await signInAsStaff(page, tenantOrigin(baseURL, "demo"));
  await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
  await page.route("**/api/tenants/*/contacts", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Try again in a moment"}' })
      : route.fallback(),
  );

  await page.getByRole("button", { name: "Add Patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Patient" });
  await dialog.getByLabel("Name").fill("Toast Overlap");
  await dialog.getByRole("button", { name: "Add Patient" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Try again in a moment" });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("toast-over-dialog.png") });

  const toastBox = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
  for (const button of await dialog.getByRole("button").all()) {
    const box = await button.boundingBox();
    if (!box) continue;
    const overlaps =
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height;
    expect(overlaps, `the toast covers "${await button.innerText()}"`).toBe(false);
  }

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
});
