import { PORTAL_USER_STORAGE_KEY } from "@engagesuite/shared";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers";
import { expectToast, MAIN_HOST, portalUser, testQueryClient } from "@/test/render";
import { type ApiAnswer, mockApi, rejectFetchWith } from "@/test/server";
import { PortalAuthLayout, type PortalAuthValue, usePortalAuth } from "./portal-auth";

const TENANT_ID = portalUser().tenantId;
let latest: PortalAuthValue;
let consoleError: ReturnType<typeof vi.spyOn>;

function Probe() {
  latest = usePortalAuth();
  return (
    <div>
      <p data-testid="state">
        {latest.isLoading ? "loading" : "ready"}:{latest.user?.email ?? "nobody"}:{latest.error ?? "no-error"}
      </p>
      <button type="button" onClick={() => void latest.login("jamie.rivera@example.com", "Patient123!", TENANT_ID)}>
        login
      </button>
      <button type="button" onClick={() => void latest.logout()}>
        logout
      </button>
    </div>
  );
}

function renderProvider(path = "/portal/dashboard?tenant=acme") {
  const router = createMemoryRouter(
    [
      {
        Component: PortalAuthLayout,
        children: [
          { path: "portal/dashboard", Component: Probe },
          { path: "portal", Component: () => <p>portal landing</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders host={MAIN_HOST} queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const state = () => screen.getByTestId("state").textContent;

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("portal session: restore", () => {
  it("starts loading, restores the stored user and confirms it with /api/client-portal/me", async () => {
    const stored = portalUser();
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(stored));
    let answer!: (r: ApiAnswer) => void;
    const held = new Promise<ApiAnswer>((resolve) => {
      answer = resolve;
    });
    const api = mockApi({ "/api/client-portal/me": () => held });
    renderProvider();
    expect(state()).toBe(`loading:${stored.email}:no-error`);
    await act(async () => answer({ body: stored }));
    await waitFor(() => expect(state()).toBe(`ready:${stored.email}:no-error`));
    expect(api.calls[0]?.path).toBe("/api/client-portal/me");
  });

  it("removes an unparsable stored value and only logs the error", async () => {
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, "{not json");
    mockApi({ "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } } });
    renderProvider();
    await waitFor(() => expect(state()).toBe("ready:nobody:no-error"));
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: /Notifications/ })?.textContent ?? "").toBe("");
  });

  it("clears a stored user the server no longer knows (401)", async () => {
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(portalUser()));
    mockApi({ "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } } });
    renderProvider();
    await waitFor(() => expect(state()).toBe("ready:nobody:no-error"));
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).toBeNull();
  });

  it("picks up a live session cookie with nothing stored (a new tab)", async () => {
    const user = portalUser();
    mockApi({ "/api/client-portal/me": { body: user } });
    renderProvider();
    await waitFor(() => expect(state()).toBe(`ready:${user.email}:no-error`));
    expect(JSON.parse(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY) ?? "null")).toEqual(user);
  });

  it("keeps the stored user when the check fails for another reason (offline)", async () => {
    const user = portalUser();
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
    mockApi({ "/api/client-portal/me": { networkError: true } });
    renderProvider();
    await waitFor(() => expect(state()).toBe(`ready:${user.email}:no-error`));
  });
});

describe("portal session: login", () => {
  function ready() {
    return waitFor(() => expect(state()).toBe("ready:nobody:no-error"));
  }

  it("posts email, password and tenantId, stores the whole answer and toasts the welcome", async () => {
    const answer = portalUser();
    const api = mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "POST /api/client-portal/login": { body: answer },
    });
    renderProvider();
    await ready();
    await userEvent.setup().click(screen.getByRole("button", { name: "login" }));
    await waitFor(() => expect(state()).toBe(`ready:${answer.email}:no-error`));
    expect(api.callsTo("POST", "/api/client-portal/login")[0]?.body).toEqual({
      email: "jamie.rivera@example.com",
      password: "Patient123!",
      tenantId: TENANT_ID,
    });
    expect(JSON.parse(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY) ?? "null")).toEqual(answer);
    await expectToast("Login successful", "Welcome to your client portal");
  });

  it("sets the server's message as the error and toasts it", async () => {
    mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "POST /api/client-portal/login": { status: 401, body: { message: "Invalid email or password" } },
    });
    renderProvider();
    await ready();
    await userEvent.setup().click(screen.getByRole("button", { name: "login" }));
    await waitFor(() => expect(state()).toBe("ready:nobody:Invalid email or password"));
    await expectToast("Login failed", "Invalid email or password");
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).toBeNull();
  });

  it("falls back to 'Login failed' as the error without a server message", async () => {
    mockApi({
      "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
      "POST /api/client-portal/login": { status: 500 },
    });
    renderProvider();
    await ready();
    await userEvent.setup().click(screen.getByRole("button", { name: "login" }));
    await waitFor(() => expect(state()).toBe("ready:nobody:Login failed"));
  });

  it("toasts 'An error occurred during login' when the thrown thing is not an Error", async () => {
    mockApi({ "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } } });
    renderProvider();
    await ready();
    rejectFetchWith("socket closed", "/api/client-portal/login");
    await userEvent.setup().click(screen.getByRole("button", { name: "login" }));
    await expectToast("Login failed", "An error occurred during login");
    expect(state()).toBe("ready:nobody:Login failed");
  });
});

describe("portal session: logout", () => {
  it("posts logout, clears the user and storage, toasts 'Logged out' and goes to /portal (query kept)", async () => {
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(portalUser()));
    const api = mockApi({
      "/api/client-portal/me": { body: portalUser() },
      "POST /api/client-portal/logout": { status: 204 },
    });
    const router = renderProvider();
    await waitFor(() => expect(state()).toMatch(/^ready:jamie/));
    await userEvent.setup().click(screen.getByRole("button", { name: "logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal"));
    expect(router.state.location.search).toBe("?tenant=acme");
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).toBeNull();
    expect(latest.user).toBeNull();
    expect(api.callsTo("POST", "/api/client-portal/logout")).toHaveLength(1);
    await expectToast("Logged out", "You have been successfully logged out");
  });

  it("on failure only logs: the user stays signed in and on the page", async () => {
    const user = portalUser();
    sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
    mockApi({
      "/api/client-portal/me": { body: user },
      "POST /api/client-portal/logout": { status: 500, body: { message: "boom" } },
    });
    const router = renderProvider();
    await waitFor(() => expect(state()).toMatch(/^ready:jamie/));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await latest.logout();
    });
    expect(ok).toBe(false);
    expect(consoleError).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/portal/dashboard");
    expect(state()).toBe(`ready:${user.email}:no-error`);
    expect(sessionStorage.getItem(PORTAL_USER_STORAGE_KEY)).not.toBeNull();
    expect(screen.queryByText("Logged out")).not.toBeInTheDocument();
  });
});
