import { expect, type Page, test } from "./fixtures";
import { expectNoSeriousA11yViolations, tenantOrigin } from "./support";

// The client portal's account end to end (fresh database each run): the real account details on the dashboard,
// editing the name in Profile, the change-password form's answers, and signing out.

const PATIENT = { email: "patient@demo-health.example", password: "Patient123!" } as const;

interface Me {
  firstName: string | null;
  lastName: string | null;
  email: string;
  createdAt: string;
}

async function portalSignIn(page: Page, origin: string): Promise<Me> {
  await page.goto(`${origin}/portal/login`);
  await page.getByLabel("Email").fill(PATIENT.email);
  await page.getByLabel("Password", { exact: true }).fill(PATIENT.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/portal/dashboard`);
  return (await inBrowser(page, "GET", "/api/client-portal/me")) as Me;
}

/**
 * A call from the page itself (Node cannot resolve `*.localhost`, the browser can): same cookie, same origin.
 */
async function inBrowser(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: "include",
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
      return res.json();
    },
    { method, path, body },
  );
}

/** The side navigation: beside the page from 768px up, behind the menu button on phones. */
async function openNavEntry(page: Page, name: string): Promise<void> {
  const desktop = page.getByRole("navigation", { name: "Portal", exact: true });
  if (await desktop.isVisible()) {
    await desktop.getByRole("button", { name }).click();
    return;
  }
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("navigation", { name: "Portal (mobile)" }).getByRole("button", { name }).click();
}

test.describe("client portal account", () => {
  test("shows the real account details, edits the name in Profile, and signs out @responsive", async ({
    page,
    baseURL,
  }) => {
    const origin = tenantOrigin(baseURL, "demo");
    const me = await portalSignIn(page, origin);
    const firstName = me.firstName ?? "";

    await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
    const account = page
      .getByRole("heading", { name: "Account Overview" })
      .locator("xpath=ancestor::*[@data-slot='card'][1]");
    await expect(account).toContainText(PATIENT.email);
    await expect(account).toContainText(`${me.firstName} ${me.lastName}`);
    // Dates on a tenant's screens are in the workspace's time zone and locale (its settings; the demo's seed).
    const memberSince = await page.evaluate(
      (createdAt) =>
        new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/Los_Angeles" }).format(
          new Date(createdAt),
        ),
      me.createdAt,
    );
    await expect(account).toContainText(memberSince);

    await openNavEntry(page, "Profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    const details = page.getByRole("form", { name: "Personal details" });
    await expect(details.getByLabel("First name")).toHaveValue(firstName);
    await expect(details.getByLabel("Email")).toHaveValue(PATIENT.email);
    await expectNoSeriousA11yViolations(page);

    await details.getByLabel("First name").fill("J");
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(details.getByText("First name must be at least 2 characters")).toBeVisible();

    try {
      await details.getByLabel("First name").fill("Jordan");
      await details.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Hello, Jordan")).toBeVisible();
      // The stored session user changed too: a reload keeps the new greeting.
      await page.reload();
      await expect(page.getByText("Hello, Jordan")).toBeVisible();

      const password = page.getByRole("form", { name: "Change password" });
      if (!(await password.isVisible())) await openNavEntry(page, "Profile");
      await password.getByLabel("Current password").fill("not-my-password");
      await password.getByLabel("New password", { exact: true }).fill("Another123!");
      await password.getByLabel("Confirm new password").fill("Different123!");
      await password.getByRole("button", { name: "Change password" }).click();
      await expect(password.getByText("Passwords do not match")).toBeVisible();
      await password.getByLabel("Confirm new password").fill("Another123!");
      await password.getByRole("button", { name: "Change password" }).click();
      await expect(password.getByText("Your current password is not correct.")).toBeVisible();
    } finally {
      // Leave the demo client as it was for the other specs.
      await inBrowser(page, "PUT", "/api/client-portal/profile", { firstName, lastName: me.lastName });
    }

    // Sign out: 'Signing out...' while the request runs, then the portal login.
    await page.route("**/api/client-portal/logout", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Signing out..." })).toBeVisible();
    await page.waitForURL(`${origin}/portal/login`);
  });
});
