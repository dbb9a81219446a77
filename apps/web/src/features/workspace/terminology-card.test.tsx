import { type Terminology, type TermOverrides, verticalDefinition } from "@engagesuite/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { TerminologyCard } from "./terminology-card";

const TENANT = "00000000-0000-4000-8000-000000000001";
const PATH = `/api/tenants/${TENANT}/terminology`;
const HEALTHCARE = verticalDefinition("healthcare").terms;

export function terminologyAnswer(overrides: TermOverrides = {}): Terminology {
  return { vertical: HEALTHCARE, overrides, effective: { ...HEALTHCARE, ...overrides } };
}

function renderCard() {
  return renderRoutes([{ path: "/", element: <TerminologyCard tenantId={TENANT} /> }], "/", tenantHost("acme"));
}

describe("terminology card", () => {
  it("shows the clinic's words and previews them in the product's sentences", async () => {
    mockApi({ [`GET ${PATH}`]: { body: terminologyAnswer() } });
    renderCard();
    const form = await screen.findByRole("form", { name: "Terminology" });
    const contact = within(form).getByRole("group", { name: "A contact is called" });
    expect(within(contact).getByLabelText("Singular")).toHaveValue("Patient");
    expect(within(contact).getByLabelText("Plural")).toHaveValue("Patients");
    const preview = within(form).getByRole("list", { name: "Preview" });
    expect(within(preview).getByText("Add Patient")).toBeInTheDocument();
    expect(within(preview).getByText("3 Patients")).toBeInTheDocument();
    expect(within(preview).getByText("Open a request and the team will reply here.")).toBeInTheDocument();

    const ticket = within(form).getByRole("group", { name: "A ticket is called" });
    await userEvent.clear(within(ticket).getByLabelText("Singular"));
    await userEvent.type(within(ticket).getByLabelText("Singular"), "Inquiry");
    await userEvent.selectOptions(within(ticket).getByLabelText("Article"), "an");
    expect(within(preview).getByText("Open an inquiry and the team will reply here.")).toBeInTheDocument();
  });

  it("saves the words and resets them to the industry's", async () => {
    const api = mockApi({
      [`GET ${PATH}`]: { body: terminologyAnswer({ portal: "Care Portal" }) },
      [`PUT ${PATH}`]: ({ body }) => ({ body: terminologyAnswer(body as TermOverrides) }),
    });
    renderCard();
    const form = await screen.findByRole("form", { name: "Terminology" });
    const contact = within(form).getByRole("group", { name: "A contact is called" });
    await userEvent.clear(within(contact).getByLabelText("Singular"));
    await userEvent.type(within(contact).getByLabelText("Singular"), "Resident");
    await userEvent.clear(within(contact).getByLabelText("Plural"));
    await userEvent.type(within(contact).getByLabelText("Plural"), "Residents");
    await userEvent.click(within(form).getByRole("button", { name: "Save terminology" }));
    await expectToast("Terminology saved");
    expect(api.callsTo("PUT", PATH).at(-1)?.body).toEqual({
      contact: { one: "Resident", other: "Residents", article: "a" },
      ticket: HEALTHCARE.ticket,
      portal: "Care Portal",
    });

    await userEvent.click(await screen.findByRole("button", { name: "Reset to the industry's words" }));
    await expectToast("Terminology reset");
    expect(api.callsTo("PUT", PATH).at(-1)?.body).toEqual({});
  });

  it("refuses an empty word before sending", async () => {
    const api = mockApi({ [`GET ${PATH}`]: { body: terminologyAnswer() } });
    renderCard();
    const form = await screen.findByRole("form", { name: "Terminology" });
    await userEvent.clear(within(form).getByLabelText("Portal name"));
    await userEvent.click(within(form).getByRole("button", { name: "Save terminology" }));
    expect(await within(form).findByText("Enter a name")).toBeInTheDocument();
    expect(api.callsTo("PUT", PATH)).toHaveLength(0);
  });
});
