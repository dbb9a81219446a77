import {
  type Contact,
  contactsApi,
  PORTAL_ACCOUNT_MESSAGES,
  type PortalAccount,
  type PortalAccountPage,
  portalAccountsApi,
} from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { urlOf } from "@/lib/api-client";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { PortalSection } from "./portal-section";

const TENANT = "00000000-0000-4000-8000-000000000001";
const params = { tenantId: TENANT };
const list = (query: { page: number; pageSize: number; search?: string; status?: "invited" }) =>
  urlOf(portalAccountsApi.list, { params, query });
const FIRST = list({ page: 1, pageSize: 25 });
const contactSearch = (search?: string) =>
  urlOf(contactsApi.list, { params, query: { search, limit: 8, sort: "name", order: "asc" } });
const accountPath = (id: string) => `/api/tenants/${TENANT}/portal/accounts/${id}`;

function account(n: number, over: Partial<PortalAccount> = {}): PortalAccount {
  return {
    id: `00000000-0000-4000-8000-0000000b${String(n).padStart(4, "0")}`,
    email: "patient@demo-health.example",
    firstName: "Jamie",
    lastName: "Rivera",
    status: "active",
    emailVerified: true,
    contact: { id: "00000000-0000-4000-8000-00000000c001", name: "Jamie Rivera" },
    lastLoginAt: "2027-03-01T10:00:00.000Z",
    createdAt: "2027-01-01T10:00:00.000Z",
    ...over,
  };
}

const JAMIE = account(1);
const NOAH = account(2, {
  email: "noah.patel@example.com",
  firstName: "Noah",
  lastName: "Patel",
  status: "invited",
  emailVerified: false,
  contact: { id: "00000000-0000-4000-8000-00000000c002", name: "Noah Patel" },
  lastLoginAt: null,
  createdAt: "2027-03-02T10:00:00.000Z",
});
const GRACE = account(3, {
  email: "grace.kim@example.com",
  firstName: "Grace",
  lastName: "Kim",
  status: "disabled",
  contact: null,
});

function page(accounts: PortalAccount[], over: Partial<PortalAccountPage> = {}): PortalAccountPage {
  return { accounts, total: accounts.length, page: 1, pageSize: 25, ...over };
}

function contact(n: number, name: string, email: string | null): Contact {
  return {
    id: `00000000-0000-4000-8000-00000000d00${n}`,
    name,
    email,
    phone: null,
    jobTitle: null,
    type: "CLIENT",
    status: "ACTIVE",
    notes: null,
    customFields: {},
    createdAt: "2027-01-01T10:00:00.000Z",
    updatedAt: "2027-01-01T10:00:00.000Z",
  } as unknown as Contact;
}

function renderSection() {
  return renderRoutes(
    [{ path: "/", element: <PortalSection tenantId={TENANT} headingId="portal-heading" /> }],
    "/",
    tenantHost("demo"),
  );
}

