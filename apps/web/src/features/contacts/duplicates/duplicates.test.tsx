import type { ContactRecord } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { ContactsSection } from "@/features/tenant-dashboard/contacts-section";
import { authUser, renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";

const contactsPath = `/api/tenants/${TENANT_ID}/contacts`;

function renderContacts(path = "/?section=contacts") {
  return renderRoutes(
    [{ path: "/", element: <ContactsSection tenantId={TENANT_ID} headingId="h" /> }],
    path,
    tenantHost("acme"),
  );
}

describe("the duplicate e-mail warning", () => {
  it("warns when the address is another contact's, opens it, and creates anyway only when asked", async () => {
    const existing = makeContact({ name: "Ann Existing", email: "ann@example.com" });
    const api = fakeContactsApi({ contacts: [existing] });
    const user = userEvent.setup();
    renderContacts();
    await user.click(await screen.findByRole("button", { name: "Add Contact" }));
    const form = await screen.findByRole("form", { name: "Add New Contact" });
    await user.type(within(form).getByLabelText(/Name/), "Ann Again");
    await user.type(within(form).getByLabelText("Email"), "  ANN@example.com");
    await user.tab();
    const warning = await within(form).findByRole("status");
    expect(warning).toHaveTextContent("A contact with this e-mail already exists: Ann Existing");
    expect(within(warning).getByRole("link", { name: "Open Ann Existing" })).toHaveAttribute(
      "href",
      `/?section=contacts&contact=${existing.id}`,
    );

    // The form's own button stops at the warning; "Create anyway" creates (equal e-mails are allowed).
    await user.click(within(form).getByRole("button", { name: "Add Contact" }));
    expect(api.calls.filter((c) => c.method === "POST" && c.path === contactsPath)).toHaveLength(0);
    await user.click(within(warning).getByRole("button", { name: "Create anyway" }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === "POST" && c.path === contactsPath)).toEqual([
        expect.objectContaining({ body: expect.objectContaining({ name: "Ann Again" }) }),
      ]),
    );
  });

  it("goes to the existing contact's page from the warning", async () => {
    const existing = makeContact({ name: "Bo Existing", email: "bo@example.com" });
    fakeContactsApi({ contacts: [existing] });
    server.use(
      http.get(`${contactsPath}/${existing.id}`, () =>
        HttpResponse.json({ ...existing, tickets: [], portalAccounts: [] }),
      ),
      http.get(`${contactsPath}/${existing.id}/notes`, () => HttpResponse.json([])),
      http.get(`${contactsPath}/${existing.id}/timeline`, () => HttpResponse.json({ items: [], nextCursor: null })),
    );
    const user = userEvent.setup();
    const { router } = renderContacts();
    await user.click(await screen.findByRole("button", { name: "Add Contact" }));
    const form = await screen.findByRole("form", { name: "Add New Contact" });
    await user.type(within(form).getByLabelText("Email"), "bo@example.com");
    await user.tab();
    await user.click(await within(form).findByRole("link", { name: "Open Bo Existing" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?section=contacts&contact=${existing.id}`));
    expect(await screen.findByRole("heading", { level: 2, name: "Bo Existing" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Add New Contact" })).toBeNull();
  });

  it("says nothing for an address no one else has", async () => {
    const mine = makeContact({ name: "Cy Mine", email: "cy@example.com" });
    const twin = makeContact({ name: "Cy Twin", email: "cy@example.com" });
    const api = fakeContactsApi({ contacts: [mine, twin] });
    const user = userEvent.setup();
    renderContacts();
    await user.click(await screen.findByRole("button", { name: "Add Contact" }));
    const form = await screen.findByRole("form", { name: "Add New Contact" });
    await user.type(within(form).getByLabelText(/Name/), "Dee New");
    await user.type(within(form).getByLabelText("Email"), "dee@example.com");
    await user.tab();
    await user.click(within(form).getByRole("button", { name: "Add Contact" }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === "POST" && c.path === contactsPath)).toHaveLength(1),
    );
    expect(screen.queryByText(/already exists/)).toBeNull();
  });
});

describe("the merge dialog", () => {
  const survivor = makeContact({ name: "Rita Record", email: "rita@example.com", phone: null });
  const other = makeContact({ name: "Rita Twin", email: "RITA@example.com", phone: "+1 555 0100", jobTitle: "Buyer" });
  const record = (c: typeof survivor): ContactRecord => ({ ...c, tickets: [], portalAccounts: [] });

  function fakeRecords() {
    const merges: unknown[] = [];
    for (const c of [survivor, other]) {
      server.use(
        http.get(`${contactsPath}/${c.id}`, () => HttpResponse.json(record(c))),
        http.get(`${contactsPath}/${c.id}/notes`, () => HttpResponse.json([])),
        http.get(`${contactsPath}/${c.id}/timeline`, () =>
          HttpResponse.json({
            items: merges.length
              ? [
                  {
                    key: "event:00000000-0000-4000-8000-0000000000e1",
                    kind: "merged",
                    at: "2026-03-02T10:00:00.000Z",
                    actorName: "Ada Admin",
                    data: { name: other.name, email: other.email },
                  },
                ]
              : [],
            nextCursor: null,
          }),
        ),
      );
    }
    server.use(
      http.post(`${contactsPath}/${survivor.id}/merge`, async ({ request }) => {
        merges.push(await request.json());
        return HttpResponse.json({
          contact: { ...survivor, phone: other.phone, jobTitle: other.jobTitle },
          moved: { notes: 1, events: 0, tags: 0, portalAccounts: 0, filled: ["Phone", "Job title"] },
        });
      }),
    );
    return merges;
  }

  it("suggests the contact with the same e-mail, shows what is kept and taken, merges and shows it on the timeline", async () => {
    fakeContactsApi({ contacts: [survivor, other] });
    const merges = fakeRecords();
    const user = userEvent.setup();
    renderContacts(`/?section=contacts&contact=${survivor.id}`);
    await user.click(await screen.findByRole("button", { name: "Merge…" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge contacts" });
    const same = await within(dialog).findByRole("region", { name: "Same e-mail" });
    await user.click(within(same).getByRole("button", { name: /Rita Twin/ }));

    const keeps = await within(dialog).findByRole("region", { name: "Rita Record keeps" });
    expect(within(keeps).getByText("rita@example.com")).toBeInTheDocument();
    expect(within(keeps).getByText("+1 555 0100")).toBeInTheDocument();
    expect(within(keeps).getAllByText("from Rita Twin")).toHaveLength(2);
    const taken = within(dialog).getByRole("region", { name: "Merged in and deleted" });
    expect(taken).toHaveTextContent("Rita Twin");

    await user.click(within(dialog).getByRole("button", { name: "Merge into Rita Record" }));
    await waitFor(() => expect(merges).toEqual([{ otherId: other.id }]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Merge contacts" })).toBeNull());
    expect(await screen.findByText("Rita Twin was merged into Rita Record.")).toBeInTheDocument();
    expect(screen.getByText("Contacts merged")).toBeInTheDocument();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(
      await within(timeline).findByText("Merged Rita Twin (RITA@example.com) into this contact"),
    ).toBeInTheDocument();
  });

  it("finds another contact by name", async () => {
    const third = makeContact({ name: "Zed Other", email: "zed@example.com" });
    fakeContactsApi({ contacts: [survivor, third] });
    server.use(http.get(`${contactsPath}/${third.id}`, () => HttpResponse.json(record(third))));
    fakeRecords();
    const user = userEvent.setup();
    renderContacts(`/?section=contacts&contact=${survivor.id}`);
    await user.click(await screen.findByRole("button", { name: "Merge…" }));
    const dialog = await screen.findByRole("dialog", { name: "Merge contacts" });
    await user.type(within(dialog).getByRole("searchbox", { name: "Find a contact by name" }), "zed");
    await user.click(await within(dialog).findByRole("button", { name: /Zed Other/ }));
    expect(await within(dialog).findByRole("region", { name: "Merged in and deleted" })).toHaveTextContent("Zed Other");
    expect(within(dialog).getByRole("button", { name: "Merge into Rita Record" })).toBeEnabled();
  });

  it("is not offered to staff (merging is an administrator's)", async () => {
    fakeContactsApi({ contacts: [survivor, other], user: authUser({ role: "STAFF" }) });
    fakeRecords();
    renderContacts(`/?section=contacts&contact=${survivor.id}`);
    expect(await screen.findByRole("heading", { level: 2, name: "Rita Record" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Merge…" })).toBeNull();
  });
});
