import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatClockTime } from "./format";
import { fakePlatformApi, overview, reconnectingOverview, renderWarRoom } from "./testing";
import { CARD_LABELS } from "./war-room-overview";

afterEach(() => {
  vi.useRealTimers();
});

const card = (label: string) => screen.getByRole("group", { name: label });
const figure = (label: string) => within(card(label)).getByTestId("figure");

async function figuresShown() {
  await waitFor(() => expect(within(card(CARD_LABELS.tenants)).queryByTestId("figure")).toBeInTheDocument());
}

describe("war room figures", () => {
  it("shows the spec's four cards, in order, with the live figures", async () => {
    fakePlatformApi({ overviews: [overview({ activeTenants: 3, systemHealth: 99.8, activeSessions: 1247 })] });
    renderWarRoom();
    await figuresShown();
    const labels = screen.getAllByRole("group").map((g) => g.getAttribute("aria-labelledby"));
    expect(labels.map((id) => document.getElementById(id ?? "")?.textContent)).toEqual([
      "Active Tenants",
      "System Health",
      "Active Sessions",
      "Database Status",
    ]);
    expect(figure(CARD_LABELS.tenants)).toHaveTextContent("3");
    expect(figure(CARD_LABELS.health)).toHaveTextContent("99.8%");
    expect(figure(CARD_LABELS.sessions)).toHaveTextContent("1,247");
    expect(figure(CARD_LABELS.database)).toHaveTextContent("Online");
    expect(screen.getByText("Database connected")).toBeInTheDocument();
    expect(screen.getByTestId("checked-at")).toHaveTextContent(
      `Last checked ${formatClockTime("2026-11-22T15:04:05.000Z")}`,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a dash for System Health when there was no traffic in the last hour", async () => {
    fakePlatformApi({ overviews: [overview({ systemHealth: null })] });
    renderWarRoom();
    await figuresShown();
    expect(figure(CARD_LABELS.health)).toHaveTextContent("—");
    expect(within(card(CARD_LABELS.health)).getByText("No API traffic in the last hour")).toBeInTheDocument();
  });

  it("lists the system status of each service with its live status", async () => {
    fakePlatformApi({ overviews: [reconnectingOverview()] });
    renderWarRoom();
    const region = await screen.findByRole("region", { name: "System Status" });
    const items = await within(region).findAllByTestId("service");
    expect(items.map((li) => li.textContent)).toEqual([
      "Web ServicesOnline",
      "DatabaseReconnecting",
      "Email SystemOnline",
      "AuthenticationSecure",
    ]);
    expect(items[1]?.querySelector("[data-healthy]")).toHaveAttribute("data-healthy", "false");
    expect(items[0]?.querySelector("[data-healthy]")).toHaveAttribute("data-healthy", "true");
  });

  it("warns that the database is reconnecting and the figures are not known", async () => {
    fakePlatformApi({ overviews: [reconnectingOverview()] });
    renderWarRoom();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Database reconnecting");
    expect(alert).toHaveTextContent("Figures will appear as soon as the database answers again.");
    expect(figure(CARD_LABELS.database)).toHaveTextContent("Reconnecting");
    // The server has no figures while its database is away: none are invented.
    expect(figure(CARD_LABELS.tenants)).toHaveTextContent("—");
    expect(figure(CARD_LABELS.sessions)).toHaveTextContent("—");
    expect(screen.queryByText("Database connected")).not.toBeInTheDocument();
  });

  it("keeps the last figures, marked as possibly stale, when the database starts reconnecting", async () => {
    const api = fakePlatformApi({
      overviews: [overview({ activeTenants: 7, checkedAt: "2026-11-22T15:00:00.000Z" }), reconnectingOverview()],
    });
    renderWarRoom();
    await figuresShown();
    expect(figure(CARD_LABELS.tenants)).toHaveTextContent("7");
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      `may be stale: they were last confirmed at ${formatClockTime("2026-11-22T15:00:00.000Z")}`,
    );
    expect(figure(CARD_LABELS.tenants)).toHaveTextContent("7");
    expect(
      within(card(CARD_LABELS.tenants)).getByText(`As of ${formatClockTime("2026-11-22T15:00:00.000Z")}`),
    ).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/platform/overview")).toHaveLength(2);
  });

  it("refreshes the figures every 10 seconds without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakePlatformApi({ overviews: [overview({ activeTenants: 12 }), overview({ activeTenants: 13 })] });
    renderWarRoom();
    await figuresShown();
    expect(figure(CARD_LABELS.tenants)).toHaveTextContent("12");
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(figure(CARD_LABELS.tenants)).toHaveTextContent("13"));
    expect(api.callsTo("GET", "/api/platform/overview").length).toBeGreaterThanOrEqual(2);
  });

  it("says so when the figures cannot be loaded, with a way to try again", async () => {
    const api = fakePlatformApi();
    api.overviewStatus = 500;
    renderWarRoom();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the platform figures");
    api.overviewStatus = undefined;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await figuresShown();
    expect(figure(CARD_LABELS.tenants)).toHaveTextContent("12");
  });
});

describe("quick actions", () => {
  it("opens the Tenant Registry and the Authentication Monitor inside the page, and comes back", async () => {
    fakePlatformApi();
    const user = userEvent.setup();
    const { router } = renderWarRoom();
    await user.click(await screen.findByRole("button", { name: "Tenant Registry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Tenant Registry" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/war-room");
    expect(router.state.location.search).toBe("?view=tenants");
    expect(document.title).toMatch(/^Tenant Registry/);

    await user.click(screen.getByRole("button", { name: "Back to the war room" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Super Admin War Room" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Authentication Monitor" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Authentication Monitor" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?view=sign-ins");
  });

  it("shows System Settings and Module Management as coming soon, disabled", async () => {
    fakePlatformApi();
    const user = userEvent.setup();
    const { router } = renderWarRoom();
    for (const name of [/^System Settings\s*\(coming soon\)$/, /^Module Management\s*\(coming soon\)$/]) {
      const tile = await screen.findByRole("button", { name });
      expect(tile).toHaveAttribute("aria-disabled", "true");
      await user.click(tile);
      expect(router.state.location.search).toBe("");
    }
    expect(screen.getByRole("button", { name: "Tenant Registry" })).not.toHaveAttribute("aria-disabled");
  });

  it("links to the knowledge base authoring", async () => {
    fakePlatformApi();
    renderWarRoom();
    expect(await screen.findByRole("link", { name: "Knowledge Base" })).toHaveAttribute(
      "href",
      "/su/admin/knowledge-base",
    );
  });

  it("opens a view named in the address directly", async () => {
    fakePlatformApi();
    renderWarRoom("/war-room?view=sign-ins");
    expect(await screen.findByRole("heading", { level: 1, name: "Authentication Monitor" })).toBeInTheDocument();
  });
});
