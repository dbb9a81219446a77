import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectToast } from "@/test/render";
import { formatShortDate } from "./format";
import { fakePlatformApi, registryTenant, renderWarRoom } from "./testing";

function seed() {
  const demo = registryTenant({
    name: "Demo Health Clinic",
    subdomain: "demo",
    verticalName: "Healthcare",
    planTier: "PROFESSIONAL",
    status: "ACTIVE",
    createdAt: "2026-01-15T12:00:00.000Z",
    subscriptionState: "past_due",
    mrrCents: 12_900,
  });
  const summit = registryTenant({
    name: "Summit Legal Partners",
    subdomain: "summit",
    verticalName: "Legal Services",
    planTier: "ENTERPRISE",
    status: "TRIAL",
    setupPeriodEndsAt: "2026-12-01T12:00:00.000Z",
    createdAt: "2026-11-24T12:00:00.000Z",
    subscriptionState: "trialing",
    mrrCents: 0,
  });
  const paused = registryTenant({
    name: "Paused Realty",
    subdomain: "paused",
    verticalName: null,
    planTier: "BASIC",
    status: "SUSPENDED",
    subscriptionState: null,
    mrrCents: 0,
  });
  return { demo, summit, paused, api: fakePlatformApi({ tenants: [demo, summit, paused] }) };
}

const rows = () => screen.getAllByTestId("tenant-row");
/** The tenant's status badge (the subscription's state has a badge of its own). */
const statusOf = (r: HTMLElement) => r.querySelector("[data-status]") as HTMLElement;
const row = (name: string) => {
  const found = rows().find((r) => within(r).queryByText(name));
  if (!found) throw new Error(`no row for ${name}`);
  return found;
};

async function openRegistry() {
  const utils = renderWarRoom("/war-room?view=tenants");
  await screen.findByRole("heading", { level: 1, name: "Tenant Registry" });
  await waitFor(() => expect(rows()).toHaveLength(3));
  return utils;
}

