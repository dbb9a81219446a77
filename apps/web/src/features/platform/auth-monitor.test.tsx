import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatDateTime } from "./format";
import { authEvent, fakePlatformApi, renderWarRoom } from "./testing";

function seed() {
  return fakePlatformApi({
    events: [
      authEvent({
        occurredAt: "2026-11-22T15:00:00.000Z",
        kind: "platform_login",
        outcome: "success",
        identifier: "superadmin@engagesuite.example",
        tenantName: null,
        ip: "203.0.113.7",
      }),
      authEvent({
        occurredAt: "2026-11-22T14:30:00.000Z",
        kind: "tenant_login",
        outcome: "failure",
        identifier: "demo-admin",
        tenantName: "Demo Health Clinic",
        ip: "198.51.100.4",
      }),
      authEvent({
        occurredAt: "2026-11-22T14:00:00.000Z",
        kind: "portal_login",
        outcome: "rate_limited",
        identifier: "patient@demo-health.example",
        tenantName: "Demo Health Clinic",
        ip: null,
      }),
    ],
  });
}

const rows = () => screen.getAllByTestId("auth-event");

describe("authentication monitor", () => {
  it("lists recent sign-ins and failed attempts: when, who, tenant, IP, kind and outcome", async () => {
    const api = seed();
    renderWarRoom("/war-room?view=sign-ins");
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "When",
      "Who",
      "Tenant",
      "IP address",
      "Kind",
      "Outcome",
    ]);
    const [first, second, third] = rows();
    expect(first).toHaveTextContent(formatDateTime("2026-11-22T15:00:00.000Z"));
    expect(first).toHaveTextContent("superadmin@engagesuite.example");
    expect(first).toHaveTextContent("Platform");
    expect(first).toHaveTextContent("203.0.113.7");
    expect(within(first!).getByText("Success")).toHaveAttribute("data-outcome", "success");
    expect(second).toHaveTextContent("Demo Health Clinic");
    expect(second).toHaveTextContent("Staff");
    expect(within(second!).getByText("Failed")).toHaveAttribute("data-outcome", "failure");
    expect(third).toHaveTextContent("Portal");
    expect(within(third!).getByText("Rate limited")).toBeInTheDocument();
    expect(screen.getByText(/3 attempts · 2 not successful/)).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/platform/auth-events")[0]?.url.searchParams.get("limit")).toBe("100");
  });

  it("filters by outcome on the server", async () => {
    const api = seed();
    renderWarRoom("/war-room?view=sign-ins");
    await waitFor(() => expect(rows()).toHaveLength(3));
    await userEvent.setup().selectOptions(screen.getByLabelText("Outcome"), "Failed");
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("demo-admin");
    expect(api.callsTo("GET", "/api/platform/auth-events").at(-1)?.url.searchParams.get("outcome")).toBe("failure");
  });

  it("says when no attempt has that outcome", async () => {
    seed();
    renderWarRoom("/war-room?view=sign-ins");
    await waitFor(() => expect(rows()).toHaveLength(3));
    await userEvent.setup().selectOptions(screen.getByLabelText("Outcome"), "Tenant mismatch");
    expect(await screen.findByRole("heading", { name: "No attempts with this outcome" })).toBeInTheDocument();
  });

  it("refreshes on its own every 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = seed();
      renderWarRoom("/war-room?view=sign-ins");
      await waitFor(() => expect(rows()).toHaveLength(3));
      api.events.unshift(authEvent({ identifier: "new-attempt@example.com", outcome: "failure" }));
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(rows()).toHaveLength(4));
      expect(rows()[0]).toHaveTextContent("new-attempt@example.com");
    } finally {
      vi.useRealTimers();
    }
  });
});
