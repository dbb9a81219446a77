import type { Appointment, AppointmentRequest, PortalAppointment, PortalAppointments } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setWorkspaceFormat } from "@/lib/format";
import { renderRoutes, tenantHost } from "@/test/render";
import { callLog, server } from "@/test/server";
import { AppointmentsSection } from "./appointments-section";
import { ClientAppointmentsPanel } from "./client-appointments-panel";
import { NextAppointmentSummary } from "./next-appointment-summary";
import { PortalAppointmentsTab } from "./portal-appointments-tab";
import { addDays, todayIn, weekStart } from "./zone";

const ZONE = "America/New_York";
const TENANT = "00000000-0000-4000-8000-0000000000a1";
const RILEY = "00000000-0000-4000-8000-0000000000b1";
const JAMIE = "00000000-0000-4000-8000-0000000000c1";

/** An instant for a wall-clock day and time in New York (its offset looked up for that day). */
function at(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const local = new Date(guess.toLocaleString("en-US", { timeZone: ZONE }));
  const utc = new Date(guess.toLocaleString("en-US", { timeZone: "UTC" }));
  return new Date(guess.getTime() + (utc.getTime() - local.getTime())).toISOString();
}

function appointment(over: Partial<Appointment> & { day: string; time: string }): Appointment {
  const { day, time, ...rest } = over;
  const startsAt = at(day, time);
  const minutes = rest.durationMinutes ?? 60;
  return {
    id: `00000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`,
    client: { id: JAMIE, name: "Jamie Rivera", email: "jamie@example.com" },
    staff: { id: RILEY, name: "Riley Chen" },
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString(),
    durationMinutes: minutes,
    location: "Room 2",
    videoUrl: null,
    notes: null,
    status: "scheduled",
    cancelledBy: null,
    sequence: 0,
    createdAt: new Date().toISOString(),
    ...rest,
  };
}

const today = () => todayIn(ZONE);

beforeEach(() => setWorkspaceFormat({ timeZone: ZONE, locale: "en-US" }));
afterEach(() => setWorkspaceFormat(null));

function renderStaff() {
  return renderRoutes(
    [{ path: "/", element: <AppointmentsSection tenantId={TENANT} headingId="appointments-heading" /> }],
    "/",
    tenantHost("acme"),
  );
}

