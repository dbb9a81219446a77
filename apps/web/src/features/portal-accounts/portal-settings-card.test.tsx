import { PORTAL_ACCOUNT_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectToast, renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { PortalSettingsCard } from "./portal-settings-card";

const TENANT = "00000000-0000-4000-8000-000000000001";
const SETTINGS = `/api/tenants/${TENANT}/portal/settings`;
const saved = {
  privacyPolicyUrl: "https://clinic.example/privacy",
  termsUrl: null,
  clientUploads: false,
  cancelCutoffHours: 24,
};

function renderCard() {
  return renderRoutes([{ path: "/", element: <PortalSettingsCard tenantId={TENANT} /> }], "/", tenantHost("demo"));
}

describe("Client portal settings card", () => {
  it("shows the settings, refuses a bad link and hours before sending, and saves", async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: saved },
      [`PUT ${SETTINGS}`]: ({ body }) => ({ body }),
    });
    renderCard();
    const form = await screen.findByRole("form", { name: "Client portal settings" });
    expect(within(form).getByLabelText("Privacy policy link")).toHaveValue(saved.privacyPolicyUrl);
    expect(within(form).getByLabelText("Terms of service link")).toHaveValue("");
    expect(within(form).getByRole("switch", { name: "Clients may upload documents" })).not.toBeChecked();

    const terms = within(form).getByLabelText("Terms of service link");
    await userEvent.type(terms, "javascript:alert(1)");
    const hours = within(form).getByLabelText("Cancellation cutoff (hours)");
    await userEvent.clear(hours);
    await userEvent.type(hours, "1000");
    await userEvent.click(within(form).getByRole("button", { name: /Save portal settings/ }));
    expect(await within(form).findByText(PORTAL_ACCOUNT_MESSAGES.urlFormat)).toBeInTheDocument();
    expect(within(form).getByText("Use 0 to 720 hours")).toBeInTheDocument();
    expect(api.callsTo("PUT", SETTINGS)).toHaveLength(0);

    await userEvent.clear(terms);
    await userEvent.type(terms, "https://clinic.example/terms");
    await userEvent.clear(hours);
    await userEvent.type(hours, "48");
    await userEvent.click(within(form).getByRole("switch", { name: "Clients may upload documents" }));
    await userEvent.click(within(form).getByRole("button", { name: /Save portal settings/ }));
    await expectToast("Portal settings saved");
    await waitFor(() =>
      expect(api.callsTo("PUT", SETTINGS)[0]?.body).toEqual({
        privacyPolicyUrl: "https://clinic.example/privacy",
        termsUrl: "https://clinic.example/terms",
        clientUploads: true,
        cancelCutoffHours: 48,
      }),
    );
  });

  it("is not shown to a workspace without the client portal", async () => {
    const api = mockApi({ [`GET ${SETTINGS}`]: { status: 403, body: { message: "Forbidden" } } });
    renderCard();
    await waitFor(() => expect(api.callsTo("GET", SETTINGS)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Client portal")).not.toBeInTheDocument());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
