import { AUTH_MESSAGES, MSG, type TenantInfo, verticalDefinition } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { authUser, customDomainHost, expectToast, renderRoutes, tenantHost } from "@/test/render";
import { mockApi, server } from "@/test/server";

const tenant = (over: Partial<TenantInfo> = {}): TenantInfo => ({
  id: "00000000-0000-4000-8000-000000000002",
  name: "Lex & Co",
  subdomain: "lex",
  logoUrl: "/uploads/lex.png",
  verticalModuleId: 4,
  verticalName: "Legal",
  verticalSlug: "legal",
  industry: "Legal",
  verticalTheme: { primaryColor: "#7c3aed", secondaryColor: "#f5f3ff" },
  terms: verticalDefinition("legal").terms,
  status: "ACTIVE",
  ...over,
});

describe("tenant landing", () => {
  it("shows 'Loading tenant information...' while the tenant loads", async () => {
    server.use(http.get("/api/*", () => new Promise<never>(() => {})));
    renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    expect(await screen.findByText("Loading tenant information...")).toBeInTheDocument();
  });

  it("shows the tenant's name, logo, colours and portal link once loaded", async () => {
    mockApi({ "/api/tenants/by-subdomain/lex": { body: tenant() } });
    const { container } = renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    expect(await screen.findByRole("heading", { level: 1, name: "Lex & Co" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Client Portal/ })).toHaveAttribute("href", "/portal");
    expect(container.querySelector('img[src="/uploads/lex.png"]')).not.toBeNull();
    const branded = container.querySelector<HTMLElement>("[style*='--tenant-primary']");
    expect(branded?.style.getPropertyValue("--tenant-primary")).toBe("#7c3aed");
    expect(branded?.style.getPropertyValue("--tenant-secondary")).toBe("#f5f3ff");
  });

  it("shows 'Error Loading Tenant' on a 404, without retrying it", async () => {
    const api = mockApi({});
    // The app's real query client: a retried 404 would take over 1 s and fail this test's timeout.
    renderRoutes(tenantRoutes, "/", tenantHost("ghost"), createQueryClient());
    expect(await screen.findByRole("heading", { level: 1, name: "Error Loading Tenant" })).toBeInTheDocument();
    expect(screen.getByText("Unable to load tenant information. Please try again later.")).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(["/api/tenants/by-subdomain/ghost"]);
  });

  it("asks /api/tenants/current on a custom domain", async () => {
    const api = mockApi({ "/api/tenants/current": { body: tenant({ name: "Custom Co" }) } });
    renderRoutes(tenantRoutes, "/", customDomainHost());
    expect(await screen.findByRole("heading", { level: 1, name: "Custom Co" })).toBeInTheDocument();
    const reads = api.calls.filter((call) => call.method === "GET");
    expect(reads.map((call) => call.path)).toEqual(["/api/tenants/current"]);
  });
});

describe("tenant landing: background, status, footer", () => {
  it.each([
    ["legal", "/images/backgrounds/legal.svg"],
    ["healthcare", "/images/backgrounds/healthcare.svg"],
    ["real-estate", "/images/backgrounds/real-estate.svg"],
    ["education", "/images/backgrounds/default.svg"],
    [null, "/images/backgrounds/default.svg"],
  ])("vertical slug %s gets %s", async (verticalSlug, url) => {
    mockApi({ "/api/tenants/by-subdomain/lex": { body: tenant({ verticalSlug }) } });
    renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    await screen.findByRole("heading", { level: 1, name: "Lex & Co" });
    expect(screen.getByTestId("tenant-landing").style.backgroundImage).toBe(`url("${url}")`);
  });

  it("has a Support link to support@ the product's domain", async () => {
    mockApi({ "/api/tenants/by-subdomain/lex": { body: tenant() } });
    renderRoutes(tenantRoutes, "/", { ...tenantHost("lex"), appDomain: "engagesuite.com" });
    await screen.findByRole("heading", { level: 1, name: "Lex & Co" });
    expect(screen.getByRole("link", { name: "Support" })).toHaveAttribute("href", "mailto:support@engagesuite.com");
  });

  it.each([
    ["SUSPENDED", "This workspace is suspended"],
    ["CANCELLED", "This workspace is no longer active"],
  ] as const)("a %s tenant gets a clear page and no login form", async (status, title) => {
    mockApi({ "/api/tenants/by-subdomain/lex": { body: tenant({ status }) } });
    renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/contact/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Username or email")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
  });
});

