import { type CustomDomain, DOMAIN_MESSAGES } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { fakeContactsApi } from "@/features/contacts/testing";
import { authUser, renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { CustomDomainsSection } from "./custom-domains-section";

afterEach(() => vi.unstubAllGlobals());

const TENANT = "00000000-0000-4000-8000-000000000001";
const LIST = `/api/tenants/${TENANT}/domains`;
const TOKEN = "Zq3k9v0c2mX7pL4sT8yW1bN6hR5dF0aE";

function domain(hostname: string, over: Partial<CustomDomain> = {}): CustomDomain {
  return {
    hostname,
    status: "pending",
    claimedAt: "2027-03-01T10:00:00.000Z",
    verifiedAt: null,
    releasesAt: "2027-03-08T10:00:00.000Z",
    certificate: { status: "none", expiresAt: null },
    records: [
      { type: "CNAME", name: hostname, value: "engagesuite.com", ttl: 3600, isRequired: true, status: "pending" },
      {
        type: "TXT",
        name: `_engagesuite-challenge.${hostname}`,
        value: `engagesuite-verification=${TOKEN}`,
        ttl: 3600,
        isRequired: true,
        status: "pending",
      },
    ],
    ...over,
  };
}

function renderSection() {
  return renderRoutes(
    [{ path: "/", element: <CustomDomainsSection tenantId={TENANT} headingId="domains-heading" /> }],
    "/",
    tenantHost("acme"),
  );
}

describe("custom domains (workspace settings)", () => {
  it("shows each domain's CNAME and ownership TXT record with copy buttons, and when an unproven claim lapses", async () => {
    mockApi({ [`GET ${LIST}`]: { body: [domain("crm.acme.example")] } });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderSection();
    const table = await screen.findByRole("table", { name: "DNS records for crm.acme.example" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(/CNAME.*crm\.acme\.example.*engagesuite\.com/);
    expect(rows[2]).toHaveTextContent(/TXT.*_engagesuite-challenge\.crm\.acme\.example/);
    expect(within(rows[2]!).getByText(`engagesuite-verification=${TOKEN}`)).toBeInTheDocument();
    expect(screen.getByText(/the claim lapses on March 8, 2027/)).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "crm.acme.example" });
    expect(within(card).getAllByText("Pending")).toHaveLength(3);
    await userEvent.click(within(rows[2]!).getByRole("button", { name: "Copy TXT record value" }));
    expect(writeText).toHaveBeenCalledWith(`engagesuite-verification=${TOKEN}`);
  });

  it("shows the HTTPS certificate's state: waiting for verification, for the CNAME, or active until when", async () => {
    mockApi({
      [`GET ${LIST}`]: {
        body: [
          domain("a.acme.example"),
          domain("b.acme.example", { status: "verified", verifiedAt: "2027-03-02T10:00:00.000Z", releasesAt: null }),
          domain("c.acme.example", {
            status: "verified",
            verifiedAt: "2027-03-02T10:00:00.000Z",
            releasesAt: null,
            certificate: { status: "active", expiresAt: "2027-06-01T12:00:00.000Z" },
          }),
        ],
      },
    });
    renderSection();
    const state = async (hostname: string) =>
      within(await screen.findByRole("article", { name: hostname })).getByTestId("certificate-state");
    expect(await state("a.acme.example")).toHaveTextContent("Requested once the domain is verified.");
    expect(await state("b.acme.example")).toHaveTextContent("Requested once the CNAME record points at us.");
    expect(await state("c.acme.example")).toHaveTextContent("Active, valid until June 1, 2027.");
  });

  it("adds a domain (refusing the platform's own names before asking), then lists it", async () => {
    let listed: CustomDomain[] = [];
    const api = mockApi({
      [`GET ${LIST}`]: () => ({ body: listed }),
      [`POST ${LIST}`]: (call) => {
        listed = [domain((call.body as { hostname: string }).hostname)];
        return { status: 201, body: listed[0] };
      },
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText("No custom domains yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Domain"), "portal.acme.localhost");
    await user.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText(DOMAIN_MESSAGES.notPublic)).toBeInTheDocument();
    expect(api.callsTo("POST", LIST)).toHaveLength(0);

    await user.clear(screen.getByLabelText("Domain"));
    await user.type(screen.getByLabelText("Domain"), "CRM.Acme.example");
    await user.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByRole("heading", { level: 3, name: "crm.acme.example" })).toBeInTheDocument();
    expect(api.callsTo("POST", LIST)[0]?.body).toEqual({ hostname: "crm.acme.example" });
    expect(screen.getByLabelText("Domain")).toHaveValue("");
  });

  it("shows the server's answer when the domain is claimed elsewhere", async () => {
    mockApi({
      [`GET ${LIST}`]: { body: [] },
      [`POST ${LIST}`]: { status: 409, body: { message: DOMAIN_MESSAGES.claimed } },
    });
    const user = userEvent.setup();
    renderSection();
    await screen.findByText("No custom domains yet.");
    await user.type(screen.getByLabelText("Domain"), "taken.example.com");
    await user.click(screen.getByRole("button", { name: "Add domain" }));
    expect(await screen.findByText(DOMAIN_MESSAGES.claimed)).toBeInTheDocument();
  });

  it("checks now and removes after confirming", async () => {
    let listed = [domain("crm.acme.example")];
    const api = mockApi({
      [`GET ${LIST}`]: () => ({ body: listed }),
      [`POST ${LIST}/crm.acme.example/check`]: () => {
        listed = [domain("crm.acme.example", { status: "verified", verifiedAt: "2027-03-02T10:00:00.000Z" })];
        return { body: listed[0] };
      },
      [`DELETE ${LIST}/crm.acme.example`]: () => {
        listed = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Check crm.acme.example now" }));
    expect(await screen.findByText(/Connected since/)).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "crm.acme.example" })).getAllByText("Verified")[0],
    ).toBeInTheDocument();
    expect(screen.getByText(/Connected since March 2, 2027/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove crm.acme.example" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this domain?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No custom domains yet.")).toBeInTheDocument();
    expect(api.callsTo("DELETE", `${LIST}/crm.acme.example`)).toHaveLength(1);
  });
});

describe("custom domains in the dashboard's sidebar", () => {
  const nav = () => screen.getAllByRole("navigation", { name: "Dashboard" })[0] as HTMLElement;

  it("is the workspace admin's: a Workspace group with Custom Domains, which opens the section", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }) });
    const user = userEvent.setup();
    renderRoutes(tenantRoutes, "/tu/admin/dashboard", tenantHost("acme"));
    await screen.findByRole("heading", { level: 1, name: "Tenant Admin Dashboard" });
    const group = within(nav()).getByRole("list", { name: "Workspace" });
    await user.click(within(group).getByRole("button", { name: "Custom Domains" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Custom Domains" })).toBeInTheDocument();
  });

  it("is not shown to staff, not even through the address", async () => {
    fakeContactsApi({ user: authUser({ role: "STAFF" }) });
    renderRoutes(tenantRoutes, "/tu/admin/dashboard?section=domains", tenantHost("acme"));
    await screen.findByRole("heading", { level: 1, name: "Tenant Admin Dashboard" });
    expect(within(nav()).queryByRole("list", { name: "Workspace" })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument(),
    );
    expect(screen.queryByRole("heading", { level: 2, name: "Custom Domains" })).toBeNull();
  });
});
