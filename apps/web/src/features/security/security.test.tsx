import { type AccountSecurity, MFA_MESSAGES, PASSWORD_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { MFA_TEXT, SECURITY_TEXT } from "@/features/mfa/messages";
import { authUser, expectToast, renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";

afterEach(() => {
  vi.restoreAllMocks();
});

const OFF: AccountSecurity = {
  mfaEnabled: false,
  mfaRequired: false,
  recoveryCodesLeft: 0,
  tenantRequiresStaffMfa: false,
};
const ENROLLMENT = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/EngageSuite:staff?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};
const CODES = Array.from({ length: 10 }, (_, i) => `wxyz${i}-mnpq${i}`);
const STAFF = authUser({ role: "STAFF", tenantDomain: "acme" });
const ADMIN = authUser({ role: "TENANT_ADMIN", tenantDomain: "acme" });

function openTenantSecurity(routes: Parameters<typeof mockApi>[0], user = STAFF) {
  const api = mockApi({ "/api/auth/me": { body: { user } }, ...routes });
  const result = renderRoutes(tenantRoutes, "/tu/admin/security", tenantHost("acme"));
  return { api, user: userEvent.setup(), ...result };
}

function twoFactorCard() {
  return screen
    .getByRole("heading", { level: 2, name: /Two-factor authentication/ })
    .closest("[data-slot=card]") as HTMLElement;
}

describe("Security page (staff)", () => {
  it("turns two-factor authentication on: QR code, a first code, then the recovery codes", async () => {
    let status = OFF;
    const { api, user } = openTenantSecurity({
      "/api/auth/security": () => ({ body: status }),
      "POST /api/auth/mfa/setup": { body: ENROLLMENT },
      "POST /api/auth/mfa/enable": () => {
        status = { ...OFF, mfaEnabled: true, recoveryCodesLeft: 10 };
        return { body: { recoveryCodes: CODES } };
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: SECURITY_TEXT.pageTitle })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: SECURITY_TEXT.turnOn }));
    expect(await screen.findByRole("img", { name: MFA_TEXT.qrAlt })).toBeInTheDocument();
    await user.type(screen.getByLabelText(MFA_TEXT.confirmLabel), "246810");
    await user.click(screen.getByRole("button", { name: MFA_TEXT.confirm }));
    await expectToast(MFA_MESSAGES.enabled);
    expect(api.callsTo("POST", "/api/auth/mfa/enable")[0]?.body).toEqual({ code: "246810" });
    expect(within(await screen.findByTestId("recovery-codes")).getAllByRole("listitem")).toHaveLength(10);
    await user.click(screen.getByRole("checkbox", { name: MFA_TEXT.codesSaved }));
    await user.click(screen.getByRole("button", { name: SECURITY_TEXT.done }));
    expect(await within(twoFactorCard()).findByText(SECURITY_TEXT.codesLeft(10))).toBeInTheDocument();
    expect(within(twoFactorCard()).getByText("On")).toBeInTheDocument();
  });

  it("turns it off with the password and a code, showing the server's refusal on its field", async () => {
    const { api, user } = openTenantSecurity({
      "/api/auth/security": { body: { ...OFF, mfaEnabled: true, recoveryCodesLeft: 7 } },
      "POST /api/auth/mfa/disable": (call) =>
        (call.body as { password: string }).password === "right-password"
          ? { body: { message: MFA_MESSAGES.disabled } }
          : {
              status: 400,
              body: {
                message: PASSWORD_MESSAGES.currentWrong,
                fieldErrors: { password: [PASSWORD_MESSAGES.currentWrong] },
              },
            },
    });
    await user.click(await screen.findByRole("button", { name: SECURITY_TEXT.turnOff }));
    const form = screen.getByRole("form", { name: SECURITY_TEXT.turnOffTitle });
    await user.type(within(form).getByLabelText("Password"), "wrong");
    await user.type(within(form).getByLabelText(MFA_TEXT.codeLabel), "135790");
    await user.click(within(form).getByRole("button", { name: SECURITY_TEXT.turnOff }));
    expect(await within(form).findByText(PASSWORD_MESSAGES.currentWrong)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText("Password"));
    await user.type(within(form).getByLabelText("Password"), "right-password");
    await user.click(within(form).getByRole("button", { name: SECURITY_TEXT.turnOff }));
    await expectToast(MFA_MESSAGES.disabled);
    expect(api.callsTo("POST", "/api/auth/mfa/disable").at(-1)?.body).toEqual({
      password: "right-password",
      code: "135790",
    });
  });

  it("offers no Turn off where MFA is required, and new recovery codes with a code", async () => {
    const { api, user } = openTenantSecurity({
      "/api/auth/security": { body: { ...OFF, mfaEnabled: true, mfaRequired: true, recoveryCodesLeft: 2 } },
      "POST /api/auth/mfa/recovery-codes": { body: { recoveryCodes: CODES } },
    });
    expect(await screen.findByText(SECURITY_TEXT.required)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: SECURITY_TEXT.turnOff })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: SECURITY_TEXT.regenerate }));
    const form = screen.getByRole("form", { name: SECURITY_TEXT.regenerateTitle });
    await user.type(within(form).getByLabelText(MFA_TEXT.codeLabel), "112233");
    await user.click(within(form).getByRole("button", { name: SECURITY_TEXT.regenerate }));
    expect(await screen.findByTestId("recovery-codes")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/mfa/recovery-codes")[0]?.body).toEqual({ code: "112233" });
  });

  it("changes the password on /api/auth/password and shows the new-password rule", async () => {
    const { api, user } = openTenantSecurity({
      "/api/auth/security": { body: OFF },
      "POST /api/auth/password": { body: { message: PASSWORD_MESSAGES.changed } },
    });
    const form = await screen.findByRole("form", { name: "Change password" });
    await user.type(within(form).getByLabelText("Current password"), "Old-password-1");
    await user.type(within(form).getByLabelText("New password"), "a-new-password-2");
    await user.type(within(form).getByLabelText("Confirm new password"), "a-new-password-2");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByRole("status")).toHaveTextContent(PASSWORD_MESSAGES.changed);
    expect(api.callsTo("POST", "/api/auth/password")[0]?.body).toEqual({
      currentPassword: "Old-password-1",
      newPassword: "a-new-password-2",
    });
  });

  it("gives a tenant admin the staff rule, saved at once; staff do not see it", async () => {
    let required = false;
    const { api, user } = openTenantSecurity(
      {
        "/api/auth/security": () => ({ body: { ...OFF, tenantRequiresStaffMfa: required } }),
        [`PUT /api/tenants/${ADMIN.tenantId}/staff-mfa`]: (call) => {
          required = (call.body as { required: boolean }).required;
          return { body: { required } };
        },
      },
      ADMIN,
    );
    const rule = await screen.findByRole("checkbox", { name: SECURITY_TEXT.staffRuleLabel });
    await waitFor(() => expect(rule).toBeEnabled());
    expect(rule).not.toBeChecked();
    await user.click(rule);
    await expectToast(MFA_MESSAGES.staffRequirementSaved);
    await waitFor(() => expect(rule).toBeChecked());
    expect(api.callsTo("PUT", `/api/tenants/${ADMIN.tenantId}/staff-mfa`)[0]?.body).toEqual({ required: true });
  });

  it("shows no staff rule to staff, and sends the signed-out to the landing", async () => {
    openTenantSecurity({ "/api/auth/security": { body: OFF } });
    await screen.findByRole("heading", { level: 1, name: SECURITY_TEXT.pageTitle });
    expect(screen.queryByRole("checkbox", { name: SECURITY_TEXT.staffRuleLabel })).not.toBeInTheDocument();
    mockApi({ "/api/auth/me": { status: 401, body: { message: "Not signed in" } } });
    const { router } = renderRoutes(tenantRoutes, "/tu/admin/security", tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("Security page (super admin)", () => {
  it("is at /su/admin/security, and the header links to My account", async () => {
    mockApi({
      "/api/auth/me": { body: { user: authUser({ role: "SUPER_ADMIN", tenantId: null, tenantDomain: null }) } },
      "/api/auth/security": { body: { ...OFF, mfaEnabled: true, mfaRequired: true, tenantRequiresStaffMfa: null } },
    });
    renderRoutes(mainRoutes, "/su/admin/security");
    expect(await screen.findByRole("heading", { level: 1, name: SECURITY_TEXT.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/su/admin/account");
    expect(await screen.findByText(SECURITY_TEXT.required)).toBeInTheDocument();
  });
});
