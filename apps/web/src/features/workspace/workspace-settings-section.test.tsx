import { WORKSPACE_MESSAGES, type WorkspaceSettings } from "@engagesuite/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { tenantRoutes } from "@/app/router";
import { STAFF_SESSION_KEY } from "@/features/auth/use-staff-session";
import { fakeContactsApi, TENANT_ID } from "@/features/contacts/testing";
import { formatDate, setWorkspaceFormat } from "@/lib/format";
import { authUser, expectToast, renderRoutes, tenantHost, testQueryClient } from "@/test/render";
import { type ApiCall, mockApi as mockRoutes, server } from "@/test/server";
import { terminologyAnswer } from "./terminology-card.test";
import { WorkspaceSettingsSection } from "./workspace-settings-section";

const TENANT = "00000000-0000-4000-8000-000000000001";
const SETTINGS = `/api/tenants/${TENANT}/workspace`;
const LOGO = `${SETTINGS}/logo`;

/** The screen's calls, with the Terminology card's answered (its own tests are in terminology-card.test.tsx). */
const mockApi: typeof mockRoutes = (routes) =>
  mockRoutes({ [`GET /api/tenants/${TENANT}/terminology`]: { body: terminologyAnswer() }, ...routes });

function settings(over: Partial<WorkspaceSettings> = {}): WorkspaceSettings {
  return {
    name: "Acme Health",
    logoUrl: null,
    primaryColor: "#0f766e",
    secondaryColor: "#f0fdfa",
    timeZone: "America/New_York",
    locale: "en-US",
    ...over,
  };
}

function renderSection(queryClient = testQueryClient()) {
  return renderRoutes(
    [{ path: "/", element: <WorkspaceSettingsSection tenantId={TENANT} headingId="settings-heading" /> }],
    "/",
    tenantHost("acme"),
    queryClient,
  );
}

describe("workspace settings", () => {
  it("saves only what changed, shows the preview in the new colours and refreshes the tenant's info", async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: settings() },
      [`PATCH ${SETTINGS}`]: (call: ApiCall) => ({ body: settings(call.body as Partial<WorkspaceSettings>) }),
    });
    // What the dashboard and the landing hold: the session with its tenant, and the host's tenant info.
    const queryClient = testQueryClient();
    const TENANT_INFO_KEY = ["/api/tenants/by-subdomain/acme"];
    queryClient.setQueryData(STAFF_SESSION_KEY, { user: null, tenant: null });
    queryClient.setQueryData(TENANT_INFO_KEY, { name: "Acme Health" });
    const user = userEvent.setup();
    renderSection(queryClient);
    const name = await screen.findByLabelText("Company name");
    expect(screen.getByRole("button", { name: /Save changes/ })).toBeDisabled();
    await user.clear(name);
    await user.type(name, "Acme Clinics");
    const primary = screen.getByLabelText("Primary colour");
    await user.clear(primary);
    await user.type(primary, "#1d4ed8");
    // The preview draws with the colours being chosen, before anything is saved.
    expect(screen.getByTestId("landing-preview")).toHaveStyle({ "--tenant-primary": "#1d4ed8" });
    expect(within(screen.getByTestId("landing-preview")).getAllByText("Acme Clinics")).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText("Time zone"), "Europe/Berlin");
    await user.selectOptions(screen.getByLabelText("Date and number format"), "de-DE");
    await user.click(screen.getByRole("button", { name: /Save changes/ }));

    await expectToast(WORKSPACE_MESSAGES.saved);
    expect(api.callsTo("PATCH", SETTINGS).map((c) => c.body)).toEqual([
      { name: "Acme Clinics", primaryColor: "#1d4ed8", timeZone: "Europe/Berlin", locale: "de-DE" },
    ]);
    // The dashboard's session (with its tenant) and the host's tenant info are stale: fetched again where shown.
    await waitFor(() => expect(queryClient.getQueryState(STAFF_SESSION_KEY)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(TENANT_INFO_KEY)?.isInvalidated).toBe(true);
    expect(screen.getByRole("button", { name: /Save changes/ })).toBeDisabled();
  });

  it("warns when text would fail WCAG AA on the chosen colours, and says when it passes", async () => {
    mockApi({
      [`GET ${SETTINGS}`]: { body: settings() },
      // The service-levels card below loads its own settings (issue 22).
      "GET /api/helpdesk/settings/sla": { body: { timeZone: "UTC", businessHours: [], policies: [] } },
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByTestId("contrast-ok")).toHaveTextContent("Text is readable on both colours");
    const primary = screen.getByLabelText("Primary colour");
    await user.clear(primary);
    await user.type(primary, "#fde047");
    const warning = await screen.findByRole("alert", { name: "" });
    expect(warning).toHaveTextContent("Text may be hard to read");
    expect(warning).toHaveTextContent(/White text on the primary colour has a contrast of 1\.\d\d:1/);
    const secondary = screen.getByLabelText("Secondary colour");
    await user.clear(secondary);
    await user.type(secondary, "#333333");
    expect(screen.getByText(/Text on the secondary colour has a contrast of/)).toBeInTheDocument();
  });

  it("shows the server's field errors and a bad colour before sending", async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: settings() },
      [`PATCH ${SETTINGS}`]: {
        status: 400,
        body: { message: "Validation failed", fieldErrors: { name: [WORKSPACE_MESSAGES.nameTooLong] } },
      },
    });
    const user = userEvent.setup();
    renderSection();
    const primary = await screen.findByLabelText("Primary colour");
    await user.clear(primary);
    await user.type(primary, "blue");
    await user.click(screen.getByRole("button", { name: /Save changes/ }));
    expect(await screen.findByText(WORKSPACE_MESSAGES.colorFormat)).toBeInTheDocument();
    expect(api.callsTo("PATCH", SETTINGS)).toHaveLength(0);

    await user.clear(primary);
    await user.type(primary, "#123456");
    await user.type(screen.getByLabelText("Company name"), " Group");
    await user.click(screen.getByRole("button", { name: /Save changes/ }));
    expect(await screen.findByText(WORKSPACE_MESSAGES.nameTooLong)).toBeInTheDocument();
  });

  it("uploads a chosen logo as base64 and shows it; a file over 1 MB is refused before sending", async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: { body: settings() },
      [`PUT ${LOGO}`]: { body: settings({ logoUrl: `/files/logos/${"a".repeat(64)}.png` }) },
      "GET /api/tenants/by-subdomain/acme": { body: {} },
      "GET /api/auth/me": { body: { user: null, tenant: null } },
    });
    renderSection();
    const input = await screen.findByLabelText("Logo file");
    const big = new File([new Uint8Array(1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(WORKSPACE_MESSAGES.logoTooLarge)).toBeInTheDocument();
    expect(api.callsTo("PUT", LOGO)).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [png] } });
    await expectToast("Logo updated");
    expect(api.callsTo("PUT", LOGO).map((c) => c.body)).toEqual([{ data: "iVBORw==" }]);
    expect(screen.getByRole("button", { name: /Replace logo/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Remove logo/ })).toBeInTheDocument();
  });

  it("shows the server's reason when an upload is refused", async () => {
    mockApi({
      [`GET ${SETTINGS}`]: { body: settings() },
      [`PUT ${LOGO}`]: {
        status: 400,
        body: { message: WORKSPACE_MESSAGES.logoUnsafeSvg, fieldErrors: { data: [WORKSPACE_MESSAGES.logoUnsafeSvg] } },
      },
    });
    renderSection();
    const input = await screen.findByLabelText("Logo file");
    const svg = new File(["<svg onload='x'/>"], "logo.svg", { type: "image/svg+xml" });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText(WORKSPACE_MESSAGES.logoUnsafeSvg)).toBeInTheDocument();
  });
});

