import {
  MSG,
  PASSWORD_MESSAGES,
  PASSWORD_POLICY_MESSAGES,
  PORTAL_USER_STORAGE_KEY,
  type PortalUser,
} from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { expectToast, portalUser, queryTenantHost, renderRoutes, tenantInfo } from "@/test/render";
import { type ApiCall, mockApi } from "@/test/server";

afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { status?: number; body?: unknown };

interface Answers {
  profile?: (call: ApiCall) => Answer;
  password?: (call: ApiCall) => Answer;
  tenant?: object;
}

function openPortal(path = "/portal/dashboard?tenant=acme", answers: Answers = {}) {
  const user = portalUser();
  sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
  const api = mockApi({
    "/api/client-portal/me": { body: user },
    "/api/tenant/acme": { body: tenantInfo(answers.tenant) },
    "PUT /api/client-portal/profile":
      answers.profile ??
      ((call) => ({ body: { ...user, ...(call.body as Partial<PortalUser>) } satisfies PortalUser })),
    "POST /api/client-portal/password": answers.password ?? { body: { message: PASSWORD_MESSAGES.changed } },
  });
  const result = renderRoutes(tenantRoutes, path, queryTenantHost("acme"));
  return { api, ...result };
}

const sideNav = () => screen.getByRole("navigation", { name: "Portal" });

async function openProfile(answers: Answers = {}) {
  const user = userEvent.setup();
  const rendered = openPortal(undefined, answers);
  await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
  await user.click(within(sideNav()).getByRole("button", { name: "Profile" }));
  await screen.findByRole("heading", { level: 1, name: "Profile" });
  return { user, ...rendered };
}

const detailsForm = () => screen.getByRole("form", { name: "Personal details" });
const passwordForm = () => screen.getByRole("form", { name: "Change password" });

describe("portal side navigation", () => {
  it("Profile opens the profile view inside the dashboard page; Dashboard comes back", async () => {
    const { user, router } = await openProfile();
    expect(router.state.location.pathname).toBe("/portal/dashboard");
    expect(new URLSearchParams(router.state.location.search).get("view")).toBe("profile");
    expect(new URLSearchParams(router.state.location.search).get("tenant")).toBe("acme");
    expect(within(sideNav()).getByRole("button", { name: "Profile" })).toHaveAttribute("aria-current", "page");
    expect(within(detailsForm()).getByLabelText("First name")).toHaveValue("Jamie");
    expect(within(detailsForm()).getByLabelText("Last name")).toHaveValue("Rivera");
    expect(within(detailsForm()).getByLabelText("Email")).toHaveValue("jamie.rivera@example.com");

    await user.click(within(sideNav()).getByRole("button", { name: "Dashboard" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Overview", selected: true })).toBeInTheDocument();
  });

  it("Documents and Appointments open their tabs; Settings is marked as not ready", async () => {
    openPortal();
    const user = userEvent.setup();
    await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
    await user.click(within(sideNav()).getByRole("button", { name: "Documents" }));
    expect(screen.getByRole("tab", { name: "Documents", selected: true })).toBeInTheDocument();
    expect(within(sideNav()).getByRole("button", { name: "Documents" })).toHaveAttribute("aria-current", "page");
    await user.click(within(sideNav()).getByRole("button", { name: "Appointments" }));
    expect(screen.getByRole("tab", { name: "Appointments", selected: true })).toBeInTheDocument();
    const settings = within(sideNav()).getByRole("button", { name: "Settings" });
    expect(settings).toHaveAttribute("aria-disabled", "true");
    expect(settings).toHaveAccessibleDescription("Coming soon");
  });

  it("opens the profile directly from the address", async () => {
    openPortal("/portal/dashboard?tenant=acme&view=profile");
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeInTheDocument();
  });
});

describe("portal header branding", () => {
  it("shows the tenant's logo and primary colour", async () => {
    openPortal(undefined, {
      tenant: {
        logoUrl: "https://cdn.example.com/acme.png",
        verticalTheme: { primaryColor: "#7c3aed", secondaryColor: "#f5f3ff" },
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Welcome to Your Dashboard" });
    const banner = screen.getByRole("banner");
    await waitFor(() => expect(banner.querySelector("img")).toHaveAttribute("src", "https://cdn.example.com/acme.png"));
    expect(within(banner).getByText("Acme Health")).toBeInTheDocument();
    const root = screen.getByTestId("brand-bar").closest("[style]") as HTMLElement;
    expect(root.style.getPropertyValue("--tenant-primary")).toBe("#7c3aed");
  });
});

describe("profile form", () => {
  it("checks the names with the spec's messages before sending", async () => {
    const { user, api } = await openProfile();
    const form = detailsForm();
    await user.clear(within(form).getByLabelText("First name"));
    await user.type(within(form).getByLabelText("First name"), "J");
    await user.clear(within(form).getByLabelText("Last name"));
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText(MSG.firstNameMin)).toBeInTheDocument();
    expect(within(form).getByText(MSG.lastNameMin)).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/client-portal/profile")).toHaveLength(0);
  });

  it("saves the name, updates the stored user and the header greeting", async () => {
    const { user, api } = await openProfile();
    expect(screen.getByText("Hello, Jamie")).toBeInTheDocument();
    const form = detailsForm();
    await user.clear(within(form).getByLabelText("First name"));
    await user.type(within(form).getByLabelText("First name"), "Jordan");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Hello, Jordan")).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/client-portal/profile")[0]?.body).toEqual({
      firstName: "Jordan",
      lastName: "Rivera",
    });
    const stored = JSON.parse(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY) ?? "{}") as PortalUser;
    expect(stored.firstName).toBe("Jordan");
    await expectToast("Profile updated");
    // The account card shows the new name too.
    await user.click(within(sideNav()).getByRole("button", { name: "Dashboard" }));
    const term = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling?.textContent;
    expect(term("Name")).toBe("Jordan Rivera");
  });

  it("shows the server's field messages", async () => {
    const { user } = await openProfile({
      profile: () => ({ status: 400, body: { message: "Invalid request", fieldErrors: { lastName: ["Too long"] } } }),
    });
    const form = detailsForm();
    await user.type(within(form).getByLabelText("Last name"), "son");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));
    expect(await within(form).findByText("Too long")).toBeInTheDocument();
    expect(screen.getByText("Hello, Jamie")).toBeInTheDocument();
  });
});

