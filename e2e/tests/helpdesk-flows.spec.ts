import { type Browser, expect, type Page, test } from "./fixtures";
import { browserApi, DEMO_ADMIN, expectNoSeriousA11yViolations, signInAsStaff, tenantOrigin } from "./support";

// The help desk end to end. Staff (tenant admin dashboard, Help Desk section) open a ticket, comment, move it
// through the tabs and close it; a portal client opens a ticket at /portal/support and reads the staff reply through
// the e-mailed link. Every test makes tickets with unique titles, so tests do not depend on one another.

const PATIENT = { email: "patient@demo-health.example", password: "Patient123!" } as const;

interface ApiTicket {
  id: string;
  number: number;
  title: string;
  status: string;
}

/** A unique title, so a test finds its own ticket whatever ran before it. */
function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * The toast on screen has this title (and description). An open dialog hides the rest of the page from assistive
 * technology, the toast viewport included (a live region: its toasts are announced anyway), hence `includeHidden`.
 */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .getByRole("region", { name: /Notifications/, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .first();
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** Waits for running animations (a dialog's 160 ms zoom-in) to end: axe reads colours mid-fade as low contrast. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The demo patient signs in at /portal/login and lands on /portal/dashboard. */
async function portalSignIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/portal/login`);
  await page.getByLabel("Email").fill(PATIENT.email);
  await page.getByLabel("Password", { exact: true }).fill(PATIENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/portal/dashboard`);
}

/**
 * A staff session of the demo tenant for API calls, made from a page of its own browser context: Node cannot resolve
 * `demo.localhost`, Chromium can, and the browser sends the Origin the server's CSRF check wants.
 */
async function staffApi(browser: Browser, origin: string) {
  const { call, dispose } = await browserApi(browser, origin);
  const login = await call("POST", "/api/auth/tenant/login", DEMO_ADMIN);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const me = (await call("GET", "/api/auth/me")).body as { user: { tenantId: string } };
  const tenantId = me.user.tenantId;
  return {
    tenantId,
    async ticketTitled(title: string): Promise<ApiTicket> {
      const res = await call("GET", `/api/helpdesk/tickets/tenant/${tenantId}?search=${encodeURIComponent(title)}`);
      expect(res.status).toBe(200);
      const ticket = (res.body as ApiTicket[]).find((t) => t.title === title);
      expect(ticket, `a ticket titled ${title}`).toBeTruthy();
      return ticket as ApiTicket;
    },
    async comment(ticketId: string, content: string, isInternal = false): Promise<void> {
      const res = await call("POST", `/api/helpdesk/tickets/${ticketId}/comments`, { content, isInternal });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    },
    async update(ticketId: string, changes: Record<string, unknown>): Promise<void> {
      const res = await call("PATCH", `/api/helpdesk/tickets/${ticketId}`, changes);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
    dispose,
  };
}

// The client portal's support area: a client opens a ticket at /portal/support, a staff member replies (and leaves an
// internal note the client never sees), the client follows the e-mailed link to the conversation and replies; once
// the ticket is closed the reply form is gone.

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test.describe("client portal support (/portal/support)", () => {
  test("a client submits a ticket and reads the staff reply through the e-mailed link", async ({
    page,
    baseURL,
    browser,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const title = uniqueTitle("Prescription refill");
    await portalSignIn(page, demo);

    // The dashboard's side navigation leads to Support.
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Support" }).click();
    await page.waitForURL(`${demo}/portal/support`);
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();

    await page.getByRole("button", { name: "Create request" }).first().click();
    const create = page.getByRole("dialog", { name: "Create Support Request" });
    await create.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Validation Error", "Please fill out all required fields");
    await create.getByLabel("Title").fill(title);
    await create.getByLabel("Type").selectOption({ label: "Prescription refill" });
    // A client names the topic, never the priority (issue 20): staff set it.
    await expect(create.getByLabel("Priority")).toHaveCount(0);
    await create.getByLabel("Description").fill("My refill has not arrived at the pharmacy yet.");
    await create.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Success", "Your request has been submitted successfully");
    await expect(create).toBeHidden();
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    await expect(card.getByText("Prescription refill", { exact: true })).toBeVisible();
    await expect(card.getByText(/^#\d{5}$/)).toBeVisible();

    // Staff answer publicly and leave an internal note.
    const staff = await staffApi(browser, demo);
    const ticket = await staff.ticketTitled(title);
    await staff.comment(ticket.id, "We called the pharmacy; it is ready for pickup.");
    await staff.comment(ticket.id, "Pharmacy was slow again (internal).", true);

    // The reply e-mail links to the ticket on the portal.
    let link = "";
    await expect(async () => {
      const mails = (await (await page.request.get(`${baseURL}/api/dev/outbox`)).json()) as OutboxMail[];
      const mail = mails.find((m) => m.to === PATIENT.email && m.subject.includes(title));
      link = mail?.text.match(/https?:\/\/\S*\/portal\/support\?ticket=\d+/)?.[0] ?? "";
      expect(link).not.toBe("");
    }).toPass({ timeout: 10_000 });
    expect(link).toBe(`${demo}/portal/support?ticket=${ticket.number}`);

    await page.goto(link);
    const detail = page.getByRole("dialog", { name: title });
    await expect(detail).toBeVisible();
    await expect(detail.getByText("We called the pharmacy; it is ready for pickup.")).toBeVisible();
    await expect(detail.getByText(/Pharmacy was slow again/)).toHaveCount(0);
    await expect(detail.getByText("Internal note")).toHaveCount(0);

    await detail.getByRole("textbox", { name: "Add a Comment" }).fill("Thank you, I will pick it up today.");
    await detail.getByRole("button", { name: "Add Comment" }).click();
    await expectToast(page, "Success", "Your comment has been added successfully");
    await expect(detail.getByText("Thank you, I will pick it up today.")).toBeVisible();

    // Closed by staff: the reply form is gone.
    await staff.update(ticket.id, { status: "closed" });
    await staff.dispose();
    await page.reload();
    const closed = page.getByRole("dialog", { name: title });
    await expect(closed.getByText("This request is closed and accepts no new comments.")).toBeVisible();
    await expect(closed.getByRole("heading", { name: "Add a Comment" })).toHaveCount(0);
    await expect(closed.getByRole("textbox")).toHaveCount(0);
    await closed.getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(`${demo}/portal/support`);
    await expect(card.getByText("Closed", { exact: true })).toBeVisible();
  });

  test("the support page fits a phone and passes axe @responsive", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await portalSignIn(page, demo);
    await page.goto(`${demo}/portal/support`);
    await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your requests" })).toBeVisible();
    await expect(page.getByTestId("tickets-loading")).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create request" }).first().click();
    await expect(page.getByRole("dialog", { name: "Create Support Request" })).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("tenant admin dashboard: Help Desk", () => {
  async function openHelpDesk(page: Page, origin: string): Promise<void> {
    await signInAsStaff(page, origin);
    await expect(page.getByRole("heading", { level: 1, name: "Tenant Admin Dashboard" })).toBeVisible();
    const menu = page.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("button", { name: "Help Desk" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();
    await expect(page.getByTestId("tickets-loading")).toHaveCount(0);
  }

  test("staff create a ticket, comment, and move it Open → In Progress → Resolved → Closed", async ({
    page,
    baseURL,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const title = uniqueTitle("Lab results portal times out");
    await openHelpDesk(page, demo);

    // Create Support Request: a missing field is refused on the spot.
    await page.getByRole("button", { name: "Create Request" }).click();
    const create = page.getByRole("dialog", { name: "Create Support Request" });
    await create.getByLabel("Title").fill(title);
    await create.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Validation Error", "Please fill out all required fields");
    // The clinic's (healthcare) first ticket category is chosen unless another is.
    await expect(create.getByLabel("Type")).toHaveValue("appointment");
    await expect(create.getByLabel("Priority")).toHaveValue("medium");
    await create.getByLabel("Priority").selectOption({ label: "High" });
    await create.getByLabel("Description").fill("Opening lab results spins for a minute, then shows an error.");
    await create.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(page, "Success", "Your request has been submitted successfully");
    await expect(create).toBeHidden();

    const panel = page.getByRole("tabpanel");
    const card = panel.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^#\d{5}$/)).toBeVisible();
    await expect(card.getByText("Appointment", { exact: true })).toBeVisible();
    await expect(card.getByText("High", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Open" }).click();
    await expect(card).toBeVisible();

    // The detail dialog: no comments yet; a public reply and an internal note.
    await card.getByRole("button", { name: "View Details" }).click();
    const detail = page.getByRole("dialog", { name: title });
    await expect(detail.getByText("No comments yet")).toBeVisible();
    await expect(detail.getByText("Opening lab results spins for a minute")).toBeVisible();
    await detail.getByRole("textbox", { name: "Add a Comment" }).fill("Reproduced; looking into it.");
    await detail.getByRole("button", { name: "Add Comment" }).click();
    await expectToast(page, "Success", "Your comment has been added successfully");
    await expect(detail.getByText("Reproduced; looking into it.")).toBeVisible();
    await detail.getByText("Internal note", { exact: true }).click();
    await detail.getByRole("textbox", { name: "Add a Comment" }).fill("Probably the slow lab API again.");
    await detail.getByRole("button", { name: "Add Internal Note" }).click();
    const note = detail.getByRole("listitem").filter({ hasText: "Probably the slow lab API again." });
    await expect(note.getByText("Internal note")).toBeVisible();
    await animationsDone(page);
    await expectNoSeriousA11yViolations(page);

    // Assign it to oneself; the 'Assigned to me' filter finds it.
    const assignee = detail.getByLabel("Assignee");
    await expect(assignee.locator("option")).not.toHaveCount(1);
    const myId = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { user: { id: string } };
      return me.user.id;
    });
    await assignee.selectOption(myId);
    await expectToast(page, "Request updated");

    // Through the status tabs.
    for (const [status, tab] of [
      ["In Progress", "In Progress"],
      ["Resolved", "Resolved"],
    ] as const) {
      await detail.getByLabel("Status").selectOption({ label: status });
      await expectToast(page, "Request updated");
      await expect(detail.getByLabel("Status")).toBeEnabled();
      await detail.getByRole("button", { name: "Close" }).click();
      await page.getByRole("tab", { name: tab }).click();
      await expect(card).toBeVisible();
      await page.getByRole("tab", { name: "Open" }).click();
      await expect(card).toHaveCount(0);
      await page.getByRole("tab", { name: tab }).click();
      await card.getByRole("button", { name: "View Details" }).click();
    }

    // Closed: the comment form disappears.
    await expect(detail.getByRole("heading", { name: "Add a Comment" })).toBeVisible();
    await detail.getByLabel("Status").selectOption({ label: "Closed" });
    await expect(detail.getByRole("heading", { name: "Add a Comment" })).toHaveCount(0);
    await expect(detail.getByRole("textbox")).toHaveCount(0);
    await expect(detail.getByText(/This request is closed and accepts no new comments\./)).toBeVisible();
    await expect(detail.getByText("Reproduced; looking into it.")).toBeVisible();
    await detail.getByRole("button", { name: "Close" }).click();
    await page.getByRole("tab", { name: "Closed" }).click();
    await expect(card).toBeVisible();
    await expect(card.getByText("Closed", { exact: true })).toBeVisible();

    // Filters: assigned to me, and the title search.
    await page.getByRole("tab", { name: "All Requests" }).click();
    await page.getByLabel("Assignee").selectOption({ label: "Unassigned" });
    await expect(card).toHaveCount(0);
    await page.getByLabel("Assignee").selectOption({ label: "Assigned to me" });
    await expect(card).toBeVisible();
    await page.getByRole("searchbox", { name: "Search requests" }).fill("xyzzyquux");
    await expect(page.getByText("No requests match these filters")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search requests" }).fill(title);
    await expect(card).toBeVisible();
  });

  test("the help desk fits a phone and passes axe @responsive", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await openHelpDesk(page, demo);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
