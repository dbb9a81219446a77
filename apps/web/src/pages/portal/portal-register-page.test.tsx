import { AUTH_MESSAGES, MSG } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { expectToast, MAIN_HOST, portalUser, renderRoutes, tenantHost, tenantInfo } from "@/test/render";
import { mockApi, rejectFetchWith } from "@/test/server";

const ACME = tenantInfo();
const SIGNED_OUT = { status: 401, body: { message: "Not signed in" } };

/** The register page on the tenant's host, once its tenant is known (as a person would wait for it). */
async function openRegister(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "/api/client-portal/me": SIGNED_OUT, "/api/tenant/acme": { body: ACME }, ...routes });
  const result = renderRoutes(tenantRoutes, "/portal/register", tenantHost("acme"));
  await screen.findByText(ACME.name);
  return { api, ...result };
}

async function fill(values: Partial<Record<string, string>> = {}) {
  const user = userEvent.setup();
  const v = {
    email: "new.client@example.com",
    firstName: "Nia",
    lastName: "Client",
    password: "Secret123!",
    confirmPassword: "Secret123!",
    ...values,
  };
  await screen.findByRole("heading", { level: 1, name: "Create an Account" });
  if (v.email) await user.type(screen.getByLabelText("Email"), v.email);
  if (v.firstName) await user.type(screen.getByLabelText("First name"), v.firstName);
  if (v.lastName) await user.type(screen.getByLabelText("Last name"), v.lastName);
  if (v.password) await user.type(screen.getByLabelText("Password"), v.password);
  if (v.confirmPassword) await user.type(screen.getByLabelText("Confirm password"), v.confirmPassword);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("/portal/register", () => {
  it("names its inputs as the spec does and links back to the login", async () => {
    await openRegister();
    for (const [label, name] of [
      ["Email", "email"],
      ["First name", "firstName"],
      ["Last name", "lastName"],
      ["Password", "password"],
      ["Confirm password", "confirmPassword"],
    ]) {
      expect(screen.getByLabelText(label as string)).toHaveAttribute("name", name);
    }
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/portal/login");
  });

  it("shows every validation message of the spec and sends nothing", async () => {
    const { api } = await openRegister();
    await fill({ email: "nope", firstName: "N", lastName: "C", password: "12345", confirmPassword: "54321" });
    expect(await screen.findByText(MSG.portalEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.firstNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.lastNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.portalPasswordMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/register")).toHaveLength(0);
  });

  it("registers, signs in with the same credentials, toasts and goes to the dashboard", async () => {
    const created = portalUser({ email: "new.client@example.com", firstName: "Nia", lastName: "Client" });
    const { api, router } = await openRegister({
      "POST /api/client-portal/register": { status: 201, body: { message: AUTH_MESSAGES.registered } },
      "POST /api/client-portal/login": { body: created },
    });
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
    await expectToast("Your account has been created and you are now logged in.");
    expect(api.callsTo("POST", "/api/client-portal/register")[0]?.body).toEqual({
      email: "new.client@example.com",
      firstName: "Nia",
      lastName: "Client",
      password: "Secret123!",
      tenantId: ACME.id,
    });
    expect(api.callsTo("POST", "/api/client-portal/login")[0]?.body).toEqual({
      email: "new.client@example.com",
      password: "Secret123!",
      tenantId: ACME.id,
    });
    expect(await screen.findByText("Hello, Nia")).toBeInTheDocument();
  });

  it("registered but the login failed: the login page with 'Your account has been created. Please log in.'", async () => {
    const { router } = await openRegister({
      "POST /api/client-portal/register": { status: 201, body: { message: AUTH_MESSAGES.registered } },
      "POST /api/client-portal/login": { status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } },
    });
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/login"));
    expect(await screen.findByText("Your account has been created. Please log in.")).toBeInTheDocument();
  });

  it("a refused registration toasts 'Registration failed' with the server's message", async () => {
    const { router, api } = await openRegister({
      "POST /api/client-portal/register": {
        status: 400,
        body: { message: "An account with this email already exists", fieldErrors: {} },
      },
    });
    await fill();
    await expectToast("Registration failed", "An account with this email already exists");
    expect(router.state.location.pathname).toBe("/portal/register");
    expect(api.callsTo("POST", "/api/client-portal/login")).toHaveLength(0);
  });

  it("falls back to 'Registration failed' without a server message", async () => {
    await openRegister({ "POST /api/client-portal/register": { status: 502 } });
    await fill();
    const region = await screen.findByRole("region", { name: /Notifications/, hidden: true });
    await waitFor(() => expect(region).toHaveTextContent("Registration failed"));
  });

  it("'An unexpected error occurred' when the thrown thing is not an Error", async () => {
    await openRegister();
    rejectFetchWith("socket closed", "/api/client-portal/register");
    await fill();
    await expectToast("Registration failed", "An unexpected error occurred");
  });

  it("without a tenant: 'Tenant information is missing' and nothing sent", async () => {
    const api = mockApi({ "/api/client-portal/me": SIGNED_OUT });
    renderRoutes(mainRoutes, "/portal/register", MAIN_HOST);
    await fill();
    await expectToast("Tenant information is missing");
    expect(api.callsTo("POST", "/api/client-portal/register")).toHaveLength(0);
  });
});
