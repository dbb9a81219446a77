import { CONTACT_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";
import { holdApiCalls } from "@/test/server";
import { ContactsScreen } from "./contacts-screen";
import { type Answer, deferred, fakeContactsApi, makeContact, TENANT_ID } from "./testing";

afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  return renderRoutes([{ path: "/", element: <ContactsScreen tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));
}

const table = () => screen.findByRole("table", { name: "Contacts" });
const rows = () =>
  within(screen.getByRole("table", { name: "Contacts" }))
    .getAllByRole("row")
    .slice(1);

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add Contact" }));
  return screen.findByRole("dialog", { name: "Add New Contact" });
}

async function openRowMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: `Actions for ${name}` }));
  return screen.findByRole("menu");
}

describe("contacts screen: list", () => {
  it("shows the spinner while the list loads", async () => {
    holdApiCalls();
    renderScreen();
    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent("Loading contacts");
  });

  it("shows the title, subtitle, columns, badges and a dash in empty cells", async () => {
    fakeContactsApi({
      contacts: [
        makeContact({ name: "Ada Lovelace", email: "ada@example.com", phone: null, type: "LEAD", status: "PENDING" }),
        makeContact({ name: "Grace Hopper", email: null, phone: "+1 555 0100", type: "VENDOR", status: "INACTIVE" }),
      ],
    });
    renderScreen();
    expect(screen.getByRole("heading", { name: "Contacts" })).toBeInTheDocument();
    expect(screen.getByText("Manage tenant contacts and relationships")).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Search contacts...")).toBeInTheDocument();
    await table();
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["Name", "Type", "Status", "Email", "Phone", "Actions"]);
    const [ada, grace] = rows();
    expect(
      within(ada!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["Ada Lovelace", "Lead", "Pending", "ada@example.com", "-", ""]);
    expect(
      within(grace!)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["Grace Hopper", "Vendor", "Inactive", "-", "+1 555 0100", ""]);
    expect(within(ada!).getByText("Lead")).toHaveAttribute("data-type", "LEAD");
    expect(within(ada!).getByText("Pending").closest("[data-status]")).toHaveAttribute("data-status", "PENDING");
    expect(screen.getByText("Showing 2 of 2 contacts")).toBeInTheDocument();
  });

  it("shows the contacts as cards, each with its menu, on a phone", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })),
    );
    fakeContactsApi({ contacts: [makeContact({ name: "Ada Lovelace", email: null, phone: "+1 555 0100" })] });
    const user = userEvent.setup();
    renderScreen();
    const list = await screen.findByRole("list", { name: "Contacts" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const card = within(list).getByRole("listitem");
    expect(card).toHaveTextContent("Ada Lovelace");
    expect(within(card).getByText("Email").nextElementSibling).toHaveTextContent("-");
    expect(within(card).getByText("Phone").nextElementSibling).toHaveTextContent("+1 555 0100");
    const menu = await openRowMenu(user, "Ada Lovelace");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Edit", "Tags", "Delete"]);
  });

  it("offers the type filter with the spec's options", async () => {
    fakeContactsApi();
    renderScreen();
    const select = screen.getByRole("combobox", { name: "Filter by type" });
    // The workspace's types (the generic vertical's here) load with the screen.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["All Types", "Clients", "Vendors", "Partners", "Employees", "Leads", "Other"]),
    );
  });

  it("says 'No contacts added yet' when the tenant has none", async () => {
    fakeContactsApi();
    renderScreen();
    expect(await screen.findByText(CONTACT_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.emptyFiltered)).not.toBeInTheDocument();
  });

  it("marks the rows shown as stale while a new search is on its way", async () => {
    fakeContactsApi({ contacts: [makeContact({ name: "Ada Lovelace" }), makeContact({ name: "Bob" })] });
    const user = userEvent.setup();
    renderScreen();
    const results = (await table()).closest("[aria-busy]") as HTMLElement;
    expect(results).not.toHaveAttribute("data-stale");
    holdApiCalls();
    await user.type(screen.getByPlaceholderText("Search contacts..."), "ADA");
    await waitFor(() => expect(results).toHaveAttribute("data-stale", "true"));
    expect(rows()).toHaveLength(2);
  });

  it("searches on the server after a pause, and says so when nothing matches", async () => {
    const api = fakeContactsApi({ contacts: [makeContact({ name: "Ada Lovelace" }), makeContact({ name: "Bob" })] });
    const user = userEvent.setup();
    renderScreen();
    await table();
    await user.type(screen.getByPlaceholderText("Search contacts..."), "ADA");
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("Ada Lovelace");
    // One request for the typed text, not one per key.
    const searches = api.listCalls().map((c) => c.url.searchParams.get("search"));
    expect(searches).toEqual([null, "ADA"]);

    await user.clear(screen.getByPlaceholderText("Search contacts..."));
    await user.type(screen.getByPlaceholderText("Search contacts..."), "zzz");
    expect(await screen.findByText(CONTACT_MESSAGES.emptyFiltered)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.empty)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByPlaceholderText("Search contacts...")).toHaveValue("");
  });

  it("filters by type on the server", async () => {
    const api = fakeContactsApi({
      contacts: [makeContact({ name: "Lee", type: "LEAD" }), makeContact({ name: "Cleo", type: "CLIENT" })],
    });
    const user = userEvent.setup();
    renderScreen();
    await table();
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by type" }), "Leads");
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.listCalls().at(-1)?.url.searchParams.get("type")).toBe("LEAD");
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by type" }), "Employees");
    expect(await screen.findByText(CONTACT_MESSAGES.emptyFiltered)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole("combobox", { name: "Filter by type" }), "All Types");
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it("sorts on the server: the Name header toggles A to Z and Z to A, the Sort by select offers the newest first", async () => {
    const api = fakeContactsApi({ contacts: [makeContact({ name: "Anna" }), makeContact({ name: "Ben" })] });
    const user = userEvent.setup();
    renderScreen();
    await table();
    const order = () => {
      const url = api.listCalls().at(-1)!.url;
      return `${url.searchParams.get("sort")} ${url.searchParams.get("order")}`;
    };
    const nameHeader = () => screen.getAllByRole("columnheader")[0]!;
    expect(order()).toBe("name asc");
    expect(nameHeader()).toHaveAttribute("aria-sort", "ascending");
    await user.click(within(nameHeader()).getByRole("button", { name: "Name" }));
    await waitFor(() => expect(order()).toBe("name desc"));
    expect(nameHeader()).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-desc");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Newest first");
    await waitFor(() => expect(order()).toBe("created desc"));
    expect(nameHeader()).not.toHaveAttribute("aria-sort");
    await user.click(within(nameHeader()).getByRole("button", { name: "Name" }));
    await waitFor(() => expect(order()).toBe("name asc"));
  });

  it("loads the next page with X-Next-Cursor and appends it", async () => {
    const api = fakeContactsApi({
      pageSize: 2,
      contacts: ["Anna", "Ben", "Cara"].map((name) => makeContact({ name })),
    });
    const user = userEvent.setup();
    renderScreen();
    await table();
    expect(rows()).toHaveLength(2);
    expect(screen.getByText("Showing 2 of 3 contacts")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["Anna", "Ben", "Cara"]);
    expect(screen.getByText("Showing 3 of 3 contacts")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(api.listCalls().map((c) => c.url.searchParams.get("cursor"))).toEqual([null, "2"]);
  });
});