describe("Portal section", () => {
  it("lists the accounts with status, verification, contact and last sign-in; searches and pages on the server", async () => {
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([JAMIE, NOAH, GRACE], { total: 30 }) },
      [`GET ${list({ page: 2, pageSize: 25 })}`]: {
        body: page([account(4, { firstName: "Zed" })], { total: 30, page: 2 }),
      },
      [`GET ${list({ page: 1, pageSize: 25, search: "noah" })}`]: { body: page([NOAH]) },
    });
    renderSection();
    expect(screen.getByRole("heading", { name: "Portal" })).toHaveAttribute("id", "portal-heading");
    const table = await screen.findByRole("table", { name: "Portal accounts" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Name", "Status", "Verified", "Linked contact", "Last sign-in", "Actions"]);
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(
      /Jamie Rivera.*patient@demo-health\.example.*Active.*Verified.*Jamie Rivera.*Mar 1, 2027/,
    );
    expect(rows[2]).toHaveTextContent(/Noah Patel.*Invited.*Not verified.*Noah Patel.*Invited Mar 2, 2027/);
    expect(rows[3]).toHaveTextContent(/Grace Kim.*Disabled.*Not linked/);
    expect(screen.getByText("30 accounts · page 1 of 2")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("30 accounts · page 2 of 2")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Search portal accounts"), "noah");
    await waitFor(() => expect(api.callsTo("GET", list({ page: 1, pageSize: 25, search: "noah" }))).toHaveLength(1));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
  });

  it("invites a contact picked from a search, and shows the server's refusal in its words", async () => {
    let posts = 0;
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([JAMIE]) },
      [`GET ${contactSearch()}`]: {
        body: [contact(1, "Nora Email-less", null), contact(2, "Olivia Reed", "olivia@example.com")],
      },
      [`POST /api/tenants/${TENANT}/portal/invitations`]: () =>
        ++posts === 1
          ? { status: 400, body: { message: PORTAL_ACCOUNT_MESSAGES.contactHasNoEmail } }
          : { status: 201, body: account(5, { email: "olivia@example.com", status: "invited" }) },
    });
    renderSection();
    await screen.findByRole("table", { name: "Portal accounts" });
    await userEvent.click(screen.getByRole("button", { name: "Invite a contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite to the Client Portal" });
    expect(within(dialog).getByRole("button", { name: "Send invitation" })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole("button", { name: /Nora Email-less/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Invite Nora Email-less" }));
    expect(await within(dialog).findByText(PORTAL_ACCOUNT_MESSAGES.contactHasNoEmail)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: /Olivia Reed/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Invite Olivia Reed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `/api/tenants/${TENANT}/portal/invitations`)[1]?.body).toEqual({
      contactId: contact(2, "", null).id,
    });
  });

  it("opens an account's detail with its tabs; disabling asks first; resend and enable post", async () => {
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([JAMIE, NOAH, GRACE]) },
      [`GET ${accountPath(JAMIE.id)}`]: { body: JAMIE },
      [`GET ${accountPath(NOAH.id)}`]: { body: NOAH },
      [`GET ${accountPath(GRACE.id)}`]: { body: GRACE },
      [`POST ${accountPath(JAMIE.id)}/disable`]: { body: { ...JAMIE, status: "disabled" } },
      [`POST ${accountPath(NOAH.id)}/resend`]: { body: NOAH },
      [`POST ${accountPath(GRACE.id)}/enable`]: { body: { ...GRACE, status: "active" } },
    });
    renderSection();
    const table = await screen.findByRole("table", { name: "Portal accounts" });
    await userEvent.click(within(table).getByRole("button", { name: "Open Jamie Rivera" }));
    let dialog = await screen.findByRole("dialog", { name: /Jamie Rivera/ });
    expect(
      within(dialog)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Details", "Documents", "Appointments"]);
    expect(within(dialog).getByText("Linked contact").nextSibling).toHaveTextContent("Jamie Rivera");
    expect(within(dialog).queryByRole("button", { name: /Resend invitation/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: /Disable account/ }));
    expect(api.callsTo("POST", `${accountPath(JAMIE.id)}/disable`)).toHaveLength(0);
    expect(within(dialog).getByText(/They are signed out at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable account" }));
    await waitFor(() => expect(api.callsTo("POST", `${accountPath(JAMIE.id)}/disable`)).toHaveLength(1));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(within(table).getByRole("button", { name: "Open Noah Patel" }));
    dialog = await screen.findByRole("dialog", { name: /Noah Patel/ });
    await userEvent.click(within(dialog).getByRole("button", { name: /Resend invitation/ }));
    await waitFor(() => expect(api.callsTo("POST", `${accountPath(NOAH.id)}/resend`)).toHaveLength(1));
    await userEvent.keyboard("{Escape}");

    await userEvent.click(within(table).getByRole("button", { name: "Open Grace Kim" }));
    dialog = await screen.findByRole("dialog", { name: /Grace Kim/ });
    await userEvent.click(within(dialog).getByRole("button", { name: /Enable account/ }));
    await waitFor(() => expect(api.callsTo("POST", `${accountPath(GRACE.id)}/enable`)).toHaveLength(1));
  });

  it("links an account to a contact by hand and unlinks it", async () => {
    const api = mockApi({
      [`GET ${FIRST}`]: { body: page([JAMIE, GRACE]) },
      [`GET ${accountPath(GRACE.id)}`]: { body: GRACE },
      [`GET ${contactSearch()}`]: { body: [contact(3, "Grace Kim", "grace.kim@example.com")] },
      [`PUT ${accountPath(GRACE.id)}/contact`]: {
        body: { ...GRACE, contact: { id: contact(3, "", null).id, name: "Grace Kim" } },
      },
      [`PUT ${accountPath(JAMIE.id)}/contact`]: { body: { ...JAMIE, contact: null } },
    });
    renderSection();
    const table = await screen.findByRole("table", { name: "Portal accounts" });
    await userEvent.click(within(table).getByRole("button", { name: "Open Grace Kim" }));
    let dialog = await screen.findByRole("dialog", { name: /Grace Kim/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Link a contact" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: /grace\.kim@example\.com/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Link to Grace Kim" }));
    await waitFor(() =>
      expect(api.callsTo("PUT", `${accountPath(GRACE.id)}/contact`)[0]?.body).toEqual({
        contactId: contact(3, "", null).id,
      }),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(within(table).getByRole("button", { name: "Open Jamie Rivera" }));
    dialog = await screen.findByRole("dialog", { name: /Jamie Rivera/ });
    await userEvent.click(within(dialog).getByRole("button", { name: /Unlink/ }));
    await waitFor(() =>
      expect(api.callsTo("PUT", `${accountPath(JAMIE.id)}/contact`)[0]?.body).toEqual({ contactId: null }),
    );
  });

  it("says when no one has an account yet", async () => {
    mockApi({ [`GET ${FIRST}`]: { body: page([]) } });
    renderSection();
    expect(await screen.findByText(/No one has a portal account yet/)).toBeInTheDocument();
  });
});
