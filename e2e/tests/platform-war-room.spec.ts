import { expect, type Locator, type Page, test } from "./fixtures";
import { createTenantThroughWizard, uniqueCompany } from "./onboarding-steps";
import { expectNoSeriousA11yViolations, SUPER_ADMIN, signInAsSuperAdmin, tenantOrigin } from "./support";

// The super admin's war room end to end against the real server (fresh database each run): live figures, the tenant
// registry (suspend and reactivate a demo tenant, seen on the figures and on the tenant's own landing) and the
// authentication monitor.

const SUMMIT = { name: "Summit Legal Partners", subdomain: "summit" } as const;

/** Signed in as the super admin, on the war room. */
async function openWarRoom(page: Page): Promise<void> {
  await signInAsSuperAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeVisible();
}

function figure(page: Page, label: string): Locator {
  return page.getByRole("group", { name: label }).getByTestId("figure");
}

/** The Active Tenants figure, once loaded. */
async function activeTenants(page: Page): Promise<number> {
  const value = figure(page, "Active Tenants");
  await expect(value).toHaveText(/^\d[\d,]*$/);
  return Number((await value.innerText()).replace(/,/g, ""));
}

function registryRow(page: Page, name: string): Locator {
  return page.getByTestId("tenant-row").filter({ hasText: name });
}

