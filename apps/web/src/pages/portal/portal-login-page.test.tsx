import { AUTH_MESSAGES, MSG, PORTAL_USER_STORAGE_KEY } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import {
  expectToast,
  MAIN_HOST,
  portalUser,
  queryTenantHost,
  renderRoutes,
  tenantHost,
  tenantInfo,
} from "@/test/render";
import { jsonAnswer, mockApi, server } from "@/test/server";

const ACME = tenantInfo({ name: "Acme Health", logoUrl: "/uploads/acme.png" });
const SIGNED_OUT = { status: 401, body: { message: "Not signed in" } };

function openPortalLogin(routes: Parameters<typeof mockApi>[0] = {}, path = "/portal/login") {
  const api = mockApi({ "/api/client-portal/me": SIGNED_OUT, "/api/tenant/acme": { body: ACME }, ...routes });
  const result = renderRoutes(tenantRoutes, path, tenantHost("acme"));
  return { api, ...result };
}

async function signIn(email = "jamie.rivera@example.com", password = "Patient123!") {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

describe("/portal/login", () => {
  it("shows 'Loading tenant information...' until the tenant is known", async () => {
    // The tenant lookup never answers.
    server.use(
      http.get("/api/tenant/acme", () => new Promise<never>(() => {})),
      http.all("/api/*", () => jsonAnswer(SIGNED_OUT)),
    );
    renderRoutes(tenantRoutes, "/portal/login", tenantHost("acme"));
    expect(await screen.findByText("Loading tenant information...")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Client Portal Login" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  });

  it("finds the tenant from the host through /api/tenant/{subdomain} and shows its brand", async () => {
    const { api } = openPortalLogin();
    expect(await screen.findByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeInTheDocument();
    expect(screen.getByText("Acme Health")).toBeInTheDocument();
    expect(document.querySelector('img[src="/uploads/acme.png"]')).not.toBeNull();
    expect(api.callsTo("GET", "/api/tenant/acme")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/portal/register");
  });

  it("uses ?tenantId= when given, and keeps it on the Sign up link", async () => {
    const api = mockApi({
      "/api/client-portal/me": SIGNED_OUT,
      "POST /api/client-portal/login": { status: 401, body: { message: AUTH_MESSAGES.invalidPortalCredentials } },
    });
    renderRoutes(mainRoutes, "/portal/login?tenantId=t-123", MAIN_HOST);
    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/portal/register?tenantId=t-123",
    );
    await signIn();
    await waitFor(() => expect(api.callsTo("POST", "/api/client-portal/login")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/client-portal/login")[0]?.body).toMatchObject({ tenantId: "t-123" });
  });

  it("keeps ?tenant= on its links on localhost", async () => {
    mockApi({ "/api/client-portal/me": SIGNED_OUT, "/api/tenant/acme": { body: ACME } });
    renderRoutes(tenantRoutes, "/portal/login?tenant=acme", queryTenantHost("acme"));
    expect(await screen.findByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      "/portal/register?tenant=acme",
    );
  });

  it("says so when the address names no tenant", async () => {
    mockApi({ "/api/client-portal/me": SIGNED_OUT });
    renderRoutes(mainRoutes, "/portal/login", MAIN_HOST);
    expect(await screen.findByText("No tenant subdomain detected")).toBeInTheDocument();
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  });

  it("shows the spec's validation messages and sends nothing", async () => {
    const { api } = openPortalLogin();
    const user = userEvent.setup();
    await screen.findByLabelText("Email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(MSG.portalEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/login")).toHaveLength(0);
  });

  it("signs in with the tenant's id and goes to /portal/dashboard", async () => {
    const user = portalUser({ tenantId: ACME.id });
    const { api, router } = openPortalLogin({ "POST /api/client-portal/login": { body: user } });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
    expect(api.callsTo("POST", "/api/client-portal/login")[0]?.body).toEqual({
      email: "jamie.rivera@example.com",
      password: "Patient123!",
      tenantId: ACME.id,
    });
    await expectToast("Login successful", "Welcome to your client portal");
  });

  it.each([
    [401, AUTH_MESSAGES.invalidPortalCredentials],
    [429, AUTH_MESSAGES.tooManyAttempts],
    [403, AUTH_MESSAGES.tenantMismatch],
  ])("a %i toasts 'Login failed' with the server's message and stays", async (status, message) => {
    const { router } = openPortalLogin({ "POST /api/client-portal/login": { status, body: { message } } });
    await signIn();
    await expectToast("Login failed", message);
    expect(router.state.location.pathname).toBe("/portal/login");
  });

  it("redirects a signed-in client to /portal/dashboard", async () => {
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(portalUser()));
    const { router } = openPortalLogin({ "/api/client-portal/me": { body: portalUser() } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
  });

  it("remembers the e-mail on this device when 'Remember me' is ticked", async () => {
    openPortalLogin({ "POST /api/client-portal/login": { body: portalUser() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Remember me" }));
    await signIn("jamie.rivera@example.com");
    await waitFor(() => expect(localStorage.getItem("clientPortalRememberedEmail")).toBe("jamie.rivera@example.com"));
  });

  it("'Forgot password?' asks for the e-mail and sends a portal reset request", async () => {
    const { api } = openPortalLogin({
      "POST /api/client-portal/password-reset/request": { body: { message: AUTH_MESSAGES.resetRequested } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Forgot password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset your password" });
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await within(dialog).findByText(MSG.portalEmail)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email"), "jamie.rivera@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    await expectToast("Check your email", AUTH_MESSAGES.resetRequested);
    expect(api.callsTo("POST", "/api/client-portal/password-reset/request")[0]?.body).toEqual({
      email: "jamie.rivera@example.com",
      tenantId: ACME.id,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The dialog's submit never reached the login form.
    expect(api.callsTo("POST", "/api/client-portal/login")).toHaveLength(0);
  });
});
