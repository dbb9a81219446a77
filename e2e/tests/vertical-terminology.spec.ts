import { expect, type Page, test } from "./fixtures";
import { chooseIndustry, fillCompanyInfo, passDns, pay, stepHeading, uniqueCompany } from "./onboarding-steps";
import { tenantOrigin } from "./support";

// Issue 19: a workspace onboarded for an industry reads in that industry's words, on its dashboard and in its
// portal; an admin's override shows at once.

const SHOTS = "e2e/.artifacts/terminology";

/** Onboards a workspace of `industry` through the wizard; "Go to Dashboard" signs this browser in as its owner. */
async function onboard(page: Page, baseURL: string | undefined, industry: string, prefix: string) {
  const company = uniqueCompany(prefix);
  await page.goto("/onboarding");
  await chooseIndustry(page, industry);
  // The help desk and the client portal, whose words this spec reads.
  await expect(stepHeading(page, "Select Modules")).toBeVisible();
  const step = page.getByRole("region", { name: "Select Modules" });
  for (const module of [/^Help Desk/, /^Client Portal/]) {
    const button = step.getByRole("button", { name: module });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await fillCompanyInfo(page, company);
  await passDns(page);
  await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 15_000 });
  await pay(page, "4242 4242 4242 4242");
  await expect(stepHeading(page, "Congratulations")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Go to Dashboard" })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole("button", { name: "Go to Dashboard" }).click();
  const origin = tenantOrigin(baseURL, company.subdomain);
  await expect(page).toHaveURL(`${origin}/tu/admin/dashboard`, { timeout: 15_000 });
  return { origin, company };
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Dashboard" }).last();

/** A new portal client of the workspace, registered in a browser context of its own. */
async function openPortal(page: Page, origin: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize() ?? undefined });
  const portal = await context.newPage();
  await portal.goto(`${origin}/portal/register`);
  await portal.getByLabel("Email").fill(`client-${Date.now().toString(36)}@example.com`);
  await portal.getByLabel("First name").fill("Riley");
  await portal.getByLabel("Last name").fill("Newcomer");
  await portal.getByLabel("Password", { exact: true }).fill("FirstPass123!");
  await portal.getByLabel("Confirm password").fill("FirstPass123!");
  await portal.getByRole("button", { name: "Create account" }).click();
  await portal.waitForURL(`${origin}/portal/dashboard`);
  return { portal, close: () => context.close() };
}

test.describe("industry terminology", () => {
  test.setTimeout(150_000);
  // New customers sign up from their own addresses (documentation range), not from the address every other spec's
  // wizard used: the wizard's per-address subdomain reservations (30 in 10 minutes) count them apart.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${10 + Math.floor(Math.random() * 200)}` } });

  test("a healthcare workspace says Patients, its portal is the Patient Portal, and an override shows at once @responsive", async ({
    page,
    baseURL,
  }, info) => {
    const { origin } = await onboard(page, baseURL, "Healthcare", "E2E Clinic");
    const phone = info.project.name === "phone";
    if (phone) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = phone ? page.getByRole("dialog").getByRole("navigation", { name: "Dashboard" }) : sidebar(page);
    await expect(nav.getByRole("button", { name: "Patients" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Contacts" })).toHaveCount(0);
    if (phone) await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 2, name: "Patients Management" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Patient" })).toBeVisible();
    await expect(page.getByText("No patients added yet. Add your first patient.")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/healthcare-dashboard-${info.project.name}.png`, fullPage: true });

    await page.getByRole("button", { name: "Add Patient" }).click();
    await expect(page.getByRole("dialog", { name: "Add New Patient" })).toBeVisible();
    await page.keyboard.press("Escape");

    // The landing's portal link, and the portal itself.
    const { portal, close } = await openPortal(page, origin);
    await expect(portal.getByText("Patient Portal").first()).toBeVisible();
    await portal.goto(`${origin}/portal/support`);
    await expect(portal.getByRole("heading", { level: 2, name: "Your requests" })).toBeVisible();
    await expect(portal.getByRole("button", { name: "Create request" }).first()).toBeVisible();
    await portal.screenshot({ path: `${SHOTS}/healthcare-portal-${info.project.name}.png`, fullPage: true });
    await close();

    if (phone) return;
    // The admin renames the contact in Settings → Terminology: the sidebar and the screens follow at once.
    await page.goto(`${origin}/tu/admin/dashboard?section=settings`);
    const card = page.getByRole("form", { name: "Terminology" });
    await expect(card.getByText("Add Patient")).toBeVisible();
    const contact = card.getByRole("group", { name: "A contact is called" });
    await contact.getByLabel("Singular").fill("Resident");
    await contact.getByLabel("Plural").fill("Residents");
    await expect(card.getByText("3 Residents")).toBeVisible();
    await card.screenshot({ path: `${SHOTS}/terminology-card-${info.project.name}.png` });
    await card.getByRole("button", { name: "Save terminology" }).click();
    await expect(sidebar(page).getByRole("button", { name: "Residents" })).toBeVisible();
    await sidebar(page).getByRole("button", { name: "Residents" }).click();
    await expect(page.getByRole("button", { name: "Add Resident" })).toBeVisible();

    // Reset: the industry's words again.
    await page.goto(`${origin}/tu/admin/dashboard?section=settings`);
    await page.getByRole("button", { name: "Reset to the industry's words" }).click();
    await expect(sidebar(page).getByRole("button", { name: "Patients" })).toBeVisible();
  });

  test("a legal workspace says Clients and Cases on its dashboard and in its portal @responsive", async ({
    page,
    baseURL,
  }, info) => {
    const { origin } = await onboard(page, baseURL, "Legal", "E2E Law");
    const phone = info.project.name === "phone";
    await expect(page.getByRole("heading", { level: 2, name: "Clients Management" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Client" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/legal-dashboard-${info.project.name}.png`, fullPage: true });

    await page.goto(`${origin}/tu/admin/dashboard?section=help-desk`);
    await expect(page.getByRole("button", { name: "Create Case" }).first()).toBeVisible();
    await expect(page.getByRole("tab", { name: /All Cases/ })).toBeVisible();
    await expect(page.getByText("No cases yet")).toBeVisible();
    if (!phone) await expect(sidebar(page).getByRole("button", { name: "Clients" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/legal-helpdesk-${info.project.name}.png`, fullPage: true });

    const { portal, close } = await openPortal(page, origin);
    await expect(portal.getByText("Client Portal").first()).toBeVisible();
    await portal.goto(`${origin}/portal/support`);
    await expect(portal.getByRole("heading", { level: 2, name: "Your cases" })).toBeVisible();
    await portal.getByRole("button", { name: "Create case" }).first().click();
    await expect(portal.getByRole("dialog", { name: "Create Support Case" })).toBeVisible();
    await expect(portal.getByRole("button", { name: "Submit Case" })).toBeVisible();
    await portal.screenshot({ path: `${SHOTS}/legal-portal-${info.project.name}.png`, fullPage: true });
    await close();
  });
});
