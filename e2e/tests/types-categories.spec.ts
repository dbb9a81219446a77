import { expect, type Page, test } from "./fixtures";
import { browserApi, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// Contact types and ticket categories per workspace (issue 19 point 4): the clinic's admin renames a ticket category
// and archives a contact type in the settings. The ticket keeps its category (under the new name); the new-contact
// form no longer offers the archived type. Entries no other spec reads are changed, and put back at the end.

const CATEGORY = { key: "medical_records", label: "Medical records" } as const;
const TYPE = { key: "INSURER", label: "Insurer" } as const;

async function openSection(page: Page, name: string, heading: string) {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name }).click();
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

test.describe("types & categories", () => {
  test("the admin renames a category and archives a contact type; records keep theirs", async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(90_000);
    const demo = tenantOrigin(baseURL, "demo");
    const renamed = `Records request ${Date.now().toString(36)}`;
    const title = `Copy of my chart ${Date.now().toString(36)}`;
    const api = await browserApi(browser, demo);
    try {
      await api.call("POST", "/api/auth/tenant/login", { username: "demo-admin", password: "DemoAdmin123!" });
      const me = await api.call<{ user: { tenantId: string } }>("GET", "/api/auth/me");
      const tenantId = me.body.user.tenantId;
      const ticket = await api.call<{ type: string }>("POST", "/api/helpdesk/tickets", {
        title,
        description: "Please send my records to my new doctor.",
        type: CATEGORY.key,
      });
      expect(ticket.status).toBe(201);

      await signInAsStaff(page, demo);
      await page.getByRole("button", { name: "Settings" }).first().click();
      await expect(page.getByRole("heading", { level: 2, name: "Workspace Settings" })).toBeVisible();
      const card = page.getByRole("region", { name: "Ticket categories" });
      await expect(card.getByText(CATEGORY.label, { exact: true })).toBeVisible();

      // Rename inline.
      await card.getByRole("button", { name: `Rename ${CATEGORY.label}` }).click();
      await card.getByLabel(`Name of the ticket category ${CATEGORY.label}`).fill(renamed);
      await card.getByRole("button", { name: "Save name" }).click();
      await expect(card.getByText(renamed, { exact: true })).toBeVisible();

      // Archive a contact type.
      const types = page.getByRole("region", { name: "Contact types" });
      await types.getByRole("button", { name: `Archive ${TYPE.label}` }).click();
      const archivedRow = types.getByRole("listitem").filter({ hasText: TYPE.label });
      await expect(archivedRow.getByText("Archived")).toBeVisible();
      await expect(types.getByRole("button", { name: `Restore ${TYPE.label}` })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath("types-categories-desktop.png"), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByText("Types & categories", { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath("types-categories-phone.png"), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // The ticket keeps its category, shown by its new name.
      await openSection(page, "Help Desk", "Help Desk");
      const ticketCard = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(ticketCard.getByText(renamed, { exact: true })).toBeVisible();

      // The new-contact form no longer offers the archived type.
      await openSection(page, "Patients", "Patients Management");
      await page.getByRole("button", { name: "Add Patient" }).click();
      const add = page.getByRole("dialog", { name: "Add New Patient" });
      const typeSelect = add.getByLabel("Type");
      await expect(typeSelect.getByRole("option", { name: "Patient", exact: true })).toHaveCount(1);
      await expect(typeSelect.getByRole("option", { name: TYPE.label })).toHaveCount(0);
      await add.getByRole("button", { name: "Cancel" }).click();

      // Put both back for the other specs.
      const base = `/api/tenants/${tenantId}`;
      expect(
        (await api.call("PATCH", `${base}/ticket-categories/${CATEGORY.key}`, { label: CATEGORY.label })).status,
      ).toBe(200);
      expect((await api.call("PATCH", `${base}/contact-types/${TYPE.key}`, { archived: false })).status).toBe(200);
    } finally {
      await api.dispose();
    }
  });
});
