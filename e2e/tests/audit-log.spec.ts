import { expect, test } from "./fixtures";
import { expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The workspace admin's Audit Log section (issue 17 point 9): the admin's own sign-in is in it, with the seeded events;
// filtering by action; screenshots at desktop and phone width.

test.describe("audit log section", () => {
  test("the admin sees their sign-in and filters by action", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo);
    await page.goto(`${demo}/tu/admin/dashboard?section=audit`);
    await expect(page.getByRole("heading", { level: 2, name: "Audit Log" })).toBeVisible();
    const table = page.getByRole("table", { name: "Audit events" });
    await expect(table.getByRole("row").nth(1)).toContainText("Signed in");
    await expect(table.getByRole("row").nth(1)).toContainText("Avery Morgan");
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "e2e/.artifacts/audit-log-1280.png", fullPage: true });

    await page.getByLabel("Action").selectOption("contacts_import");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table).toContainText("Imported contacts");

    await page.getByLabel("Action").selectOption("");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByRole("row").nth(1)).toContainText("Signed in");
    await page.screenshot({ path: "e2e/.artifacts/audit-log-390.png", fullPage: true });
  });
});
