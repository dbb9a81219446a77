import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { browser } from "@/lib/browser";
import { expectToast, queryTenantHost, renderRoutes, tenantInfo } from "@/test/render";
import { mockApi } from "@/test/server";

const SUMMIT = tenantInfo({
  id: "00000000-0000-4000-8000-000000000002",
  name: "Summit Legal Partners",
  subdomain: "summit",
  verticalSlug: "legal",
  industry: "Legal",
});
const DEMO_ID = "00000000-0000-4000-8000-000000000001";
const CONFLICT = {
  message: "Signed in to another tenant",
  currentTenantId: DEMO_ID,
  currentTenantName: "Demo Health Clinic",
};

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function openSummit(logoutAnswer: { status?: number; body?: unknown } = { body: { ok: true } }) {
  const api = mockApi({
    "/api/tenants/by-subdomain/summit": { body: SUMMIT },
    "POST /api/auth/tenant/session-check": { status: 409, body: CONFLICT },
    "POST /api/auth/tenant/cross-tenant-logout": logoutAnswer,
  });
  renderRoutes(tenantRoutes, "/?tenant=summit", queryTenantHost("summit"));
  return api;
}

describe("cross-tenant dialog", () => {
  it("checks the session for the landing's tenant and opens the dialog on a 409", async () => {
    const api = openSummit();
    const dialog = await screen.findByRole("alertdialog", { name: "Cross-Tenant Login Detected" });
    expect(dialog).toHaveTextContent("Demo Health Clinic");
    expect(dialog).toHaveTextContent("Only one tenant can be logged into at a time");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out from Demo Health Clinic" })).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/tenant/session-check")[0]?.body).toEqual({ targetTenantId: SUMMIT.id });
  });

  it("Cancel closes it without logging out", async () => {
    const api = openSummit();
    await screen.findByRole("alertdialog");
    await userEvent.setup().click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", "/api/auth/tenant/cross-tenant-logout")).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it("confirming posts cross-tenant-logout, toasts 'Logged out successfully' and reloads", async () => {
    const api = openSummit();
    await screen.findByRole("alertdialog");
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out from Demo Health Clinic" }));
    await expectToast("Logged out successfully");
    expect(api.callsTo("POST", "/api/auth/tenant/cross-tenant-logout")[0]?.body).toEqual({
      currentTenantId: DEMO_ID,
      targetTenantId: SUMMIT.id,
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a failed logout toasts 'Logout failed' and does not reload", async () => {
    openSummit({ status: 500, body: { message: "boom" } });
    await screen.findByRole("alertdialog");
    await userEvent.setup().click(screen.getByRole("button", { name: "Log out from Demo Health Clinic" }));
    await expectToast("Logout failed", "Please try again or open in a private browsing window.");
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("no dialog when the session check finds no other tenant", async () => {
    mockApi({
      "/api/tenants/by-subdomain/summit": { body: SUMMIT },
      "POST /api/auth/tenant/session-check": { body: { authenticated: false, user: null } },
    });
    renderRoutes(tenantRoutes, "/?tenant=summit", queryTenantHost("summit"));
    await screen.findByLabelText("Username or email");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