describe("contacts screen: totals", () => {
  it("formats the total and says a search's count is a lower bound when the server stopped counting", async () => {
    fakeContactsApi({
      pageSize: 2,
      searchCountCap: 1000,
      contacts: Array.from({ length: 1200 }, (_, i) => makeContact({ name: `Garcia ${i}` })),
    });
    const user = userEvent.setup();
    renderScreen();
    await table();
    expect(screen.getByText("Showing 2 of 1,200 contacts")).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText("Search contacts..."), "garcia");
    expect(await screen.findByText("Showing 2 of 1,000+ contacts")).toBeInTheDocument();
  });
});

describe("contacts screen: add", () => {
  it("checks every field with the spec's messages before sending", async () => {
    const api = fakeContactsApi();
    const user = userEvent.setup();
    renderScreen();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Name"), "A");
    await user.type(within(dialog).getByLabelText("Email"), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    expect(await within(dialog).findByText("Invalid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("names its inputs by the spec's fields and defaults to CLIENT and ACTIVE", async () => {
    fakeContactsApi();
    const user = userEvent.setup();
    renderScreen();
    const dialog = await openAdd(user);
    const names = Array.from(dialog.querySelectorAll("input, select, textarea")).map((el) => el.getAttribute("name"));
    expect(names).toEqual(["name", "email", "phone", "jobTitle", "type", "status", "ownerUserId", "notes"]);
    expect(within(dialog).getByLabelText("Type")).toHaveValue("CLIENT");
    expect(within(dialog).getByLabelText("Status")).toHaveValue("ACTIVE");
  });

  it("creates a contact: toast, refreshed list, and a blank form next time", async () => {
    const api = fakeContactsApi();
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(CONTACT_MESSAGES.empty);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Name"), "Nora Chen");
    await user.type(within(dialog).getByLabelText("Email"), "nora@example.com");
    await user.type(within(dialog).getByLabelText("Job title"), "Buyer");
    await user.selectOptions(within(dialog).getByLabelText("Type"), "Lead");
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));

    await expectToast(CONTACT_MESSAGES.created.title, CONTACT_MESSAGES.created.description);
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.url.pathname).toBe(`/api/tenants/${TENANT_ID}/contacts`);
    expect(post?.body).toEqual({
      name: "Nora Chen",
      email: "nora@example.com",
      phone: "",
      jobTitle: "Buyer",
      type: "LEAD",
      status: "ACTIVE",
      notes: "",
      ownerUserId: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await table();
    expect(rows()[0]).toHaveTextContent("Nora Chen");
    // The new row is highlighted for a moment (issue 23).
    expect(rows()[0]).toHaveAttribute("data-highlighted", "true");
    expect(api.listCalls().length).toBeGreaterThanOrEqual(2);

    const again = await openAdd(user);
    expect(within(again).getByLabelText("Name")).toHaveValue("");
    expect(within(again).getByLabelText("Type")).toHaveValue("CLIENT");
  });

  it("shows the server's message in 'Error creating contact', and its field errors", async () => {
    fakeContactsApi({
      override: (call) =>
        call.method === "POST"
          ? {
              status: 400,
              body: { message: "A contact with this email already exists", fieldErrors: { email: ["Taken"] } },
            }
          : undefined,
    });
    const user = userEvent.setup();
    renderScreen();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Name"), "Nora Chen");
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    await expectToast(CONTACT_MESSAGES.createError.title, "A contact with this email already exists");
    expect(await within(dialog).findByText("Taken")).toBeInTheDocument();
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    fakeContactsApi({
      override: (call) => (call.method === "POST" ? { status: 502, body: "Bad Gateway" } : undefined),
    });
    const user = userEvent.setup();
    renderScreen();
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Name"), "Nora Chen");
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));
    await expectToast(CONTACT_MESSAGES.createError.title, CONTACT_MESSAGES.createError.description);
  });
});