describe("tenant registry", () => {
  it("lists every tenant with its subdomain, vertical, plan, status, trial end and creation date", async () => {
    seed();
    await openRegistry();
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual([
      "Name",
      "Subdomain",
      "Vertical",
      "Plan",
      "Status",
      "Subscription",
      "MRR",
      "Trial ends",
      "Created",
      "Actions",
    ]);
    const summit = row("Summit Legal Partners");
    expect(within(summit).getByRole("link", { name: /summit/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^http:\/\/summit\.localhost(:\d+)?$/),
    );
    expect(summit).toHaveTextContent("Legal Services");
    expect(summit).toHaveTextContent("Enterprise");
    expect(statusOf(summit)).toHaveTextContent("Trial");
    expect(within(summit).getByTestId("subscription-state")).toHaveTextContent("Trial");
    expect(within(summit).getByTestId("mrr")).toHaveTextContent("$0.00");
    expect(summit).toHaveTextContent(formatShortDate("2026-12-01T12:00:00.000Z"));
    expect(summit).toHaveTextContent("Nov 24, 2026");
    const demo = row("Demo Health Clinic");
    expect(statusOf(demo)).toHaveTextContent("Active");
    expect(within(demo).getByTestId("subscription-state")).toHaveTextContent("Past due");
    expect(within(demo).getByTestId("mrr")).toHaveTextContent("$129.00");
    expect(statusOf(row("Paused Realty"))).toHaveTextContent("Suspended");
    expect(within(row("Paused Realty")).queryByTestId("subscription-state")).not.toBeInTheDocument();
    expect(screen.getByText("3 tenants")).toBeInTheDocument();
  });

  it("on a phone, each tenant's card carries its subscription state and MRR", async () => {
    seed();
    const matchMedia = vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      await openRegistry();
      expect(screen.queryByRole("table")).not.toBeInTheDocument();
      const demo = row("Demo Health Clinic");
      expect(demo.tagName).toBe("LI");
      expect(within(demo).getByText("Subscription").nextElementSibling).toHaveTextContent("Past due");
      expect(within(demo).getByText("MRR").nextElementSibling).toHaveTextContent("$129.00");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("searches by name or subdomain on the server", async () => {
    const { api } = seed();
    await openRegistry();
    await userEvent.setup().type(screen.getByLabelText("Search tenants"), "summit");
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("Summit Legal Partners");
    const searched = api.callsTo("GET", "/api/platform/tenants").map((c) => c.url.searchParams.get("search"));
    expect(searched).toContain("summit");
    // Debounced: not one request per keystroke.
    expect(searched).not.toContain("s");
  });

  it("filters by status", async () => {
    const { api } = seed();
    await openRegistry();
    await userEvent.setup().selectOptions(screen.getByLabelText("Status"), "Suspended");
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("Paused Realty");
    expect(api.callsTo("GET", "/api/platform/tenants").at(-1)?.url.searchParams.get("status")).toBe("SUSPENDED");
  });

  it("says when nothing matches", async () => {
    seed();
    await openRegistry();
    await userEvent.setup().type(screen.getByLabelText("Search tenants"), "nobody");
    expect(await screen.findByRole("heading", { name: "No tenants match" })).toBeInTheDocument();
  });

  it("suspends only after a confirmation that explains what happens, then refreshes the list", async () => {
    const { api, summit } = seed();
    const user = userEvent.setup();
    await openRegistry();

    await user.click(screen.getByRole("button", { name: "Suspend Summit Legal Partners" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Suspend Summit Legal Partners?" });
    expect(dialog).toHaveTextContent(
      "its staff and its portal clients — is signed out at once and cannot sign in until you reactivate the workspace",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `/api/platform/tenants/${summit.id}/suspend`)).toHaveLength(0);

    const listsBefore = api.callsTo("GET", "/api/platform/tenants").length;
    await user.click(screen.getByRole("button", { name: "Suspend Summit Legal Partners" }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Suspend tenant" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `/api/platform/tenants/${summit.id}/suspend`)).toHaveLength(1);
    await expectToast("Summit Legal Partners suspended");
    await waitFor(() => expect(statusOf(row("Summit Legal Partners"))).toHaveTextContent("Suspended"));
    expect(within(row("Summit Legal Partners")).getByTestId("subscription-state")).toHaveTextContent("Suspended");
    expect(api.callsTo("GET", "/api/platform/tenants").length).toBeGreaterThan(listsBefore);
    expect(screen.getByRole("button", { name: "Reactivate Summit Legal Partners" })).toBeInTheDocument();
  });

  it("reactivates a suspended tenant", async () => {
    const { api, paused } = seed();
    await openRegistry();
    await userEvent.setup().click(screen.getByRole("button", { name: "Reactivate Paused Realty" }));
    await waitFor(() => expect(statusOf(row("Paused Realty"))).toHaveTextContent("Active"));
    expect(api.callsTo("POST", `/api/platform/tenants/${paused.id}/reactivate`)).toHaveLength(1);
    await expectToast("Paused Realty reactivated");
  });

  it("shows the server's message when an action fails", async () => {
    const { summit } = seed();
    const user = userEvent.setup();
    await openRegistry();
    // The tenant disappears between the list and the action.
    summit.id = "00000000-0000-4000-8000-0000000fffff";
    await user.click(screen.getByRole("button", { name: "Suspend Summit Legal Partners" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Suspend tenant" }));
    // The dialog stays open (to try again or cancel), hiding the toast viewport from role queries.
    await waitFor(() => {
      const viewport = document.querySelector('section[aria-label^="Notifications"]');
      expect(viewport).toHaveTextContent("Could not change the tenant's status");
      expect(viewport).toHaveTextContent("Tenant not found");
    });
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("schedules a workspace's deletion once its subdomain is typed, shows the date, and keeps it on request", async () => {
    const { api, summit } = seed();
    const user = userEvent.setup();
    await openRegistry();

    await user.click(screen.getByRole("button", { name: "Delete Summit Legal Partners" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Summit Legal Partners?" });
    expect(dialog).toHaveTextContent("In 14 days every record and file of the workspace is deleted for good");
    const field = within(dialog).getByLabelText("Workspace subdomain");
    await user.type(field, "demo");
    await user.click(within(dialog).getByRole("button", { name: "Delete in 14 days" }));
    expect(within(dialog).getByText("Type your workspace's subdomain exactly to confirm")).toBeInTheDocument();
    expect(api.callsTo("POST", `/api/platform/tenants/${summit.id}/deletion`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, " Summit ");
    await user.click(within(dialog).getByRole("button", { name: "Delete in 14 days" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `/api/platform/tenants/${summit.id}/deletion`)).toHaveLength(1);
    await expectToast("Summit Legal Partners will be deleted");
    await waitFor(() =>
      expect(within(row("Summit Legal Partners")).getByTestId("deletion-date")).toHaveTextContent(
        `Deleted on ${formatShortDate("2026-12-20T12:00:00.000Z")}`,
      ),
    );
    expect(within(row("Demo Health Clinic")).queryByTestId("deletion-date")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel the deletion of Summit Legal Partners" }));
    await expectToast("Summit Legal Partners stays");
    await waitFor(() =>
      expect(within(row("Summit Legal Partners")).queryByTestId("deletion-date")).not.toBeInTheDocument(),
    );
    expect(api.callsTo("DELETE", `/api/platform/tenants/${summit.id}/deletion`)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Delete Summit Legal Partners" })).toBeInTheDocument();
  });
});
