import { HANDOFF_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { browser } from "@/lib/browser";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { handoffCodeFrom } from "./handoff-page";

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("/auth/handoff (a platform login arriving on the tenant's host)", () => {
  it("reads the code from the fragment", () => {
    expect(handoffCodeFrom("#code=abc%2Bdef")).toBe("abc+def");
    expect(handoffCodeFrom("")).toBeNull();
  });

  it("POSTs the fragment's code as JSON, clears it from the address bar, and goes where the answer says", async () => {
    window.history.replaceState(null, "", "/auth/handoff#code=one-time-code-0123456789");
    const api = mockApi({ "POST /api/auth/handoff": { body: { redirectTo: "/tu/admin/dashboard" } } });
    renderRoutes(tenantRoutes, "/auth/handoff", tenantHost("demo"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/tu/admin/dashboard"));
    const calls = api.callsTo("POST", "/api/auth/handoff");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ code: "one-time-code-0123456789" });
    expect(calls[0]?.headers.get("content-type")).toBe("application/json");
    expect(window.location.hash).toBe("");
    expect(api.calls.some((c) => c.path.includes("one-time-code"))).toBe(false);
  });

  it("says so when the code is refused, with a way back to the sign-in", async () => {
    window.history.replaceState(null, "", "/auth/handoff#code=spent-code-0123456789");
    mockApi({ "POST /api/auth/handoff": { status: 400, body: { message: HANDOFF_MESSAGES.invalid } } });
    renderRoutes(tenantRoutes, "/auth/handoff", tenantHost("demo"));
    expect(await screen.findByText(HANDOFF_MESSAGES.invalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to sign in" })).toHaveAttribute("href", "/");
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends nothing without a code", async () => {
    window.history.replaceState(null, "", "/auth/handoff");
    const api = mockApi({});
    renderRoutes(tenantRoutes, "/auth/handoff", tenantHost("demo"));
    expect(await screen.findByText(HANDOFF_MESSAGES.invalid)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/auth/handoff")).toHaveLength(0);
  });
});
