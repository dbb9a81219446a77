import type { Tag } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ContactsScreen } from "@/features/contacts/contacts-screen";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { authUser, renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";
import { TagsCard } from "./tags-card";

const VIP: Tag = { id: "00000000-0000-4000-8000-0000000000a1", name: "VIP", color: "violet", contacts: 1 };
const FOLLOW: Tag = { id: "00000000-0000-4000-8000-0000000000a2", name: "Follow up", color: "amber", contacts: 0 };
const OWNER = { id: "00000000-0000-4000-8000-0000000000b1", name: "Sam Owner" };

describe("contact tags in the list", () => {
  it("shows each contact's tags and owner, and puts a tag on a contact from its menu", async () => {
    const api = fakeContactsApi({
      contacts: [
        makeContact({ name: "Ada Tagged", tagIds: [VIP.id], ownerUserId: OWNER.id }),
        makeContact({ name: "Bo Plain" }),
      ],
      tags: [FOLLOW, VIP],
      owners: [OWNER],
    });
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <ContactsScreen tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));
    const table = await screen.findByRole("table", { name: "Contacts" });
    const ada = within(table).getByRole("row", { name: /Ada Tagged/ });
    expect(await within(ada).findByRole("list", { name: "Tags" })).toHaveTextContent("VIP");
    expect(within(ada).getByText("Owner: Sam Owner")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Actions for Bo Plain" }));
    await user.click(await screen.findByRole("menuitem", { name: "Tags" }));
    const dialog = await screen.findByRole("dialog", { name: "Tags of Bo Plain" });
    await user.click(await within(dialog).findByRole("checkbox", { name: /Follow up/ }));
    await waitFor(() => {
      const put = api.calls.find((c) => c.method === "PUT" && c.url.pathname.includes("/tags/"));
      expect(put?.url.pathname).toMatch(new RegExp(`/api/contacts/[0-9a-f-]+/tags/${FOLLOW.id}$`));
    });
  });
});

describe("the Tags card", () => {
  it("renames and deletes a tag", async () => {
    fakeContactsApi({ tags: [VIP], user: authUser({ role: "TENANT_ADMIN" }) });
    const calls: { method: string; path: string; body: unknown }[] = [];
    server.use(
      http.all(`/api/tenants/${TENANT_ID}/tags/:tagId`, async ({ request }) => {
        const body = request.method === "PATCH" ? await request.json() : null;
        calls.push({ method: request.method, path: new URL(request.url).pathname, body });
        if (request.method === "DELETE") return new HttpResponse(null, { status: 204 });
        return HttpResponse.json({ ...VIP, ...(body as object) });
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <TagsCard tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));
    await user.click(await screen.findByRole("button", { name: "Rename VIP" }));
    const input = screen.getByRole("textbox", { name: "New name for VIP" });
    await user.clear(input);
    await user.type(input, "Very important");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "PATCH", body: { name: "Very important" } }));
    await user.click(screen.getByRole("button", { name: "Delete VIP" }));
    await user.click(screen.getByRole("button", { name: "Delete from 1 contact" }));
    await waitFor(() =>
      expect(calls[1]).toMatchObject({ method: "DELETE", path: `/api/tenants/${TENANT_ID}/tags/${VIP.id}` }),
    );
  });
});
