import { ONBOARDING_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/render";
import { DnsSetupStep } from "./dns-setup-step";
import { DNS_SETUP, records, renderAt, SSL } from "./test-fixtures";

const STATUS = "GET /api/dns/setup/status?subdomain=acme-health";
const RECORDS = "GET /api/dns/zones/zone-1/records";
const SSL_STATUS = "GET /api/ssl/setup/status?subdomain=acme-health";
const ENTRY = { id: "zone-1", subdomain: "acme-health", hostname: "acme-health.localhost", verified: true };

function routes(over: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "POST /api/dns/setup": { body: DNS_SETUP },
    "POST /api/ssl/setup": { body: SSL },
    [STATUS]: { body: [ENTRY] },
    [RECORDS]: { body: records() },
    [SSL_STATUS]: { body: SSL },
    ...over,
  });
}

function renderStep(onContinue = vi.fn()) {
  renderAt(
    <DnsSetupStep
      subdomain="acme-health"
      hostname="acme-health.localhost"
      verticalId={1}
      onContinue={onContinue}
      onBack={vi.fn()}
    />,
  );
  return onContinue;
}

const continueButton = () => screen.getByRole("button", { name: "Continue to Payment" });

afterEach(() => vi.unstubAllGlobals());

describe("DNS Setup", () => {
  it("sets up DNS and SSL on entering, shows the records and lets the user continue", async () => {
    const api = routes();
    const onContinue = renderStep();
    expect(await screen.findByText("DNS & SSL Setup Complete")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/dns/setup")[0]?.body).toEqual({ subdomain: "acme-health", verticalId: 1 });
    expect(api.callsTo("POST", "/api/ssl/setup")[0]?.body).toEqual({ subdomain: "acme-health", verticalId: 1 });

    const table = await screen.findByRole("table", { name: "DNS records" });
    const rows = within(table).getAllByRole("row");
    expect(rows[0]).toHaveTextContent(/Type.*Name.*Value.*TTL.*Required.*Status/);
    expect(rows[1]).toHaveTextContent(/A.*acme-health\.localhost.*127\.0\.0\.1.*3600.*Required.*Verified/);
    expect(rows[2]).toHaveTextContent(/TXT.*Optional.*Pending/);

    await waitFor(() => expect(continueButton()).toBeEnabled());
    await userEvent.click(continueButton());
    expect(onContinue).toHaveBeenCalled();
  });

  it("shows the SSL certificate: Active, expiry, issuer, domains, auto-renewal enabled", async () => {
    routes();
    renderStep();
    await screen.findByRole("table", { name: "DNS records" });
    await userEvent.click(screen.getByRole("tab", { name: "SSL Security" }));
    const panel = await screen.findByRole("tabpanel", { name: "SSL Security" });
    expect(within(panel).getByText("Active")).toBeInTheDocument();
    expect(within(panel).getByText("February 20, 2027")).toBeInTheDocument();
    expect(within(panel).getByText("EngageSuite Wildcard CA")).toBeInTheDocument();
    expect(within(panel).getByText("acme-health.localhost")).toBeInTheDocument();
    expect(within(panel).getByText("Enabled")).toBeInTheDocument();
  });

  it("shows a pending certificate as 'Pending'", async () => {
    routes({ [SSL_STATUS]: { body: { ...SSL, status: "pending" } } });
    renderStep();
    await screen.findByRole("table", { name: "DNS records" });
    await userEvent.click(screen.getByRole("tab", { name: "SSL Security" }));
    const panel = await screen.findByRole("tabpanel", { name: "SSL Security" });
    expect(within(panel).getByText("Pending")).toBeInTheDocument();
  });

  it("keeps 'Continue to Payment' disabled until every required record is verified; 'Check again' re-reads", async () => {
    let status: "pending" | "verified" = "pending";
    const api = routes({ [RECORDS]: () => ({ body: records(status) }) });
    renderStep();
    await screen.findByRole("table", { name: "DNS records" });
    expect(continueButton()).toBeDisabled();

    status = "verified";
    await userEvent.click(screen.getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(api.callsTo("GET", "/api/dns/zones/zone-1/records").length).toBeGreaterThanOrEqual(2);
  });

  it("keeps Continue disabled without an SSL setup (404)", async () => {
    routes({ [SSL_STATUS]: { status: 404, body: { message: "Not found" } } });
    renderStep();
    await screen.findByRole("table", { name: "DNS records" });
    await userEvent.click(screen.getByRole("tab", { name: "SSL Security" }));
    expect(await screen.findByText("No SSL certificate yet.")).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it("keeps Continue disabled without a DNS setup (empty status list)", async () => {
    routes({ [STATUS]: { body: [] } });
    renderStep();
    expect(await screen.findByText(/No DNS setup was found/)).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });

  it("reports a DNS setup failure with the server's message", async () => {
    routes({ "POST /api/dns/setup": { status: 409, body: { message: ONBOARDING_MESSAGES.subdomainTaken } } });
    renderStep();
    expect(await screen.findByText(ONBOARDING_MESSAGES.subdomainTaken)).toBeInTheDocument();
    expect(screen.getAllByText("Setup Failed").length).toBeGreaterThan(0);
    expect(continueButton()).toBeDisabled();
  });

  it("falls back to 'Failed to set up DNS records' / 'Failed to set up SSL certificate'", async () => {
    routes({ "POST /api/dns/setup": { reject: new TypeError("Failed to fetch") } });
    renderStep();
    expect(await screen.findByText("Failed to set up DNS records")).toBeInTheDocument();
  });

  it("falls back to 'Failed to set up SSL certificate' when the SSL setup fails", async () => {
    routes({ "POST /api/ssl/setup": { status: 500, body: "oops" } });
    renderStep();
    expect(await screen.findByText("Failed to set up SSL certificate")).toBeInTheDocument();
  });

  it("reports 'Failed to fetch DNS records' when the records cannot be read", async () => {
    routes({ [RECORDS]: { status: 500, body: { message: "Zone unavailable" } } });
    renderStep();
    expect(await screen.findByText("Failed to fetch DNS records")).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
  });
});
