import { expect, type Page, test } from "./fixtures";
import {
  enterTotpCode,
  expectNoSeriousA11yViolations,
  type ReceivedMail,
  receivedMail,
  SUPER_ADMIN_TOTP_SECRET,
  tenantOrigin,
} from "./support";

// Identity screens end to end: platform login, the tenant landing's staff login, the cross-tenant dialog, the client
// portal, and password resets through the e-mailed link. Demo accounts keep their passwords; a test that changes a
// password registers its own portal client first.

const DEMO = {
  superAdmin: { email: "superadmin@engagesuite.example", password: "SuperAdmin123!" },
  demoAdmin: { username: "demo-admin", email: "admin@demo-health.example", password: "DemoAdmin123!" },
  demoStaff: { username: "demo-staff", email: "staff@demo-health.example", password: "DemoStaff123!" },
  summitAdmin: { username: "summit-admin", email: "admin@summit-legal.example", password: "SummitAdmin123!" },
  patient: { email: "patient@demo-health.example", password: "Patient123!", firstName: "Jamie" },
} as const;

function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The toast on screen has this title (and description). */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .first();
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** The newest reset link mailed to this address, as it arrived at the e2e run's SMTP server. */
async function resetLinkFor(baseURL: string | undefined, to: string, since: number): Promise<string> {
  const linkIn = (mail: ReceivedMail) => mail.text.match(/https?:\/\/\S*reset-password\?token=[^\s"'<>]+/)?.[0];
  return linkIn(await receivedMail(baseURL, to, (mail) => Boolean(linkIn(mail)), since))!;
}

async function platformSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function tenantSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username or email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function registerPortalClient(page: Page, client: PortalClient): Promise<void> {
  await page.getByLabel("Email").fill(client.email);
  await page.getByLabel("First name").fill(client.firstName);
  await page.getByLabel("Last name").fill(client.lastName);
  await page.getByLabel("Password", { exact: true }).fill(client.password);
  await page.getByLabel("Confirm password").fill(client.password);
  await page.getByRole("button", { name: "Create account" }).click();
}

async function portalSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

interface PortalClient {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

function newClient(prefix: string): PortalClient {
  return { email: freshEmail(prefix), firstName: "Riley", lastName: "Newcomer", password: "FirstPass123!" };
}

test.describe("platform login (/login)", () => {
  test("has the form, the tabs and the marketing panel, and passes axe @responsive", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Log In" })).toBeVisible();
    for (const tab of ["Login", "Register", "Reset"]) await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the super admin signs in with a code from the authenticator and lands on /su/admin/dashboard", async ({
    page,
  }) => {
    await platformSignIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
    await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    await enterTotpCode(page, SUPER_ADMIN_TOTP_SECRET, () => page.waitForURL("**/su/admin/dashboard"));
    await page.waitForURL("**/su/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    // /dashboard shows the same war room to this role.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeVisible();
    // Sign out ends the session: the war room sends to /login again.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/login");
    await page.goto("/war-room");
    await page.waitForURL("**/login");
  });

  test("a tenant admin lands on the tenant host's /tu/admin/dashboard", async ({ page, baseURL }) => {
    await platformSignIn(page, DEMO.demoAdmin.email, DEMO.demoAdmin.password);
    await page.waitForURL(`${tenantOrigin(baseURL, "demo")}/tu/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Tenant Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  });

  test("a staff member is sent to the tenant host's /portal/dashboard", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const landing = page.waitForRequest((req) => req.isNavigationRequest() && req.url() === `${demo}/portal/dashboard`);
    await platformSignIn(page, DEMO.demoStaff.email, DEMO.demoStaff.password);
    await landing;
    // Staff are not portal clients: the protected portal page then asks for a portal login, on the tenant host.
    await page.waitForURL(`${demo}/portal/login`);
  });

  test("a wrong password toasts 'Login failed'", async ({ page }) => {
    await platformSignIn(page, DEMO.superAdmin.email, "not-the-password");
    await expectToast(page, "Login failed", "Invalid email or password. Please try again.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the Reset tab mails a reset link that opens the new-password form", async ({ page, baseURL }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(DEMO.demoStaff.email);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("tab", { name: "Reset", selected: true })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.demoStaff.email);
    const requestedAt = Date.now();
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expectToast(page, "Check your email", "If an account exists for that address");

    // Opens the mailed link (as it arrived by SMTP), but leaves the demo account's password alone.
    const link = await resetLinkFor(baseURL, DEMO.demoStaff.email, requestedAt);
    expect(new URL(link).pathname).toBe("/reset-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
  });

  test("a made-up reset token is refused with the server's message", async ({ page }) => {
    await page.goto(`/reset-password?token=${"x".repeat(43)}`);
    await page.getByLabel("New password", { exact: true }).fill("Whatever123!");
    await page.getByLabel("Confirm new password").fill("Whatever123!");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("This reset link is invalid or has expired. Please request a new one.")).toBeVisible();
  });
});

test.describe("tenant landing staff login", () => {
  test("demo.localhost: branded landing with the staff form passes axe @responsive", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Demo Health Clinic" })).toBeVisible();
    await expect(page.getByLabel("Username or email")).toBeVisible();
    await expect(page.getByRole("link", { name: /Patient Portal/ })).toHaveAttribute("href", "/portal");
    await expect(page.getByRole("link", { name: "Support" })).toHaveAttribute("href", /^mailto:support@/);
    const background = await page.getByTestId("tenant-landing").evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain("/images/backgrounds/healthcare.svg");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the tenant admin signs in: /dashboard, then /tu/admin/dashboard", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await page.goto(`${demo}/`);
    await tenantSignIn(page, DEMO.demoAdmin.username, DEMO.demoAdmin.password);
    await page.waitForURL(`${demo}/tu/admin/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Tenant Admin Dashboard" })).toBeVisible();
  });

  test("another tenant's admin, right password and all, reads as a wrong password: no such account here", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/`);
    await tenantSignIn(page, DEMO.summitAdmin.email, DEMO.summitAdmin.password);
    await expectToast(page, "Login failed", "Invalid username or password. Please try again.");
    await expect(page).toHaveURL(`${tenantOrigin(baseURL, "demo")}/`);
  });

  test("validation messages, and 'Forgot your password?' points to the administrator", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expectToast(page, "Please contact your administrator to reset your password.");
  });

  test("signed in to demo, opening summit on the same host offers to log out of demo", async ({ page }) => {
    await page.goto("/?tenant=demo");
    await tenantSignIn(page, DEMO.demoAdmin.username, DEMO.demoAdmin.password);
    await page.waitForURL("**/tu/admin/dashboard");

    await page.goto("/?tenant=summit");
    const dialog = page.getByRole("alertdialog", { name: "Cross-Tenant Login Detected" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Demo Health Clinic");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeVisible();
    await dialog.getByRole("button", { name: "Log out from Demo Health Clinic" }).click();

    // The page reloads signed out: summit's login form, no dialog.
    await expect(page.getByRole("heading", { level: 1, name: "Summit Legal Partners" })).toBeVisible();
    await expect(page.getByLabel("Username or email")).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});

test.describe("client portal", () => {
  test("/portal/login shows the tenant's brand and passes axe @responsive", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/portal/login`);
    await expect(page.getByRole("heading", { level: 1, name: "Patient Portal Login" })).toBeVisible();
    await expect(page.getByText("Demo Health Clinic")).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/portal/register");
    await expectNoSeriousA11yViolations(page);
  });

  test("/portal/register passes axe @responsive", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/portal/register`);
    await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();
    await expect(page.getByText("Demo Health Clinic")).toBeVisible();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("a new client registers and lands on the dashboard @responsive", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const client = newClient("register");
    await page.goto(`${demo}/portal/register`);
    await registerPortalClient(page, client);
    await page.waitForURL(`${demo}/portal/dashboard`);
    await expectToast(page, "Your account has been created and you are now logged in.");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeVisible();
    await expect(page.getByText(`Hello, ${client.firstName}`)).toBeVisible();
    await expect(page.getByText(client.email)).toBeVisible();
    await expect(page.getByText(`${client.firstName} ${client.lastName}`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the demo patient signs in and out", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await page.goto(`${demo}/portal`);
    await page.waitForURL(`${demo}/portal/login`);
    await portalSignIn(page, DEMO.patient.email, DEMO.patient.password);
    await page.waitForURL(`${demo}/portal/dashboard`);
    await expectToast(page, "Login successful", "Welcome to your client portal");
    await expect(page.getByText(`Hello, ${DEMO.patient.firstName}`)).toBeVisible();

    // The session survives a reload (restored from sessionStorage and confirmed by the server).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${demo}/portal/login`);
    await expectToast(page, "Logged out", "You have been successfully logged out");
    await page.goto(`${demo}/portal/dashboard`);
    await page.waitForURL(`${demo}/portal/login`);
  });

  test("a wrong portal password toasts 'Login failed'", async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin(baseURL, "demo")}/portal/login`);
    await portalSignIn(page, freshEmail("nobody"), "wrong-password");
    await expectToast(page, "Login failed", "Invalid email or password");
  });

  test("a protected page sends to the login and back after signing in", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    await page.goto(`${demo}/portal/dashboard`);
    await page.waitForURL(`${demo}/portal/login`);
    await portalSignIn(page, DEMO.patient.email, DEMO.patient.password);
    await page.waitForURL(`${demo}/portal/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeVisible();
  });

  test("a client resets a forgotten password from the e-mailed link", async ({ page, baseURL }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const client = newClient("reset");
    await page.goto(`${demo}/portal/register`);
    await registerPortalClient(page, client);
    await page.waitForURL(`${demo}/portal/dashboard`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${demo}/portal/login`);

    await page.getByRole("button", { name: "Forgot password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.getByLabel("Email").fill(client.email);
    const requestedAt = Date.now();
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expectToast(page, "Check your email", "If an account exists for that address");

    const link = await resetLinkFor(baseURL, client.email, requestedAt);
    expect(link.startsWith(`${demo}/portal/reset-password?token=`)).toBe(true);
    await page.goto(link);
    const newPassword = "SecondPass456!";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Your password has been changed. You can now sign in.")).toBeVisible();
    await page.getByRole("link", { name: "Go to sign in" }).click();
    await page.waitForURL(`${demo}/portal/login`);

    // The old password no longer works; the new one does.
    await portalSignIn(page, client.email, client.password);
    await expectToast(page, "Login failed");
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${demo}/portal/dashboard`);
    await expect(page.getByText(`Hello, ${client.firstName}`)).toBeVisible();
  });
});
