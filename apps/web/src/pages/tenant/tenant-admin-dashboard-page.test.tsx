import { CONTACT_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { fakeContactsApi, makeContact, tenantSummary } from "@/features/contacts/testing";
import { browser } from "@/lib/browser";
import { authUser, MAIN_HOST, renderRoutes, tenantHost } from "@/test/render";
import { holdApiCalls } from "@/test/server";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PATH = "/tu/admin/dashboard";
const dashboardHeading = () => screen.findByRole("heading", { level: 1, name: "Tenant Admin Dashboard" });
const sidebar = () => screen.getAllByRole("navigation", { name: "Dashboard" })[0] as HTMLElement;

describe("tenant admin dashboard: who gets in", () => {
  it("shows the full-screen spinner while the session is checked", async () => {
    holdApiCalls();
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(await screen.findByTestId("full-screen-spinner")).toBeInTheDocument();
  });

  it("sends a visitor who is not signed in to the tenant's landing", async () => {
    fakeContactsApi({ user: null });
    const { router } = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Health" })).toBeInTheDocument();
  });

  it.each([
    ["a super admin", authUser({ role: "SUPER_ADMIN", tenantId: null, tenantDomain: null, tenantName: null })],
    ["another tenant's admin", authUser({ tenantId: "00000000-0000-4000-8000-000000000009", tenantDomain: "other" })],
  ])("sends %s to /", async (_who, user) => {
    const api = fakeContactsApi({ user });
    const { router } = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.listCalls()).toHaveLength(0);
  });

  it("sends a member whose tenant id differs from the host's tenant to /", async () => {
    fakeContactsApi({ tenant: tenantSummary({ id: "00000000-0000-4000-8000-000000000009" }) });
    const { router } = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it.each(["TENANT_ADMIN", "STAFF"] as const)("lets a %s of this tenant in", async (role) => {
    fakeContactsApi({ user: authUser({ role }), contacts: [makeContact({ name: "Ada Lovelace" })] });
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getAllByText(role === "STAFF" ? "Staff" : "Tenant admin")[0]).toBeInTheDocument();
  });

  it("sends a staff member on the main domain to their tenant's host", async () => {
    fakeContactsApi({ user: authUser({ tenantDomain: "acme" }) });
    renderRoutes(mainRoutes, PATH, MAIN_HOST);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/tu\/admin\/dashboard$/);
  });

  it("shows 'Tenant Not Found' for an unknown tenant, with Return Home", async () => {
    const api = fakeContactsApi({ tenant: null });
    const user = userEvent.setup();
    const { router } = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(await screen.findByRole("heading", { level: 1, name: "Tenant Not Found" })).toBeInTheDocument();
    expect(screen.getByText("The tenant you're looking for doesn't exist or isn't available.")).toBeInTheDocument();
    // The tenant comes with the session call: no separate lookup by slug.
    expect(api.calls.filter((c) => c.url.pathname === "/api/auth/me")).toHaveLength(1);
    expect(api.calls.some((c) => c.url.pathname.startsWith("/api/tenants/slug/"))).toBe(false);
    await user.click(screen.getByRole("link", { name: "Return Home" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("tenant admin dashboard: layout", () => {
  it("titles the page with the tenant and the suite, and lists the modules", async () => {
    fakeContactsApi();
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await dashboardHeading();
    await waitFor(() => expect(document.title).toBe("Acme Health | EngageSuite"));
    const nav = sidebar();
    expect(screen.getAllByText("Acme Health")[0]).toBeInTheDocument();
    const groups = within(nav).getAllByRole("list");
    const buttonNames = (list: HTMLElement) =>
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent);
    // Only what the workspace has, in the order a team uses it (issue 23): no entry the product does not have yet.
    expect(buttonNames(groups[0]!)).toEqual(["Contacts", "Help Desk", "Appointments", "Portal"]);
    expect(buttonNames(groups[1]!)).toEqual(["Knowledge Base", "Help Articles"]);
    expect(buttonNames(groups[2]!)).toEqual(["Users", "Billing", "Settings", "Custom Domains", "Audit Log"]);
    expect(within(nav).getByRole("list", { name: "CRM" })).toBe(groups[0]);
    expect(within(nav).getByRole("list", { name: "Knowledge" })).toBe(groups[1]);
    expect(within(nav).getByRole("list", { name: "Workspace" })).toBe(groups[2]);
    for (const gone of ["Analytics", "All", "Company Dashboard", "Companies", "Families"]) {
      expect(within(nav).queryByRole("button", { name: gone })).toBeNull();
    }
    expect(within(nav).queryByText("Soon")).toBeNull();
    expect(within(nav).getByRole("button", { name: "Contacts" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Switch to dark theme/ })).toBeInTheDocument();
  });

  it("shows Contacts by default and switches sections, each in the URL", async () => {
    fakeContactsApi();
    const user = userEvent.setup();
    const { router } = renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await dashboardHeading();
    expect(screen.getByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.empty)).toBeInTheDocument();

    await user.click(within(sidebar()).getByRole("button", { name: "Help Desk" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Help Desk" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Contacts Management" })).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole("button", { name: "Help Desk" })).toHaveAttribute("aria-current", "page");
    expect(router.state.location.search).toBe("?section=help-desk");

    await user.click(within(sidebar()).getByRole("button", { name: "Knowledge Base" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Knowledge Base" })).toBeInTheDocument();

    await user.click(within(sidebar()).getByRole("button", { name: "Contacts" }));
    expect(screen.getByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("opens the menu sheet with the same sections (the phone layout)", async () => {
    fakeContactsApi();
    const user = userEvent.setup();
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await dashboardHeading();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Dashboard menu" });
    await user.click(within(sheet).getByRole("button", { name: "Knowledge Base" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("heading", { level: 2, name: "Knowledge Base" })).toBeInTheDocument();
  });

  it("asks for the tenant's contacts with the tenant's id", async () => {
    const api = fakeContactsApi();
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    await screen.findByText(CONTACT_MESSAGES.empty);
    expect(api.listCalls()[0]?.url.pathname).toBe(`/api/tenants/${tenantSummary().id}/contacts`);
    expect(api.calls.some((c) => c.url.pathname === "/api/auth/tenant/session-check")).toBe(true);
  });
});

describe("tenant admin dashboard: roles (the permission table the server enforces)", () => {
  const entries = () =>
    within(sidebar())
      .getAllByRole("button")
      .map((b) => b.textContent);

  it("shows a staff member no Users, Billing, Custom Domains, Audit Log, Settings, Import or Export", async () => {
    fakeContactsApi({ user: authUser({ role: "STAFF" }), contacts: [makeContact({ name: "Ada Lovelace" })] });
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(entries()).toEqual(["Contacts", "Help Desk", "Appointments", "Portal", "Knowledge Base", "Help Articles"]);
    expect(within(sidebar()).queryByRole("list", { name: "Workspace" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export" })).not.toBeInTheDocument();
  });

  it.each(["users", "audit", "domains", "settings"])(
    "opens Contacts for a staff member who asks for ?section=%s",
    async (section) => {
      fakeContactsApi({ user: authUser({ role: "STAFF" }) });
      renderRoutes(tenantRoutes, `${PATH}?section=${section}`, tenantHost("acme"));
      expect(await screen.findByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
    },
  );

  it("shows an administrator every entry, the Workspace group, Import and Export", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }), contacts: [makeContact({ name: "Ada Lovelace" })] });
    renderRoutes(tenantRoutes, PATH, tenantHost("acme"));
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(entries()).toEqual([
      "Contacts",
      "Help Desk",
      "Appointments",
      "Portal",
      "Knowledge Base",
      "Help Articles",
      "Users",
      "Billing",
      "Settings",
      "Custom Domains",
      "Audit Log",
    ]);
    expect(screen.getByRole("button", { name: "Import" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export" })).toBeInTheDocument();
  });
});
