import { PORTAL_ACCOUNT_MESSAGES, PORTAL_USER_STORAGE_KEY } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { portalUser, renderRoutes, tenantHost, tenantInfo } from "@/test/render";
import { mockApi } from "@/test/server";
import { portalInvitationTokenFrom } from "./portal-invitation-page";

const TOKEN = "portal-invitation-token-0123456789";
const DETAILS = { email: "olivia@example.com", firstName: "Olivia", lastName: "Reed" };
const tenant = tenantInfo({ name: "Demo Health Clinic", subdomain: "demo" });

afterEach(() => {
  window.history.replaceState(null, "", "/");
  sessionStorage.clear();
});

function open(routes: Parameters<typeof mockApi>[0]) {
  window.history.replaceState(null, "", `/portal/invitation#token=${TOKEN}`);
  const api = mockApi({
    "/api/tenant/demo": { body: tenant },
    "/api/tenants/by-subdomain/demo": { body: tenant },
    "GET /api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
    ...routes,
  });
  const result = renderRoutes(tenantRoutes, "/portal/invitation", tenantHost("demo"));
  return { api, ...result };
}

describe("/portal/invitation (an invited client choosing a password)", () => {
  it("reads the token from the fragment", () => {
    expect(portalInvitationTokenFrom("#token=abc-def")).toBe("abc-def");
    expect(portalInvitationTokenFrom("")).toBeNull();
  });

  it("POSTs the fragment's token, sets a password and lands signed in on the portal dashboard", async () => {
    const user = portalUser({ email: DETAILS.email, firstName: "Olivia", lastName: "Reed" });
    const { api, router } = open({
      "POST /api/client-portal/invitation": { body: DETAILS },
      "POST /api/client-portal/invitation/accept": { body: user },
      "GET /api/client-portal/tickets?limit=200": { body: [] },
    });
    expect(await screen.findByRole("heading", { name: "Welcome to the Client Portal" })).toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(api.callsTo("POST", "/api/client-portal/invitation")[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByText(/Olivia Reed, choose a password/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Password"), "a-long-new-password-7");
    await userEvent.type(screen.getByLabelText("Confirm password"), "another-password-7");
    await userEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/client-portal/invitation/accept")).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Confirm password"), "a-long-new-password-7");
    await userEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/dashboard"));
    expect(api.callsTo("POST", "/api/client-portal/invitation/accept")[0]?.body).toEqual({
      token: TOKEN,
      password: "a-long-new-password-7",
    });
    expect(JSON.parse(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY) ?? "null")).toMatchObject({ id: user.id });
  });

  it("says when the link is not valid", async () => {
    open({
      "POST /api/client-portal/invitation": {
        status: 400,
        body: { message: PORTAL_ACCOUNT_MESSAGES.invitationInvalid },
      },
    });
    expect(await screen.findByText(PORTAL_ACCOUNT_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/portal/login");
  });
});