describe("dates in the workspace's zone and locale", () => {
  it("formats in the workspace's locale and time zone while its screens show, and the reader's otherwise", () => {
    const instant = "2026-11-24T02:30:00.000Z";
    setWorkspaceFormat({ locale: "de-DE", timeZone: "Asia/Tokyo" });
    try {
      expect(formatDate(instant, "dateTime")).toBe("24. Nov. 2026, 11:30");
    } finally {
      setWorkspaceFormat(null);
    }
    setWorkspaceFormat({ locale: "en-US", timeZone: "America/Los_Angeles" });
    try {
      expect(formatDate(instant, "short")).toBe("Nov 23, 2026");
    } finally {
      setWorkspaceFormat(null);
    }
  });
});

describe("workspace settings in the dashboard's sidebar", () => {
  const nav = () => screen.getAllByRole("navigation", { name: "Dashboard" })[0] as HTMLElement;

  it("is the workspace admin's: Workspace → Settings opens the section (its own chunk)", async () => {
    fakeContactsApi({ user: authUser({ role: "TENANT_ADMIN" }) });
    // Added beside the fake's handlers (mockApi would answer every other API call 404).
    server.use(http.get(`/api/tenants/${TENANT_ID}/workspace`, () => HttpResponse.json(settings())));
    const user = userEvent.setup();
    renderRoutes(tenantRoutes, "/tu/admin/dashboard", tenantHost("acme"));
    await screen.findByRole("heading", { level: 1, name: "Tenant Admin Dashboard" });
    const group = within(nav()).getByRole("list", { name: "Workspace" });
    await user.click(within(group).getByRole("button", { name: "Settings" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Workspace Settings" })).toBeInTheDocument();
    expect(await screen.findByLabelText("Company name")).toHaveValue("Acme Health");
  });

  it("is not shown to staff, not even through the address", async () => {
    fakeContactsApi({ user: authUser({ role: "STAFF" }) });
    renderRoutes(tenantRoutes, "/tu/admin/dashboard?section=settings", tenantHost("acme"));
    await screen.findByRole("heading", { level: 1, name: "Tenant Admin Dashboard" });
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 2, name: "Contacts Management" })).toBeInTheDocument(),
    );
    expect(screen.queryByRole("heading", { level: 2, name: "Workspace Settings" })).toBeNull();
  });
});