function staffApi(appointments: Appointment[], requests: AppointmentRequest[] = []) {
  const log = callLog();
  server.use(
    log.recorder,
    http.get("/api/appointments", () =>
      HttpResponse.json({ appointments, total: appointments.length, page: 1, pageSize: 500 }),
    ),
    http.get("/api/appointments-staff", () =>
      HttpResponse.json([
        { id: RILEY, name: "Riley Chen" },
        { id: "00000000-0000-4000-8000-0000000000b2", name: "Avery Morgan" },
      ]),
    ),
    http.get("/api/appointment-requests", () => HttpResponse.json(requests)),
    http.get(`/api/tenants/${TENANT}/portal/accounts`, () =>
      HttpResponse.json({
        accounts: [
          {
            id: JAMIE,
            email: "jamie@example.com",
            firstName: "Jamie",
            lastName: "Rivera",
            status: "active",
            emailVerified: true,
            contact: null,
            lastLoginAt: null,
            createdAt: "2026-01-01T00:00:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    ),
  );
  return log;
}

describe("staff appointments section", () => {
  it("shows the week's appointments at their local times, and a day view of one day", async () => {
    const monday = weekStart(today());
    staffApi([
      appointment({ day: monday, time: "09:00" }),
      appointment({
        day: addDays(monday, 2),
        time: "14:30",
        durationMinutes: 30,
        client: { id: JAMIE, name: "Morgan Patel", email: "m@example.com" },
      }),
    ]);
    const user = userEvent.setup();
    renderStaff();
    expect(await screen.findByRole("heading", { level: 2, name: "Appointments" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Week" }));
    const mondayColumn = await screen.findByRole("list", { name: /^Monday,/ });
    expect(await within(mondayColumn).findByRole("button", { name: /Jamie Rivera.*9:00 AM – 10:00 AM/ })).toBeVisible();
    const wednesday = screen.getByRole("list", { name: /^Wednesday,/ });
    expect(within(wednesday).getByRole("button").textContent).toMatch(/^Morgan Patel · 2:30\sPM$/);
    expect(screen.getByText("2 appointments")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Day" }));
    expect(await screen.findAllByRole("list", { name: /^\w+day,/ })).toHaveLength(1);
  });

  it("books a new appointment with the date and time on the workspace's clock", async () => {
    let sent: unknown;
    server.use(
      http.post("/api/appointments", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(appointment({ day: addDays(today(), 3), time: "11:15" }), { status: 201 });
      }),
    );
    const log = staffApi([]);
    const user = userEvent.setup();
    renderStaff();
    await user.click(await screen.findByRole("button", { name: "New appointment" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    expect(within(dialog).getByText(/America\/New York/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Find contact"), "jam");
    await waitFor(() => expect(log.callsTo("GET", `/api/tenants/${TENANT}/portal/accounts`).length).toBeGreaterThan(0));
    await user.selectOptions(await within(dialog).findByLabelText("Contact"), JAMIE);
    const date = addDays(today(), 3);
    await user.clear(within(dialog).getByLabelText("Date"));
    await user.type(within(dialog).getByLabelText("Date"), date);
    await user.clear(within(dialog).getByLabelText("Time"));
    await user.type(within(dialog).getByLabelText("Time"), "11:15");
    await user.selectOptions(within(dialog).getByLabelText("Duration"), "45");
    await user.selectOptions(within(dialog).getByLabelText("With"), RILEY);
    await user.type(within(dialog).getByLabelText("Location"), "Room 7");
    await user.click(within(dialog).getByRole("button", { name: "Book appointment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual({
      clientId: JAMIE,
      staffUserId: RILEY,
      date,
      time: "11:15",
      durationMinutes: 45,
      location: "Room 7",
      videoUrl: null,
      notes: "",
    });
  });

  it("shows the server's refusal of a conflict in the dialog and keeps it open", async () => {
    const message =
      "Riley Chen already has an appointment at November 30, 2026 at 10:00 AM EST. Choose another time or another team member.";
    server.use(
      http.post("/api/appointments", () =>
        HttpResponse.json({ message, fieldErrors: { time: [message] } }, { status: 409 }),
      ),
    );
    staffApi([]);
    const user = userEvent.setup();
    renderStaff();
    await user.click(await screen.findByRole("button", { name: "New appointment" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    await user.type(within(dialog).getByLabelText("Find contact"), "jam");
    await user.selectOptions(await within(dialog).findByLabelText("Contact"), JAMIE);
    await user.selectOptions(within(dialog).getByLabelText("With"), RILEY);
    await user.click(within(dialog).getByRole("button", { name: "Book appointment" }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(screen.getByRole("dialog", { name: "New appointment" })).toBeInTheDocument();
  });

  it("books from a client's request with the request's first time, or declines it", async () => {
    const first = at(addDays(today(), 5), "08:30");
    const request: AppointmentRequest = {
      id: "00000000-0000-4000-8000-0000000000d1",
      client: { id: JAMIE, name: "Jamie Rivera", email: "jamie@example.com" },
      preferredTimes: [first, at(addDays(today(), 6), "16:00")],
      note: "Knee pain",
      status: "open",
      appointmentId: null,
      createdAt: new Date().toISOString(),
    };
    server.use(
      http.post(`/api/appointment-requests/${request.id}/decline`, () =>
        HttpResponse.json({ ...request, status: "declined" }),
      ),
    );
    const log = staffApi([], [request]);
    const user = userEvent.setup();
    renderStaff();
    const requests = await screen.findByRole("list", { name: "Appointment requests" });
    expect(within(requests).getByText("“Knee pain”")).toBeInTheDocument();
    await user.click(within(requests).getByRole("button", { name: "Book" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    expect(within(dialog).getByText("Jamie Rivera")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Date")).toHaveValue(addDays(today(), 5));
    expect(within(dialog).getByLabelText("Time")).toHaveValue("08:30");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(requests).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(log.callsTo("POST", `/api/appointment-requests/${request.id}/decline`)).toHaveLength(1));
  });
});

function portalAppointment(over: Partial<PortalAppointment> = {}): PortalAppointment {
  const startsAt = at(addDays(today(), 7), "10:00");
  return {
    id: "00000000-0000-4000-8000-0000000000e1",
    staffName: "Riley Chen",
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
    location: "Room 2",
    videoUrl: null,
    notes: null,
    status: "scheduled",
    cancelledBy: null,
    cancelUntil: new Date(new Date(startsAt).getTime() - 24 * 3_600_000).toISOString(),
    canCancel: true,
    canConfirm: true,
    ...over,
  };
}

function portalApi(answer: Partial<PortalAppointments>) {
  const log = callLog();
  server.use(
    log.recorder,
    http.get("/api/client-portal/appointments", () =>
      HttpResponse.json({ upcoming: [], past: [], requests: [], cancelCutoffHours: 24, timeZone: ZONE, ...answer }),
    ),
  );
  return log;
}

const renderPortal = (element: React.ReactElement) => renderRoutes([{ path: "/", element }], "/", tenantHost("acme"));

describe("portal appointments tab", () => {
  it("says so when there are none", async () => {
    portalApi({});
    renderPortal(<PortalAppointmentsTab />);
    expect(await screen.findByRole("heading", { name: "No appointments scheduled" })).toBeInTheDocument();
    expect(screen.getByText("Your upcoming appointments will appear here.")).toBeInTheDocument();
  });

  it("confirms an appointment, explains the cutoff, and hides Cancel once it passed", async () => {
    server.use(
      http.post("/api/client-portal/appointments/:id/confirm", () =>
        HttpResponse.json(portalAppointment({ status: "confirmed", canConfirm: false })),
      ),
    );
    const log = portalApi({
      upcoming: [
        portalAppointment(),
        portalAppointment({
          id: "00000000-0000-4000-8000-0000000000e2",
          location: "Room 9",
          canCancel: false,
          canConfirm: false,
          status: "confirmed",
        }),
      ],
    });
    const user = userEvent.setup();
    renderPortal(<PortalAppointmentsTab />);
    const [open, closed] = await screen.findAllByRole("listitem");
    expect(within(open!).getByText(/You can cancel online until .* \(24 hours before\)\./)).toBeInTheDocument();
    expect(within(open!).getByText(/10:00 AM – 10:30 AM/)).toBeInTheDocument();
    expect(within(closed!).queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(
      within(closed!).getByText(
        "Online cancellation closed 24 hours before the appointment. Please contact us to cancel.",
      ),
    ).toBeInTheDocument();
    await user.click(within(open!).getByRole("button", { name: "Confirm" }));
    await waitFor(() =>
      expect(
        log.callsTo("POST", "/api/client-portal/appointments/00000000-0000-4000-8000-0000000000e1/confirm"),
      ).toHaveLength(1),
    );
  });

  it("cancels after asking, and requests a new one with two preferred times", async () => {
    let requested: unknown;
    server.use(
      http.post("/api/client-portal/appointments/:id/cancel", () =>
        HttpResponse.json(portalAppointment({ status: "cancelled", canCancel: false })),
      ),
      http.post("/api/client-portal/appointment-requests", async ({ request }) => {
        requested = await request.json();
        return HttpResponse.json(
          {
            id: "00000000-0000-4000-8000-0000000000f1",
            preferredTimes: [],
            note: null,
            status: "open",
            appointmentId: null,
            createdAt: "",
          },
          { status: 201 },
        );
      }),
    );
    const log = portalApi({ upcoming: [portalAppointment()] });
    const user = userEvent.setup();
    renderPortal(<PortalAppointmentsTab />);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel appointment" }),
    );
    await waitFor(() => expect(log.callsTo("POST", /\/cancel$/)).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: "Request an appointment" }));
    const dialog = await screen.findByRole("dialog", { name: "Request an appointment" });
    await user.click(within(dialog).getByRole("button", { name: "Add another time" }));
    await user.clear(within(dialog).getByLabelText("Time 2"));
    await user.type(within(dialog).getByLabelText("Time 2"), "15:45");
    await user.type(within(dialog).getByLabelText("What is it about? (optional)"), "A check-up");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const tomorrow = addDays(today(), 1);
    expect(requested).toEqual({
      preferredTimes: [
        { date: tomorrow, time: "09:00" },
        { date: tomorrow, time: "15:45" },
      ],
      note: "A check-up",
    });
  });
});

describe("next appointment summary", () => {
  it("names the next appointment's time, person and place, or says there is none", async () => {
    portalApi({ upcoming: [portalAppointment()] });
    const { unmount } = renderPortal(<NextAppointmentSummary />);
    expect(await screen.findByText(/10:00 AM – 10:30 AM/)).toBeInTheDocument();
    expect(screen.getByText("With Riley Chen · Room 2")).toBeInTheDocument();
    unmount();
    portalApi({});
    renderPortal(<NextAppointmentSummary />);
    expect(await screen.findByText("No appointments scheduled.")).toBeInTheDocument();
  });
});

describe("a client's appointments in the staff's portal view", () => {
  it("lists the client's upcoming appointments and opens a new one for that client", async () => {
    staffApi([appointment({ day: addDays(today(), 4), time: "13:00" })]);
    server.use(
      http.get(`/api/tenants/${TENANT}/portal/accounts/${JAMIE}`, () =>
        HttpResponse.json({
          id: JAMIE,
          email: "jamie@example.com",
          firstName: "Jamie",
          lastName: "Rivera",
          status: "active",
          emailVerified: true,
          contact: null,
          lastLoginAt: null,
          createdAt: "2026-01-01T00:00:00.000Z",
        }),
      ),
    );
    const log = callLog();
    server.use(log.recorder);
    const user = userEvent.setup();
    renderRoutes(
      [{ path: "/", element: <ClientAppointmentsPanel tenantId={TENANT} clientId={JAMIE} /> }],
      "/",
      tenantHost("acme"),
    );
    const list = await screen.findByRole("list", { name: "Upcoming appointments" });
    expect(within(list).getByText(/1:00 PM – 2:00 PM/)).toBeInTheDocument();
    expect(log.callsTo("GET", "/api/appointments")[0]!.url.searchParams.get("clientId")).toBe(JAMIE);
    await user.click(screen.getByRole("button", { name: "New appointment" }));
    const dialog = await screen.findByRole("dialog", { name: "New appointment" });
    await waitFor(() => expect(within(dialog).getByText("Jamie Rivera")).toBeInTheDocument());
    expect(within(dialog).queryByLabelText("Find contact")).not.toBeInTheDocument();
  });
});
