import { expect, test } from "./fixtures";
import { chooseIndustry, stepHeading } from "./onboarding-steps";
import { tenantOrigin } from "./support";

/**
 * Issue 24 point 2: the public pages arrive rendered (their text paints before any script runs) and the script takes
 * them over without a mismatch, in any language and theme; the app's other pages stay client-rendered.
 */
const PAGES: { path: string; heading: string | RegExp; text?: string; tenant?: string }[] = [
  { path: "/", heading: "Start 7-Day Trial for $1", text: "Healthcare" },
  { path: "/pricing", heading: "Pricing", text: "$99.00/month" },
  { path: "/service-modules", heading: "Service Modules" },
  { path: "/verticals/healthcare", heading: "Healthcare" },
  { path: "/knowledge-base/article/1", heading: /./ },
  { path: "/onboarding", heading: "Onboarding" },
  { path: "/", tenant: "demo", heading: "Demo Health Clinic", text: "Staff sign in" },
  { path: "/portal/login", tenant: "demo", heading: /./, text: "Sign in" },
];
const urlOf = (baseURL: string | undefined, page: (typeof PAGES)[number]) =>
  page.tenant ? `${tenantOrigin(baseURL, page.tenant)}${page.path}` : page.path;

test.describe("server-rendered public pages", () => {
  test("show their content with JavaScript off", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const entry of PAGES) {
      const { path, heading, text } = entry;
      await page.goto(urlOf(baseURL, entry));
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
      if (text) await expect(page.getByText(text).first(), path).toBeVisible();
    }
    // The app's own pages are not rendered on the server: they hold the reader's data.
    await page.goto("/login");
    await expect(page.locator("#root")).toBeEmpty();
    await page.goto(`${tenantOrigin(baseURL, "demo")}/portal/dashboard`);
    await expect(page.locator("#root")).toBeEmpty();
    await context.close();
  });

  test("keep their forms shut until the script has taken them over", async ({ browser, baseURL }) => {
    // Before hydration a press on "Sign in" would submit the form the browser's own way (a GET carrying the password
    // in the address): the server-rendered controls are disabled, and the form could only ever POST.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${tenantOrigin(baseURL, "demo")}/portal/login`);
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Sign in" }) });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await expect(form.getByLabel("Password", { exact: true })).toBeDisabled();
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await expect(form.getByLabel("Password", { exact: true })).toBeEnabled();
    await context.close();
  });

  for (const { locale, theme } of [
    { locale: "en-US", theme: "light" },
    { locale: "de-DE", theme: "dark" },
  ]) {
    test(`are taken over by the script without a mismatch (${locale}, ${theme})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ locale, baseURL });
      await context.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      for (const entry of PAGES) {
        const { path, heading } = entry;
        await page.goto(urlOf(baseURL, entry));
        await expect(page.locator("#ssr-state"), path).toHaveCount(1);
        await expect(page.locator("html[data-hydrated]"), path).toHaveCount(1);
        await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
        const toggle = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
        await expect(page.getByRole("button", { name: toggle }).first(), path).toBeVisible();
      }
      // A wizard reloaded half-way takes over the first step's HTML, then resumes where it was.
      await page.goto("/onboarding");
      await chooseIndustry(page);
      await expect(stepHeading(page, "Select Modules")).toBeVisible();
      await page.reload();
      await expect(stepHeading(page, "Select Modules")).toBeVisible();
      expect(errors).toEqual([]);
      // Hydrated means working: the landing's link goes on without a full page load.
      await page.goto("/");
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("link", { name: "Pricing" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await context.close();
    });
  }
});
