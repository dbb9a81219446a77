import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "./fixtures";
import { browserApi, DEMO_ADMIN, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The help desk's triage (issue 22 points 2 and 3): the table view, sorted on the server; two tickets assigned in one
// bulk change; a ticket opened at its own URL with the requester panel (the contact and their other tickets), Back
// closing it; a link opening it directly; and a ticket opened for a chosen contact, seen on the contact's record page.
// The demo workspace is a clinic: contacts are patients, tickets are requests.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Where the screenshots go when asked for (TRIAGE_SHOTS=dir). */
const SHOTS = process.env.TRIAGE_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

interface ApiTicket {
  id: string;
  number: number;
  title: string;
}

test.describe("help desk triage", () => {
  test("table, sort, bulk assign, a ticket's URL and requester panel, a ticket for a contact on its record", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const origin = tenantOrigin(baseURL, "demo");
    const tag = stamp();
    const patient = `Tess Triage ${tag}`;
    const email = `tess.${tag}@example.com`;

    // A patient and three requests through the API: two are the patient's, with three priorities.
    const { call, dispose } = await browserApi(browser, origin);
    expect((await call("POST", "/api/auth/tenant/login", DEMO_ADMIN)).status).toBe(200);
    const tenant = (await call<{ id: string }>("GET", "/api/tenants/current")).body;
    const created = await call<{ id: string }>("POST", `/api/tenants/${tenant.id}/contacts`, {
      name: patient,
      email,
      phone: "+1 555 0199",
    });
    expect(created.status).toBe(201);
    const contactId = created.body.id;
    const open = async (title: string, priority: string, withContact: boolean) => {
      const res = await call<ApiTicket>("POST", "/api/helpdesk/tickets", {
        title: `${title} ${tag}`,
        description: "Triage test",
        priority,
        ...(withContact ? { contactId } : {}),
      });
      expect(res.status).toBe(201);
      return res.body;
    };
    const alpha = await open("Alpha sign-in fails", "low", true);
    const beta = await open("Beta invoice question", "critical", true);
    const gamma = await open("Gamma printer jam", "medium", false);
    await dispose();

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStaff(page, origin, DEMO_ADMIN);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Help Desk" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();

    // The table view, narrowed to this test's requests.
    await page.getByRole("button", { name: "Table" }).click();
    await page.getByRole("searchbox").fill(tag);
    const table = page.getByRole("table");
    const rows = table.getByRole("row").filter({ has: page.getByRole("link") });
    await expect(rows).toHaveCount(3);
    // Newest first by default; the Priority header sorts on the server, highest first.
    await expect(rows.first()).toContainText(gamma.title);
    await table.getByRole("button", { name: "Priority" }).click();
    await expect(rows.first()).toContainText(beta.title);
    await expect(rows.last()).toContainText(alpha.title);
    await expect(table.getByRole("columnheader", { name: "Priority" })).toHaveAttribute("aria-sort", "descending");
    const row = (t: ApiTicket) => rows.filter({ hasText: t.title });
    await expect(row(beta)).toContainText(patient);
    await expectNoSeriousA11yViolations(page);

    // Two requests assigned in one bulk change.
    await row(alpha).getByRole("checkbox").check();
    await row(gamma).getByRole("checkbox").check();
    const bar = page.getByRole("toolbar", { name: "Bulk actions" });
    await expect(bar).toContainText("2 selected");
    await bar.getByRole("combobox", { name: "Assign selected" }).selectOption({ label: "Riley Chen" });
    await expect(row(alpha)).toContainText("Riley Chen");
    await expect(row(gamma)).toContainText("Riley Chen");
    await expect(row(beta)).toContainText("Unassigned");
    await shot(page, "table-desktop");

    // The view is remembered.
    await page.reload();
    await expect(page.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("searchbox").fill(tag);
    await expect(rows).toHaveCount(3);

    // A request at its own URL: the requester panel shows the patient and their other request; Back closes it.
    await row(alpha).getByRole("link").click();
    const dialog = page.getByRole("dialog", { name: alpha.title });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]ticket=${alpha.id}`));
    const requester = dialog.getByRole("complementary", { name: "Requester" });
    await expect(requester).toContainText(patient);
    await expect(requester).toContainText(email);
    await expect(requester).toContainText("+1 555 0199");
    await expect(requester.getByRole("link", { name: beta.title })).toBeVisible();
    await expect(requester.getByRole("link", { name: gamma.title })).toHaveCount(0);
    await shot(page, "ticket-desktop");
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]ticket=/);
    await expect(rows).toHaveCount(3);

    // A shared link opens the request directly; the other request's link moves to it.
    await page.goto(`${origin}/tu/admin/dashboard?section=help-desk&ticket=${beta.id}`);
    const direct = page.getByRole("dialog", { name: beta.title });
    await expect(direct).toBeVisible();
    await direct.getByRole("complementary", { name: "Requester" }).getByRole("link", { name: alpha.title }).click();
    await expect(page.getByRole("dialog", { name: alpha.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog", { name: beta.title })).toBeVisible();
    // A link to a request that does not exist says so.
    await page.goto(`${origin}/tu/admin/dashboard?section=help-desk&ticket=00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole("dialog", { name: "Request not found" })).toBeVisible();
    await page.getByRole("button", { name: "Back to the help desk" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // A request opened for a chosen patient, then on the patient's record page.
    const title = `Delta opened by phone ${tag}`;
    await page.getByRole("button", { name: "Create Request" }).click();
    const create = page.getByRole("dialog", { name: "Create Support Request" });
    await create.getByLabel("Title").fill(title);
    await create.getByLabel("Description").fill("The patient called the front desk.");
    await create.getByRole("button", { name: "Choose a patient" }).click();
    await create.getByRole("searchbox", { name: "Search patients" }).fill(patient);
    await create.getByRole("button", { name: new RegExp(patient) }).click();
    await expect(create.getByTestId("chosen-contact")).toContainText(patient);
    await shot(page, "create-desktop");
    await create.getByRole("button", { name: "Submit Request" }).click();
    await expect(create).toBeHidden();

    await page.goto(`${origin}/tu/admin/dashboard?section=contacts&contact=${contactId}`);
    await expect(page.getByRole("heading", { level: 2, name: patient })).toBeVisible();
    const card = page.getByTestId("contact-tickets");
    await expect(card.getByRole("link", { name: title })).toBeVisible();
    await expect(card.getByRole("link", { name: alpha.title })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, "contact-tickets-desktop");
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await expect(page.getByRole("dialog", { name: title }).getByRole("complementary")).toContainText(patient);

    if (SHOTS) {
      // The same screens on a phone: nothing overflows.
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, "ticket-phone");
      await page.goto(`${origin}/tu/admin/dashboard?section=help-desk`);
      await page.getByRole("searchbox").fill(tag);
      await expect(rows).toHaveCount(4);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, "table-phone");
      await page.goto(`${origin}/tu/admin/dashboard?section=contacts&contact=${contactId}`);
      await page.getByTestId("contact-tickets").scrollIntoViewIfNeeded();
      await shot(page, "contact-tickets-phone");
      await page.goto(`${origin}/tu/admin/dashboard?section=help-desk`);
      await page.getByRole("button", { name: "Create Request" }).click();
      const phoneCreate = page.getByRole("dialog", { name: "Create Support Request" });
      await phoneCreate.getByRole("button", { name: "Choose a patient" }).click();
      await phoneCreate.getByRole("searchbox", { name: "Search patients" }).fill(patient);
      await expect(phoneCreate.getByRole("button", { name: new RegExp(patient) })).toBeVisible();
      await phoneCreate.getByRole("list").scrollIntoViewIfNeeded();
      await shot(page, "create-phone");
    }
  });
});
