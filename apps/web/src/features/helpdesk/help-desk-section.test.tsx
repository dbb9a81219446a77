import { EMAIL_VERIFICATION_MESSAGES, HELPDESK_MESSAGES, TICKET_STATUSES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";
import { HelpDeskSection } from "./help-desk-section";
import { fakeHelpdeskApi, ME_ID, makeComment, makeTicket, STAFF, TENANT_ID } from "./testing";

const LIST_PATH = `/api/helpdesk/tickets/tenant/${TENANT_ID}`;

function renderSection() {
  return renderRoutes([{ path: "/", element: <HelpDeskSection tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));
}

/** The ticket titles shown in the visible tab. */
function shownTitles(): string[] {
  const panel = screen.getByRole("tabpanel");
  return within(panel)
    .queryAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent ?? "");
}

async function openTicket(user: ReturnType<typeof userEvent.setup>, title: string) {
  const card = (await screen.findByRole("heading", { level: 3, name: title })).closest("article") as HTMLElement;
  await user.click(within(card).getByRole("button", { name: "View Details" }));
  return screen.findByRole("dialog", { name: title });
}

describe("help desk section: list", () => {
  it("has the spec's tabs, each holding its statuses (Open: new, open and the waiting states)", async () => {
    fakeHelpdeskApi({ tickets: TICKET_STATUSES.map((status) => makeTicket({ title: `T ${status}`, status })) });
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole("heading", { level: 2, name: "Help Desk" })).toBeInTheDocument();
    expect(
      screen.getAllByRole("tab").map((tab) => tab.getAttribute("aria-label") ?? tab.firstChild?.textContent),
    ).toEqual(["All Tickets", "Open", "In Progress", "Resolved", "Closed"]);
    await waitFor(() => expect(shownTitles()).toHaveLength(7));

    await user.click(screen.getByRole("tab", { name: "Open" }));
    expect(shownTitles()).toEqual(["T new", "T open", "T waiting_on_customer", "T waiting_on_third_party"]);
    // The waiting states are shown like open.
    const waiting = screen.getByRole("heading", { name: "T waiting_on_customer" }).closest("article") as HTMLElement;
    expect(within(waiting).getByText("Open")).toHaveAttribute("data-status", "waiting_on_customer");

    await user.click(screen.getByRole("tab", { name: "In Progress" }));
    expect(shownTitles()).toEqual(["T in_progress"]);
    await user.click(screen.getByRole("tab", { name: "Resolved" }));
    expect(shownTitles()).toEqual(["T resolved"]);
    await user.click(screen.getByRole("tab", { name: "Closed" }));
    expect(shownTitles()).toEqual(["T closed"]);
  });

  it("a card shows #00042, the title, the status, the clamped description, human badges, the date and View Details", async () => {
    fakeHelpdeskApi({
      tickets: [
        makeTicket({
          number: 42,
          title: "Printer on fire",
          description: "A long description ".repeat(30),
          type: "technical_support",
          priority: "high",
          status: "in_progress",
          createdAt: "2024-01-05T12:00:00.000Z",
          assigneeId: ME_ID,
          assigneeName: "Ada Admin",
        }),
        makeTicket({ title: "Bad date", createdAt: "not a date", type: "billing_inquiry", priority: "critical" }),
      ],
    });
    renderSection();
    const card = (await screen.findByRole("heading", { name: "Printer on fire" })).closest("article") as HTMLElement;
    expect(within(card).getByText("#00042")).toBeInTheDocument();
    expect(within(card).getByText("In Progress")).toBeInTheDocument();
    expect(within(card).getByTestId("ticket-description")).toHaveClass("line-clamp-2");
    expect(within(card).getByText("Technical Support")).toBeInTheDocument();
    expect(within(card).getByText("High")).toBeInTheDocument();
    expect(within(card).getByText("Jan 5, 2024")).toBeInTheDocument();
    expect(within(card).getByText("Ada Admin")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "View Details" })).toBeInTheDocument();

    const other = screen.getByRole("heading", { name: "Bad date" }).closest("article") as HTMLElement;
    expect(within(other).getByText("Invalid date")).toBeInTheDocument();
    expect(within(other).getByText("Billing Inquiry")).toBeInTheDocument();
    expect(within(other).getByText("Critical")).toBeInTheDocument();
    expect(within(other).getByText("Unassigned")).toBeInTheDocument();
  });

  it("with no tickets: 'No tickets yet' with Create Ticket; each other tab: 'No {status} tickets found'", async () => {
    fakeHelpdeskApi({ tickets: [] });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(HELPDESK_MESSAGES.noTickets)).toBeInTheDocument();
    for (const [tab, text] of [
      ["Open", "No open tickets found"],
      ["In Progress", "No in progress tickets found"],
      ["Resolved", "No resolved tickets found"],
      ["Closed", "No closed tickets found"],
    ] as const) {
      await user.click(screen.getByRole("tab", { name: tab }));
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole("tab", { name: "All Tickets" }));
    // The header's button and the empty state's say the same: one label for one action (issue 23).
    const create = screen.getAllByRole("button", { name: "Create Ticket" });
    expect(create).toHaveLength(2);
    await user.click(create[1]!);
    expect(await screen.findByRole("dialog", { name: "Create Support Ticket" })).toBeInTheDocument();
  });

  it("a failed list reads the spec's message and can be retried", async () => {
    const api = fakeHelpdeskApi({ fail: { list: { status: 500, message: "down" } } });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(HELPDESK_MESSAGES.listFailed)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.callsTo("GET", LIST_PATH).length).toBeGreaterThan(1));
  });

  it("filters by assignee and searches titles on the server (debounced)", async () => {
    const api = fakeHelpdeskApi({
      tickets: [
        makeTicket({ title: "Mine", assigneeId: ME_ID, assigneeName: "Ada Admin" }),
        makeTicket({ title: "Nobody's" }),
        makeTicket({ title: "Sam's login issue", assigneeId: STAFF[1]?.id, assigneeName: "Sam Staff" }),
      ],
    });
    const user = userEvent.setup();
    renderSection();
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    const assignee = screen.getByRole("combobox", { name: "Assignee" });
    expect(
      within(assignee)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "Assigned to me", "Unassigned", "Ada Admin", "Sam Staff"]);
    await user.selectOptions(assignee, "Assigned to me");
    await waitFor(() => expect(shownTitles()).toEqual(["Mine"]));
    expect(api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams.get("assignee")).toBe("me");
    await user.selectOptions(assignee, "Unassigned");
    await waitFor(() => expect(shownTitles()).toEqual(["Nobody's"]));
    await user.selectOptions(assignee, "Sam Staff");
    await waitFor(() => expect(shownTitles()).toEqual(["Sam's login issue"]));
    expect(api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams.get("assignee")).toBe(STAFF[1]?.id);

    await user.selectOptions(assignee, "All");
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
    const before = api.callsTo("GET", LIST_PATH).length;
    await user.type(screen.getByRole("searchbox", { name: "Search tickets" }), "login");
    await waitFor(() => expect(shownTitles()).toEqual(["Sam's login issue"]));
    // One request for the whole word, not one per key.
    expect(api.callsTo("GET", LIST_PATH).length).toBe(before + 1);
    expect(api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams.get("search")).toBe("login");

    await user.type(screen.getByRole("searchbox", { name: "Search tickets" }), "zzz");
    expect(await screen.findByText("No tickets match these filters")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await waitFor(() => expect(shownTitles()).toHaveLength(3));
  });
});

