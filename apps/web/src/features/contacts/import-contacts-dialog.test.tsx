import { parseCsv } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";
import { ContactsScreen } from "./contacts-screen";
import { ImportContactsDialog } from "./import-contacts-dialog";
import { fakeContactsApi, importAnswer, makeContact, TENANT_ID } from "./testing";

const CSV = "Full name;E-mail address;Kind;Shoe size\nNora Chen;nora@example.com;client;42\nBob;bob@;lead;\n";

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

/** The texts of the files the wizard hands the browser to download. */
function captureDownloads() {
  const texts: Promise<string>[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    texts.push((blob as Blob).text());
    return "blob:test";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
  return texts;
}
afterEach(() => vi.restoreAllMocks());

async function openWizard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Import" }));
  return screen.findByRole("dialog", { name: "Import contacts" });
}

const checked = importAnswer({
  valid: false,
  total: 2,
  header: ["Full name", "E-mail address", "Kind", "Shoe size"],
  mapping: ["name", "email", "type", null],
  counts: { ok: 1, invalid: 1, duplicates: 0, skipped: 0 },
  rows: [
    { row: 2, name: "Nora Chen", email: "nora@example.com", type: "CLIENT", outcome: "ok", reasons: [] },
    { row: 3, name: "Bob", email: "bob@", outcome: "invalid", reasons: ['the e-mail "bob@" is not an e-mail address'] },
  ],
  rejected: [{ row: 3, cells: ["Bob", "bob@", "lead", ""], reasons: ['the e-mail "bob@" is not an e-mail address'] }],
});

describe("import wizard", () => {
  it("maps odd headers, previews the reasons, imports the valid rows and downloads the rejected ones", async () => {
    const downloads = captureDownloads();
    const api = fakeContactsApi({
      contacts: [makeContact({ name: "Existing" })],
      importAnswer: (_csv, dryRun) => ({
        body: dryRun ? checked : { ...checked, created: 1 },
      }),
    });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await openWizard(user);
    expect(within(dialog).getByRole("heading", { name: "Step 1 of 4: Choose a file" })).toHaveFocus();

    await user.click(within(dialog).getByRole("button", { name: "Download the template" }));
    const [header, example] = parseCsv(await (downloads[0] as Promise<string>));
    expect(header?.slice(0, 5)).toEqual(["Name", "E-mail", "Phone", "Job title", "Type"]);
    expect(example?.[4]).toBe("CLIENT");

    await user.upload(within(dialog).getByLabelText("CSV file"), new File([CSV], "people.csv", { type: "text/csv" }));
    expect(await within(dialog).findByRole("heading", { name: "Step 2 of 4: Match the columns" })).toHaveFocus();
    const matching = within(dialog).getByRole("list", { name: "Column matching" });
    expect(within(matching).getByLabelText("Full name")).toHaveValue("name");
    expect(within(matching).getByLabelText("E-mail address")).toHaveValue("email");
    expect(within(matching).getByLabelText("Kind")).toHaveValue("type");
    expect(within(matching).getByLabelText("Shoe size")).toHaveValue("");
    expect(within(matching).getByText("For example: nora@example.com")).toBeInTheDocument();
    await user.selectOptions(within(matching).getByLabelText("Shoe size"), "notes");
    await user.click(within(dialog).getByRole("button", { name: "Check the rows" }));

    expect(await within(dialog).findByRole("heading", { name: "Step 3 of 4: Check the rows" })).toBeInTheDocument();
    const dry = api.calls.filter((c) => c.url.pathname.endsWith("/contacts/import"));
    expect(dry.map((c) => c.body)).toEqual([
      { csv: CSV, dryRun: true, mapping: { "0": "name", "1": "email", "2": "type", "3": "notes" } },
    ]);
    const preview = within(dialog).getByRole("list", { name: "Import preview" });
    expect(within(preview).getAllByRole("listitem")[0]).toHaveTextContent("Nora Chen");
    expect(within(preview).getAllByRole("listitem")[0]).toHaveTextContent("Client");
    expect(within(preview).getByText('Row 3: the e-mail "bob@" is not an e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /Import the valid rows/ })).toBeChecked();

    // All or nothing cannot import a file with a bad row.
    await user.click(within(dialog).getByRole("radio", { name: /All or nothing/ }));
    expect(within(dialog).getByText("Nothing can be imported yet")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Import 1 row" })).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: /Import the valid rows/ }));
    await user.click(within(dialog).getByRole("button", { name: "Import 1 row" }));

    await expectToast("Contacts imported", "1 contact has been imported.");
    expect(await within(dialog).findByRole("heading", { name: "Step 4 of 4: Done" })).toBeInTheDocument();
    const real = api.calls.filter((c) => c.url.pathname.endsWith("/contacts/import")).at(-1);
    expect(real?.body).toMatchObject({ dryRun: false, mode: "valid", duplicates: "skip" });
    expect(within(dialog).getByText("1 row was not imported")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Download rejected rows" }));
    expect(parseCsv(await (downloads[1] as Promise<string>))).toEqual([
      ["Full name", "E-mail address", "Kind", "Shoe size", "reason"],
      ["Bob", "bob@", "lead", "", 'the e-mail "bob@" is not an e-mail address'],
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks for a name column before checking, in plain words", async () => {
    const api = fakeContactsApi({ importAnswer: () => ({ body: checked }) });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await openWizard(user);
    await user.upload(
      within(dialog).getByLabelText("CSV file"),
      new File(["who,where\nAnn,Oslo\n"], "x.csv", { type: "text/csv" }),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Check the rows" }));
    expect(
      within(dialog).getByText("Match one of the columns to Name: every contact needs a name."),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.pathname.endsWith("/contacts/import"))).toHaveLength(0);
  });

  it("flags rows that are already contacts and imports them only when asked", async () => {
    const dupe = importAnswer({
      total: 1,
      header: ["name", "email"],
      counts: { ok: 0, invalid: 0, duplicates: 1, skipped: 1 },
      rows: [
        {
          row: 2,
          name: "Nora Chen",
          email: "nora@example.com",
          outcome: "duplicate",
          reasons: ["already a contact: Nora Chen"],
          duplicateOf: { id: "c1", name: "Nora Chen" },
        },
      ],
    });
    const api = fakeContactsApi({ importAnswer: (_c, dryRun) => ({ body: dryRun ? dupe : { ...dupe, created: 1 } }) });
    const user = userEvent.setup();
    renderWithImport();
    const dialog = await openWizard(user);
    await user.upload(
      within(dialog).getByLabelText("CSV file"),
      new File(["name,email\nNora Chen,nora@example.com\n"], "x.csv", { type: "text/csv" }),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Check the rows" }));
    expect(await within(dialog).findByText("Row 2: already a contact: Nora Chen")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Skip them (recommended)" })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Import 0 rows" })).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: "Import them anyway, as new contacts" }));
    await user.click(within(dialog).getByRole("button", { name: "Import 1 row" }));
    await within(dialog).findByRole("heading", { name: "Step 4 of 4: Done" });
    const real = api.calls.filter((c) => c.url.pathname.endsWith("/contacts/import")).at(-1);
    expect(real?.body).toMatchObject({ dryRun: false, duplicates: "import" });
  });
});
