import { EMAIL_VERIFICATION_MESSAGES, PORTAL_USER_STORAGE_KEY, type PortalUser } from "@engagesuite/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { makeTicket } from "@/features/helpdesk/testing";
import { expectToast, portalUser, queryTenantHost, renderRoutes, tenantInfo } from "@/test/render";
import { type ApiAnswer, mockApi } from "@/test/server";

afterEach(() => {
  vi.restoreAllMocks();
});

function openDashboard(
  user: PortalUser = portalUser(),
  logout: { status?: number; body?: unknown } = { status: 204 },
  extra: Record<string, ApiAnswer> = {},
) {
  sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
  const api = mockApi({
    "/api/client-portal/me": { body: user },
    "/api/tenant/acme": { body: tenantInfo() },
    "POST /api/client-portal/logout": logout,
    "GET /api/client-portal/appointments": {
      body: { upcoming: [], past: [], requests: [], cancelCutoffHours: 24, timeZone: "America/New_York" },
    },
    "GET /api/client-portal/documents": { body: { documents: [], uploadsAllowed: false } },
    ...extra,
  });
  const result = renderRoutes(tenantRoutes, "/portal/dashboard?tenant=acme", queryTenantHost("acme"));
  return { api, ...result };
}

describe("/portal/dashboard", () => {
  it("has the header, the greeting, the side navigation and the heading of the spec", async () => {
    openDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeInTheDocument();
    expect(screen.getByText("Client Portal")).toBeInTheDocument();
    expect(screen.getByText("Hello, Jamie")).toBeInTheDocument();
    expect(
      screen.getByText("View your documents, manage appointments, and update your profile all in one place."),
    ).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Dashboard", "Documents", "Appointments", "Profile", "Settings"]);
    expect(within(nav).getByRole("button", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });

  it("asks an unverified client to confirm their address and sends the link again on request", async () => {
    const user = portalUser({ emailVerified: false });
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
    const api = mockApi({
      "/api/client-portal/me": { body: user },
      "/api/tenant/acme": { body: tenantInfo() },
      "POST /api/client-portal/verify-email/resend": { body: { message: EMAIL_VERIFICATION_MESSAGES.sent } },
    });
    renderRoutes(tenantRoutes, "/portal/dashboard?tenant=acme", queryTenantHost("acme"));
    await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
    expect(screen.getByText(EMAIL_VERIFICATION_MESSAGES.portalNotice, { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText(EMAIL_VERIFICATION_MESSAGES.sent)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/verify-email/resend")).toHaveLength(1);
  });

  it("says nothing about the address of a verified client", async () => {
    openDashboard(portalUser({ emailVerified: true }));
    await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
    expect(screen.queryByText(EMAIL_VERIFICATION_MESSAGES.portalNotice, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send the link again" })).not.toBeInTheDocument();
  });

  it("greets by the e-mail's local part when there is no first name", async () => {
    openDashboard(portalUser({ firstName: "", email: "sam.lee@example.com" }));
    expect(await screen.findByText("Hello, sam.lee")).toBeInTheDocument();
  });

  it("Overview (default): the three cards, with the account's real 'Member since'", async () => {
    openDashboard(portalUser({ createdAt: "2026-11-22T12:00:00.000Z" }));
    expect(await screen.findByRole("tab", { name: "Overview", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Recent Documents" })).toBeInTheDocument();
    expect(await screen.findByText("No documents available.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Upcoming Appointments" })).toBeInTheDocument();
    expect(await screen.findByText("No appointments scheduled.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Account Overview" })).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling?.textContent;
    expect(term("Email")).toBe("jamie.rivera@example.com");
    expect(term("Name")).toBe("Jamie Rivera");
    expect(term("Member since")).toBe("November 22, 2026");
  });

  it("Documents and Appointments tabs show their empty states", async () => {
    openDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Documents" }));
    expect(screen.getByText("No documents found")).toBeInTheDocument();
    expect(screen.getByText("Documents shared with you will appear here.")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Appointments" }));
    expect(await screen.findByText("No appointments scheduled")).toBeInTheDocument();
    expect(screen.getByText("Your upcoming appointments will appear here.")).toBeInTheDocument();
  });

  it("has the footer of the spec in the workspace's name, with its own privacy and terms pages", async () => {
    openDashboard(portalUser(), undefined, {
      "/api/tenant/acme": {
        body: tenantInfo({ privacyPolicyUrl: "https://acme.example/privacy", termsUrl: "https://acme.example/terms" }),
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
    expect(await screen.findByText(`© ${new Date().getFullYear()} Acme Health`)).toBeInTheDocument();
    expect(screen.getByTestId("portal-tenant-name")).toHaveTextContent("Acme Health");
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "https://acme.example/privacy",
    );
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "https://acme.example/terms",
    );
    expect(within(footer).getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/portal/support?tenant=acme",
    );
  });

  it("hides the privacy and terms links the workspace has not set", async () => {
    openDashboard();
    await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footer).queryByRole("link", { name: "Privacy Policy" })).not.toBeInTheDocument();
    expect(within(footer).queryByRole("link", { name: "Terms of Service" })).not.toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Contact Support" })).toBeInTheDocument();
  });

  it("shows the client's open requests with their status, and links to the support page", async () => {
    openDashboard(portalUser(), undefined, {
      "GET /api/client-portal/tickets?limit=200": {
        body: [
          makeTicket({ number: 7, title: "Refill request", status: "in_progress" }),
          makeTicket({ number: 8, title: "Old question", status: "closed" }),
        ],
      },
    });
    expect(await screen.findByRole("heading", { name: "Your tickets" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Open tickets" });
    expect(within(list).getByText("Refill request")).toBeInTheDocument();
    expect(within(list).getByText("In Progress")).toBeInTheDocument();
    expect(within(list).queryByText("Old question")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Go to support/ })).toHaveAttribute("href", "/portal/support?tenant=acme");
  });

  it("searches the help articles from 'How can we help?'", async () => {
    const { router } = openDashboard(portalUser(), undefined, {
      "GET /api/client-portal/tickets?limit=200": { body: [] },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "How can we help?" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search help articles" }), "billing address");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/help"));
    expect(new URLSearchParams(router.state.location.search).get("q")).toBe("billing address");
  });

  it("Sign out shows 'Signing out...', logs out and lands on /portal/login", async () => {
    let finish!: (answer: ApiAnswer) => void;
    const logoutAnswer = new Promise<ApiAnswer>((resolve) => {
      finish = resolve;
    });
    const user = portalUser();
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
    // The logout is held until finish().
    mockApi({
      "/api/client-portal/me": { body: user },
      "/api/tenant/acme": { body: tenantInfo() },
      "POST /api/client-portal/logout": () => logoutAnswer,
    });
    const { router } = renderRoutes(tenantRoutes, "/portal/dashboard?tenant=acme", queryTenantHost("acme"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));
    expect(screen.getByRole("button", { name: "Signing out..." })).toBeDisabled();
    await act(async () => finish({ status: 204 }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/login"));
    expect(router.state.location.search).toBe("?tenant=acme");
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).toBeNull();
    await expectToast("Logged out", "You have been successfully logged out");
  });

  it("a failed sign out is only logged; the client stays on the dashboard", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { router } = openDashboard(portalUser(), { status: 500, body: { message: "boom" } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(await screen.findByRole("button", { name: "Sign out" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/portal/dashboard");
  });
});