describe("help desk section: Create Support Ticket", () => {
  it("a missing field toasts 'Validation Error' and sends nothing", async () => {
    const api = fakeHelpdeskApi({ tickets: [makeTicket()] });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getAllByRole("button", { name: "Create Ticket" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create Support Ticket" });
    await user.type(within(dialog).getByLabelText("Title"), "Only a title");
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));
    await expectToast(HELPDESK_MESSAGES.validationTitle, HELPDESK_MESSAGES.validationDescription);
    expect(within(dialog).getByLabelText("Description")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST", "/api/helpdesk/tickets")).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Title"));
    await user.type(within(dialog).getByLabelText("Title"), "   ");
    await user.type(within(dialog).getByLabelText("Description"), "Details");
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));
    expect(api.callsTo("POST", "/api/helpdesk/tickets")).toHaveLength(0);
  });

  it("defaults to technical support / medium, sends the spec's body, toasts success and refreshes the list", async () => {
    const api = fakeHelpdeskApi({ tickets: [] });
    const user = userEvent.setup();
    renderSection();
    await screen.findByText(HELPDESK_MESSAGES.noTickets);
    await user.click(screen.getAllByRole("button", { name: "Create Ticket" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create Support Ticket" });
    expect(within(dialog).getByLabelText("Type")).toHaveValue("technical_support");
    expect(within(dialog).getByLabelText("Priority")).toHaveValue("medium");
    await user.type(within(dialog).getByLabelText("Title"), "  Cannot log in ");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "High");
    await user.type(within(dialog).getByLabelText("Description"), "The login page spins forever.");
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));

    await expectToast("Success", HELPDESK_MESSAGES.created);
    expect(api.callsTo("POST", "/api/helpdesk/tickets")[0]?.body).toEqual({
      title: "Cannot log in",
      description: "The login page spins forever.",
      type: "technical_support",
      priority: "high",
      tenantId: TENANT_ID,
      submittedBy: ME_ID,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(shownTitles()).toEqual(["Cannot log in"]));
    // The new ticket is highlighted for a moment (issue 23 point 4).
    expect(document.querySelector("[data-ticket-number]")).toHaveAttribute("data-highlighted", "true");
  });

  it("a failure toasts 'Error' / 'Failed to create ticket: {message}' and keeps the form", async () => {
    fakeHelpdeskApi({ tickets: [], fail: { create: { status: 400, message: "Title is too long" } } });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getAllByRole("button", { name: "Create Ticket" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create Support Ticket" });
    await user.type(within(dialog).getByLabelText("Title"), "Broken");
    await user.type(within(dialog).getByLabelText("Description"), "It broke.");
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));
    await expectToast("Error", HELPDESK_MESSAGES.createFailed("Title is too long"));
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Broken");
  });
});

