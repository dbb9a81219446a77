import { CONTACT_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { authUser, queryTenantHost, renderRoutes, tenantHost } from "@/test/render";
import { ContactsSection } from "./contacts-section";

function renderSection(host = tenantHost("acme")) {
  return renderRoutes([{ path: "/", element: <ContactsSection tenantId={TENANT_ID} headingId="h" /> }], "/", host);
}

const CONTACTS = [
  makeContact({ name: "Lena Lead", type: "LEAD", status: "PENDING" }),
  makeContact({ name: "Carl Client", type: "CLIENT", status: "ACTIVE" }),
  makeContact({ name: "Cora Client", type: "CLIENT", status: "INACTIVE" }),
  makeContact({ name: "Pia Partner", type: "PARTNER" }),
  makeContact({ name: "Vic Vendor", type: "VENDOR" }),
];

const names = () =>
  within(screen.getByRole("table", { name: "Contacts" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

describe("contacts section", () => {
  it("has the header, the tabs, and the Filters, Import and Export controls", async () => {
    fakeContactsApi({ contacts: CONTACTS });
    renderSection();
    expect(screen.getByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Contacts" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "All Contacts",
      "Leads",
      "Clients",
      "Partners",
      "Vendors",
    ]);
    expect(screen.getByRole("tab", { name: "All Contacts" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Add Contact" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Import" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export" })).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Search contacts...")).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(5));
  });

  it.each([
    ["Leads", "LEAD", ["Lena Lead"]],
    ["Clients", "CLIENT", ["Carl Client", "Cora Client"]],
    ["Partners", "PARTNER", ["Pia Partner"]],
    ["Vendors", "VENDOR", ["Vic Vendor"]],
  ])("the %s tab asks for type=%s", async (tab, type, expected) => {
    const api = fakeContactsApi({ contacts: CONTACTS });
    const user = userEvent.setup();
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(5));
    await user.click(screen.getByRole("tab", { name: tab }));
    await waitFor(() => expect(names()).toEqual(expected));
    expect(api.listCalls().at(-1)?.url.searchParams.get("type")).toBe(type);
    expect(screen.getByRole("combobox", { name: "Filter by type" })).toHaveValue(type);

    await user.click(screen.getByRole("tab", { name: "All Contacts" }));
    await waitFor(() => expect(names()).toHaveLength(5));
  });

  it("Filters sets type and status; the chips show and remove them", async () => {
    const api = fakeContactsApi({ contacts: CONTACTS });
    const user = userEvent.setup();
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(5));
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = await screen.findByRole("dialog");
    await user.selectOptions(within(panel).getByLabelText("Status"), "Inactive");
    await waitFor(() => expect(names()).toEqual(["Cora Client"]));
    expect(api.listCalls().at(-1)?.url.searchParams.get("status")).toBe("INACTIVE");
    await user.selectOptions(within(panel).getByLabelText("Type"), "Leads");
    expect(await screen.findByText(CONTACT_MESSAGES.emptyFiltered)).toBeInTheDocument();
    const last = api.listCalls().at(-1)?.url.searchParams;
    expect([last?.get("type"), last?.get("status")]).toEqual(["LEAD", "INACTIVE"]);
    expect(screen.getByRole("tab", { name: "Leads" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Escape}");

    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(within(chips).getByText("Type: Leads")).toBeInTheDocument();
    expect(within(chips).getByText("Status: Inactive")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove filter Type: Leads" }));
    await waitFor(() => expect(names()).toEqual(["Cora Client"]));
    await user.click(screen.getByRole("button", { name: "Remove filter Status: Inactive" }));
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.queryByRole("list", { name: "Active filters" })).not.toBeInTheDocument();
  });

  it("Export downloads the CSV of the current search and filters", async () => {
    fakeContactsApi({ contacts: CONTACTS });
    const user = userEvent.setup();
    renderSection();
    const exportLink = await screen.findByRole("link", { name: "Export" });
    expect(exportLink).toHaveAttribute("href", `/api/tenants/${TENANT_ID}/contacts/export`);
    expect(exportLink).toHaveAttribute("download");
    await user.click(screen.getByRole("tab", { name: "Clients" }));
    await user.type(screen.getByPlaceholderText("Search contacts..."), "cora");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Export" })).toHaveAttribute(
        "href",
        `/api/tenants/${TENANT_ID}/contacts/export?search=cora&type=CLIENT`,
      ),
    );
  });

  it("Export names the tenant of `?tenant=` on localhost", async () => {
    fakeContactsApi();
    renderSection(queryTenantHost("acme"));
    expect(await screen.findByRole("link", { name: "Export" })).toHaveAttribute(
      "href",
      `/api/tenants/${TENANT_ID}/contacts/export?tenant=acme`,
    );
  });

  it("hides Import and Export from a staff member, whom the server refuses them (the permission table)", async () => {
    fakeContactsApi({ contacts: CONTACTS, user: authUser({ role: "STAFF" }) });
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.getByRole("button", { name: "Add Contact" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Export" })).not.toBeInTheDocument();
    // A staff member still deletes one contact from the row menu (contacts.delete is every member's).
    await userEvent.setup().click(screen.getAllByRole("button", { name: /^Actions for / })[0]!);
    expect(await screen.findByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
  });

  it("shows Import and Export to an administrator", async () => {
    fakeContactsApi({ contacts: CONTACTS, user: authUser({ role: "TENANT_ADMIN" }) });
    renderSection();
    expect(await screen.findByRole("button", { name: "Import" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export" })).toBeInTheDocument();
  });

  it("lets an administrator tick contacts and delete them at once, to the trash, with Undo instead of a confirmation", async () => {
    const api = fakeContactsApi({ contacts: CONTACTS, user: authUser({ role: "TENANT_ADMIN" }) });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("checkbox", { name: "Select Lena Lead" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Vic Vendor" }));
    expect(await screen.findByText("2 selected")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Bulk action"), "delete");
    // No confirmation: they go to the trash at once, and the toast offers Undo.
    await user.click(screen.getByRole("button", { name: "Apply to 2" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(["Carl Client", "Cora Client", "Pia Partner"]));
    const bulk = api.calls.filter((c) => c.url.pathname.endsWith("/contacts/bulk-delete"));
    expect(bulk).toHaveLength(1);
    expect(bulk[0]?.body).toEqual({ ids: [CONTACTS[0]?.id, CONTACTS[4]?.id] });
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    // They went to the trash: the toast's Undo brings both back.
    await user.click(await screen.findByRole("button", { name: "Undo" }));
    await waitFor(() => expect(names()).toHaveLength(5));
    const restore = api.calls.filter((c) => c.url.pathname.endsWith("/contacts/trash/restore"));
    expect(restore[0]?.body).toEqual({ ids: [CONTACTS[0]?.id, CONTACTS[4]?.id] });
  });

  it("offers a staff member bulk changes but no bulk delete", async () => {
    fakeContactsApi({ contacts: CONTACTS, user: authUser({ role: "STAFF" }) });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("checkbox", { name: "Select Lena Lead" }));
    const kinds = await screen.findByLabelText("Bulk action");
    const options = within(kinds)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Add a tag", "Remove a tag", "Change the status", "Change the type", "Assign an owner"]);
  });

  it("changes the status of all matching in one job and shows its progress to the end", async () => {
    const api = fakeContactsApi({ contacts: CONTACTS, user: authUser({ role: "STAFF" }) });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("checkbox", { name: /^Select all/ }));
    await user.click(await screen.findByRole("button", { name: "Select all 5 matching" }));
    expect(screen.getByText("All 5 matching contacts selected")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Bulk action"), "status");
    await user.selectOptions(screen.getByLabelText("Change the status: choose"), "INACTIVE");
    await user.click(screen.getByRole("button", { name: "Apply to 5" }));
    expect(await screen.findByText("Done: 5 contacts changed.")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Bulk action progress" })).toHaveAttribute("aria-valuenow", "100");
    const started = api.calls.filter((c) => c.method === "POST" && c.url.pathname.endsWith("/contacts/bulk"));
    expect(started).toHaveLength(1);
    // "All matching" sends the filter, not ids.
    expect(started[0]?.body).toEqual({ action: { kind: "status", status: "INACTIVE" }, selection: { filter: {} } });
  });
});
