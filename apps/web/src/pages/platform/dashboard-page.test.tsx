import type { AuthUser } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { browser } from "@/lib/browser";
import { authUser, MAIN_HOST, renderRoutes, tenantHost, tenantInfo } from "@/test/render";
import { holdApiCalls, mockApi } from "@/test/server";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const SUPER_ADMIN = authUser({
  role: "SUPER_ADMIN",
  email: "superadmin@engagesuite.example",
  tenantId: null,
  tenantDomain: null,
  tenantName: null,
});

function stubSession(user: AuthUser | null) {
  return mockApi({
    "/api/auth/me": user ? { body: { user } } : { status: 401, body: { message: "Not signed in" } },
    "POST /api/auth/logout": { status: 204 },
    "/api/tenants/by-subdomain/acme": { body: tenantInfo() },
    "POST /api/auth/tenant/session-check": { body: { authenticated: false, user: null } },
  });
}

const warRoom = () => screen.findByRole("heading", { level: 1, name: "Super Admin War Room" });

describe("role-aware /dashboard", () => {
  it("shows the full-screen spinner while the session is checked", async () => {
    holdApiCalls();
    renderRoutes(mainRoutes, "/dashboard");
    expect(await screen.findByTestId("full-screen-spinner")).toBeInTheDocument();
  });

  it("SUPER_ADMIN: the war room", async () => {
    stubSession(SUPER_ADMIN);
    const { router } = renderRoutes(mainRoutes, "/dashboard");
    expect(await warRoom()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it.each(["TENANT_ADMIN", "STAFF"] as const)("%s on the tenant host: the tenant dashboard", async (role) => {
    stubSession(authUser({ role }));
    const { router } = renderRoutes(tenantRoutes, "/dashboard", tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/tu/admin/dashboard"));
  });

  it("TENANT_ADMIN on the main host: their tenant host's dashboard", async () => {
    stubSession(authUser({ role: "TENANT_ADMIN", tenantDomain: "acme" }));
    renderRoutes(mainRoutes, "/dashboard", MAIN_HOST);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]?.[0])).toMatch(/^http:\/\/acme\.localhost(:\d+)?\/tu\/admin\/dashboard$/);
  });

  it("keeps the query and hash on the way to the tenant dashboard (a billing e-mail's link opens Billing)", async () => {
    stubSession(authUser({ role: "TENANT_ADMIN" }));
    const { router } = renderRoutes(tenantRoutes, "/dashboard?section=billing#modules", tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/tu/admin/dashboard"));
    expect(router.state.location.search).toBe("?section=billing");
    expect(router.state.location.hash).toBe("#modules");
  });

  it("keeps the query on the way from the main host to the tenant host", async () => {
    stubSession(authUser({ role: "TENANT_ADMIN", tenantDomain: "acme" }));
    renderRoutes(mainRoutes, "/dashboard?section=billing", MAIN_HOST);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]?.[0])).toMatch(
      /^http:\/\/acme\.localhost(:\d+)?\/tu\/admin\/dashboard\?section=billing$/,
    );
  });

  it("signed out on the main host: /login", async () => {
    stubSession(null);
    const { router } = renderRoutes(mainRoutes, "/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("signed out on a tenant host: the tenant landing", async () => {
    stubSession(null);
    const { router } = renderRoutes(tenantRoutes, "/dashboard", tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Health" })).toBeInTheDocument();
  });
});

describe("/war-room and /su/admin/dashboard", () => {
  it.each(["/war-room", "/su/admin/dashboard"])("%s shows the war room to a SUPER_ADMIN", async (path) => {
    stubSession(SUPER_ADMIN);
    renderRoutes(mainRoutes, path);
    expect(await warRoom()).toBeInTheDocument();
  });

  it.each([
    ["/war-room", authUser({ role: "TENANT_ADMIN" })],
    ["/su/admin/dashboard", authUser({ role: "STAFF" })],
    ["/war-room", null],
  ])("%s sends anyone else to /login", async (path, user) => {
    stubSession(user);
    const { router } = renderRoutes(mainRoutes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(screen.queryByRole("heading", { name: "Super Admin War Room" })).not.toBeInTheDocument();
  });
});

describe("Sign out in the app header", () => {
  it("posts /api/auth/logout and goes to /login on the main host", async () => {
    const api = stubSession(SUPER_ADMIN);
    const { router } = renderRoutes(mainRoutes, "/war-room");
    await warRoom();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(api.callsTo("POST", "/api/auth/logout")).toHaveLength(1);
  });

  it("goes to the tenant landing on a tenant host", async () => {
    stubSession(authUser());
    const { router } = renderRoutes(tenantRoutes, "/tu/admin/dashboard", tenantHost("acme"));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("is not shown without a staff session (the dashboard sends the visitor to the landing page)", async () => {
    stubSession(null);
    const { router } = renderRoutes(tenantRoutes, "/tu/admin/dashboard", tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByRole("button", { name: "Sign out" })).not.toBeInTheDocument();
  });
});
