import {
  ACCOUNT_MESSAGES,
  type AccountSecurity,
  type AccountSession,
  MSG,
  PASSWORD_MESSAGES,
} from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mainRoutes, tenantRoutes } from "@/app/router";
import { authUser, expectToast, renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { ACCOUNT_TEXT as T } from "./messages";

const OFF: AccountSecurity = {
  mfaEnabled: false,
  mfaRequired: false,
  recoveryCodesLeft: 0,
  tenantRequiresStaffMfa: false,
};
const STAFF = authUser({
  role: "STAFF",
  tenantDomain: "acme",
  firstName: "Riley",
  lastName: "Chen",
  username: "riley",
});
const HERE: AccountSession = {
  id: "here-id",
  device: "Chrome on macOS",
  ip: "203.0.113.7",
  createdAt: "2026-11-20T09:00:00.000Z",
  lastSeenAt: "2026-11-24T10:00:00.000Z",
  current: true,
};
const PHONE: AccountSession = {
  ...HERE,
  id: "phone-id",
  device: "Safari on iPhone",
  ip: "198.51.100.4",
  current: false,
};
const TABLET: AccountSession = { ...HERE, id: "tablet-id", device: "Chrome on Android", ip: null, current: false };

function openAccount(routes: Parameters<typeof mockApi>[0], user = STAFF) {
  const api = mockApi({
    "/api/auth/me": { body: { user } },
    "/api/auth/security": { body: OFF },
    "/api/account/sessions": { body: { sessions: [HERE, PHONE] } },
    "/api/notifications/preferences": { body: { preferences: [] } },
    ...routes,
  });
  const result = renderRoutes(tenantRoutes, "/tu/admin/account", tenantHost("acme"));
  return { api, user: userEvent.setup(), ...result };
}

const card = (name: string) =>
  screen.getByRole("heading", { level: 2, name }).closest("[data-slot=card]") as HTMLElement;

describe("My account", () => {
  it("shows every section and is linked from the header", async () => {
    openAccount({});
    expect(await screen.findByRole("heading", { level: 1, name: T.pageTitle })).toBeInTheDocument();
    for (const name of [T.profileTitle, T.emailTitle, "Change password", T.sessionsTitle]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByRole("heading", { level: 2, name: /Two-factor authentication/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.linkLabel })).toHaveAttribute("href", "/tu/admin/account");
    // The username is shown, not a field: it is how the member signs in.
    expect(screen.getByTestId("username")).toHaveTextContent("riley");
    expect(screen.queryByLabelText(T.username)).not.toBeInTheDocument();
    expect(screen.getByTestId("current-email")).toHaveTextContent(STAFF.email);
    // Staff see no staff rule (an admin's).
    expect(screen.queryByRole("checkbox", { name: /Require two-factor/ })).not.toBeInTheDocument();
  });

  it("saves the name, and shows the server's field errors without a toast", async () => {
    let calls = 0;
    const { api, user } = openAccount({
      "PUT /api/account/profile": ({ body }) => {
        calls += 1;
        if (calls === 1) {
          return { status: 400, body: { message: MSG.lastNameMin, fieldErrors: { lastName: [MSG.lastNameMin] } } };
        }
        const next = { ...STAFF, ...(body as object) };
        return { body: { user: next, message: ACCOUNT_MESSAGES.profileSaved } };
      },
    });
    const first = await screen.findByLabelText(T.firstName);
    expect(first).toHaveValue("Riley");
    const save = screen.getByRole("button", { name: T.saveProfile });
    expect(save).toBeDisabled();
    // The browser-side rule first: nothing sent.
    await user.clear(first);
    await user.type(first, "R");
    await user.click(save);
    expect(await screen.findByText(MSG.firstNameMin)).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/account/profile")).toHaveLength(0);
    await user.type(first, "obin");
    await user.click(save);
    expect(await within(card(T.profileTitle)).findByText(MSG.lastNameMin)).toBeInTheDocument();
    await user.click(save);
    await expectToast(ACCOUNT_MESSAGES.profileSaved);
    expect(api.callsTo("PUT", "/api/account/profile").at(-1)?.body).toEqual({ firstName: "Robin", lastName: "Chen" });
    await waitFor(() => expect(screen.getByRole("button", { name: T.saveProfile })).toBeDisabled());
  });

  it("asks for a new e-mail address with the password; shows the link was sent, or the 409 on the field", async () => {
    let calls = 0;
    const { api, user } = openAccount({
      "POST /api/account/email": ({ body }) => {
        calls += 1;
        if (calls === 1) {
          return {
            status: 409,
            body: { message: ACCOUNT_MESSAGES.emailInUse, fieldErrors: { newEmail: [ACCOUNT_MESSAGES.emailInUse] } },
          };
        }
        const { newEmail } = body as { newEmail: string };
        return { status: 202, body: { message: ACCOUNT_MESSAGES.emailChangeSent(newEmail) } };
      },
    });
    await screen.findByRole("heading", { level: 1, name: T.pageTitle });
    const form = within(screen.getByRole("form", { name: T.emailTitle }));
    await user.type(form.getByLabelText(T.newEmail), "taken@example.com");
    await user.type(form.getByLabelText(T.currentPassword, { selector: "input" }), "my-password");
    await user.click(form.getByRole("button", { name: T.changeEmail }));
    expect(await form.findByText(ACCOUNT_MESSAGES.emailInUse)).toBeInTheDocument();
    await user.clear(form.getByLabelText(T.newEmail));
    await user.type(form.getByLabelText(T.newEmail), "Riley.New@Example.com");
    await user.click(form.getByRole("button", { name: T.changeEmail }));
    expect(await form.findByRole("status")).toHaveTextContent(
      ACCOUNT_MESSAGES.emailChangeSent("riley.new@example.com"),
    );
    expect(api.callsTo("POST", "/api/account/email").at(-1)?.body).toEqual({
      newEmail: "riley.new@example.com",
      password: "my-password",
    });
    // Nothing changes on the screen until the link is followed.
    expect(screen.getByTestId("current-email")).toHaveTextContent(STAFF.email);
  });

  it("lists the sessions with this device marked, signs out one and then the others", async () => {
    let sessions = [HERE, PHONE, TABLET];
    const { api, user } = openAccount({
      "/api/account/sessions": () => ({ body: { sessions } }),
      "DELETE /api/account/sessions/phone-id": () => {
        sessions = sessions.filter((s) => s.id !== "phone-id");
        return { body: { message: ACCOUNT_MESSAGES.sessionEnded } };
      },
      "POST /api/account/sessions/sign-out-others": () => {
        const ended = sessions.length - 1;
        sessions = [HERE];
        return { body: { ended, message: ACCOUNT_MESSAGES.otherSessionsEnded(ended) } };
      },
    });
    const list = await screen.findByRole("list", { name: T.sessionsTitle });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Chrome on macOS");
    expect(within(items[0]!).getByText(T.thisDevice)).toBeInTheDocument();
    expect(within(items[0]!).queryByRole("button")).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent("198.51.100.4");
    expect(items[2]).toHaveTextContent(`${T.ipAddress}:${T.unknownIp}`);

    await user.click(screen.getByRole("button", { name: `${T.signOutSession}: Safari on iPhone, 198.51.100.4` }));
    await expectToast(ACCOUNT_MESSAGES.sessionEnded);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expect(api.callsTo("DELETE", "/api/account/sessions/phone-id")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: T.signOutOthers }));
    await expectToast(ACCOUNT_MESSAGES.otherSessionsEnded(1));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByText(T.onlyThisDevice)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.signOutOthers })).toBeDisabled();
  });

  it("says when the sessions could not be loaded, and tries again", async () => {
    let fail = true;
    openAccount({
      "/api/account/sessions": () =>
        fail ? { status: 500, body: { message: "Server down" } } : { body: { sessions: [HERE] } },
    });
    expect(await screen.findByText(T.sessionsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(T.thisDevice)).toBeInTheDocument();
  });

  it("shows a tenant admin the staff rule", async () => {
    openAccount({}, authUser({ role: "TENANT_ADMIN", tenantDomain: "acme" }));
    expect(await screen.findByRole("checkbox", { name: /Require two-factor/ })).toBeInTheDocument();
  });

  it("is the super admin's own page at /su/admin/account", async () => {
    mockApi({
      "/api/auth/me": { body: { user: authUser({ role: "SUPER_ADMIN", tenantId: null, tenantDomain: null }) } },
      "/api/auth/security": { body: { ...OFF, mfaEnabled: true, mfaRequired: true, tenantRequiresStaffMfa: null } },
      "/api/account/sessions": { body: { sessions: [HERE] } },
    });
    renderRoutes(mainRoutes, "/su/admin/account");
    expect(await screen.findByRole("heading", { level: 1, name: T.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.linkLabel })).toHaveAttribute("href", "/su/admin/account");
    expect(await screen.findByText("Required for your account: it cannot be turned off.")).toBeInTheDocument();
  });

  it("sends the signed-out to the landing", async () => {
    mockApi({ "/api/auth/me": { status: 401, body: { message: "Not signed in" } } });
    const { router } = renderRoutes(tenantRoutes, "/tu/admin/account", tenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("the e-mail confirmation page", () => {
  it("posts the token from the fragment (never a query) and says the address changed", async () => {
    window.history.replaceState(null, "", "/account/confirm-email#token=v1.sealed-token-value-long-enough");
    const api = mockApi({
      "POST /api/account/email/confirm": { body: { message: ACCOUNT_MESSAGES.emailChanged("new@example.com") } },
    });
    renderRoutes(tenantRoutes, "/account/confirm-email", tenantHost("acme"));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged("new@example.com"))).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/account/email/confirm")[0]?.body).toEqual({
      token: "v1.sealed-token-value-long-enough",
    });
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("link", { name: T.goToDashboard })).toHaveAttribute("href", "/dashboard");
  });

  it("says a used or expired link does not work", async () => {
    window.history.replaceState(null, "", "/account/confirm-email#token=v1.an-old-token-long-enough");
    mockApi({
      "POST /api/account/email/confirm": { status: 400, body: { message: ACCOUNT_MESSAGES.emailChangeInvalid } },
    });
    renderRoutes(tenantRoutes, "/account/confirm-email", tenantHost("acme"));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeInvalid)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: T.confirmFailedTitle })).toBeInTheDocument();
  });

  it("sends nothing without a token", async () => {
    window.history.replaceState(null, "", "/account/confirm-email");
    const api = mockApi({});
    renderRoutes(tenantRoutes, "/account/confirm-email", tenantHost("acme"));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChangeInvalid)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/account/email/confirm")).toHaveLength(0);
  });
});

describe("password", () => {
  it("keeps the existing change-password card working here", async () => {
    const { api, user } = openAccount({ "POST /api/auth/password": { body: { message: PASSWORD_MESSAGES.changed } } });
    await screen.findByRole("heading", { level: 1, name: T.pageTitle });
    const form = within(screen.getByRole("form", { name: "Change password" }));
    await user.type(form.getByLabelText("Current password", { selector: "input" }), "old-password");
    await user.type(form.getByLabelText("New password", { selector: "input" }), "a-new-password-1");
    await user.type(form.getByLabelText("Confirm new password", { selector: "input" }), "a-new-password-1");
    await user.click(form.getByRole("button", { name: "Change password" }));
    await expectToast(PASSWORD_MESSAGES.changed);
    expect(api.callsTo("POST", "/api/auth/password")).toHaveLength(1);
  });
});
