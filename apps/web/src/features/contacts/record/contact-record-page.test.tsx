import type { ContactNote, ContactRecord, ContactTimelineItem } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { ContactsSection } from "@/features/tenant-dashboard/contacts-section";
import { authUser, renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";

const contact = makeContact({ name: "Rita Record", email: "rita@example.com", phone: "+1 555 0100" });
const base = `/api/tenants/${TENANT_ID}/contacts/${contact.id}`;

function note(over: Partial<ContactNote>): ContactNote {
  return {
    id: crypto.randomUUID(),
    body: "A note",
    pinned: false,
    authorName: "Avery Morgan",
    authorUserId: null,
    canEdit: true,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...over,
  };
}

const item = (n: number): ContactTimelineItem => ({
  key: `event:00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  kind: "email_sent",
  at: `2026-03-${String(30 - n).padStart(2, "0")}T10:00:00.000Z`,
  actorName: null,
  data: { subject: `Mail ${n}` },
});

/** The record's endpoints, in memory: what was sent is recorded. */
function fakeRecordApi(notes: ContactNote[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record: ContactRecord = { ...contact, tickets: [], portalAccounts: [] };
  server.use(
    http.get(base, () => HttpResponse.json(record)),
    http.get(`${base}/notes`, () => HttpResponse.json(notes)),
    http.post(`${base}/notes`, async ({ request }) => {
      const body = (await request.json()) as { body: string };
      sent.push({ method: "POST", url: request.url, body });
      const created = note({ body: body.body, createdAt: "2026-03-02T10:00:00.000Z" });
      notes.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${base}/notes/:noteId`, ({ request, params }) => {
      sent.push({ method: "DELETE", url: request.url, body: null });
      notes.splice(
        notes.findIndex((n) => n.id === params.noteId),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/timeline`, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get("cursor");
      sent.push({ method: "GET", url: request.url, body: null });
      return HttpResponse.json(
        cursor ? { items: [item(3)], nextCursor: null } : { items: [item(1), item(2)], nextCursor: "page-2" },
      );
    }),
  );
  return sent;
}

function renderRecord(path = `/?section=contacts&contact=${contact.id}`) {
  return renderRoutes(
    [{ path: "/", element: <ContactsSection tenantId={TENANT_ID} headingId="h" /> }],
    path,
    tenantHost("acme"),
  );
}

describe("contact record page", () => {
  it("opens from the list's name at a URL of its own", async () => {
    fakeContactsApi({ contacts: [contact] });
    fakeRecordApi([]);
    const user = userEvent.setup();
    const { router } = renderRecord("/?section=contacts");
    await user.click(await screen.findByRole("link", { name: "Rita Record" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Rita Record" })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?section=contacts&contact=${contact.id}`);
    await user.click(screen.getByRole("button", { name: "Back to contacts" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument();
  });

  it("lists pinned notes first, adds a note, and refuses an empty one without sending it", async () => {
    fakeContactsApi({ contacts: [contact], user: authUser({ role: "STAFF" }) });
    const sent = fakeRecordApi([note({ body: "Pinned one", pinned: true }), note({ body: "Older", canEdit: false })]);
    const user = userEvent.setup();
    renderRecord();
    const list = await screen.findByRole("list", { name: "Notes" });
    await within(list).findByText("Older");
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Pinned one");
    expect(items[0]).toHaveTextContent("Pinned");
    // Another member's note offers no edit, pin or delete.
    expect(within(items[1]!).queryByRole("button", { name: "Edit note" })).toBeNull();

    const form = screen.getByRole("form", { name: "New note" });
    await user.click(within(form).getByRole("button", { name: "Add note" }));
    expect(within(form).getByText("Write something in the note.")).toBeInTheDocument();
    expect(sent.filter((s) => s.method === "POST")).toHaveLength(0);

    await user.type(within(form).getByRole("textbox"), "Called back");
    await user.click(within(form).getByRole("button", { name: "Add note" }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === "POST")).toEqual([
        expect.objectContaining({ body: { body: "Called back" } }),
      ]),
    );
    expect(await within(screen.getByRole("list", { name: "Notes" })).findByText("Called back")).toBeInTheDocument();

    // Deleting asks first.
    const first = within(screen.getByRole("list", { name: "Notes" })).getAllByRole("listitem")[0]!;
    await user.click(within(first).getByRole("button", { name: "Delete note" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this note?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete note" }));
    await waitFor(() => expect(sent.filter((s) => s.method === "DELETE")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("edits the details in place with the edit dialog's messages", async () => {
    const api = fakeContactsApi({ contacts: [contact] });
    fakeRecordApi([]);
    const user = userEvent.setup();
    renderRecord();
    await user.click(await screen.findByRole("button", { name: "Edit details" }));
    const form = screen.getByRole("form", { name: "Details" });
    await user.clear(within(form).getByLabelText("Email"));
    await user.type(within(form).getByLabelText("Email"), "rita@");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await within(form).findByText("Invalid email address")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await user.clear(within(form).getByLabelText("Email"));
    await user.clear(within(form).getByLabelText("Phone"));
    await user.type(within(form).getByLabelText("Phone"), "+1 555 0199");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(api.calls.find((c) => c.method === "PUT")!.body).toMatchObject({
      name: "Rita Record",
      phone: "+1 555 0199",
      email: "",
    });
  });

  it("shows the timeline newest first and asks for older entries by the server's cursor", async () => {
    fakeContactsApi({ contacts: [contact] });
    const sent = fakeRecordApi([]);
    const user = userEvent.setup();
    renderRecord();
    const timeline = await screen.findByRole("list", { name: "Timeline" });
    await waitFor(() => expect(within(timeline).getAllByText("E-mail sent")).toHaveLength(2));
    expect(within(timeline).getAllByRole("listitem")[0]).toHaveTextContent("Mail 1");
    await user.click(within(timeline).getByRole("button", { name: "Show older" }));
    expect(await within(timeline).findByText("Mail 3")).toBeInTheDocument();
    expect(sent.some((s) => s.url.includes("cursor=page-2"))).toBe(true);
    expect(within(timeline).queryByRole("button", { name: "Show older" })).toBeNull();
  });

  it("lists the contact's tickets from the help desk, each linking to the ticket's own URL", async () => {
    fakeContactsApi({ contacts: [contact] });
    fakeRecordApi([]);
    const ticketId = "00000000-0000-4000-8000-0000000d0042";
    const asked: URL[] = [];
    server.use(
      http.get(`/api/helpdesk/tickets/tenant/${TENANT_ID}`, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json([{ id: ticketId, number: 42, title: "Cannot sign in", status: "in_progress" }], {
          headers: { "X-Total-Count": "1" },
        });
      }),
    );
    renderRecord();
    const card = await screen.findByTestId("contact-tickets");
    const link = await within(card).findByRole("link", { name: "Cannot sign in" });
    expect(link).toHaveAttribute("href", `/?section=help-desk&ticket=${ticketId}`);
    expect(within(card).getByText("#00042")).toBeInTheDocument();
    expect(within(card).getByText("In Progress")).toBeInTheDocument();
    expect(asked[0]?.searchParams.get("contactId")).toBe(contact.id);
  });
});