describe("contacts screen: edit", () => {
  it("edits a contact from the row menu", async () => {
    const ada = makeContact({ name: "Ada Lovelace", email: "ada@example.com", status: "PENDING", notes: "VIP" });
    const api = fakeContactsApi({ contacts: [ada] });
    const user = userEvent.setup();
    renderScreen();
    const menu = await openRowMenu(user, "Ada Lovelace");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Edit", "Tags", "Delete"]);
    await user.click(within(menu).getByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Contact" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(within(dialog).getByLabelText("Status")).toHaveValue("PENDING");
    expect(within(dialog).getByLabelText("Notes")).toHaveValue("VIP");
    await user.clear(within(dialog).getByLabelText("Email"));
    await user.selectOptions(within(dialog).getByLabelText("Status"), "Active");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    await expectToast(CONTACT_MESSAGES.updated.title, CONTACT_MESSAGES.updated.description);
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/contacts/${ada.id}`);
    expect(put?.body).toMatchObject({ name: "Ada Lovelace", email: "", status: "ACTIVE", notes: "VIP" });
    await waitFor(() => expect(rows()[0]).toHaveTextContent("Active"));
    expect(within(rows()[0]!).getAllByRole("cell")[3]).toHaveTextContent("-");
    expect(rows()[0]).toHaveAttribute("data-highlighted", "true");
  });

  it("checks the edit form too, and toasts 'Error updating contact' on failure", async () => {
    fakeContactsApi({
      contacts: [makeContact({ name: "Ada Lovelace" })],
      override: (call) => (call.method === "PUT" ? { status: 500, body: "" } : undefined),
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openRowMenu(user, "Ada Lovelace")).getByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Contact" });
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.type(within(dialog).getByLabelText("Name"), "A");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Name"), "da");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await expectToast(CONTACT_MESSAGES.updateError.title, CONTACT_MESSAGES.updateError.description);
    expect(screen.getByRole("dialog", { name: "Edit Contact" })).toBeInTheDocument();
  });
});

describe("contacts screen: delete", () => {
  it("asks 'Are you sure?', shows 'Deleting...' while the delete runs, then refreshes", async () => {
    const ada = makeContact({ name: "Ada Lovelace" });
    const hold = deferred<Answer>();
    const api = fakeContactsApi({
      contacts: [ada, makeContact({ name: "Bob" })],
      override: (call) => (call.method === "DELETE" ? hold.promise : undefined),
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openRowMenu(user, "Ada Lovelace")).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(
      within(dialog).getByText(
        "This moves the contact to the trash. An administrator can restore it within 30 days, with its notes and tags.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(api.calls.find((c) => c.method === "DELETE")?.url.pathname).toBe(`/api/contacts/${ada.id}`);

    api.store.splice(0, 1);
    hold.release({ status: 204 });
    await expectToast(CONTACT_MESSAGES.deleted.title, CONTACT_MESSAGES.deleted.description);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent("Bob");
  });

  it("Cancel keeps the contact", async () => {
    const api = fakeContactsApi({ contacts: [makeContact({ name: "Ada Lovelace" })] });
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openRowMenu(user, "Ada Lovelace")).getByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(rows()).toHaveLength(1);
  });

  it("toasts 'Error deleting contact' with the server's message", async () => {
    fakeContactsApi({
      contacts: [makeContact({ name: "Ada Lovelace" })],
      override: (call) =>
        call.method === "DELETE" ? { status: 404, body: { message: CONTACT_MESSAGES.notFound } } : undefined,
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(within(await openRowMenu(user, "Ada Lovelace")).getByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await expectToast(CONTACT_MESSAGES.deleteError.title, CONTACT_MESSAGES.notFound);
  });
});
