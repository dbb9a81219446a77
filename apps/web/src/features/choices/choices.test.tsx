import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ContactsScreen } from "@/features/contacts/contacts-screen";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { CreateTicketDialog } from "@/features/helpdesk/create-ticket-dialog";
import { renderRoutes, tenantHost } from "@/test/render";
import { server } from "@/test/server";
import { TicketCategoriesContext } from "./api";
import { choiceHandlers } from "./testing";

const CLINIC_TYPES = [
  { key: "PATIENT", label: "Patient", position: 0, archived: false },
  { key: "CAREGIVER", label: "Caregiver", position: 1, archived: true },
  { key: "INSURER", label: "Health insurer", position: 2, archived: false },
];

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("the workspace's contact types", () => {
  it("show as labels (archived ones too), filter by every type, and the form offers the active ones only", async () => {
    fakeContactsApi({
      contacts: [makeContact({ name: "Cara Giver", type: "CAREGIVER" }), makeContact({ name: "Ina", type: "INSURER" })],
    });
    server.use(...choiceHandlers({ contactTypes: CLINIC_TYPES }));
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <ContactsScreen tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));

    const table = await screen.findByRole("table", { name: "Contacts" });
    expect(await within(table).findByText("Health insurer")).toBeInTheDocument();
    expect(within(table).getByText("Caregiver")).toBeInTheDocument();
    expect(optionsOf(screen.getByRole("combobox", { name: "Filter by type" }))).toEqual([
      "All Types",
      "Patient",
      "Caregiver (archived)",
      "Health insurer",
    ]);

    await user.click(screen.getByRole("button", { name: "Add Contact" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Contact" });
    const type = within(dialog).getByRole("combobox", { name: "Type" });
    expect(optionsOf(type)).toEqual(["Patient", "Health insurer"]);
    expect(type).toHaveValue("PATIENT");
  });

  it("keeps an edited contact's archived type on offer", async () => {
    fakeContactsApi({ contacts: [makeContact({ name: "Cara Giver", type: "CAREGIVER" })] });
    server.use(...choiceHandlers({ contactTypes: CLINIC_TYPES }));
    const user = userEvent.setup();
    renderRoutes([{ path: "/", element: <ContactsScreen tenantId={TENANT_ID} /> }], "/", tenantHost("acme"));
    await screen.findByRole("table", { name: "Contacts" });
    await user.click(await screen.findByRole("button", { name: "Actions for Cara Giver" }));
    await user.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Contact" });
    const type = within(dialog).getByRole("combobox", { name: "Type" });
    expect(optionsOf(type)).toEqual(["Patient", "Health insurer", "Caregiver (archived)"]);
    expect(type).toHaveValue("CAREGIVER");
  });
});

describe("the workspace's ticket categories", () => {
  it("the new-ticket form offers the active categories, the first one chosen", async () => {
    const categories = [
      { key: "appointment", label: "Appointment", position: 0, archived: true },
      { key: "test_results", label: "Test results", position: 1, archived: false },
      { key: "billing_insurance", label: "Billing & insurance", position: 2, archived: false },
    ];
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <TicketCategoriesContext value={categories}>
              <CreateTicketDialog open onOpenChange={() => {}} onSubmit={() => new Promise(() => {})} pending={false} />
            </TicketCategoriesContext>
          ),
        },
      ],
      "/",
      tenantHost("acme"),
    );
    const type = await screen.findByRole("combobox", { name: "Type" });
    expect(optionsOf(type)).toEqual(["Test results", "Billing & insurance"]);
    expect(type).toHaveValue("test_results");
  });
});
