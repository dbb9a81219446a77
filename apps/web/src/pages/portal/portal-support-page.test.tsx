import { HELPDESK_MESSAGES, PORTAL_USER_STORAGE_KEY, type Ticket, type TicketComment } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { fakeHelpdeskApi, makeComment, makeTicket } from "@/features/helpdesk/testing";
import { expectToast, portalUser, queryTenantHost, renderRoutes, tenantInfo } from "@/test/render";

afterEach(() => {
  vi.restoreAllMocks();
});

function openSupport(
  path = "/portal/support?tenant=acme",
  data: { tickets?: Ticket[]; comments?: Record<string, TicketComment[]> } = {},
) {
  const user = portalUser();
  sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
  const api = fakeHelpdeskApi({
    ...data,
    extra: { "/api/client-portal/me": user, "/api/tenant/acme": tenantInfo() },
  });
  const result = renderRoutes(tenantRoutes, path, queryTenantHost("acme"));
  return { api, ...result };
}

const cardTitles = () =>
  within(screen.getByRole("list", { name: "Your tickets" }))
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("/portal/support", () => {
  it("lists the client's own tickets in the portal chrome, with Support current in the navigation", async () => {
    const { api } = openSupport("/portal/support?tenant=acme", {
      tickets: [
        makeTicket({ title: "Refill request", number: 42, status: "waiting_on_customer" }),
        makeTicket({ title: "Invoice question" }),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Support" })).toBeInTheDocument();
    expect(screen.getByText("Hello, Jamie")).toBeInTheDocument();
    await waitFor(() => expect(cardTitles()).toEqual(["Refill request", "Invoice question"]));
    expect(api.callsTo("GET", "/api/client-portal/tickets")).toHaveLength(1);
    expect(api.callsTo("GET", /^\/api\/helpdesk\//)).toHaveLength(0);
    const card = screen.getByRole("heading", { name: "Refill request" }).closest("article") as HTMLElement;
    expect(within(card).getByText("#00042")).toBeInTheDocument();
    expect(within(card).getByText("Open")).toBeInTheDocument();
    expect(within(card).getByTestId("ticket-description")).toHaveClass("line-clamp-2");

    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(within(nav).getByRole("link", { name: "Support" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/portal/dashboard?tenant=acme",
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Acme Health`)).toBeInTheDocument();
  });

  it("shows 'No tickets yet' with a Create Ticket button", async () => {
    openSupport("/portal/support?tenant=acme", { tickets: [] });
    expect(await screen.findByText(HELPDESK_MESSAGES.noTickets)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Create Ticket" })).toHaveLength(2);
  });

  it("Create Ticket posts title, description and type (never a priority) to the portal route", async () => {
    const { api } = openSupport("/portal/support?tenant=acme", { tickets: [] });
    const user = userEvent.setup();
    await screen.findByText(HELPDESK_MESSAGES.noTickets);
    await user.click(screen.getAllByRole("button", { name: "Create Ticket" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Create Support Ticket" });
    // A client names the topic; the priority is the staff's to set.
    expect(within(dialog).queryByLabelText("Priority")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));
    await expectToast(HELPDESK_MESSAGES.validationTitle, HELPDESK_MESSAGES.validationDescription);
    expect(api.callsTo("POST", "/api/client-portal/tickets")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Title"), "Billing address");
    await user.selectOptions(within(dialog).getByLabelText("Type"), "Billing Inquiry");
    await user.type(within(dialog).getByLabelText("Description"), "Please update my address.");
    await user.click(within(dialog).getByRole("button", { name: "Submit Ticket" }));
    await expectToast("Success", HELPDESK_MESSAGES.created);
    expect(api.callsTo("POST", "/api/client-portal/tickets")[0]?.body).toEqual({
      title: "Billing address",
      description: "Please update my address.",
      type: "billing_inquiry",
    });
    await waitFor(() => expect(cardTitles()).toEqual(["Billing address"]));
  });

  it("the detail shows the public replies and posts a reply with only its content", async () => {
    const ticket = makeTicket({ title: "Appointment moved" });
    const { api } = openSupport("/portal/support?tenant=acme", {
      tickets: [ticket],
      comments: {
        [ticket.id]: [
          makeComment({ ticketId: ticket.id, content: "We moved it to Friday.", createdByName: "Ada Admin" }),
          makeComment({ ticketId: ticket.id, content: "Staff only", isInternal: true }),
        ],
      },
    });
    const user = userEvent.setup();
    const card = (await screen.findByRole("heading", { name: "Appointment moved" })).closest("article") as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "View Details" }));
    const dialog = await screen.findByRole("dialog", { name: "Appointment moved" });
    expect(await within(dialog).findByText("We moved it to Friday.")).toBeInTheDocument();
    expect(within(dialog).queryByText("Staff only")).not.toBeInTheDocument();
    expect(api.callsTo("GET", `/api/client-portal/tickets/${ticket.id}/comments`)).toHaveLength(1);
    // No staff controls for a client.
    expect(within(dialog).queryByLabelText("Status")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: "Internal note" })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole("textbox", { name: "Add a Comment" }), "Thanks!");
    await user.click(within(dialog).getByRole("button", { name: "Add Comment" }));
    await expectToast("Success", HELPDESK_MESSAGES.commentAdded);
    expect(api.callsTo("POST", `/api/client-portal/tickets/${ticket.id}/comments`)[0]?.body).toEqual({
      content: "Thanks!",
    });
  });

  it("?ticket={number} opens that ticket; a closed one has no reply form", async () => {
    openSupport("/portal/support?tenant=acme&ticket=7", {
      tickets: [
        makeTicket({ title: "Other", number: 8 }),
        makeTicket({ title: "Old issue", number: 7, status: "closed" }),
      ],
    });
    const dialog = await screen.findByRole("dialog", { name: "Old issue" });
    expect(within(dialog).getByText("#00007")).toBeInTheDocument();
    expect(await within(dialog).findByText(HELPDESK_MESSAGES.noComments)).toBeInTheDocument();
    expect(within(dialog).queryByRole("heading", { name: "Add a Comment" })).not.toBeInTheDocument();
    expect(within(dialog).getByText(HELPDESK_MESSAGES.ticketClosed)).toBeInTheDocument();
  });

  it("closing the detail drops ?ticket; an unknown number says 'Ticket not found'", async () => {
    const { router } = openSupport("/portal/support?tenant=acme&ticket=99", { tickets: [makeTicket({ number: 3 })] });
    await expectToast("Error", HELPDESK_MESSAGES.ticketNotFound);
    await waitFor(() => expect(router.state.location.search).toBe("?tenant=acme"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("the dashboard's side navigation leads to Support", async () => {
    const { router } = openSupport("/portal/dashboard?tenant=acme", { tickets: [] });
    const user = userEvent.setup();
    const nav = await screen.findByRole("navigation", { name: "Portal" });
    await user.click(within(nav).getByRole("link", { name: "Support" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Support" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portal/support");
    expect(router.state.location.search).toBe("?tenant=acme");
  });

  it("wears the tenant's brand bar, and its navigation opens the dashboard's Documents tab and Profile view", async () => {
    const { router } = openSupport("/portal/support?tenant=acme", { tickets: [] });
    const user = userEvent.setup();
    const nav = await screen.findByRole("navigation", { name: "Portal" });
    expect(screen.getByTestId("brand-bar")).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Settings" })).toHaveAttribute("aria-disabled", "true");
    expect(within(nav).getByRole("link", { name: "Profile" })).toHaveAttribute(
      "href",
      "/portal/dashboard?view=profile&tenant=acme",
    );

    await user.click(within(nav).getByRole("link", { name: "Documents" }));
    expect(await screen.findByRole("tab", { name: "Documents", selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portal/dashboard");
    expect(new URLSearchParams(router.state.location.search).get("tenant")).toBe("acme");
  });

  it("sends a signed-out visitor to /portal/login", async () => {
    fakeHelpdeskApi({ extra: { "/api/tenant/acme": tenantInfo() } });
    const { router } = renderRoutes(tenantRoutes, "/portal/support?tenant=acme", queryTenantHost("acme"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/portal/login"));
  });
});
