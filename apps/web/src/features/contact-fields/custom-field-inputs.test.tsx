import { CONTACT_MESSAGES, type ContactField, CUSTOM_FIELD_MESSAGES } from "@engagesuite/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactsScreen } from "@/features/contacts/contacts-screen";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";

const FIELDS: ContactField[] = [
  {
    id: "10000000-0000-4000-8000-000000000001",
    key: "date_of_birth",
    label: "Date of birth",
    kind: "date",
    options: [],
    required: true,
    position: 0,
  },
  {
    id: "10000000-0000-4000-8000-000000000002",
    key: "preferred_contact_method",
    label: "Preferred contact method",
    kind: "select",
    options: ["Phone", "E-mail"],
    required: false,
    position: 1,
  },
  {
    id: "10000000-0000-4000-8000-000000000003",
    key: "member_count",
    label: "Member count",
    kind: "number",
    options: [],
    required: false,
    position: 2,
  },
  {
    id: "10000000-0000-4000-8000-000000000004",
    key: "consent",
    label: "Consent given",
    kind: "checkbox",
    options: [],
    required: false,
    position: 3,
  },
];

function renderScreen() {
  return renderRoutes([{ path: "/", element: <ContactsScreen tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));
}

describe("contact form: custom fields", () => {
  it("renders the workspace's fields, checks them with the shared validator and sends them", async () => {
    const api = fakeContactsApi({ contactFields: FIELDS });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText(CONTACT_MESSAGES.empty);
    await user.click(await screen.findByRole("button", { name: "Add Contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Contact" });
    await user.type(within(dialog).getByLabelText("Name"), "Nora Chen");
    await user.type(await within(dialog).findByLabelText("Member count"), "many");
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));

    // Required and kind errors from the same validator as the server's, and nothing sent.
    expect(await within(dialog).findByText(CUSTOM_FIELD_MESSAGES.required)).toBeVisible();
    expect(within(dialog).getByLabelText("Member count")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.type(within(dialog).getByLabelText("Date of birth *"), "1990-04-05");
    await user.clear(within(dialog).getByLabelText("Member count"));
    await user.type(within(dialog).getByLabelText("Member count"), "3");
    await user.selectOptions(within(dialog).getByLabelText("Preferred contact method"), "E-mail");
    await user.click(within(dialog).getByLabelText("Consent given"));
    await user.click(within(dialog).getByRole("button", { name: "Add Contact" }));

    await expectToast(CONTACT_MESSAGES.created.title, CONTACT_MESSAGES.created.description);
    const post = api.calls.find((c) => c.method === "POST");
    expect(post?.body).toMatchObject({
      name: "Nora Chen",
      customFields: { date_of_birth: "1990-04-05", preferred_contact_method: "E-mail", member_count: 3, consent: true },
    });
  });

  it("shows a contact's stored values when it is edited", async () => {
    fakeContactsApi({
      contactFields: FIELDS,
      contacts: [makeContact({ name: "Ada Lovelace", customFields: { date_of_birth: "1815-12-10", member_count: 2 } })],
    });
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Actions for Ada Lovelace" }));
    await user.click(await screen.findByRole("menuitem", { name: /Edit/ }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Contact" });
    expect(await within(dialog).findByLabelText("Date of birth *")).toHaveValue("1815-12-10");
    expect(within(dialog).getByLabelText("Member count")).toHaveValue(2);
  });
});
