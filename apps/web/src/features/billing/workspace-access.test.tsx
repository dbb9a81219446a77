import { BILLING_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { fakeContactsApi, tenantSummary } from "@/features/contacts/testing";
import { navGroupsFor, parseSection } from "@/features/tenant-dashboard/sections";
import { ApiError } from "@/lib/api";
import { authUser, renderRoutes, tenantHost, tenantInfo } from "@/test/render";
import { mockApi } from "@/test/server";
import { BILLING, pastDueSummary } from "./testing";
import { accessBlockOf, workspaceAccess } from "./workspace-access";

const refused = (message: string, status = 403) => new ApiError(status, JSON.stringify({ message }));
const CONTACTS = "/api/tenants/00000000-0000-4000-8000-000000000001/contacts";
const DASHBOARD = "/tu/admin/dashboard";

describe("workspace access: the decisions", () => {
  it("reads billing's refusals from a 403's message, and nothing else", () => {
    expect(accessBlockOf(refused(BILLING_MESSAGES.suspended))).toBe("suspended");
    expect(accessBlockOf(refused(BILLING_MESSAGES.readOnly))).toBe("read_only");
    expect(accessBlockOf(refused(BILLING_MESSAGES.portalUnavailable))).toBe("portal_unavailable");
    expect(accessBlockOf(refused(BILLING_MESSAGES.suspended, 409))).toBeNull();
    expect(accessBlockOf(refused("Only a workspace administrator can see billing"))).toBeNull();
    expect(accessBlockOf(new Error("offline"))).toBeNull();
  });

  const base = {
    block: null,
    subscriptionState: null,
    tenantStatus: "ACTIVE",
    role: "STAFF",
    section: "contacts",
  } as const;

  it("a suspended workspace shows the suspended page, except Billing for its admins", () => {
    expect(workspaceAccess({ ...base, block: "suspended" }).screen).toBe("suspended");
    expect(workspaceAccess({ ...base, block: "suspended", section: "billing" }).screen).toBe("suspended");
    const admin = { ...base, role: "TENANT_ADMIN", subscriptionState: "suspended" } as const;
    expect(workspaceAccess(admin)).toEqual({ screen: "suspended", readOnlyBanner: false, canManageBilling: true });
    expect(workspaceAccess({ ...admin, section: "billing" }).screen).toBe("dashboard");
    expect(workspaceAccess({ ...base, tenantStatus: "SUSPENDED" }).screen).toBe("suspended");
  });

  it("a read-only workspace keeps the dashboard with the banner", () => {
    expect(workspaceAccess({ ...base, block: "read_only" })).toEqual({
      screen: "dashboard",
      readOnlyBanner: true,
      canManageBilling: false,
    });
    expect(workspaceAccess({ ...base, tenantStatus: "CANCELLED" }).readOnlyBanner).toBe(true);
    expect(workspaceAccess({ ...base, role: "TENANT_ADMIN", subscriptionState: "read_only" }).readOnlyBanner).toBe(
      true,
    );
  });

  it("an admin's fresh summary that works again outweighs the tenant's status", () => {
    const paid = { ...base, role: "TENANT_ADMIN", subscriptionState: "active" } as const;
    expect(workspaceAccess({ ...paid, tenantStatus: "SUSPENDED" }).screen).toBe("dashboard");
    expect(workspaceAccess({ ...paid, tenantStatus: "CANCELLED" }).readOnlyBanner).toBe(false);
    expect(workspaceAccess(base)).toEqual({ screen: "dashboard", readOnlyBanner: false, canManageBilling: false });
  });
});

describe("Billing in the dashboard's sidebar", () => {
  it("is a section for tenant admins, and hidden from staff (billing.view)", () => {
    const labels = (role: string) => navGroupsFor(role).flatMap((g) => g.items.map((i) => i.label));
    expect(labels("TENANT_ADMIN")).toContain("Billing");
    expect(
      navGroupsFor("TENANT_ADMIN")
        .flatMap((g) => g.items)
        .find((i) => i.label === "Billing")?.section,
    ).toBe("billing");
    expect(labels("STAFF")).not.toContain("Billing");
    expect(parseSection("billing", "TENANT_ADMIN")).toBe("billing");
    expect(parseSection("billing", "STAFF")).toBe("contacts");
  });

  it("an admin opens Billing from the sidebar; a staff member has no entry and no billing call", async () => {
    const api = fakeContactsApi({
      override: (call) => (call.url.pathname.startsWith(BILLING) ? { status: 200, body: pastDueSummary() } : undefined),
    });
    renderRoutes(tenantRoutes, DASHBOARD, tenantHost("acme"));
    const sidebar = (await screen.findAllByRole("navigation", { name: "Dashboard" }))[0] as HTMLElement;
    await userEvent.click(within(sidebar).getByRole("button", { name: /Billing/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Billing" })).toBeInTheDocument();
    expect(within(sidebar).getByRole("button", { name: /Billing/ })).not.toHaveTextContent("Soon");
    expect(api.calls.some((c) => c.url.pathname === `${BILLING}/subscription`)).toBe(true);
  });

  it("a staff member sees no Billing, and ?section=billing opens Contacts", async () => {
    const api = fakeContactsApi({ user: authUser({ role: "STAFF" }) });
    renderRoutes(tenantRoutes, `${DASHBOARD}?section=billing`, tenantHost("acme"));
    expect(await screen.findByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
    const sidebar = screen.getAllByRole("navigation", { name: "Dashboard" })[0] as HTMLElement;
    expect(within(sidebar).queryByText("Billing")).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname.startsWith(BILLING))).toBe(false);
  });
});

describe("a suspended workspace", () => {
  const suspended = { status: 403, body: { message: BILLING_MESSAGES.suspended } };

  it("staff: any call's suspended 403 replaces the dashboard with the page that says to ask an administrator", async () => {
    fakeContactsApi({
      user: authUser({ role: "STAFF" }),
      override: (call) => (call.url.pathname === CONTACTS ? suspended : undefined),
    });
    renderRoutes(tenantRoutes, DASHBOARD, tenantHost("acme"));
    expect(await screen.findByRole("heading", { level: 1, name: "Workspace suspended" })).toBeInTheDocument();
    expect(screen.getByText("Ask your workspace administrator")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Go to billing" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing has been deleted/)).toBeInTheDocument();
  });

  it("admin: 'Go to billing' opens Billing, where paying with a new card brings the dashboard back", async () => {
    let summary = pastDueSummary({ state: "suspended", dunning: { failedAttempts: 4, nextRetryAt: null } });
    fakeContactsApi({
      override: (call) => {
        if (call.url.pathname === CONTACTS) return summary.state === "suspended" ? suspended : undefined;
        if (call.url.pathname === `${BILLING}/subscription`) return { status: 200, body: summary };
        if (call.url.pathname === `${BILLING}/payment-method`) {
          summary = { ...summary, state: "active", dunning: null };
          return { status: 200, body: summary };
        }
        if (call.url.pathname.startsWith(`${BILLING}/invoices`))
          return { status: 200, body: { invoices: [], total: 0 } };
        return undefined;
      },
    });
    const { router } = renderRoutes(tenantRoutes, DASHBOARD, tenantHost("acme"));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Go to billing" }));
    await waitFor(() => expect(router.state.location.search).toBe("?section=billing"));
    expect(await screen.findByText("Your workspace is suspended")).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: "Update card" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Update card" });
    await user.type(within(dialog).getByLabelText("Card number"), "4242424242424242");
    await user.type(within(dialog).getByLabelText("Cardholder name"), "Ada Admin");
    await user.type(within(dialog).getByLabelText("Expiry date (MM/YY)"), "12/30");
    await user.type(within(dialog).getByLabelText("CVC"), "123");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(screen.queryByText("Your workspace is suspended")).not.toBeInTheDocument());

    const sidebar = screen.getAllByRole("navigation", { name: "Dashboard" })[0] as HTMLElement;
    await user.click(within(sidebar).getByRole("button", { name: /Contacts/ }));
    expect(await screen.findByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Workspace suspended" })).not.toBeInTheDocument();
  });
});

describe("a read-only workspace", () => {
  it("staff: a write's read-only 403 puts the banner across the dashboard, without a billing link", async () => {
    fakeContactsApi({
      user: authUser({ role: "STAFF" }),
      override: (call) =>
        call.method === "POST" && call.url.pathname === CONTACTS
          ? { status: 403, body: { message: BILLING_MESSAGES.readOnly } }
          : undefined,
    });
    renderRoutes(tenantRoutes, DASHBOARD, tenantHost("acme"));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add Contact" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Name"), "Ada Lovelace");
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await screen.findByText("This workspace is read-only")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Go to billing" })).not.toBeInTheDocument();
  });

  it("admin: a cancelled tenant shows the banner with 'Go to billing'", async () => {
    fakeContactsApi({ tenant: tenantSummary({ status: "CANCELLED" }) });
    renderRoutes(tenantRoutes, DASHBOARD, tenantHost("acme"));
    const banner = (await screen.findByText("This workspace is read-only")).closest("[role=status]") as HTMLElement;
    expect(within(banner).getByRole("button", { name: "Go to billing" })).toBeInTheDocument();
  });
});

describe("the client portal of a suspended workspace", () => {
  it("shows 'Portal unavailable' when a portal call answers the portal message", async () => {
    mockApi({
      "/api/client-portal/me": { status: 403, body: { message: BILLING_MESSAGES.portalUnavailable } },
      "/api/tenant/acme": { body: tenantInfo() },
    });
    renderRoutes(tenantRoutes, "/portal/login", tenantHost("acme"));
    expect(await screen.findByRole("heading", { level: 1, name: "Portal unavailable" })).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.portalUnavailable)).toBeInTheDocument();
    expect(screen.getByText("Acme Health")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  });

  it("shows it when signing in is refused with the portal message", async () => {
    mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "/api/tenant/acme": { body: tenantInfo() },
      "POST /api/client-portal/login": { status: 403, body: { message: BILLING_MESSAGES.portalUnavailable } },
    });
    renderRoutes(tenantRoutes, "/portal/login", tenantHost("acme"));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Email"), "jamie.rivera@example.com");
    await user.type(screen.getByLabelText("Password"), "Patient123!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Portal unavailable" })).toBeInTheDocument();
  });
});