describe("help desk section: ticket detail", () => {
  it("shows the description and 'No comments yet'", async () => {
    fakeHelpdeskApi({ tickets: [makeTicket({ title: "Quiet", description: "Nothing here yet." })] });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Quiet");
    expect(within(dialog).getByText("Nothing here yet.")).toBeInTheDocument();
    expect(await within(dialog).findByText(HELPDESK_MESSAGES.noComments)).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Add a Comment" })).toBeInTheDocument();
  });

  it("marks a ticket whose portal client has not confirmed their e-mail address as Unverified", async () => {
    fakeHelpdeskApi({
      tickets: [
        makeTicket({ title: "From a stranger", submittedByName: "Eve Example", submitterEmailVerified: false }),
        makeTicket({ title: "From a known client", submittedByName: "Jamie Rivera", submitterEmailVerified: true }),
        makeTicket({ title: "From staff", submittedByName: "Riley Chen", submitterEmailVerified: null }),
      ],
    });
    const user = userEvent.setup();
    renderSection();
    const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("article")!;
    await screen.findByRole("heading", { level: 3, name: "From a stranger" });
    expect(
      within(card("From a stranger") as HTMLElement).getByText(EMAIL_VERIFICATION_MESSAGES.unverifiedBadge),
    ).toBeInTheDocument();
    for (const title of ["From a known client", "From staff"]) {
      expect(within(card(title) as HTMLElement).queryByText(EMAIL_VERIFICATION_MESSAGES.unverifiedBadge)).toBeNull();
    }
    const dialog = await openTicket(user, "From a stranger");
    expect(within(dialog).getByText(/by Eve Example/)).toBeInTheDocument();
    expect(within(dialog).getByText(EMAIL_VERIFICATION_MESSAGES.unverifiedBadge)).toBeInTheDocument();
  });

  it("lists comments oldest first; the author falls back to 'User'; internal notes carry a badge", async () => {
    const ticket = makeTicket({ title: "Chatty" });
    fakeHelpdeskApi({
      tickets: [ticket],
      comments: {
        [ticket.id]: [
          makeComment({ ticketId: ticket.id, content: "First reply", createdByName: null, fromStaff: false }),
          makeComment({ ticketId: ticket.id, content: "Check the logs", isInternal: true, createdByName: "Ada Admin" }),
        ],
      },
    });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Chatty");
    const items = await within(dialog).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText("User")).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText("Internal note")).not.toBeInTheDocument();
    expect(items[1]).toHaveAttribute("data-internal", "true");
    expect(within(items[1] as HTMLElement).getByText("Internal note")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("Check the logs")).toBeInTheDocument();
  });

  it("adds a public reply (isInternal false) and an internal note (isInternal true); empty text sends nothing", async () => {
    const ticket = makeTicket({ title: "Reply me" });
    const api = fakeHelpdeskApi({ tickets: [ticket] });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Reply me");
    const path = `/api/helpdesk/tickets/${ticket.id}/comments`;
    const box = within(dialog).getByRole("textbox", { name: "Add a Comment" });

    await user.type(box, "   ");
    await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
    expect(within(dialog).getByText(HELPDESK_MESSAGES.commentEmpty)).toBeInTheDocument();
    expect(api.callsTo("POST", path)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "  We are on it.  ");
    await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
    await expectToast("Success", HELPDESK_MESSAGES.commentAdded);
    expect(api.callsTo("POST", path)[0]?.body).toEqual({ content: "We are on it.", isInternal: false });
    expect(await within(dialog).findByText("We are on it.")).toBeInTheDocument();
    expect(box).toHaveValue("");

    await user.click(within(dialog).getByRole("radio", { name: "Internal note" }));
    await user.type(box, "Customer is a VIP");
    await user.click(within(dialog).getByRole("button", { name: "Add Internal Note" }));
    await waitFor(() => expect(api.callsTo("POST", path)).toHaveLength(2));
    expect(api.callsTo("POST", path)[1]?.body).toEqual({ content: "Customer is a VIP", isInternal: true });
    const note = (await within(dialog).findByText("Customer is a VIP")).closest("li") as HTMLElement;
    expect(within(note).getByText("Internal note")).toBeInTheDocument();
  });

  it("a failed comment toasts 'Error' / 'Failed to add comment: {message}'", async () => {
    fakeHelpdeskApi({
      tickets: [makeTicket({ title: "Fails" })],
      fail: { comment: { status: 409, message: HELPDESK_MESSAGES.ticketClosed } },
    });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Fails");
    await user.type(within(dialog).getByRole("textbox", { name: "Add a Comment" }), "Hello");
    await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
    await expectToast("Error", HELPDESK_MESSAGES.commentFailed(HELPDESK_MESSAGES.ticketClosed));
  });

  it("hides the comment form on a closed ticket; reopening it brings the form back", async () => {
    const ticket = makeTicket({ title: "Done", status: "closed" });
    const api = fakeHelpdeskApi({ tickets: [ticket] });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Done");
    expect(within(dialog).queryByRole("heading", { name: "Add a Comment" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(dialog).getByText(/This ticket is closed and accepts no new comments\./)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText("Status"), "Open");
    expect(api.callsTo("PATCH", `/api/helpdesk/tickets/${ticket.id}`)[0]?.body).toEqual({ status: "open" });
    expect(await within(dialog).findByRole("heading", { name: "Add a Comment" })).toBeInTheDocument();
  });

  it("sends one PATCH per change: status, priority, assignee and unassign; the list follows", async () => {
    const ticket = makeTicket({ title: "Workflow", status: "open", priority: "medium" });
    const api = fakeHelpdeskApi({ tickets: [ticket] });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Workflow");
    const path = `/api/helpdesk/tickets/${ticket.id}`;
    const patches = () => api.callsTo("PATCH", path).map((c) => c.body);

    await user.selectOptions(within(dialog).getByLabelText("Status"), "In Progress");
    await waitFor(() => expect(within(dialog).getByLabelText("Status")).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "Critical");
    await waitFor(() => expect(within(dialog).getByLabelText("Priority")).toBeEnabled());
    await waitFor(() => expect(within(dialog).getAllByRole("option", { name: "Sam Staff" })).toHaveLength(1));
    await user.selectOptions(within(dialog).getByLabelText("Assignee"), "Sam Staff");
    await waitFor(() => expect(within(dialog).getByLabelText("Assignee")).toHaveValue(STAFF[1]?.id));
    await user.selectOptions(within(dialog).getByLabelText("Assignee"), "Unassigned");
    await waitFor(() => expect(patches()).toHaveLength(4));
    expect(patches()).toEqual([
      { status: "in_progress" },
      { priority: "critical" },
      { assigneeId: STAFF[1]?.id },
      { assigneeId: null },
    ]);
    await waitFor(() => expect(within(dialog).getByLabelText("Assignee")).toHaveValue(""));

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("tab", { name: "In Progress" }));
    await waitFor(() => expect(shownTitles()).toEqual(["Workflow"]));
    const card = screen.getByRole("heading", { name: "Workflow" }).closest("article") as HTMLElement;
    expect(within(card).getByText("Critical")).toBeInTheDocument();
  });

  it("a refused assignee toasts the server's message", async () => {
    fakeHelpdeskApi({
      tickets: [makeTicket({ title: "Assign me" })],
      fail: { update: { status: 400, message: HELPDESK_MESSAGES.assigneeInvalid } },
    });
    const user = userEvent.setup();
    renderSection();
    const dialog = await openTicket(user, "Assign me");
    await waitFor(() => expect(within(dialog).getAllByRole("option", { name: "Sam Staff" })).toHaveLength(1));
    await user.selectOptions(within(dialog).getByLabelText("Assignee"), "Sam Staff");
    await expectToast("Error", `Failed to update ticket: ${HELPDESK_MESSAGES.assigneeInvalid}`);
  });
});

