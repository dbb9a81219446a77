import { DOMAIN_MESSAGES, ONBOARDING_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/server";
import { DnsSetupStep } from "./dns-setup-step";
import { DNS_SETUP, records, renderAt, SSL } from "./test-fixtures";

const STATUS = "GET /api/dns/setup/status?subdomain=acme-health";
const RECORDS = "GET /api/dns/zones/zone-1/records";
const SSL_STATUS = "GET /api/ssl/setup/status?subdomain=acme-health";
const ENTRY = { id: "zone-1", subdomain: "acme-health", hostname: "acme-health.localhost", verified: true };

function routes(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "POST /api/dns/setup": { body: DNS_SETUP },
    "POST /api/ssl/setup": { body: SSL },
    [STATUS]: { body: [ENTRY] },
    [RECORDS]: { body: records() },
    [SSL_STATUS]: { body: SSL },
    ...over,
  });
}

function renderStep(onContinue = vi.fn(), customDomain: string | null = null) {
  renderAt(
    <DnsSetupStep
      subdomain="acme-health"
      hostname="acme-health.localhost"
      customDomain={customDomain}
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
    routes({ "POST /api/dns/setup": { networkError: true } });
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

describe("DNS Setup with a custom domain", () => {
  const CUSTOM = "crm.acme-health.example";
  const TXT_VALUE = "engagesuite-verification=Zq3k9v0c2mX7pL4sT8yW1bN6hR5dF0aE";
  const preview = {
    hostname: CUSTOM,
    records: [
      { type: "CNAME", name: CUSTOM, value: "localhost", ttl: 3600, isRequired: true, status: "pending" },
      {
        type: "TXT",
        name: `_engagesuite-challenge.${CUSTOM}`,
        value: TXT_VALUE,
        ttl: 3600,
        isRequired: true,
        status: "pending",
      },
    ],
  };

  it("shows the CNAME and the ownership TXT record with copy buttons, asked for after the subdomain is set up", async () => {
    const api = routes({ "POST /api/onboarding/custom-domain": { body: preview } });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderStep(vi.fn(), CUSTOM);

    const table = await screen.findByRole("table", { name: "Custom domain records" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(/CNAME.*crm\.acme-health\.example.*localhost.*3600.*Required.*Pending/);
    expect(rows[2]).toHaveTextContent(/TXT.*_engagesuite-challenge\.crm\.acme-health\.example.*Required.*Pending/);
    expect(within(rows[2]!).getByText(TXT_VALUE)).toBeInTheDocument();

    const paths = api.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.indexOf("POST /api/onboarding/custom-domain")).toBeGreaterThan(paths.indexOf("POST /api/ssl/setup"));
    expect(api.callsTo("POST", "/api/onboarding/custom-domain")[0]?.body).toEqual({ hostname: CUSTOM });

    await userEvent.click(within(rows[2]!).getByRole("button", { name: "Copy TXT record value" }));
    expect(writeText).toHaveBeenCalledWith(TXT_VALUE);
    await userEvent.click(within(rows[2]!).getByRole("button", { name: "Copy TXT record name" }));
    expect(writeText).toHaveBeenCalledWith(`_engagesuite-challenge.${CUSTOM}`);
    // Publishing the records is not needed to go on.
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("says why a domain cannot be connected (claimed elsewhere) and still lets the user continue", async () => {
    const message = DOMAIN_MESSAGES.claimed;
    routes({ "POST /api/onboarding/custom-domain": { status: 409, body: { message } } });
    renderStep(vi.fn(), CUSTOM);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Custom domain records" })).not.toBeInTheDocument();
    await waitFor(() => expect(continueButton()).toBeEnabled());
  });

  it("asks for nothing when there is no custom domain", async () => {
    const api = routes();
    renderStep();
    await screen.findByRole("table", { name: "DNS records" });
    expect(api.callsTo("POST", "/api/onboarding/custom-domain")).toHaveLength(0);
  });
});
