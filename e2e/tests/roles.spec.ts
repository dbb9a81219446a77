import { expect, type Page, test } from "./fixtures";
import { DEMO_ADMIN, DEMO_STAFF, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Roles that differ (issue 17 point 3): the demo tenant's staff member (Riley Chen) works contacts, tickets and the
// knowledge base, but the dashboard offers no Import, Export, Users, Billing, Audit Log, Custom Domains or Settings; the
// server refuses the export itself (403) whatever the screen shows. The admin (Avery Morgan) sees them all.

/** A call from the signed-in page itself (its session cookie, its origin): what a curious member could send. */
async function fromPage(page: Page, method: string, path: string): Promise<{ status: number; body: string }> {
  return page.evaluate(
    async ({ method, path }) => {
      const res = await fetch(path, { method, credentials: "include" });
      return { status: res.status, body: await res.text() };
    },
    { method, path },
  );
}

async function tenantId(page: Page): Promise<string> {
  const me = await fromPage(page, "GET", "/api/auth/me");
  return JSON.parse(me.body).user.tenantId;
}

const ADMIN_ENTRIES = ["Users", "Billing", "Custom Domains", "Audit Log", "Settings"];

test.describe("roles", () => {
  test("@responsive a staff member sees no admin actions, and the server refuses the export", async ({
    page,
    baseURL,
  }, info) => {
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo, DEMO_STAFF);
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await expect(page.getByText("Maria Gonzalez").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Patient" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Import", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export", exact: true })).toHaveCount(0);
    // Bulk changes are every member's (issue 21), bulk delete the admin's: a ticked row offers no Delete.
    // One contact still goes from its row menu (contacts.delete is every member's).
    await page.getByRole("checkbox", { name: "Select Maria Gonzalez" }).check();
    await expect(page.getByText("1 selected")).toBeVisible();
    await expect(page.getByLabel("Bulk action").locator("option")).not.toHaveCount(0);
    await expect(page.getByLabel("Bulk action").locator("option", { hasText: "Delete" })).toHaveCount(0);
    await page.getByRole("button", { name: "Clear selection" }).click();

    const phone = info.project.name === "phone";
    await page.screenshot({ path: `e2e/.artifacts/roles-staff-${phone ? 390 : 1280}.png`, fullPage: true });
    if (phone) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = phone
      ? page.getByRole("dialog", { name: "Dashboard menu" })
      : page.getByRole("navigation", { name: "Dashboard" });
    await expect(nav.getByRole("button", { name: "Help Desk" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Knowledge Base" })).toBeVisible();
    for (const entry of ADMIN_ENTRIES)
      await expect(nav.getByRole("button", { name: entry, exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (phone) {
      await page.screenshot({ path: "e2e/.artifacts/roles-staff-menu-390.png" });
      await page.keyboard.press("Escape");
    }

    // The screen hides what the server refuses: asked directly, the export is 403, and so is the audit log.
    const id = await tenantId(page);
    const exported = await fromPage(page, "GET", `/api/tenants/${id}/contacts/export`);
    expect(exported.status).toBe(403);
    expect(JSON.parse(exported.body)).toEqual({ message: "Only a workspace administrator can export contacts" });
    expect((await fromPage(page, "GET", `/api/tenants/${id}/audit-events`)).status).toBe(403);
    // A staff member asking for an admin's section by its address gets Contacts.
    await page.goto(`${demo}/tu/admin/dashboard?section=audit`);
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Audit Log" })).toHaveCount(0);
  });

  test("the admin sees Import, Export and the admin entries, and may export", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo, DEMO_ADMIN);
    await expect(page.getByRole("button", { name: "Import", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export", exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Select all patients" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Select Maria Gonzalez" }).check();
    await expect(page.getByText("1 selected")).toBeVisible();
    await expect(page.getByLabel("Bulk action").locator("option", { hasText: "Delete" })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: "e2e/.artifacts/roles-admin-selected-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("checkbox", { name: "Select Maria Gonzalez" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/.artifacts/roles-admin-selected-390.png" });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Clear selection" }).click();
    await expect(page.getByText("1 selected")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    for (const entry of ADMIN_ENTRIES)
      await expect(nav.getByRole("button", { name: entry, exact: true })).toBeVisible();
    const exported = await fromPage(page, "GET", `/api/tenants/${await tenantId(page)}/contacts/export`);
    expect(exported.status).toBe(200);
    // The contact columns, then the workspace's custom fields (issue 19).
    expect(exported.body.split(/\r?\n/)[0]).toMatch(/^name,email,phone,jobTitle,type,status,notes(,|$)/);
  });

  test("an admin signed out who opens a billing link is brought to Billing once signed in", async ({
    page,
    baseURL,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await page.goto(`${demo}/dashboard?section=billing`);
    await page.getByLabel("Username or email").fill(DEMO_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Billing" })).toBeVisible();
    await expect(page).toHaveURL(/section=billing/);
  });
});
