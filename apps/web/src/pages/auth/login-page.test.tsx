import { AUTH_MESSAGES, MSG } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainRoutes } from "@/app/router";
import { browser } from "@/lib/browser";
import { authUser, expectToast, renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openLogin() {
  const user = userEvent.setup();
  const result = renderRoutes(mainRoutes, "/login");
  await screen.findByRole("heading", { level: 1, name: "Log In" });
  return { user, ...result };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("platform login (/login)", () => {
  it("has the Login, Register and Reset tabs and the spec's fields, named as the spec names them", async () => {
    mockApi({});
    await openLogin();
    expect(screen.getByRole("tab", { name: "Login", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Register" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Reset" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("name", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("name", "password");
    expect(screen.getByRole("checkbox", { name: "Remember me" })).toBeInTheDocument();
  });

  it("shows the spec's validation messages and sends nothing", async () => {
    const api = mockApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(MSG.platformEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.platformPasswordMin)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(MSG.platformEmail)).toBeInTheDocument();
    expect(screen.getByText(MSG.platformPasswordMin)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/login")).toHaveLength(0);
  });

  it("shows and hides the password", async () => {
    mockApi({});
    const { user } = await openLogin();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("signs in: posts email, password and rememberMe, toasts 'Login successful', goes to redirectTo", async () => {
    const api = mockApi({
      "POST /api/auth/login": {
        body: { user: authUser({ role: "SUPER_ADMIN" }), redirectTo: "/su/admin/dashboard" },
      },
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await fillAndSubmit(user, "superadmin@engagesuite.example", "SuperAdmin123!");
    await expectToast("Login successful");
    expect(api.callsTo("POST", "/api/auth/login")[0]?.body).toEqual({
      email: "superadmin@engagesuite.example",
      password: "SuperAdmin123!",
      rememberMe: true,
    });
    expect(assign).toHaveBeenCalledWith("/su/admin/dashboard");
  });

  it("follows an absolute redirectTo on another host", async () => {
    mockApi({
      "POST /api/auth/login": {
        body: { user: authUser(), redirectTo: "http://acme.localhost:3100/auth/handoff#code=x" },
      },
    });
    const { user } = await openLogin();
    await fillAndSubmit(user, "admin@acme.example", "AcmeAdmin123!");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://acme.localhost:3100/auth/handoff#code=x"));
  });

  it("toasts 'Login failed' / 'Invalid email or password. Please try again.' on a 401", async () => {
    mockApi({ "POST /api/auth/login": { status: 401, body: { message: "whatever the server says" } } });
    const { user } = await openLogin();
    await fillAndSubmit(user, "someone@example.com", "wrong-password");
    await expectToast("Login failed", "Invalid email or password. Please try again.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message on a 429", async () => {
    mockApi({ "POST /api/auth/login": { status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } } });
    const { user } = await openLogin();
    await fillAndSubmit(user, "someone@example.com", "wrong-password");
    await expectToast("Login failed", AUTH_MESSAGES.tooManyAttempts);
  });

  it("'Forgot your password?' opens the Reset tab with the typed e-mail", async () => {
    mockApi({});
    const { user } = await openLogin();
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    expect(screen.getByRole("tab", { name: "Reset", selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });

  it("Reset: validates the e-mail, then posts the reset request and toasts the server's answer", async () => {
    const api = mockApi({
      "POST /api/auth/password-reset/request": { body: { message: AUTH_MESSAGES.resetRequested } },
    });
    const { user } = await openLogin();
    await user.click(screen.getByRole("tab", { name: "Reset" }));
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText(MSG.platformEmail)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/password-reset/request")).toHaveLength(0);

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    await expectToast("Check your email", AUTH_MESSAGES.resetRequested);
    expect(api.callsTo("POST", "/api/auth/password-reset/request")[0]?.body).toEqual({ email: "ada@example.com" });
  });

  it("Register: leads to onboarding", async () => {
    mockApi({});
    const { user } = await openLogin();
    await user.click(screen.getByRole("tab", { name: "Register" }));
    expect(screen.getByRole("link", { name: /Start your trial/ })).toHaveAttribute("href", "/onboarding");
  });
});
