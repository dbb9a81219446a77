import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";
import { HelpDeskSection } from "./help-desk-section";
import { fakeHelpdeskApi, makeTicket, STAFF, TENANT_ID } from "./testing";

/** Issue 22 points 2 and 3 on the dashboard: the triage table, bulk changes, a ticket's URL, the contact picker. */

const LIST_PATH = `/api/helpdesk/tickets/tenant/${TENANT_ID}`;
const CONTACT_ID = "00000000-0000-4000-8000-0000000c0001";

function renderSection(path = "/?section=help-desk") {
  return renderRoutes([{ path: "/", element: <HelpDeskSection tenantId={TENANT_ID} /> }], path, tenantHost("acme"));
}

async function switchToTable(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Table" }));
  return screen.findByRole("table");
}

beforeEach(() => localStorage.clear());

describe("help desk triage table", () => {
  it("shows the dense columns with the SLA as time left, breached, met or none, and remembers the view", async () => {
    const soon = new Date(Date.now() + (2 * 60 + 10) * 60_000 + 30_000).toISOString();
    const late = new Date(Date.now() - 35 * 60_000 - 30_000).toISOString();
    fakeHelpdeskApi({
      tickets: [
        makeTicket({ title: "Running", firstResponseDueAt: soon, assigneeName: "Sam Staff" }),
        makeTicket({ title: "Late", resolutionDueAt: late, contactName: "Rita Record" }),
        makeTicket({ title: "Done", resolutionDueAt: late, resolvedAt: late }),
        makeTicket({ title: "No target" }),
      ],
    });
    const user = userEvent.setup();
    const { unmount } = renderSection();
    const table = await switchToTable(user);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent?.trim()),
    ).toEqual(["", "#", "Title", "Requester", "Status", "Priority", "Assignee", "Age", "Updated", "SLA"]);
    const row = (title: string) =>
      within(table)
        .getByRole("link", { name: new RegExp(title) })
        .closest("tr")!;
    await waitFor(() => expect(row("Running")).toHaveTextContent("2h 10m left"));
    expect(row("Running")).toHaveTextContent("Sam Staff");
    expect(row("Late")).toHaveTextContent("Breached 35m");
    expect(row("Late")).toHaveTextContent("Rita Record");
    expect(row("Done")).toHaveTextContent("Met");
    expect(row("No target")).toHaveTextContent("—");
    expect(row("No target")).toHaveTextContent("Jamie Rivera");

    // The choice is remembered: a new visit opens on the table.
    unmount();
    renderSection();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
  });

  it("sorts on the server from the headers", async () => {
    const api = fakeHelpdeskApi({ tickets: [makeTicket({ title: "One" })] });
    const user = userEvent.setup();
    renderSection();
    const table = await switchToTable(user);
    await user.click(within(table).getByRole("button", { name: "Priority" }));
    await waitFor(() =>
      expect(
        api
          .callsTo("GET", LIST_PATH)
          .some((c) => c.url.searchParams.get("sort") === "priority" && c.url.searchParams.get("order") === "desc"),
      ).toBe(true),
    );
    await user.click(within(await screen.findByRole("table")).getByRole("button", { name: "Priority" }));
    await waitFor(() =>
      expect(api.callsTo("GET", LIST_PATH).some((c) => c.url.searchParams.get("order") === "asc")).toBe(true),
    );
    expect(within(screen.getByRole("table")).getByRole("columnheader", { name: /Priority/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
  });

  it("assigns two checked tickets in one bulk request, and the rows follow", async () => {
    const a = makeTicket({ title: "Alpha" });
    const b = makeTicket({ title: "Beta" });
    const c = makeTicket({ title: "Gamma" });
    const api = fakeHelpdeskApi({ tickets: [a, b, c] });
    const user = userEvent.setup();
    renderSection();
    await switchToTable(user);
    const bar = screen.getByRole("toolbar", { name: "Bulk actions" });
    expect(within(bar).getByRole("combobox", { name: "Assign selected" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: `Select #${String(a.number).padStart(5, "0")}` }));
    await user.click(screen.getByRole("checkbox", { name: `Select #${String(b.number).padStart(5, "0")}` }));
    expect(within(bar).getByText("2 selected")).toBeInTheDocument();
    await user.selectOptions(within(bar).getByRole("combobox", { name: "Assign selected" }), STAFF[1]!.name);
    await waitFor(() => expect(api.callsTo("POST", "/api/helpdesk/tickets/bulk")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/helpdesk/tickets/bulk")[0]!.body).toEqual({
      ids: [a.id, b.id],
      change: { assigneeId: STAFF[1]!.id },
    });
    const table = screen.getByRole("table");
    await waitFor(() =>
      expect(within(table).getByRole("link", { name: /Alpha/ }).closest("tr")).toHaveTextContent(STAFF[1]!.name),
    );
    expect(within(table).getByRole("link", { name: /Gamma/ }).closest("tr")).toHaveTextContent("Unassigned");
    // The selection is cleared after the change.
    expect(within(bar).queryByText("2 selected")).toBeNull();
  });

  it("a refused bulk change toasts and keeps the selection", async () => {
    const a = makeTicket({ title: "Alpha" });
    fakeHelpdeskApi({ tickets: [a], fail: { bulk: { status: 404, message: "One or more tickets were not found" } } });
    const user = userEvent.setup();
    renderSection();
    await switchToTable(user);
    await user.click(screen.getByRole("checkbox", { name: /Select #/ }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Set priority of selected" }), "Critical");
    expect(await screen.findByText(/Nothing was changed: One or more tickets were not found/)).toBeInTheDocument();
    expect(screen.getByText("1 selected")).toBeInTheDocument();
  });
});

describe("a ticket's own URL", () => {
  it("opens from a card at ?ticket=<id>, and closing goes back to the list's URL", async () => {
    const ticket = makeTicket({ title: "Printer offline" });
    fakeHelpdeskApi({ tickets: [ticket] });
    const user = userEvent.setup();
    const { router } = renderSection();
    const card = (await screen.findByRole("heading", { level: 3, name: "Printer offline" })).closest("article")!;
    await user.click(within(card as HTMLElement).getByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Printer offline" });
    expect(router.state.location.search).toBe(`?section=help-desk&ticket=${ticket.id}`);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.search).toBe("?section=help-desk"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opened by link: shows the ticket, the requester's contact and their other tickets", async () => {
    const ticket = makeTicket({ title: "Cannot sign in", contactId: CONTACT_ID, contactName: "Rita Record" });
    const other = makeTicket({ title: "Invoice question", contactId: CONTACT_ID, contactName: "Rita Record" });
    const api = fakeHelpdeskApi({ tickets: [ticket, other] });
    server.use(
      http.get(`/api/tenants/${TENANT_ID}/contacts/${CONTACT_ID}`, () =>
        HttpResponse.json({
          id: CONTACT_ID,
          name: "Rita Record",
          email: "rita@example.com",
          phone: "+1 555 0100",
          type: "CLIENT",
          status: "ACTIVE",
          tickets: [],
          portalAccounts: [],
        }),
      ),
    );
    renderSection(`/?section=help-desk&ticket=${ticket.id}`);
    const dialog = await screen.findByRole("dialog", { name: "Cannot sign in" });
    const requester = within(dialog).getByRole("complementary", { name: "Requester" });
    expect(await within(requester).findByText("rita@example.com")).toBeInTheDocument();
    expect(within(requester).getByText("+1 555 0100")).toBeInTheDocument();
    expect(within(requester).getByRole("link", { name: /Rita Record's record/ })).toHaveAttribute(
      "href",
      `/?section=contacts&contact=${CONTACT_ID}`,
    );
    const link = await within(requester).findByRole("link", { name: /Invoice question/ });
    expect(link).toHaveAttribute("href", `/?section=help-desk&ticket=${other.id}`);
    expect(within(requester).queryByRole("link", { name: /Cannot sign in/ })).toBeNull();
    expect(api.callsTo("GET", LIST_PATH).some((c) => c.url.searchParams.get("contactId") === CONTACT_ID)).toBe(true);
  });

  it("a link to a ticket that does not exist shows a clear not-found state", async () => {
    fakeHelpdeskApi({ tickets: [makeTicket()] });
    const user = userEvent.setup();
    const { router } = renderSection("/?section=help-desk&ticket=00000000-0000-4000-8000-00000000ffff");
    const dialog = await screen.findByRole("dialog", { name: "Ticket not found" });
    await user.click(within(dialog).getByRole("button", { name: "Back to the help desk" }));
    await waitFor(() => expect(router.state.location.search).toBe("?section=help-desk"));
  });

  it("a malformed id is not found without asking the server", async () => {
    const api = fakeHelpdeskApi({ tickets: [] });
    renderSection("/?section=help-desk&ticket=not-an-id");
    expect(await screen.findByRole("dialog", { name: "Ticket not found" })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.includes("/tickets/not-an-id"))).toBe(false);
  });
});

describe("create a ticket for a contact", () => {
  it("searches the workspace's contacts and sends the chosen one's id", async () => {
    const api = fakeHelpdeskApi({ tickets: [makeTicket()] });
    server.use(
      http.get(`/api/tenants/${TENANT_ID}/contacts`, ({ request }) => {
        const search = new URL(request.url).searchParams.get("search") ?? "";
        const all = [
          { id: CONTACT_ID, name: "Rita Record", email: "rita@example.com" },
          { id: "00000000-0000-4000-8000-0000000c0002", name: "Omar Other", email: "omar@example.com" },
        ].filter((c) => c.name.toLowerCase().includes(search.toLowerCase()));
        return HttpResponse.json(all.map((c) => ({ ...c, type: "CLIENT", status: "ACTIVE" })));
      }),
    );
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Create Ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Support Ticket" });
    await user.type(within(dialog).getByRole("textbox", { name: "Title" }), "Password reset");
    await user.type(within(dialog).getByRole("textbox", { name: "Description" }), "Asked on the phone");
    await user.click(within(dialog).getByRole("button", { name: "Choose a contact" }));
    await user.type(within(dialog).getByRole("searchbox", { name: "Search contacts" }), "rita");
    await user.click(await within(dialog).findByRole("button", { name: /Rita Record/ }));
    expect(within(dialog).getByTestId("chosen-contact")).toHaveTextContent("Rita Record");
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/helpdesk/tickets")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/helpdesk/tickets")[0]!.body).toMatchObject({
      title: "Password reset",
      contactId: CONTACT_ID,
    });
  });
});
