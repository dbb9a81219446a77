import { ONBOARDING_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_ROUTES, COMPANY, DNS_SETUP, records, SSL, SUBSCRIPTION } from "@/features/onboarding/test-fixtures";
import { ONBOARDING_STORAGE_KEY } from "@/features/onboarding/wizard-state";
import { renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";
import { OnboardingPage } from "./onboarding-page";

const ROUTES = [
  { path: "/onboarding", element: <OnboardingPage /> },
  { path: "/dashboard", element: <h1>Dashboard</h1> },
];

function api() {
  return mockApi({
    ...CATALOG_ROUTES,
    "GET /api/onboarding/subdomain-availability?subdomain=acme-health": {
      body: {
        subdomain: "acme-health",
        available: true,
        message: ONBOARDING_MESSAGES.subdomainAvailable,
        suggestions: [],
      },
    },
    "POST /api/dns/setup": { body: DNS_SETUP },
    "POST /api/ssl/setup": { body: SSL },
    "GET /api/dns/setup/status?subdomain=acme-health": {
      body: [{ id: "zone-1", subdomain: "acme-health", hostname: "acme-health.localhost", verified: true }],
    },
    "GET /api/dns/zones/zone-1/records": { body: records() },
    "GET /api/ssl/setup/status?subdomain=acme-health": { body: SSL },
    "POST /api/payments/get-or-create-subscription": { body: SUBSCRIPTION },
    "POST /api/payments/sandbox/confirm-card": { body: { paymentIntentId: "pi_123", status: "succeeded" } },
    "POST /api/payments/confirm-subscription": { body: { customerId: "cus_123" } },
  });
}

const stepHeading = (name: string) => screen.findByRole("heading", { level: 2, name }, { timeout: 3000 });
const progress = () => screen.getByRole("navigation", { name: "Onboarding progress" });

beforeEach(() => {
  vi.mocked(window.scrollTo).mockClear();
});
async function fillCompanyInfo() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Company name"), COMPANY.companyName);
  await user.type(screen.getByLabelText("Email"), COMPANY.email);
  await screen.findByText(ONBOARDING_MESSAGES.subdomainAvailable);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

describe("/onboarding", () => {
  it("is titled 'Onboarding' and starts at Choose Industry without a vertical", async () => {
    api();
    renderRoutes(ROUTES, "/onboarding");
    expect(screen.getByRole("heading", { level: 1, name: "Onboarding" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Onboarding | EngageSuite"));
    expect(await stepHeading("Choose Industry")).toBeInTheDocument();
    expect(progress().querySelector('[aria-current="step"]')).toHaveTextContent("Choose Industry");
  });

  it("searches industries by name and description, selects one and scrolls to the top on Continue", async () => {
    api();
    renderRoutes(ROUTES, "/onboarding");
    await stepHeading("Choose Industry");
    const user = userEvent.setup();
    const continueButton = screen.getByRole("button", { name: "Continue" });
    expect(continueButton).toBeDisabled();

    await user.type(screen.getByLabelText("Search industries"), "law firms");
    expect(await screen.findByRole("button", { name: /Legal/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Healthcare/ })).toBeNull();
    await user.clear(screen.getByLabelText("Search industries"));
    await user.type(screen.getByLabelText("Search industries"), "health");

    const card = screen.getByRole("button", { name: /Healthcare/ });
    expect(card).toHaveAttribute("aria-pressed", "false");
    await user.click(card);
    expect(card).toHaveAttribute("aria-pressed", "true");

    vi.mocked(window.scrollTo).mockClear();
    await user.click(continueButton);
    expect(await stepHeading("Select Modules")).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("starts at Select Modules with ?vertical and keeps the CORE module selected", async () => {
    api();
    renderRoutes(ROUTES, "/onboarding?vertical=1");
    await stepHeading("Select Modules");
    const core = await screen.findByRole("button", { name: /Core CRM/ });
    expect(within(core).getByText("Included by default")).toBeInTheDocument();
    expect(core).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(core);
    expect(core).toHaveAttribute("aria-pressed", "true");

    const contacts = screen.getByRole("button", { name: /Contacts/ });
    expect(contacts).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(contacts);
    expect(contacts).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(contacts);
    expect(contacts).toHaveAttribute("aria-pressed", "false");
  });

  it("starts at Company Info with ?vertical and ?service; the step bar and Back only go back", async () => {
    api();
    renderRoutes(ROUTES, "/onboarding?vertical=1&service=11");
    await stepHeading("Company Info");
    const buttons = within(progress()).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      expect.stringContaining("Choose Industry"),
      expect.stringContaining("Select Modules"),
    ]);
    expect(within(progress()).queryByRole("button", { name: /DNS Setup/ })).toBeNull();

    await userEvent.click(within(progress()).getByRole("button", { name: /Select Modules/ }));
    await stepHeading("Select Modules");
    expect(await screen.findByRole("button", { name: /Contacts/ })).toHaveAttribute("aria-pressed", "true");
    expect(within(progress()).queryByRole("button", { name: /Company Info/ })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await stepHeading("Choose Industry")).toBeInTheDocument();
  });

  it("keeps the step and data across a remount (reload), in sessionStorage", async () => {
    api();
    const first = renderRoutes(ROUTES, "/onboarding?vertical=1&service=11");
    await stepHeading("Company Info");
    await fillCompanyInfo();
    await stepHeading("DNS Setup");
    expect(sessionStorage.getItem(ONBOARDING_STORAGE_KEY)).toContain('"step":3');
    first.unmount();

    renderRoutes(ROUTES, "/onboarding?vertical=1&service=11");
    expect(await stepHeading("DNS Setup")).toBeInTheDocument();
    await userEvent.click(within(progress()).getByRole("button", { name: /Company Info/ }));
    await stepHeading("Company Info");
    expect(screen.getByLabelText("Company name")).toHaveValue(COMPANY.companyName);
    expect(screen.getByLabelText("Subdomain")).toHaveValue("acme-health");
  });

  it("goes through DNS and payment to Activation; card data and the client secret are never stored", async () => {
    const calls = api();
    renderRoutes(ROUTES, "/onboarding?vertical=1&service=11&tier=basic&yearly=true");
    await stepHeading("Company Info");
    await fillCompanyInfo();
    await stepHeading("DNS Setup");
    const next = screen.getByRole("button", { name: "Continue to Payment" });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);

    await stepHeading("Payment");
    expect(screen.getByRole("radio", { name: "Basic" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Card number"), "4242 4242 4242 4242");
    await user.type(screen.getByLabelText("Cardholder name"), "Jamie Rivera");
    await user.type(screen.getByLabelText("Expiry date (MM/YY)"), "12/34");
    await user.type(screen.getByLabelText("CVC"), "123");
    await user.click(screen.getByRole("button", { name: /Pay \$1\.00/ }));

    expect(await stepHeading("Congratulations")).toBeInTheDocument();
    expect(calls.callsTo("POST", "/api/payments/get-or-create-subscription")[0]?.body).toMatchObject({
      planType: "BASIC",
      isYearly: true,
      trialDays: 7,
    });
    const stored = sessionStorage.getItem(ONBOARDING_STORAGE_KEY) ?? "";
    expect(stored).toContain('"step":5');
    expect(stored).not.toContain("4242");
    expect(stored).not.toContain(SUBSCRIPTION.clientSecret);
    expect(stored).not.toContain("Jamie Rivera");
    expect(
      screen.getByText(
        `${window.location.protocol}//acme-health.localhost${window.location.port ? `:${window.location.port}` : ""}`,
      ),
    ).toBeInTheDocument();
    expect(within(progress()).queryAllByRole("button")).toEqual([]);
  });
});
