import { CONTACT_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";
import { ContactsScreen } from "./contacts-screen";
import { ImportContactsDialog } from "./import-contacts-dialog";
import { type Answer, deferred, fakeContactsApi, importAnswer, makeContact, TENANT_ID } from "./testing";

const CSV = "name,email,type\nNora Chen,nora@example.com,LEAD\nO,bad,CLIENT\n";

function renderWithImport() {
  return renderRoutes(
    [
      {
        path: "/",
        element: <ContactsScreen tenantId={TENANT_ID} toolbarExtra={<ImportContactsDialog tenantId={TENANT_ID} />} />,
      },
    ],
    "/",
    tenantHost("acme"),
  );
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>, csv = CSV) {
  await user.click(await screen.findByRole("button", { name: "Import" }));
  const dialog = await screen.findByRole("dialog", { name: "Import contacts" });
  await user.upload(within(dialog).getByLabelText("CSV file"), new File([csv], "contacts.csv", { type: "text/csv" }));
  return dialog;
}

describe("import contacts", () => {
  it("previews the dry run, lists row errors in the spec's words, and blocks the import", async () => {
    const api = fakeContactsApi({
      importAnswer: () => ({
        body: importAnswer({
          valid: false,
          total: 2,
          preview: [{ row: 2, name: "Nora Chen", email: "nora@example.com", type: "LEAD", status: "ACTIVE" }],
          errors: [
            { row: 3, field: "name", message: "Name must be at least 2 characters" },
            { row: 3, field: "email", message: "Invalid email address" },
          ],
        }),
      }),
    });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await chooseFile(user);

    const errors = await within(dialog).findByRole("list", { name: "Import errors" });
    expect(
      within(errors)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Row 3: Name must be at least 2 characters", "Row 3: Invalid email address"]);
    const preview = within(dialog).getByRole("table", { name: "Import preview" });
    expect(within(preview).getAllByRole("row")[1]).toHaveTextContent("Nora Chen");
    expect(within(preview).getAllByRole("row")[1]).toHaveTextContent("Lead");
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();

    const imports = api.calls.filter((c) => c.url.pathname.endsWith("/contacts/import"));
    expect(imports).toHaveLength(1);
    expect(imports[0]?.url.pathname).toBe(`/api/tenants/${TENANT_ID}/contacts/import`);
    expect(imports[0]?.body).toEqual({ csv: CSV, dryRun: true });
  });

  it("imports a valid file with progress, then toasts and refreshes the list", async () => {
    const hold = deferred<Answer>();
    const api = fakeContactsApi({
      contacts: [makeContact({ name: "Existing" })],
      importAnswer: (_csv, dryRun) =>
        dryRun
          ? {
              body: importAnswer({
                total: 2,
                preview: [
                  { row: 2, name: "Nora Chen", email: "nora@example.com", type: "LEAD", status: "ACTIVE" },
                  { row: 3, name: "Omar Diaz", type: "CLIENT", status: "ACTIVE" },
                ],
              }),
            }
          : { body: importAnswer({ total: 2, created: 2 }) },
      override: (call) =>
        call.url.pathname.endsWith("/import") && call.body && !(call.body as { dryRun: boolean }).dryRun
          ? hold.promise
          : undefined,
    });
    const user = userEvent.setup();
    renderWithImport();
    await screen.findByText("Existing");
    const dialog = await chooseFile(user);
    expect(await within(dialog).findByText("2 contacts are ready to import.")).toBeInTheDocument();
    const preview = within(dialog).getByRole("table", { name: "Import preview" });
    expect(within(preview).getAllByRole("row")).toHaveLength(3);
    expect(within(preview).getAllByRole("row")[2]).toHaveTextContent("Omar Diaz");
    expect(within(preview).getAllByRole("row")[2]).toHaveTextContent("-");

    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByRole("progressbar", { name: "Importing contacts" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Importing..." })).toBeDisabled();
    const real = api.calls.filter((c) => c.url.pathname.endsWith("/import")).at(-1);
    expect(real?.body).toEqual({ csv: CSV, dryRun: false });

    const listsBefore = api.listCalls().length;
    api.store.push(makeContact({ name: "Nora Chen" }), makeContact({ name: "Omar Diaz" }));
    hold.release({ body: importAnswer({ total: 2, created: 2 }) });
    await expectToast("Contacts imported", "2 contacts have been imported.");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Omar Diaz")).toBeInTheDocument();
    expect(api.listCalls().length).toBeGreaterThan(listsBefore);
  });

  it("toasts the server's message when the import is refused", async () => {
    fakeContactsApi({
      importAnswer: (_csv, dryRun) =>
        dryRun
          ? {
              body: importAnswer({
                total: 1,
                preview: [{ row: 2, name: "Nora Chen", type: "CLIENT", status: "ACTIVE" }],
              }),
            }
          : { status: 400, body: { message: CONTACT_MESSAGES.importInvalid } },
    });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await chooseFile(user);
    await within(dialog).findByText("1 contact is ready to import.");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await expectToast("Import failed", CONTACT_MESSAGES.importInvalid);
    expect(screen.getByRole("dialog", { name: "Import contacts" })).toBeInTheDocument();
  });

  it("shows the server's message when the check itself is refused", async () => {
    fakeContactsApi({
      importAnswer: () => ({ status: 400, body: { message: CONTACT_MESSAGES.importHeaderMissing } }),
    });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await chooseFile(user, "Nora Chen,nora@example.com\n");
    expect(await within(dialog).findByText(CONTACT_MESSAGES.importHeaderMissing)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("shows a problem with the whole file without a row number", async () => {
    fakeContactsApi({
      importAnswer: () => ({
        body: importAnswer({
          valid: false,
          errors: [{ row: 1, field: "file", message: CONTACT_MESSAGES.importHeaderMissing }],
        }),
      }),
    });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await chooseFile(user, "Nora Chen,nora@example.com\n");
    const errors = await within(dialog).findByRole("list", { name: "Import errors" });
    expect(errors).toHaveTextContent(CONTACT_MESSAGES.importHeaderMissing);
    expect(errors).not.toHaveTextContent("Row 1");
    expect(within(dialog).getByText("This file cannot be imported")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("says when the file has no contacts", async () => {
    fakeContactsApi({ importAnswer: () => ({ body: importAnswer({ total: 0 }) }) });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await chooseFile(user, "name,email\n");
    expect(await within(dialog).findByText(CONTACT_MESSAGES.importEmpty)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
  });
});