async function openTile(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function backToWarRoom(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Back to the war room" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeVisible();
}

test.describe("super admin war room", () => {
  test("shows live figures, the system status and the quick actions, and passes axe @responsive", async ({ page }) => {
    await openWarRoom(page);
    for (const label of ["Active Tenants", "System Health", "Active Sessions", "Database Status"]) {
      await expect(page.getByRole("group", { name: label })).toBeVisible();
    }
    expect(await activeTenants(page)).toBeGreaterThanOrEqual(2);
    // The super admin's own session counts.
    await expect(figure(page, "Active Sessions")).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(page, "System Health")).toHaveText(/^(\d{1,3}\.\d%|—)$/);
    await expect(figure(page, "Database Status")).toHaveText("Online");
    await expect(page.getByText("Database connected")).toBeVisible();
    await expect(page.getByTestId("checked-at")).toContainText("Last checked");

    const status = page.getByRole("region", { name: "System Status" });
    for (const [service, state] of [
      ["Web Services", "Online"],
      ["Database", "Online"],
      ["Email System", "Online"],
      ["Authentication", "Secure"],
    ] as const) {
      await expect(status.getByTestId("service").filter({ hasText: service })).toContainText(state);
    }
    for (const name of ["System Settings", "Module Management"]) {
      await expect(page.getByRole("button", { name: `${name} (coming soon)` })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
    }
    await expect(page.getByRole("link", { name: "Knowledge Base" })).toHaveAttribute(
      "href",
      "/su/admin/knowledge-base",
    );

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("suspending a tenant drops Active Tenants by one and closes its landing; reactivating restores both", async ({
    page,
    baseURL,
  }) => {
    await openWarRoom(page);
    const before = await activeTenants(page);
    const summitLanding = `${tenantOrigin(baseURL, SUMMIT.subdomain)}/`;

    await openTile(page, "Tenant Registry");
    await expect(page.getByTestId("tenant-row").first()).toBeVisible();
    await page.getByLabel("Search tenants").fill("summit");
    await expect(page.getByTestId("tenant-row")).toHaveCount(1);
    const row = registryRow(page, SUMMIT.name);
    await expect(row).toContainText("Legal");
    // Issue 18: the subscription's state and the money it brings each month.
    const subscriptionState = row.getByTestId("subscription-state");
    await expect(subscriptionState).toHaveText(/^(Active|Trial)$/);
    const stateBefore = await subscriptionState.textContent();
    await expect(row.getByTestId("mrr")).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const mrrBefore = await row.getByTestId("mrr").textContent();
    await expectNoSeriousA11yViolations(page);

    await row.getByRole("button", { name: `Suspend ${SUMMIT.name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Suspend ${SUMMIT.name}?` });
    await expect(dialog).toContainText("signed out");
    await expect(dialog).toContainText("cannot sign in");
    await dialog.getByRole("button", { name: "Suspend tenant" }).click();
    await expect(dialog).toBeHidden();
    try {
      await expect(row.locator("[data-status]")).toHaveText("Suspended");
      // The platform's suspension is not the subscription's: its state and what it brings in stay as they were.
      await expect(row.getByTestId("subscription-state")).toHaveText(stateBefore ?? "");
      await expect(row.getByTestId("mrr")).toHaveText(mrrBefore ?? "");

      await backToWarRoom(page);
      await expect(figure(page, "Active Tenants")).toHaveText(String(before - 1));

      const landing = await page.context().newPage();
      await landing.goto(summitLanding);
      await expect(landing.getByRole("heading", { name: "This workspace is suspended" })).toBeVisible();
      await expect(landing.getByLabel("Username or email")).toHaveCount(0);
      await landing.close();

      await openTile(page, "Tenant Registry");
      await page.getByLabel("Status").selectOption({ label: "Suspended" });
      await expect(page.getByTestId("tenant-row")).toHaveCount(1);
      await registryRow(page, SUMMIT.name)
        .getByRole("button", { name: `Reactivate ${SUMMIT.name}` })
        .click();
      await expect(page.getByTestId("tenant-row")).toHaveCount(0);
      await page.getByLabel("Status").selectOption({ label: "All statuses" });
      await expect(registryRow(page, SUMMIT.name).locator("[data-status]")).toHaveText(/^(Active|Trial)$/);
    } finally {
      // Leave the demo tenant usable for the other specs, whatever happened above.
      const list = await page.request.get("/api/platform/tenants?search=summit");
      const summit = ((await list.json()) as { id: string; status: string }[])[0];
      if (summit?.status === "SUSPENDED") {
        await page.request.post(`/api/platform/tenants/${summit.id}/reactivate`, {
          headers: { Origin: new URL(page.url()).origin },
        });
      }
    }

    await backToWarRoom(page);
    await expect(figure(page, "Active Tenants")).toHaveText(String(before));
    await page.goto(summitLanding);
    await expect(page.getByRole("heading", { level: 1, name: SUMMIT.name })).toBeVisible();
    await expect(page.getByLabel("Username or email")).toBeVisible();
  });

  test("a tenant created through onboarding raises Active Tenants; suspending it closes its new landing", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await openWarRoom(page);
    const before = await activeTenants(page);

    // A visitor signs up in a browser of their own while the super admin keeps the war room open.
    const company = uniqueCompany("War Room Co");
    const visitor = await browser.newContext();
    await createTenantThroughWizard(await visitor.newPage(), company);
    await visitor.close();

    // The figures refresh by themselves (no reload).
    await expect(figure(page, "Active Tenants")).toHaveText(String(before + 1), { timeout: 20_000 });

    const landingUrl = `${tenantOrigin(baseURL, company.subdomain)}/`;
    const landing = await page.context().newPage();
    await landing.goto(landingUrl);
    await expect(landing.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    await expect(landing.getByLabel("Username or email")).toBeVisible();

    await openTile(page, "Tenant Registry");
    await page.getByLabel("Search tenants").fill(company.subdomain);
    await expect(page.getByTestId("tenant-row")).toHaveCount(1);
    const row = registryRow(page, company.name);
    await expect(row).toContainText("Healthcare");
    await row.getByRole("button", { name: `Suspend ${company.name}` }).click();
    await page
      .getByRole("alertdialog", { name: `Suspend ${company.name}?` })
      .getByRole("button", { name: "Suspend tenant" })
      .click();
    await expect(row.locator("[data-status]")).toHaveText("Suspended");

    await backToWarRoom(page);
    await expect(figure(page, "Active Tenants")).toHaveText(String(before));
    await landing.reload();
    await expect(landing.getByRole("heading", { name: "This workspace is suspended" })).toBeVisible();
    await expect(landing.getByLabel("Username or email")).toHaveCount(0);
    await landing.close();
  });

  test("the super admin schedules a workspace's deletion by typing its subdomain, sees its date, and keeps it", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const company = uniqueCompany("Leaving Co");
    const visitor = await browser.newContext();
    await createTenantThroughWizard(await visitor.newPage(), company);
    await visitor.close();

    await openWarRoom(page);
    await openTile(page, "Tenant Registry");
    await page.getByLabel("Search tenants").fill(company.subdomain);
    await expect(page.getByTestId("tenant-row")).toHaveCount(1);
    const row = registryRow(page, company.name);
    await row.getByRole("button", { name: `Delete ${company.name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete ${company.name}?` });
    await dialog.getByLabel("Workspace subdomain").fill("summit");
    await dialog.getByRole("button", { name: "Delete in 14 days" }).click();
    await expect(dialog.getByText("Type your workspace's subdomain exactly to confirm")).toBeVisible();
    await dialog.getByLabel("Workspace subdomain").fill(company.subdomain);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Delete in 14 days" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("deletion-date")).toHaveText(/^Deleted on \w{3} \d{1,2}, \d{4}$/);

    // Kept on the server: after a reload the date is still there, and the workspace itself still works.
    await page.reload();
    await page.getByLabel("Search tenants").fill(company.subdomain);
    await expect(row.getByTestId("deletion-date")).toBeVisible();
    await expect(row.locator("[data-status]")).toHaveText("Trial");
    await page.screenshot({ path: testInfo.outputPath("registry-deletion-desktop.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row.getByTestId("deletion-date")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("registry-deletion-phone.png") });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    await row.getByRole("button", { name: `Cancel the deletion of ${company.name}` }).click();
    await expect(page.getByText(`${company.name} stays`)).toBeVisible();
    await expect(row.getByTestId("deletion-date")).toHaveCount(0);
    await expect(row.getByRole("button", { name: `Delete ${company.name}` })).toBeVisible();
  });

  test("the authentication monitor lists the super admin's own sign-in @responsive", async ({ page }) => {
    await openWarRoom(page);
    await openTile(page, "Authentication Monitor");
    const own = page.getByTestId("auth-event").filter({ hasText: SUPER_ADMIN.email }).first();
    await expect(own).toContainText("Success");
    await expect(own).toContainText("Platform");

    await page.getByLabel("Outcome").selectOption({ label: "Failed" });
    await expect(page.getByTestId("auth-event").filter({ hasText: "Success" })).toHaveCount(0);
    await page.getByLabel("Outcome").selectOption({ label: "Success" });
    await expect(page.getByTestId("auth-event").filter({ hasText: SUPER_ADMIN.email }).first()).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
