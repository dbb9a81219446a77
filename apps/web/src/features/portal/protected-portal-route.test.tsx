import { PORTAL_USER_STORAGE_KEY } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { portalUser, queryTenantHost, renderRoutes, tenantInfo } from "@/test/render";
import { holdApiCalls, mockApi } from "@/test/server";
import { PORTAL_REDIRECT_STORAGE_KEY } from "./portal-paths";

const ACME = tenantInfo();

describe("ProtectedPortalRoute", () => {
  it("shows the full-screen spinner while the session loads", async () => {
    holdApiCalls();
    renderRoutes(tenantRoutes, "/portal/dashboard?tenant=acme", queryTenantHost("acme"));
    expect(await screen.findByTestId("full-screen-spinner")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome to Your Dashboard" })).not.toBeInTheDocument();
  });

  it("lets a signed-in client through", async () => {
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(portalUser()));
    mockApi({ "/api/client-portal/me": { body: portalUser() } });
    renderRoutes(tenantRoutes, "/portal/dashboard?tenant=acme", queryTenantHost("acme"));
    expect(await screen.findByRole("heading", { name: "Welcome to Your Dashboard" })).toBeInTheDocument();
    expect(sessionStorage.getItem(PORTAL_REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it("sends a signed-out visitor to /portal/login, remembers the page, and returns there after login", async () => {
    const user = portalUser();
    mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "/api/tenant/acme": { body: ACME },
      "POST /api/client-portal/login": { body: user },
    });
    const { router } = renderRoutes(tenantRoutes, "/portal/dashboard?tenant=acme#documents", queryTenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/login"));
    expect(router.state.location.search).toBe("?tenant=acme");
    expect(sessionStorage.getItem(PORTAL_REDIRECT_STORAGE_KEY)).toBe("/portal/dashboard?tenant=acme#documents");

    const ue = userEvent.setup();
    await ue.type(await screen.findByLabelText("Email"), user.email);
    await ue.type(screen.getByLabelText("Password"), "Patient123!");
    await ue.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
    expect(router.state.location.hash).toBe("#documents");
    expect(await screen.findByRole("heading", { name: "Welcome to Your Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(PORTAL_REDIRECT_STORAGE_KEY)).toBeNull());
  });

  it("ignores a saved target that is not a portal path", async () => {
    sessionStorage.setItem(PORTAL_REDIRECT_STORAGE_KEY, "https://evil.example/");
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(portalUser()));
    mockApi({ "/api/client-portal/me": { body: portalUser() }, "/api/tenant/acme": { body: ACME } });
    const { router } = renderRoutes(tenantRoutes, "/portal/login?tenant=acme", queryTenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
  });
});
