import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "./fixtures";
import { browserApi, DEMO_ADMIN, tenantOrigin } from "./support";

// Documents end to end (issue 20 point 2): staff share a PDF with Jamie Rivera (the demo portal client) through the
// upload endpoint, Jamie downloads it from the portal's Documents tab and gets the same bytes; another client of the
// clinic sees none of it.

const PATIENT = { email: "patient@demo-health.example", password: "Patient123!" } as const;
const PDF = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% e2e ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

async function portalSignIn(page: Page, origin: string, login: { email: string; password: string }) {
  await page.goto(`${origin}/portal/login`);
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/portal/dashboard`);
}

test.describe("portal documents", () => {
  test("staff share a PDF, the client downloads the same bytes, another client sees nothing @responsive", async ({
    page,
    browser,
    baseURL,
  }) => {
    const demo = tenantOrigin(baseURL, "demo");
    const tenant = await (async () => {
      const api = await browserApi(browser, demo);
      const answer = await api.call<{ id: string }>("GET", "/api/tenant/demo");
      await api.dispose();
      return answer.body;
    })();

    // Jamie's id, as the portal knows it.
    const jamie = await browserApi(browser, demo);
    expect((await jamie.call("POST", "/api/client-portal/login", { ...PATIENT, tenantId: tenant.id })).status).toBe(
      200,
    );
    const me = (await jamie.call<{ id: string }>("GET", "/api/client-portal/me")).body;
    await jamie.dispose();

    // Staff share the file: its bytes as the body, its name in the query (from a page on the tenant's host).
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`${demo}/api/health`);
    const name = `Care plan (e2e ${Date.now()}).pdf`;
    const shared = await staffPage.evaluate(
      async ({ login, url, body }) => {
        const signIn = await fetch("/api/auth/tenant/login", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(login),
        });
        if (!signIn.ok) return { status: signIn.status, body: await signIn.text() };
        const res = await fetch(url, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/octet-stream" },
          body,
        });
        return { status: res.status, body: await res.text() };
      },
      {
        login: DEMO_ADMIN,
        url: `/api/tenants/${tenant.id}/portal/accounts/${me.id}/documents?name=${encodeURIComponent(name)}`,
        body: PDF,
      },
    );
    expect(shared.status, shared.body).toBe(201);
    await staffContext.close();

    // Jamie downloads it from the Documents tab.
    await portalSignIn(page, demo, PATIENT);
    await page.getByRole("tab", { name: "Documents" }).click();
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Shared by Avery Morgan");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("button", { name: `Download ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile((await download.path())!)).toString("latin1")).toBe(PDF);

    // Another client of the clinic: nothing of Jamie's.
    const other = { email: `other-${Date.now()}@client.example`, password: "another-secret-1" };
    const registrar = await browserApi(browser, demo);
    const registered = await registrar.call("POST", "/api/client-portal/register", {
      ...other,
      firstName: "Olive",
      lastName: "Other",
      tenantId: tenant.id,
    });
    expect(registered.status).toBeLessThan(300);
    await registrar.dispose();
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await portalSignIn(otherPage, demo, other);
    await otherPage.getByRole("tab", { name: "Documents" }).click();
    await expect(otherPage.getByRole("heading", { name: "No documents found" })).toBeVisible();
    await expect(otherPage.getByText(name)).toHaveCount(0);
    await otherContext.close();
  });
});
