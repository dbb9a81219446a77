import type { Notification, NotificationPreference, SlaSettingsAnswer } from "@engagesuite/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AppProviders } from "@/app/providers";
import { SlaSettingsCard } from "@/features/helpdesk/sla-settings-card";
import { tenantHost, testQueryClient } from "@/test/render";
import { mockApi } from "@/test/server";
import { NotificationBell } from "./notification-bell";
import { NotificationPreferencesCard } from "./preferences-card";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(node: ReactNode) {
  return render(
    <AppProviders host={tenantHost()} queryClient={testQueryClient()}>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {node}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

const N = (over: Partial<Notification>): Notification => ({
  id: "00000000-0000-4000-8000-000000000001",
  kind: "ticket_created",
  title: "New ticket #00042: Printer offline",
  body: "The front desk printer is offline",
  link: "/tu/admin/dashboard?section=help-desk&ticket=t-42",
  subjectId: "t-42",
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...over,
});

describe("the notification bell", () => {
  it("shows the unread count; opens the list; a click marks read and goes to the link", async () => {
    let unread = 3;
    const api = mockApi({
      "GET /api/notifications/unread-count": () => ({ body: { unread } }),
      "GET /api/notifications?limit=15": {
        body: {
          notifications: [
            N({}),
            N({
              id: "00000000-0000-4000-8000-000000000002",
              title: "Old one",
              createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
              body: "",
              readAt: new Date().toISOString(),
            }),
          ],
          nextCursor: null,
        },
      },
      "POST /api/notifications/00000000-0000-4000-8000-000000000001/read": () => {
        unread = 2;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(screen.getByTestId("unread-badge")).toHaveTextContent("3");
    await user.click(bell);
    const popover = await screen.findByRole("dialog");
    expect(await within(popover).findByText("The front desk printer is offline")).toBeInTheDocument();
    expect(within(popover).getByText("5 minutes ago")).toBeInTheDocument();
    expect(within(popover).getByText("3 days ago")).toBeInTheDocument();
    expect(within(popover).getAllByText("(unread)")).toHaveLength(1);
    await user.click(within(popover).getByRole("button", { name: /Printer offline/ }));
    await waitFor(() =>
      expect(screen.getByTestId("where")).toHaveTextContent("/tu/admin/dashboard?section=help-desk&ticket=t-42"),
    );
    expect(api.callsTo("POST", "/api/notifications/00000000-0000-4000-8000-000000000001/read")).toHaveLength(1);
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
  });

  it("says '99+' above 99, in its name as on its badge", async () => {
    mockApi({ "GET /api/notifications/unread-count": { body: { unread: 906 } } });
    renderAt(<NotificationBell />);
    await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    expect(screen.getByTestId("unread-badge")).toHaveTextContent("99+");
  });

  it("marks all read; an empty list says so; no badge at zero", async () => {
    let unread = 1;
    const api = mockApi({
      "GET /api/notifications/unread-count": () => ({ body: { unread } }),
      "GET /api/notifications?limit=15": () => ({ body: { notifications: unread ? [N({})] : [], nextCursor: null } }),
      "POST /api/notifications/read-all": () => {
        unread = 0;
        return { body: { unread: 0 } };
      },
    });
    const user = userEvent.setup();
    renderAt(<NotificationBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("button", { name: "Mark all read" }));
    expect(api.callsTo("POST", "/api/notifications/read-all").map((c) => c.body)).toEqual([
      { upTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
    await screen.findByRole("button", { name: "Notifications" });
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  });
});

describe("notification preferences", () => {
  it("shows each event × channel and saves the changed choices", async () => {
    const all: NotificationPreference[] = [
      { kind: "ticket_created", email: true, inApp: true },
      { kind: "ticket_assigned", email: true, inApp: true },
      { kind: "client_replied", email: true, inApp: true },
      { kind: "sla_breached", email: true, inApp: true },
    ];
    const api = mockApi({
      "GET /api/notifications/preferences": { body: { preferences: all } },
      "PUT /api/notifications/preferences": (call) => ({ body: call.body }),
    });
    const user = userEvent.setup();
    renderAt(<NotificationPreferencesCard />);
    const save = await screen.findByRole("button", { name: "Save preferences" });
    expect(save).toBeDisabled();
    await user.click(await screen.findByRole("checkbox", { name: "A ticket is opened: E-mail" }));
    await user.click(save);
    await waitFor(() => expect(api.callsTo("PUT", "/api/notifications/preferences")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/notifications/preferences")[0]!.body).toEqual({
      preferences: [{ kind: "ticket_created", email: false, inApp: true }, ...all.slice(1)],
    });
    expect(await screen.findByText("Notification preferences saved")).toBeInTheDocument();
  });
});

describe("service-level settings", () => {
  const saved: SlaSettingsAnswer = {
    timeZone: "America/New_York",
    businessHours: [{ day: 1, start: "09:00", end: "17:00" }],
    policies: [
      { priority: "low", firstResponseMinutes: null, resolutionMinutes: null },
      { priority: "medium", firstResponseMinutes: 240, resolutionMinutes: 2400 },
      { priority: "high", firstResponseMinutes: 60, resolutionMinutes: null },
      { priority: "critical", firstResponseMinutes: 30, resolutionMinutes: 240 },
    ],
  };

  it("loads the hours and targets in hours, and saves them as minutes", async () => {
    const api = mockApi({
      "GET /api/helpdesk/settings/sla": { body: saved },
      "PUT /api/helpdesk/settings/sla": (call) => ({ body: { ...saved, ...(call.body as object) } }),
    });
    const user = userEvent.setup();
    renderAt(<SlaSettingsCard />);
    expect(await screen.findByText(/America\/New_York/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Critical: first response (hours)" })).toHaveValue("0.5");
    expect(screen.getByLabelText("Monday opens")).toHaveValue("09:00");
    await user.click(screen.getByRole("checkbox", { name: "Tuesday" }));
    const low = screen.getByRole("textbox", { name: "Low: first response (hours)" });
    await user.type(low, "8");
    await user.click(screen.getByRole("button", { name: "Save service levels" }));
    await waitFor(() => expect(api.callsTo("PUT", "/api/helpdesk/settings/sla")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/helpdesk/settings/sla")[0]!.body).toEqual({
      businessHours: [
        { day: 1, start: "09:00", end: "17:00" },
        { day: 2, start: "09:00", end: "17:00" },
      ],
      policies: [
        { priority: "low", firstResponseMinutes: 480, resolutionMinutes: null },
        { priority: "medium", firstResponseMinutes: 240, resolutionMinutes: 2400 },
        { priority: "high", firstResponseMinutes: 60, resolutionMinutes: null },
        { priority: "critical", firstResponseMinutes: 30, resolutionMinutes: 240 },
      ],
    });
    expect(await screen.findByText("Service levels saved")).toBeInTheDocument();
  });

  it("refuses a target that is not a positive number, and sends nothing", async () => {
    const api = mockApi({ "GET /api/helpdesk/settings/sla": { body: saved } });
    const user = userEvent.setup();
    renderAt(<SlaSettingsCard />);
    const high = await screen.findByRole("textbox", { name: "High: resolution (hours)" });
    await user.type(high, "soon");
    await user.click(screen.getByRole("button", { name: "Save service levels" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("High: a target is a positive number of hours");
    expect(api.callsTo("PUT", "/api/helpdesk/settings/sla")).toHaveLength(0);
  });
});
