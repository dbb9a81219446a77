import { expect, type Page, test } from "./fixtures";
import { browserApi, DEMO_ADMIN, DEMO_STAFF, signInAsStaff, tenantOrigin } from "./support";

// Canned replies (issue 22 point 8): the admin adds one in the workspace settings; a staff member inserts it into a
// reply on a ticket, its placeholders filled with the ticket's contact, number and the member's own name.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/.artifacts/${name}.png` });
}

test.describe("canned replies", () => {
  test("the admin adds a canned reply; staff insert it into a reply with the contact's name filled", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const demo = tenantOrigin(baseURL, "demo");
    const id = unique();
    const title = `Greeting ${id}`;
    const first = `Rosa${id}`;
    const contactName = `${first} Delgado`;

    // The admin adds the reply in Settings → Canned replies.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStaff(page, demo, DEMO_ADMIN);
    await page.getByRole("button", { name: "Settings" }).first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Workspace Settings" })).toBeVisible();
    const card = page.locator("[data-slot=card]").filter({ has: page.getByText("Canned replies", { exact: true }) });
    await card.getByRole("button", { name: "Add a canned reply" }).click();
    await card.getByRole("textbox", { name: "Title" }).fill(title);
    await card
      .getByRole("textbox", { name: "Reply" })
      .fill("Hi {{contact.first_name}},\n\nWe are on {{ticket.number}} for {{contact.name}}.\n\n{{staff.name}}");
    await card.getByRole("button", { name: "Add reply" }).click();
    const list = card.getByRole("list", { name: "Canned replies" });
    await expect(list.getByText(title)).toBeVisible();
    // A second one of the same title, in another case, is refused in place.
    await card.getByRole("button", { name: "Add a canned reply" }).click();
    await card.getByRole("textbox", { name: "Title" }).fill(title.toUpperCase());
    await card.getByRole("textbox", { name: "Reply" }).fill("Twin");
    await card.getByRole("button", { name: "Add reply" }).click();
    await expect(card.getByText("A canned reply with this title exists already.")).toBeVisible();
    await card.getByRole("button", { name: "Cancel" }).click();
    await card.scrollIntoViewIfNeeded();
    await shot(page, "canned-replies-card-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await card.getByText("Canned replies", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "canned-replies-card-390");

    // A contact and a ticket for it (through the admin's API session).
    const { call, dispose } = await browserApi(browser, demo);
    expect((await call("POST", "/api/auth/tenant/login", DEMO_ADMIN)).status).toBe(200);
    const tenant = (await call<{ id: string }>("GET", "/api/tenants/current")).body;
    const contact = await call<{ id: string }>("POST", `/api/tenants/${tenant.id}/contacts`, {
      name: contactName,
      email: `rosa.${id}@example.com`,
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const ticketTitle = `Billing question ${id}`;
    const ticket = await call<{ id: string; number: number }>("POST", "/api/helpdesk/tickets", {
      title: ticketTitle,
      description: "The invoice shows a visit twice.",
      contactId: contact.body.id,
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    const number = `#${String(ticket.body.number).padStart(5, "0")}`;

    // A staff member (no settings of their own) inserts it into a reply.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const staff = await staffContext.newPage();
    await signInAsStaff(staff, demo, DEMO_STAFF);
    await staff.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Help Desk" }).click();
    await staff.getByRole("searchbox").fill(ticketTitle);
    const ticketCard = staff.getByRole("tabpanel").getByRole("article").filter({ hasText: ticketTitle });
    await ticketCard.getByRole("button", { name: "View Details" }).click();
    const detail = staff.getByRole("dialog", { name: ticketTitle });
    const box = detail.getByRole("textbox", { name: "Add a Comment" });
    await box.fill("Thanks! ");
    await detail.getByRole("button", { name: "Insert reply" }).click();
    const search = staff.getByRole("searchbox", { name: "Search canned replies" });
    await search.fill(id);
    await expect(staff.getByRole("list", { name: "Canned replies" }).getByRole("button")).toHaveCount(1);
    await shot(staff, "canned-reply-menu-1280");
    await staff
      .getByRole("list", { name: "Canned replies" })
      .getByRole("button", { name: new RegExp(title) })
      .click();
    const staffName = await staff.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { user: { firstName: string; lastName: string } };
      return `${me.user.firstName} ${me.user.lastName}`;
    });
    await expect(box).toHaveValue(`Thanks! Hi ${first},\n\nWe are on ${number} for ${contactName}.\n\n${staffName}`);
    await detail.getByRole("button", { name: "Add Comment" }).click();
    await expect(detail.getByRole("list", { name: "Comments" })).toContainText(`Hi ${first},`);
    await expect(detail.getByRole("list", { name: "Comments" })).toContainText(`for ${contactName}.`);

    // The menu on a phone.
    await staff.setViewportSize({ width: 390, height: 844 });
    await detail.getByRole("button", { name: "Insert reply" }).click();
    await expect(staff.getByRole("searchbox", { name: "Search canned replies" })).toBeVisible();
    await shot(staff, "canned-reply-menu-390");

    await staffContext.close();
    await dispose();
  });
});
