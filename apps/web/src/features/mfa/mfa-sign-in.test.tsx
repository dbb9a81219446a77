import { MFA_MESSAGES, PORTAL_USER_STORAGE_KEY, type TenantInfo } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { browser } from "@/lib/browser";
import { authUser, expectToast, portalUser, renderRoutes, tenantHost, tenantInfo } from "@/test/render";
import { mockApi } from "@/test/server";
import { MFA_TEXT } from "./messages";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const CHALLENGE = { mfaRequired: true, challenge: "v1.sealed-challenge" };
const ENROLLMENT = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/EngageSuite:owner%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

async function platformPassword(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const user = userEvent.setup();
  renderRoutes(mainRoutes, "/login");
  await user.type(await screen.findByLabelText("Email"), "superadmin@engagesuite.example");
  await user.type(screen.getByLabelText("Password"), "SuperAdmin123!");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return { api, user };
}

describe("platform login: the second step", () => {
  it("asks for the 6-digit code (one-time-code autofill), sends it with the challenge and goes on", async () => {
    const { api, user } = await platformPassword({
      "POST /api/auth/login": { body: CHALLENGE },
      "POST /api/auth/mfa": { body: { user: authUser({ role: "SUPER_ADMIN" }), redirectTo: "/su/admin/dashboard" } },
    });
    const code = await screen.findByLabelText(MFA_TEXT.codeLabel);
    expect(screen.getByRole("heading", { name: MFA_TEXT.stepTitle })).toBeInTheDocument();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("name", "code");
    expect(assign).not.toHaveBeenCalled();

    await user.type(code, "12a3456");
    await user.click(screen.getByRole("button", { name: MFA_TEXT.verify }));
    await expectToast("Login successful");
    expect(api.callsTo("POST", "/api/auth/mfa")[0]?.body).toEqual({ challenge: CHALLENGE.challenge, code: "123456" });
    expect(assign).toHaveBeenCalledWith("/su/admin/dashboard");
  });

  it("checks the code's form, shows the server's refusal under the field, and takes a recovery code instead", async () => {
    const { api, user } = await platformPassword({
      "POST /api/auth/login": { body: CHALLENGE },
      "POST /api/auth/mfa": (call) =>
        (call.body as { code?: string }).code
          ? { status: 401, body: { message: MFA_MESSAGES.codeInvalid } }
          : { body: { user: authUser({ role: "SUPER_ADMIN" }), redirectTo: "/su/admin/dashboard" } },
    });
    await user.click(await screen.findByRole("button", { name: MFA_TEXT.verify }));
    expect(await screen.findByText(MFA_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/mfa")).toHaveLength(0);

    await user.type(screen.getByLabelText(MFA_TEXT.codeLabel), "000000");
    await user.click(screen.getByRole("button", { name: MFA_TEXT.verify }));
    expect(await screen.findByText(MFA_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(MFA_TEXT.codeLabel)).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("button", { name: MFA_TEXT.useRecoveryCode }));
    await user.type(screen.getByLabelText(MFA_TEXT.recoveryLabel), "abcde-fghij");
    await user.click(screen.getByRole("button", { name: MFA_TEXT.verify }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/su/admin/dashboard"));
    expect(api.callsTo("POST", "/api/auth/mfa").at(-1)?.body).toEqual({
      challenge: CHALLENGE.challenge,
      recoveryCode: "abcde-fghij",
    });
  });

  it("goes back to the password form", async () => {
    const { user } = await platformPassword({ "POST /api/auth/login": { body: CHALLENGE } });
    await user.click(await screen.findByRole("button", { name: MFA_TEXT.backToSignIn }));
    expect(await screen.findByLabelText("Email")).toBeInTheDocument();
  });

  it("enrols a required account: QR code and key, a first code, then the recovery codes before going on", async () => {
    const { api, user } = await platformPassword({
      "POST /api/auth/login": { body: { ...CHALLENGE, enrollment: ENROLLMENT } },
      "POST /api/auth/mfa": {
        body: { user: authUser({ role: "SUPER_ADMIN" }), redirectTo: "/su/admin/dashboard", recoveryCodes: CODES },
      },
    });
    expect(await screen.findByRole("heading", { name: MFA_TEXT.enrolTitle })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: MFA_TEXT.qrAlt })).toHaveAttribute("src", ENROLLMENT.qrCode);
    expect(screen.getByTestId("mfa-secret")).toHaveTextContent("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");

    await user.type(screen.getByLabelText(MFA_TEXT.confirmLabel), "654321");
    await user.click(screen.getByRole("button", { name: MFA_TEXT.confirm }));
    const list = await screen.findByTestId("recovery-codes");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.callsTo("POST", "/api/auth/mfa")[0]?.body).toEqual({ challenge: CHALLENGE.challenge, code: "654321" });
    expect(assign).not.toHaveBeenCalled();

    const next = screen.getByRole("button", { name: MFA_TEXT.continue });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: MFA_TEXT.codesSaved }));
    await user.click(next);
    expect(assign).toHaveBeenCalledWith("/su/admin/dashboard");
  });
});

describe("tenant landing: the second step", () => {
  const lex: TenantInfo = tenantInfo({ name: "Lex & Co", subdomain: "lex" });

  it("signs staff in with the code and goes to /dashboard", async () => {
    const api = mockApi({
      "/api/tenants/by-subdomain/lex": { body: lex },
      "POST /api/auth/tenant/session-check": { body: { authenticated: false, user: null } },
      "POST /api/auth/tenant/login": { body: CHALLENGE },
      "POST /api/auth/mfa": { body: { user: authUser(), redirectTo: "/dashboard" } },
      "/api/auth/me": { body: { user: authUser() } },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    await user.type(await screen.findByLabelText("Username or email"), "lex-staff");
    await user.type(screen.getByLabelText("Password"), "LexStaff123!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.type(await screen.findByLabelText(MFA_TEXT.codeLabel), "123456");
    await user.click(screen.getByRole("button", { name: MFA_TEXT.verify }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/"));
    expect(api.callsTo("POST", "/api/auth/mfa")[0]?.body).toEqual({ challenge: CHALLENGE.challenge, code: "123456" });
  });
});

describe("portal login: the second step", () => {
  it("signs the client in after the code, on the portal's own endpoint", async () => {
    const client = portalUser();
    const api = mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "/api/tenant/acme": { body: tenantInfo() },
      "POST /api/client-portal/login": { body: CHALLENGE },
      "POST /api/client-portal/mfa": { body: client },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(tenantRoutes, "/portal/login", tenantHost("acme"));
    await user.type(await screen.findByLabelText("Email"), client.email);
    await user.type(screen.getByLabelText("Password"), "Patient123!");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.type(await screen.findByLabelText(MFA_TEXT.codeLabel), "123456");
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole("button", { name: MFA_TEXT.verify }));
    await expectToast("Login successful", "Welcome to your client portal");
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
    expect(JSON.parse(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)!)).toMatchObject({ email: client.email });
    expect(api.callsTo("POST", "/api/client-portal/mfa")[0]?.body).toEqual({
      challenge: CHALLENGE.challenge,
      code: "123456",
    });
  });
});
