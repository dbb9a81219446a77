import type { TrashedContact } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { fakeContactsApi, TENANT_ID } from "@/features/contacts/testing";
import { authUser, renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";
import ContactTrashScreen from "./contact-trash-screen";

const trashed = (n: number, over: Partial<TrashedContact> = {}): TrashedContact => ({
  id: `00000000-0000-4000-8000-0000000007${String(n).padStart(2, "0")}`,
  name: `Trashed ${n}`,
  email: `trashed${n}@example.com`,
  type: "CLIENT",
  deletedAt: "2026-11-20T10:00:00.000Z",
  deletedByName: "Riley Chen",
  daysLeft: 25,
  ...over,
});

/** An in-memory trash behind the four trash endpoints; answers what each call did. */
function fakeTrash(items: TrashedContact[]) {
  let inTrash = [...items];
  const calls: { path: string; ids: string[] | null }[] = [];
  const base = `/api/tenants/${TENANT_ID}/contacts/trash`;
  const take = async (request: Request, path: string) => {
    const ids = path === "empty" ? null : ((await request.json()) as { ids: string[] }).ids;
    calls.push({ path, ids });
    const before = inTrash.length;
    inTrash = ids ? inTrash.filter((c) => !ids.includes(c.id)) : [];
    return before - inTrash.length;
  };
  server.use(
    http.get(base, () => HttpResponse.json({ items: inTrash, nextCursor: null, total: inTrash.length })),
    http.post(`${base}/restore`, async ({ request }) =>
      HttpResponse.json({ restored: await take(request, "restore") }),
    ),
    http.post(`${base}/delete`, async ({ request }) => HttpResponse.json({ deleted: await take(request, "delete") })),
    http.post(`${base}/empty`, async ({ request }) => HttpResponse.json({ deleted: await take(request, "empty") })),
  );
  return calls;
}

function renderTrash() {
  renderRoutes(
    [{ path: "/", element: <ContactTrashScreen tenantId={TENANT_ID} headingId="trash-heading" /> }],
    "/",
    tenantHost("acme"),
  );
}

describe("the contacts' trash", () => {
  it("lists the trashed contacts with who deleted them and the days left, and restores one", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }) });
    const calls = fakeTrash([trashed(1, { daysLeft: 1 }), trashed(2, { deletedByName: null })]);
    const user = userEvent.setup();
    renderTrash();
    expect(await screen.findByRole("heading", { name: "Trash" })).toBeInTheDocument();
    // A table on a wide screen, cards on a phone: each contact's row carries its id.
    const first = (await screen.findByText("Trashed 1")).closest(`[data-contact-id="${trashed(1).id}"]`)!;
    expect(first).toHaveTextContent("trashed1@example.com");
    expect(first).toHaveTextContent("by Riley Chen");
    expect(first).toHaveTextContent("1 day left");
    expect(screen.getByText("2 contacts in the trash")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Restore Trashed 1" }));
    await waitFor(() => expect(calls).toEqual([{ path: "restore", ids: [trashed(1).id] }]));
    await waitFor(() => expect(screen.queryByText("Trashed 1")).not.toBeInTheDocument());
    expect(screen.getByText("Trashed 2")).toBeInTheDocument();
  });

  it("deletes the ticked contacts forever only after a confirmation", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }) });
    const calls = fakeTrash([trashed(1), trashed(2), trashed(3)]);
    const user = userEvent.setup();
    renderTrash();
    await user.click(await screen.findByRole("checkbox", { name: "Select Trashed 1" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Trashed 3" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete forever" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" });
    expect(dialog).toHaveTextContent("permanently delete the 2 selected contacts");
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete forever" }));
    await waitFor(() => expect(calls).toEqual([{ path: "delete", ids: [trashed(1).id, trashed(3).id] }]));
    await waitFor(() => expect(screen.queryByText("Trashed 1")).not.toBeInTheDocument());
    expect(screen.getByText("Trashed 2")).toBeInTheDocument();
  });

  it("empties the trash after a confirmation, and Cancel does nothing", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }) });
    const calls = fakeTrash([trashed(1), trashed(2)]);
    const user = userEvent.setup();
    renderTrash();
    await screen.findByText("Trashed 1");
    await user.click(screen.getByRole("button", { name: "Empty trash" }));
    let dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("permanently delete the 2 contacts in the trash");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Empty trash" }));
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Empty trash" }));
    await waitFor(() => expect(calls).toEqual([{ path: "empty", ids: null }]));
    expect(await screen.findByText("The trash is empty.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Empty trash" })).toBeDisabled();
  });
});
