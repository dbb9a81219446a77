import { type BrowserContext, expect, type Page, test } from "./fixtures";
import {
  browserApi,
  DEMO_ADMIN,
  signInAsStaff,
  signInAsSuperAdmin,
  superAdminApiSignIn,
  tenantOrigin,
} from "./support";

// Stored script (issue 9): script and HTML payloads are stored through the API in every text a user can write and a
// screen shows — contacts, tickets and comments, knowledge base articles, tags and categories, a portal client's
// name, a tenant's name (through onboarding) and a sign-in name (the authentication monitor) — and then every screen
// that renders them is visited. None may run: window.__pwned stays unset, no element of a payload reaches the DOM, no
// inline script is even attempted (the CSP would report it), and the payload reads as literal text.

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = "<script>window.__pwned=1</script>";
const SVG = '"><svg onload=window.__pwned=1>';
const LINK = "[x](javascript:window.__pwned=1)";
const ALL = `${IMG} ${SCRIPT} ${SVG} ${LINK}`;
/** Markdown that tries every way to smuggle markup or a script link through the article renderer. */
const MARKDOWN_BODY = [
  "## Heading <img src=x onerror=window.__pwned=1>",
  "",
  `A paragraph with ${IMG} and ${SCRIPT} inline.`,
  "",
  `${SVG}`,
  "",
  `- a list item ${LINK}`,
  "- [link](JaVaScRiPt:window.__pwned=1) and [tab](java\tscript:window.__pwned=1)",
  "- ![image](javascript:window.__pwned=1) and <javascript:window.__pwned=1>",
  '- [data](data:text/html,<script>window.__pwned=1</script>) and <a href="javascript:window.__pwned=1">a</a>',
  "",
  "| col <b onmouseover=window.__pwned=1>x</b> |",
  "| --- |",
  `| ${IMG} |`,
  "",
  "```",
  SCRIPT,
  "```",
  "",
  '<iframe src="javascript:window.__pwned=1"></iframe>',
].join("\n");

/** A unique word (letters only, so the knowledge base search finds it) that tags this run's rows. */
const MARK = `zqx${Array.from({ length: 8 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("")}`;

/**
 * Watches for what a payload would do if it ran: a CSP report (an inline script or handler tried to run), a dialog.
 * Zod's one-time probe for eval support (a `new Function` in a try/catch) is reported as "eval" and is not a payload.
 */
async function watch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      if (e.blockedURI !== "eval") w.__cspViolations.push(`${e.violatedDirective}: ${e.sample || e.blockedURI}`);
    });
  });
  context.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
}

/** Nothing of a payload is live on this page, and (when given) its text is shown literally. */
async function expectInert(page: Page, ...literal: string[]): Promise<void> {
  for (const text of literal) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], [onmouseover], iframe')).toHaveCount(0);
  await expect(page.locator("script", { hasText: "__pwned" })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i], a[href^="data:" i], [src^="javascript:" i]')).toHaveCount(0);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __cspViolations?: string[] };
    return { pwned: w.__pwned ?? null, csp: w.__cspViolations ?? null };
  });
  expect(state).toEqual({ pwned: null, csp: [] });
}

async function expectStatus(result: Promise<{ status: number; body: unknown }>, status: number) {
  const { status: got, body } = await result;
  expect(got, JSON.stringify(body)).toBe(status);
  return body as Record<string, unknown> & { id: string | number };
}