describe("tenant landing: staff login", () => {
  async function openLanding(routes: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({
      "/api/tenants/by-subdomain/lex": { body: tenant() },
      "POST /api/auth/tenant/session-check": { body: { authenticated: false, user: null } },
      ...routes,
    });
    const user = userEvent.setup();
    const result = renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    await screen.findByLabelText("Username or email");
    return { api, user, ...result };
  }

  async function signIn(user: ReturnType<typeof userEvent.setup>, username = "lex-admin", password = "LexAdmin123!") {
    await user.type(screen.getByLabelText("Username or email"), username);
    await user.type(screen.getByLabelText("Password"), password);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
  }

  it("names its inputs as the spec does", async () => {
    await openLanding();
    expect(screen.getByLabelText("Username or email")).toHaveAttribute("name", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show password" })).toBeInTheDocument();
  });

  it("shows 'Username is required' and 'Password is required' and sends nothing", async () => {
    const { api, user } = await openLanding();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(MSG.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/tenant/login")).toHaveLength(0);
  });

  it("signs in with the tenant's id and goes to /dashboard", async () => {
    const { api, user, router } = await openLanding({
      "POST /api/auth/tenant/login": { body: { user: authUser(), redirectTo: "/dashboard" } },
      "/api/auth/me": { body: { user: authUser() } },
    });
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/"));
    expect(api.callsTo("POST", "/api/auth/tenant/login")[0]?.body).toEqual({
      username: "lex-admin",
      password: "LexAdmin123!",
      rememberMe: true,
      tenantId: tenant().id,
    });
    // /dashboard sends a tenant admin on to the tenant dashboard.
    await waitFor(() => expect(router.state.location.pathname).toBe("/tu/admin/dashboard"));
  });

  it("a 401 toasts 'Login failed' with the server's message", async () => {
    const { user, router } = await openLanding({
      "POST /api/auth/tenant/login": { status: 401, body: { message: AUTH_MESSAGES.invalidTenantCredentials } },
    });
    await signIn(user);
    await expectToast("Login failed", "Invalid username or password. Please try again.");
    expect(router.state.location.pathname).toBe("/");
  });

  it("an answer without a message toasts the spec's default", async () => {
    const { user } = await openLanding({ "POST /api/auth/tenant/login": { status: 502 } });
    await signIn(user);
    await expectToast("Login failed", "Invalid username or password. Please try again.");
  });

  it("a 'tenant mismatch' answer toasts 'Tenant access error'", async () => {
    const { user } = await openLanding({
      "POST /api/auth/tenant/login": { status: 403, body: { message: AUTH_MESSAGES.tenantMismatch } },
    });
    await signIn(user, "summit-admin", "SummitAdmin123!");
    await expectToast("Tenant access error", "You are trying to access a tenant you're not authorized for.");
  });

  it.each([
    [429, AUTH_MESSAGES.tooManyAttempts],
    [403, AUTH_MESSAGES.tenantSuspended],
  ])("a %i shows the server's message", async (status, message) => {
    const { user } = await openLanding({ "POST /api/auth/tenant/login": { status, body: { message } } });
    await signIn(user);
    await expectToast("Login failed", message);
  });

  it("'Forgot your password?' toasts that the administrator resets passwords", async () => {
    const { user } = await openLanding();
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    await expectToast("Forgot your password?", "Please contact your administrator to reset your password.");
  });

  it("offers the dashboard instead of the form when this tenant's session is signed in", async () => {
    mockApi({
      "/api/tenants/by-subdomain/lex": { body: tenant() },
      "POST /api/auth/tenant/session-check": { body: { authenticated: true, user: authUser() } },
    });
    renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    expect(await screen.findByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByText("admin@acme.example")).toBeInTheDocument();
    expect(screen.queryByLabelText("Username or email")).not.toBeInTheDocument();
  });
});
