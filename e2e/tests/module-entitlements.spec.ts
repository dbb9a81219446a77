import { expect, type Page, test } from "./fixtures";
import { signInAsStaff, tenantOrigin } from "./support";

// Module entitlements (issue 18 point 6): Summit's admin removes the Help Desk; its routes answer 403 naming the
// module, the sidebar drops it and offers "Add module", and adding it back restores both. Summit, not the demo tenant
// (other specs read the demo's help desk), and its modules are put back at the end.

const SUMMIT_ADMIN = { username: "summit-admin", password: "SummitAdmin123!" } as const;
const EVERY_MODULE = ["core", "help-desk", "knowledge-base", "client-portal", "appointments", "documents"];

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: "include",
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

test.describe("module entitlements", () => {
  test("a workspace without the help desk is refused its routes and sees no Help Desk, then adds it back @responsive", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = tenantOrigin(baseURL, "summit");
    await signInAsStaff(page, origin, SUMMIT_ADMIN);
    const me = await api(page, "GET", "/api/auth/me");
    const tenantId = me.body.tenant.id as string;
    const modulesPath = `/api/tenants/${tenantId}/billing/modules`;
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    const navigation = async () => {
      if (phone) await page.getByRole("button", { name: "Open menu" }).click();
      return page.getByRole("navigation", { name: "Dashboard" }).filter({ visible: true });
    };

    try {
      expect((await api(page, "PUT", modulesPath, { modules: EVERY_MODULE })).status).toBe(200);
      await page.reload();
      let nav = await navigation();
      await expect(nav.getByRole("button", { name: /Help Desk/ })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Add module" })).toHaveCount(0);
      if (phone) await page.keyboard.press("Escape");

      const without = EVERY_MODULE.filter((slug) => slug !== "help-desk");
      expect((await api(page, "PUT", modulesPath, { modules: without })).status).toBe(200);
      const tickets = await api(page, "GET", `/api/helpdesk/tickets/tenant/${tenantId}`);
      expect(tickets).toEqual({
        status: 403,
        body: {
          message:
            "Your workspace does not include the Help Desk module. An administrator can add it on the billing page.",
        },
      });
      const comingSoon = await api(page, "PUT", modulesPath, { modules: [...without, "families"] });
      expect(comingSoon.status).toBe(400);

      await page.goto(`${origin}/tu/admin/dashboard?section=help-desk`);
      await expect(page.getByRole("heading", { level: 2, name: "Clients Management" })).toBeVisible();
      nav = await navigation();
      await expect(nav.getByRole("button", { name: /Knowledge Base/ })).toBeVisible();
      await expect(nav.getByRole("button", { name: /Help Desk/ })).toHaveCount(0);
      await nav.getByRole("link", { name: "Add module" }).click();
      await expect(page).toHaveURL(/section=billing/);
    } finally {
      expect((await api(page, "PUT", modulesPath, { modules: EVERY_MODULE })).status).toBe(200);
    }
    const tickets = await api(page, "GET", `/api/helpdesk/tickets/tenant/${tenantId}`);
    expect(tickets.status).toBe(200);
  });
});
