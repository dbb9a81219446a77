import { type APIRequestContext, expect, type Locator, type Page, test } from "./fixtures";
import { createTenantThroughWizard, uniqueCompany } from "./onboarding-steps";
import { receivedMail, tenantOrigin } from "./support";

// The subscription's life on the billing page (issue 18 point 9), against the real server and its sandbox payments:
// a new workspace cancels its trial and resumes it; another's card declines at the trial's end, goes past due through
// the retries to suspended, and a card that pays reactivates it at once.
//
// Time moves through the development clock (POST /api/dev/clock/advance), never by waiting. That clock belongs to the
// server process and every spec of the run shares it: each step here only advances it, relative to the new workspace's
// own trial (started on the same clock), so whatever earlier specs did to it changes nothing. The demo tenants' monthly
// renewals that a moved clock brings due are charged to their Visa 4242 and succeed: they stay active.

const DAY_MS = 86_400_000;
const PROFESSIONAL_MONTHLY = "$99.00";

/** Moves the server's billing clock forward and waits until the due work it brings has run. */
async function advanceClock(request: APIRequestContext, baseURL: string | undefined, days: number): Promise<void> {
  const response = await request.post("/api/dev/clock/advance", {
    data: { ms: days * DAY_MS },
    headers: { Origin: new URL(baseURL ?? "http://localhost:3100").origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens a section from the dashboard's sidebar (behind "Open menu" at a phone's width). */
async function openSection(page: Page, name: string): Promise<void> {
  if (isPhone(page)) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Dashboard" }).filter({ visible: true });
  await nav.getByRole("button", { name, exact: true }).click();
}

/** The value of one fact of the billing page ("Trial ends", "Next charge", …). */
function fact(page: Page, term: string): Locator {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");
}

/** The subscription state badge beside the Billing heading. */
const stateBadge = (page: Page) => page.locator("[data-slot=badge][data-state]");

/** A new workspace through the wizard (Visa 4242), its admin signed in by "Go to Dashboard", on its billing page. */
async function newWorkspaceOnBilling(page: Page, baseURL: string | undefined, prefix: string) {
  const company = uniqueCompany(prefix);
  await createTenantThroughWizard(page, company);
  const origin = tenantOrigin(baseURL, company.subdomain);
  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(`${origin}/tu/admin/dashboard`, { timeout: 15_000 });
  await openSection(page, "Billing");
  await expect(page.getByRole("heading", { level: 2, name: "Billing" })).toBeVisible();
  await expect(page).toHaveURL(/section=billing/);
  return { company, origin, adminEmail: `owner@${company.subdomain}.example` };
}

/** "Update card" (the sandbox's card form in a dialog) with this card; resolves once the dialog closed. */
async function updateCard(page: Page, scope: Locator, cardNumber: string): Promise<void> {
  await scope.getByRole("button", { name: "Update card" }).click();
  const dialog = page.getByRole("dialog", { name: "Update card" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Card number").fill(cardNumber);
  await dialog.getByLabel("Cardholder name").fill("Jamie Rivera");
  await dialog.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await dialog.getByLabel("CVC").fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText("Card updated", { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toBeHidden();
}

test.describe("the subscription's life", () => {
  test("a new workspace sees its trial, cancels it, sees the cancellation and resumes @responsive", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const since = Date.now();
    const { company, adminEmail } = await newWorkspaceOnBilling(page, baseURL, "E2E Cancel");

    // The trial: plan, price, trial end and days left, and the first charge on the trial's last day.
    await expect(stateBadge(page)).toHaveText("Trial");
    await expect(page.getByText("Professional", { exact: true })).toBeVisible();
    await expect(page.getByTestId("plan-price")).toHaveText(`Price: ${PROFESSIONAL_MONTHLY} / month`);
    await expect(fact(page, "Billing period")).toHaveText("Monthly");
    const trialEnds = fact(page, "Trial ends");
    await expect(trialEnds).toContainText("6 days left");
    const trialEndDay = ((await trialEnds.textContent()) ?? "").replace("6 days left", "").trim();
    expect(trialEndDay).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(fact(page, "Next charge")).toHaveText(`${PROFESSIONAL_MONTHLY}on ${trialEndDay}`);
    await expect(page.getByText(/Visa\s*••••\s*ending in\s*4242/)).toBeVisible();

    // Cancel, confirmed in the dialog that says what it means during the trial.
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
    await expect(confirm).toContainText(
      `You will not be charged. Your workspace stays usable until the trial ends on ${trialEndDay}`,
    );
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText("Subscription cancelled", { exact: true })).toBeVisible();

    const notice = page.getByRole("alert").filter({ hasText: `Cancels on ${trialEndDay}` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`Your workspace stays usable until ${trialEndDay} and is not charged again.`);
    await expect(stateBadge(page)).toHaveText(`Cancels on ${trialEndDay}`);
    await expect(fact(page, "Next charge")).toHaveText("None scheduled");
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
    const cancelled = await receivedMail(
      baseURL,
      adminEmail,
      (m) => m.subject === `Your ${company.name} subscription is cancelled`,
      since,
    );
    expect(cancelled.text).toContain(`${company.name} will not be charged again.`);

    // The cancellation survives a reload, and "Resume" undoes it: the trial and its charge are back.
    await page.reload();
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Resume" }).click();
    await expect(page.getByText("Subscription resumed", { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(stateBadge(page)).toHaveText("Trial");
    await expect(fact(page, "Trial ends")).toContainText(trialEndDay);
    await expect(fact(page, "Next charge")).toHaveText(`${PROFESSIONAL_MONTHLY}on ${trialEndDay}`);
    await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
    await receivedMail(baseURL, adminEmail, (m) => m.subject === `Your ${company.name} subscription continues`, since);
  });

  test("a card that declines at the trial's end: past due, retried, suspended, and reactivated by paying @responsive", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const since = Date.now();
    const { company, origin, adminEmail } = await newWorkspaceOnBilling(page, baseURL, "E2E Dunning");
    await expect(stateBadge(page)).toHaveText("Trial");

    // During the trial the admin saves Stripe's "attaches, then every charge declines" card.
    const paymentMethod = page.getByText("Payment method", { exact: true }).locator("..");
    await updateCard(page, paymentMethod, "4000 0000 0000 0341");
    await expect(page.getByText(/Visa\s*••••\s*ending in\s*0341/)).toBeVisible();
    await expect(stateBadge(page)).toHaveText("Trial");

    // Past the trial's end (7 days): the conversion charge fails, the subscription is past due, a retry is planned.
    // The admin is e-mailed a link to the billing page, and follows it.
    await advanceClock(request, baseURL, 8);
    const failed = await receivedMail(
      baseURL,
      adminEmail,
      (m) => m.subject === `Payment failed for ${company.name}: update your card`,
      since,
    );
    const billingLink = /(http:\/\/\S+section=billing)/.exec(failed.text)?.[1];
    expect(billingLink?.startsWith(`${origin}/`)).toBe(true);
    await page.goto(billingLink!);
    await expect(page.getByRole("heading", { level: 2, name: "Billing" })).toBeVisible();
    await expect(stateBadge(page)).toHaveText("Past due");
    const pastDue = page.getByRole("alert").filter({ hasText: "Your last payment failed" });
    await expect(pastDue).toContainText(/1 failed attempt\. Next try on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);

    // The retries, 1, 3 and 5 days after the first failure, each decline; after the last the workspace is suspended.
    await advanceClock(request, baseURL, 1);
    await page.reload();
    await expect(pastDue).toContainText(/2 failed attempts\. Next try on /);
    await advanceClock(request, baseURL, 2);
    await page.reload();
    await expect(pastDue).toContainText(/3 failed attempts\. Next try on /);
    await advanceClock(request, baseURL, 2);
    await receivedMail(baseURL, adminEmail, (m) => m.subject === `${company.name} is suspended`, since);

    // The admin opens the dashboard: the "workspace suspended" page, and "Go to billing".
    await page.goto(`${origin}/tu/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Workspace suspended" })).toBeVisible();
    await expect(
      page.getByText("Nothing has been deleted: everything is back the moment the subscription is paid."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Go to billing" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Billing" })).toBeVisible();
    await expect(stateBadge(page)).toHaveText("Suspended");
    const suspended = page.getByRole("alert").filter({ hasText: "Your workspace is suspended" });
    await expect(suspended).toBeVisible();

    // A card that pays: the overdue charge is taken at once and the workspace is active again.
    await updateCard(page, suspended, "4242 4242 4242 4242");
    await expect(stateBadge(page)).toHaveText("Active");
    await expect(suspended).toHaveCount(0);
    await expect(page.getByText(/Visa\s*••••\s*ending in\s*4242/)).toBeVisible();
    await receivedMail(baseURL, adminEmail, (m) => m.subject === `${company.name} is active again`, since);

    await openSection(page, "Patients");
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await page.goto(`${origin}/tu/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Workspace suspended" })).toHaveCount(0);
  });
});
