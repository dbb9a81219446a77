import { verticalDefinition } from "@engagesuite/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeContactsApi, makeContact, TENANT_ID } from "@/features/contacts/testing";
import { HelpDeskSection } from "@/features/helpdesk/help-desk-section";
import { fakeHelpdeskApi } from "@/features/helpdesk/testing";
import { ContactsSection } from "@/features/tenant-dashboard/contacts-section";
import { renderRoutes, tenantHost } from "@/test/render";
import { TermsProvider } from "./terms";

// Issue 19: the dashboard's screens in the workspace's words (TermsProvider: the tenant's `terms`).
const render = (vertical: string, element: React.ReactNode) =>
  renderRoutes(
    [{ path: "/", element: <TermsProvider terms={verticalDefinition(vertical).terms}>{element}</TermsProvider> }],
    "/",
    tenantHost("acme"),
  );

describe("screens in the vertical's words", () => {
  it("a clinic's contacts screen says Patients", async () => {
    fakeContactsApi({ contacts: [] });
    render("healthcare", <ContactsSection tenantId={TENANT_ID} headingId="h" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Patients Management" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Patients" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "All Patients" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search patients" })).toBeInTheDocument();
    expect(await screen.findByText("No patients added yet. Add your first patient.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Patient" }));
    const dialog = await screen.findByRole("dialog", { name: "Add New Patient" });
    expect(within(dialog).getByRole("button", { name: "Add Patient" })).toBeInTheDocument();
  });

  it("a law firm's contacts list names its clients", async () => {
    fakeContactsApi({ contacts: [makeContact({ name: "Dana Doe" })] });
    render("legal", <ContactsSection tenantId={TENANT_ID} headingId="h" />);
    expect(await screen.findByRole("heading", { level: 2, name: "Clients Management" })).toBeInTheDocument();
    expect(await screen.findByText("Dana Doe")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add Client" })).toBeInTheDocument();
  });

  it("a law firm's help desk says Cases", async () => {
    fakeHelpdeskApi({ tickets: [] });
    render("legal", <HelpDeskSection tenantId={TENANT_ID} />);
    expect(await screen.findByText("No cases yet")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /All Cases/ })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Create Case" })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole("button", { name: "Create Case" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Create Support Case" });
    expect(within(dialog).getByRole("button", { name: "Submit Case" })).toBeInTheDocument();
  });
});
