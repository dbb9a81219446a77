import { TEAM_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { browser } from "@/lib/browser";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { invitationTokenFrom } from "./invitation-page";

const TOKEN = "invitation-token-0123456789abcdef";
const DETAILS = {
  email: "sofia.alvarez@demo-health.example",
  firstName: "Sofia",
  lastName: "Alvarez",
  role: "STAFF",
  tenantName: "Demo Health Clinic",
  expiresAt: "2099-01-01T00:00:00.000Z",
};

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("/invitation (an invitee choosing how to sign in)", () => {
  it("reads the token from the fragment", () => {
    expect(invitationTokenFrom("#token=abc-def")).toBe("abc-def");
    expect(invitationTokenFrom("")).toBeNull();
  });

  it("POSTs the fragment's token, sets a username and password, and lands on the dashboard", async () => {
    window.history.replaceState(null, "", `/invitation#token=${TOKEN}`);
    let accepts = 0;
    const api = mockApi({
      "POST /api/team/invitation": { body: DETAILS },
      "POST /api/team/invitation/accept": () =>
        ++accepts === 1
          ? {
              status: 409,
              body: { message: TEAM_MESSAGES.usernameTaken, fieldErrors: { username: [TEAM_MESSAGES.usernameTaken] } },
            }
          : { body: { redirectTo: "/dashboard" } },
    });
    renderRoutes(tenantRoutes, "/invitation", tenantHost("demo"));
    expect(await screen.findByRole("heading", { name: "Join Demo Health Clinic" })).toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(api.callsTo("POST", "/api/team/invitation")[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByText(DETAILS.email)).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveValue("sofia.alvarez");

    await userEvent.type(screen.getByLabelText("Password"), "short");
    await userEvent.type(screen.getByLabelText("Confirm password"), "short");
    await userEvent.click(screen.getByRole("button", { name: "Join the workspace" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Password"), "a-long-new-password");
    await userEvent.type(screen.getByLabelText("Confirm password"), "a-long-new-password");
    await userEvent.click(screen.getByRole("button", { name: "Join the workspace" }));
    expect(await screen.findByText(TEAM_MESSAGES.usernameTaken)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Join the workspace" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/dashboard"));
    expect(api.callsTo("POST", "/api/team/invitation/accept")[1]?.body).toEqual({
      token: TOKEN,
      username: "sofia.alvarez",
      password: "a-long-new-password",
    });
    expect(api.calls.some((c) => c.path.includes(TOKEN))).toBe(false);
  });

  it("says so when the link is refused, and sends nothing without a token", async () => {
    window.history.replaceState(null, "", `/invitation#token=${TOKEN}`);
    mockApi({ "POST /api/team/invitation": { status: 400, body: { message: TEAM_MESSAGES.invitationInvalid } } });
    const first = renderRoutes(tenantRoutes, "/invitation", tenantHost("demo"));
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/login");
    first.unmount();

    window.history.replaceState(null, "", "/invitation");
    const api = mockApi({});
    renderRoutes(tenantRoutes, "/invitation", tenantHost("demo"));
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/team/invitation")).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });
});
