import { AUTH_MESSAGES, MSG, PASSWORD_POLICY_MESSAGES } from "@engagesuite/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { queryTenantHost, renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";

const TOKEN = "a".repeat(43);

async function setPasswords(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
  await user.click(screen.getByRole("button", { name: "Set new password" }));
}

describe("/reset-password", () => {
  it("without a token says the link is invalid, with no form", async () => {
    mockApi({});
    renderRoutes(mainRoutes, "/reset-password");
    expect(await screen.findByText(AUTH_MESSAGES.resetInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  });

  it("checks the length and that both passwords match, sending nothing until they do", async () => {
    const api = mockApi({});
    renderRoutes(mainRoutes, `/reset-password?token=${TOKEN}`);
    await setPasswords("1234567", "7654321");
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGES.tooShort)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("shows the server's refusal of a common password under the field and keeps the form", async () => {
    mockApi({
      "POST /api/auth/password-reset/confirm": {
        status: 400,
        body: {
          message: PASSWORD_POLICY_MESSAGES.tooCommon,
          fieldErrors: { password: [PASSWORD_POLICY_MESSAGES.tooCommon] },
        },
      },
    });
    renderRoutes(mainRoutes, `/reset-password?token=${TOKEN}`);
    await setPasswords("password123", "password123");
    expect(await screen.findByText(PASSWORD_POLICY_MESSAGES.tooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Reset link not valid")).not.toBeInTheDocument();
  });

  it("posts token and password; on success shows the message and a link to /login", async () => {
    const api = mockApi({
      "POST /api/auth/password-reset/confirm": { body: { message: AUTH_MESSAGES.resetDone } },
    });
    renderRoutes(mainRoutes, `/reset-password?token=${TOKEN}`);
    await setPasswords("NewPass123!", "NewPass123!");
    expect(await screen.findByText(AUTH_MESSAGES.resetDone)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/login");
    expect(api.callsTo("POST", "/api/auth/password-reset/confirm")[0]?.body).toEqual({
      token: TOKEN,
      password: "NewPass123!",
    });
  });

  it("shows the server's message for an expired or used token", async () => {
    mockApi({
      "POST /api/auth/password-reset/confirm": { status: 400, body: { message: AUTH_MESSAGES.resetInvalid } },
    });
    renderRoutes(mainRoutes, `/reset-password?token=${TOKEN}`);
    await setPasswords("NewPass123!", "NewPass123!");
    expect(await screen.findByText(AUTH_MESSAGES.resetInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});

describe("/portal/reset-password", () => {
  it("confirms through the portal endpoint and links back to the portal login, keeping ?tenant=", async () => {
    const api = mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "POST /api/client-portal/password-reset/confirm": { body: { message: AUTH_MESSAGES.resetDone } },
    });
    renderRoutes(tenantRoutes, `/portal/reset-password?tenant=acme&token=${TOKEN}`, queryTenantHost("acme"));
    await setPasswords("NewPass123!", "NewPass123!");
    expect(await screen.findByText(AUTH_MESSAGES.resetDone)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/portal/login?tenant=acme");
    expect(api.callsTo("POST", "/api/client-portal/password-reset/confirm")[0]?.body).toEqual({
      token: TOKEN,
      password: "NewPass123!",
    });
    expect(api.callsTo("POST", "/api/auth/password-reset/confirm")).toHaveLength(0);
  });
});