describe("help desk section: the queue (issue 22)", () => {
  it("numbers the tabs with the server's counts, pages with Load more and says 'Showing N of M'", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      makeTicket({ title: `Queue ${i + 1}`, status: i < 100 ? "open" : "closed" }),
    );
    const api = fakeHelpdeskApi({ tickets: many });
    const user = userEvent.setup();
    renderSection();
    await waitFor(() => expect(shownTitles()).toHaveLength(50));
    expect(await screen.findByTestId("tab-count-all")).toHaveTextContent("120");
    expect(screen.getByTestId("tab-count-open")).toHaveTextContent("100");
    expect(screen.getByTestId("tab-count-closed")).toHaveTextContent("20");
    expect(screen.getByTestId("ticket-pager-status")).toHaveTextContent("Showing 50 of 120");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(shownTitles()).toHaveLength(100));
    expect(api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams.get("cursor")).toBe("50");
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(shownTitles()).toHaveLength(120));
    expect(new Set(shownTitles()).size).toBe(120);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByTestId("ticket-pager-status")).toHaveTextContent("Showing 120 of 120");

    // A tab asks the server for its statuses (the Open tab: new, open and the waiting states).
    await user.click(screen.getByRole("tab", { name: "Closed" }));
    await waitFor(() => expect(shownTitles()).toHaveLength(20));
    expect(api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams.get("status")).toBe("closed");
    await user.click(screen.getByRole("tab", { name: "Open" }));
    await waitFor(() => expect(shownTitles()).toHaveLength(50));
    expect(api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams.get("status")).toBe(
      "new,open,waiting_on_customer,waiting_on_third_party",
    );
  });

  it("sends the search, the filters and the sort to the server", async () => {
    const api = fakeHelpdeskApi({
      tickets: [
        makeTicket({ title: "Boiler leak", priority: "critical" }),
        makeTicket({ title: "Door squeak", priority: "low" }),
      ],
    });
    const user = userEvent.setup();
    renderSection();
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    const last = () => api.callsTo("GET", LIST_PATH).at(-1)?.url.searchParams;

    await user.selectOptions(screen.getByLabelText("Priority"), "critical");
    await waitFor(() => expect(shownTitles()).toEqual(["Boiler leak"]));
    expect(last()?.get("priority")).toBe("critical");

    await user.selectOptions(screen.getByLabelText("Sort by"), "priority:asc");
    await waitFor(() => expect(last()?.get("sort")).toBe("priority"));
    expect(last()?.get("order")).toBe("asc");

    await user.type(screen.getByLabelText("Created from"), "2026-01-02");
    await waitFor(() => expect(last()?.get("createdFrom")).toBe("2026-01-02"));

    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0]!);
    await waitFor(() => expect(shownTitles()).toHaveLength(2));
    expect(last()?.get("priority")).toBeNull();
    expect(last()?.get("sort")).toBe("priority");

    await user.type(screen.getByRole("searchbox"), "squeak");
    await waitFor(() => expect(shownTitles()).toEqual(["Door squeak"]));
    expect(last()?.get("search")).toBe("squeak");
  });
});