test.describe("stored script is never rendered as HTML", () => {
  test.beforeEach(async ({ context }) => {
    await watch(context);
  });

  test("tenant staff: contacts table and edit dialog, help desk list and ticket view", async ({
    page,
    baseURL,
    browser,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const staff = await browserApi(browser, demo);
    await expectStatus(staff.call("POST", "/api/auth/tenant/login", DEMO_ADMIN), 200);
    const me = await expectStatus(staff.call("GET", "/api/auth/me"), 200);
    const tenantId = (me.user as { tenantId: string }).tenantId;
    const contactName = `${MARK} ${ALL}`;
    await expectStatus(
      staff.call("POST", `/api/tenants/${tenantId}/contacts`, {
        name: contactName,
        email: `${MARK}@example.com`,
        phone: SVG,
        jobTitle: IMG,
        notes: ALL,
        type: "PROSPECTIVE_PATIENT",
      }),
      201,
    );
    const ticketTitle = `${MARK} ${ALL}`;
    const ticket = await expectStatus(
      staff.call("POST", "/api/helpdesk/tickets", {
        title: ticketTitle,
        description: `Description ${ALL}`,
        type: "test_results",
        priority: "high",
      }),
      201,
    );
    await expectStatus(
      staff.call("POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: `Reply ${ALL}`, isInternal: false }),
      201,
    );
    await expectStatus(
      staff.call("POST", `/api/helpdesk/tickets/${ticket.id}/comments`, { content: `Note ${ALL}`, isInternal: true }),
      201,
    );
    await staff.dispose();

    await signInAsStaff(page, demo);
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await page.getByPlaceholder("Search patients...").fill(MARK);
    const row = page.getByRole("table", { name: "Patients" }).getByRole("row").filter({ hasText: MARK });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(ALL);
    await expect(row).toContainText(IMG);
    await expectInert(page, contactName);

    await page.getByRole("button", { name: `Actions for ${contactName}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator('[name="name"]')).toHaveValue(contactName);
    await expect(dialog.locator('[name="notes"]')).toHaveValue(ALL);
    await expect(dialog.locator('[name="jobTitle"]')).toHaveValue(IMG);
    await expectInert(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.goto(`${demo}/tu/admin/dashboard?section=help-desk`);
    await expect(page.getByRole("heading", { level: 2, name: "Help Desk" })).toBeVisible();
    const card = page
      .getByRole("tabpanel")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: ticketTitle }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`Description ${ALL}`);
    await expectInert(page, ticketTitle);
    await card.getByRole("button", { name: "View Details" }).click();
    const detail = page.getByRole("dialog", { name: ticketTitle });
    await expect(detail).toContainText(`Reply ${ALL}`);
    await expect(detail).toContainText(`Note ${ALL}`);
    await expectInert(page);
  });

  test("portal client: a registered name and a ticket on the dashboard and the support page", async ({
    page,
    baseURL,
    browser,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const portal = await browserApi(browser, demo);
    const tenant = await expectStatus(portal.call("GET", "/api/tenant/demo"), 200);
    const email = `${MARK}@client.example`;
    const firstName = `${MARK} ${IMG}`;
    const lastName = SCRIPT;
    await expectStatus(
      portal.call("POST", "/api/client-portal/register", {
        email,
        firstName,
        lastName,
        password: "secret-123",
        tenantId: tenant.id,
      }),
      201,
    );
    await expectStatus(
      portal.call("POST", "/api/client-portal/login", { email, password: "secret-123", tenantId: tenant.id }),
      200,
    );
    const title = `${MARK} ${ALL}`;
    const ticket = await expectStatus(
      portal.call("POST", "/api/client-portal/tickets", {
        title,
        description: `Portal ${ALL}`,
        type: "general_question",
        priority: "low",
      }),
      201,
    );
    await expectStatus(
      portal.call("POST", `/api/client-portal/tickets/${ticket.id}/comments`, { content: `Client ${ALL}` }),
      201,
    );
    await portal.dispose();

    await page.goto(`${demo}/portal/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${demo}/portal/dashboard`);
    await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
    await expectInert(page, `${firstName} ${lastName}`);

    await page.goto(`${demo}/portal/support`);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expectInert(page, title);
    await page.goto(`${demo}/portal/support?ticket=${ticket.number}`);
    const detail = page.getByRole("dialog", { name: title });
    await expect(detail).toContainText(`Portal ${ALL}`);
    await expect(detail).toContainText(`Client ${ALL}`);
    await expectInert(page);

    await page.goto(`${demo}/portal/dashboard?view=profile`);
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue(firstName);
    await expect(page.getByLabel("Last name")).toHaveValue(lastName);
    await expectInert(page);
  });

  test("knowledge base: browse, category, search highlight, the article page and the authoring preview", async ({
    page,
    baseURL,
    browser,
  }) => {
    const admin = await browserApi(browser, baseURL ?? "");
    await expectStatus(superAdminApiSignIn(admin.call), 200);
    const categoryName = `${MARK} ${IMG}`.slice(0, 80);
    const category = await expectStatus(
      admin.call("POST", "/api/admin/kb/categories", { name: categoryName, description: `About ${ALL}` }),
      201,
    );
    const title = `${MARK} ${ALL}`;
    const summary = `Summary ${MARK} ${ALL}`;
    const article = await expectStatus(
      admin.call("POST", "/api/admin/kb/articles", {
        title,
        summary,
        body: MARKDOWN_BODY,
        categoryId: category.id,
        tags: [MARK, "<img src=x onerror=window.__pwned=1>", '"><svg onload=window.__pwned=1>'],
        featured: true,
      }),
      201,
    );
    await expectStatus(admin.call("POST", `/api/admin/kb/articles/${article.id}/publish`), 200);
    await admin.dispose();

    // The public article page: the Markdown renderer shows raw HTML as text and drops script links.
    await page.goto(`/knowledge-base/article/${article.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = page.getByRole("article", { name: title });
    await expect(body).toContainText(`A paragraph with ${IMG} and ${SCRIPT} inline.`);
    await expect(body.getByRole("link", { name: "x", exact: true })).toHaveCount(0);
    await expect(body.getByRole("link", { name: "link", exact: true })).toHaveCount(0);
    await expectInert(page, title, SVG);

    // The tenant dashboard's Knowledge Base section: browse (the category, the featured article), the category's
    // articles, and a search whose highlight (ts_headline) wraps a title full of markup.
    const demo = tenantOrigin(baseURL, "demo");
    await signInAsStaff(page, demo);
    await page.goto(`${demo}/tu/admin/dashboard?section=knowledge-base`);
    await expect(page.getByRole("heading", { level: 2, name: "Knowledge Base" })).toBeVisible();
    const categories = page.getByRole("list", { name: "Categories" });
    await expect(categories).toContainText(categoryName);
    await expectInert(page, categoryName);
    await categories.getByRole("button", { name: new RegExp(MARK) }).click();
    await expect(page.getByRole("tabpanel").getByRole("article").filter({ hasText: MARK })).toBeVisible();
    await expectInert(page, title);

    await page.getByRole("searchbox", { name: "Search articles" }).fill(MARK);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Search Results" })).toHaveAttribute("aria-selected", "true");
    const result = page.getByRole("tabpanel").getByRole("article").filter({ hasText: MARK });
    await expect(result).toHaveCount(1);
    await expect(result.locator("mark").first()).toHaveText(MARK);
    await expect(result).toContainText(ALL);
    await expectInert(page);

    // The super admin's authoring screen: the list, the categories and the editor's preview.
    await page.context().clearCookies();
    await signInAsSuperAdmin(page);
    await page.goto("/su/admin/knowledge-base");
    await expect(page.getByRole("table", { name: "Articles" }).getByRole("row").filter({ hasText: MARK })).toHaveCount(
      1,
    );
    await expectInert(page, title);
    await page.goto(`/su/admin/knowledge-base?article=${article.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Edit article" })).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = page.getByRole("tabpanel", { name: "Preview" });
    await expect(preview).toContainText(`A paragraph with ${IMG} and ${SCRIPT} inline.`);
    await expectInert(page);
  });

  test("platform: a tenant named with script in the registry and on its landing, a sign-in name in the monitor", async ({
    page,
    baseURL,
    browser,
  }) => {
    // A new tenant through the onboarding API, as the wizard makes it.
    const visitor = await browserApi(browser, baseURL ?? "");
    const subdomain = `xss-${MARK.slice(3, 11)}`;
    const tenantName = `${MARK} ${ALL}`;
    const verticals = (await visitor.call<{ id: number; slug: string }[]>("GET", "/api/public/verticals")).body;
    const verticalId = verticals.find((v) => v.slug === "healthcare")?.id ?? verticals[0]!.id;
    await expectStatus(visitor.call("POST", "/api/dns/setup", { subdomain, verticalId }), 200);
    await expectStatus(visitor.call("POST", "/api/ssl/setup", { subdomain, verticalId }), 200);
    const email = `owner@${subdomain}.example`;
    const subscription = await expectStatus(
      visitor.call("POST", "/api/payments/get-or-create-subscription", {
        email,
        name: tenantName,
        planType: "BASIC",
        isYearly: false,
      }),
      200,
    );
    const card = await expectStatus(
      visitor.call("POST", "/api/payments/sandbox/confirm-card", {
        clientSecret: subscription.clientSecret,
        cardNumber: "4242424242424242",
        cardName: IMG,
        expiryDate: "12/34",
        cvc: "123",
      }),
      200,
    );
    await expectStatus(
      visitor.call("POST", "/api/payments/confirm-subscription", {
        subscriptionId: subscription.subscriptionId,
        paymentIntentId: card.paymentIntentId,
      }),
      200,
    );
    await expectStatus(
      visitor.call("POST", "/api/onboarding/tenants", {
        name: tenantName,
        subdomain,
        verticalModuleId: verticalId,
        email,
        address: ALL.slice(0, 200),
        city: IMG,
        stripeCustomerId: subscription.customerId,
        stripeSubscriptionId: subscription.subscriptionId,
      }),
      201,
    );
    await visitor.dispose();

    // A failed sign-in whose username is a payload: the authentication monitor lists it.
    const demo = tenantOrigin(baseURL, "demo");
    const stranger = await browserApi(browser, demo);
    const identifier = `${MARK}${IMG}`;
    await expectStatus(stranger.call("POST", "/api/auth/tenant/login", { username: identifier, password: "x" }), 401);
    await stranger.dispose();

    // The tenant's own landing page shows its name.
    await page.goto(`${tenantOrigin(baseURL, subdomain)}/`);
    await expect(page.getByRole("heading", { level: 1, name: tenantName })).toBeVisible();
    await expectInert(page, tenantName);

    await signInAsSuperAdmin(page);
    await expectInert(page);
    await page.getByRole("button", { name: "Tenant Registry" }).click();
    await page.getByLabel("Search tenants").fill(MARK);
    const row = page.getByTestId("tenant-row").filter({ hasText: MARK });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(tenantName);
    await expectInert(page);

    await page.getByRole("button", { name: "Back to the war room" }).click();
    await page.getByRole("button", { name: "Authentication Monitor" }).click();
    const event = page.getByTestId("auth-event").filter({ hasText: MARK });
    await expect(event.first()).toContainText(identifier);
    await expectInert(page);

    // The welcome e-mail names the tenant; the development outbox page shows it escaped.
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get("/api/dev/outbox")).json()) as { to: string }[];
        return mails.some((m) => m.to === email);
      })
      .toBe(true);
    await page.goto("/api/dev/outbox.html");
    await expectInert(page, `Your ${tenantName} workspace is ready`);
  });
});