describe("change password form", () => {
  it("asks for a matching confirmation and the minimum length, without sending", async () => {
    const { user, api } = await openProfile();
    const form = passwordForm();
    await user.type(within(form).getByLabelText("Current password"), "Patient123!");
    await user.type(within(form).getByLabelText("New password"), "abc");
    await user.type(within(form).getByLabelText("Confirm new password"), "abd");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText(PASSWORD_POLICY_MESSAGES.tooShort)).toBeInTheDocument();
    expect(within(form).getByText(MSG.passwordsDoNotMatch)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/password")).toHaveLength(0);
  });

  it("shows 'current password is not correct' from the server under the field", async () => {
    const { user, api } = await openProfile({
      password: () => ({
        status: 400,
        body: {
          message: PASSWORD_MESSAGES.currentWrong,
          fieldErrors: { currentPassword: [PASSWORD_MESSAGES.currentWrong] },
        },
      }),
    });
    const form = passwordForm();
    await user.type(within(form).getByLabelText("Current password"), "wrong-one");
    await user.type(within(form).getByLabelText("New password"), "Another123!");
    await user.type(within(form).getByLabelText("Confirm new password"), "Another123!");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText(PASSWORD_MESSAGES.currentWrong)).toBeInTheDocument();
    expect(within(form).getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST", "/api/client-portal/password")[0]?.body).toEqual({
      currentPassword: "wrong-one",
      newPassword: "Another123!",
    });
  });

  it("confirms a changed password and clears the fields", async () => {
    const { user } = await openProfile();
    const form = passwordForm();
    await user.type(within(form).getByLabelText("Current password"), "Patient123!");
    await user.type(within(form).getByLabelText("New password"), "Another123!");
    await user.type(within(form).getByLabelText("Confirm new password"), "Another123!");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByRole("status")).toHaveTextContent(PASSWORD_MESSAGES.changed);
    expect(within(form).getByLabelText("Current password")).toHaveValue("");
    expect(within(form).getByLabelText("New password")).toHaveValue("");
  });
});
