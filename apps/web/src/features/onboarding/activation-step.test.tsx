import type { OnboardingTenantInput } from "@engagesuite/shared";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browser } from "@/lib/browser";
import { mockApi } from "@/test/server";
import { ActivationStep, type ActivationSummary } from "./activation-step";
import { provisioning, renderAt, TENANT_ID } from "./test-fixtures";

const BODY: OnboardingTenantInput = {
  name: "Acme Health",
  slug: "acme-health",
  subdomain: "acme-health",
  verticalModuleId: 1,
  serviceModules: [10, 11],
  planTier: "PROFESSIONAL",
  billingPeriod: "monthly",
  email: "owner@acme.example",
  phoneNumber: null,
  address: null,
  city: null,
  state: null,
  postalCode: null,
  country: "US",
  stripeCustomerId: "cus_123",
  stripeSubscriptionId: "sub_123",
  includedUsers: 5,
  additionalUsers: 0,
};

const SUMMARY: ActivationSummary = {
  companyName: "Acme Health",
  verticalName: "Healthcare",
  serviceModuleNames: ["Core CRM", "Contacts"],
  crmUrl: "http://acme-health.localhost",
  payment: {
    subscriptionId: "sub_123",
    customerId: "cus_123",
    trialEndsAt: "2026-12-01T00:00:00.000Z",
    billingPeriod: "monthly",
    planTier: "PROFESSIONAL",
  },
};

const CREATE = "POST /api/onboarding/tenants";
const POLL = `GET /api/onboarding/tenants/${TENANT_ID}/provisioning`;

const created = () => ({
  status: 201,
  body: {
    id: TENANT_ID,
    name: "Acme Health",
    subdomain: "acme-health",
    status: "TRIAL",
    setupPeriodEndsAt: "2026-12-01T00:00:00.000Z",
    provisioning: provisioning("pending"),
  },
});

/** Provisioning answers in_progress until `completeAfterPolls` reads, then complete. */
function routes(completeAfterPolls: number, over: Parameters<typeof mockApi>[0] = {}) {
  let polls = 0;
  return mockApi({
    [CREATE]: created(),
    [POLL]: () => {
      polls += 1;
      return { body: provisioning(polls >= completeAfterPolls ? "complete" : "in_progress") };
    },
    ...over,
  });
}

/**
 * Move the fake clock in small acts, so timers that effects set on the way are scheduled and fire in time. What an
 * answer sets off on timers (a toast) shows in the next step.
 */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(100, left));
      // The mock server answers through real I/O turns, not the fake clock: let them run before the next step.
      for (let i = 0; i < 10; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

function renderStep(props: { tenantId?: string | null; verticalName?: string | null } = {}) {
  const onComplete = vi.fn();
  const onTenantCreated = vi.fn();
  renderAt(
    <ActivationStep
      summary={{ ...SUMMARY, verticalName: props.verticalName === undefined ? "Healthcare" : props.verticalName }}
      tenantBody={BODY}
      tenantId={props.tenantId ?? null}
      onTenantCreated={onTenantCreated}
      onComplete={onComplete}
    />,
  );
  return { onComplete, onTenantCreated };
}

const banner = () => screen.getByText(/environment|platform/, { selector: "[role=status] span" });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("Activation", () => {
  it("shows the summary: company, vertical, modules, CRM URL, DNS and SSL", async () => {
    routes(1);
    renderStep();
    expect(screen.getByRole("heading", { name: "Congratulations" })).toBeInTheDocument();
    expect(screen.getAllByText("Acme Health").length).toBeGreaterThan(0);
    expect(screen.getByText("Healthcare")).toBeInTheDocument();
    expect(screen.getByText("Core CRM")).toBeInTheDocument();
    expect(screen.getByText("Contacts")).toBeInTheDocument();
    expect(screen.getByText("http://acme-health.localhost")).toBeInTheDocument();
    expect(screen.getByText("Configured and Validated")).toBeInTheDocument();
    expect(screen.getByText("Certificate Provisioned")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Dashboard" })).toBeDisabled();
  });

  it("signs the owner in on the workspace with the single-use handoff once ready ('Go to Dashboard')", async () => {
    const url = "http://acme-health.localhost/auth/handoff#code=abc";
    const api = routes(1, { [`POST /api/onboarding/tenants/${TENANT_ID}/sign-in`]: { body: { url } } });
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    renderStep();
    await advance(8000);
    const go = screen.getByRole("button", { name: "Go to Dashboard" });
    expect(go).toBeEnabled();
    await act(async () => {
      go.click();
    });
    await advance(100);
    expect(api.callsTo("POST", `/api/onboarding/tenants/${TENANT_ID}/sign-in`)).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith(url);
  });

  it("opens the workspace's sign-in page when the handoff is spent", async () => {
    routes(1, {
      [`POST /api/onboarding/tenants/${TENANT_ID}/sign-in`]: { status: 404, body: { message: "No longer available" } },
    });
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    renderStep();
    await advance(8000);
    await act(async () => {
      screen.getByRole("button", { name: "Go to Dashboard" }).click();
    });
    await advance(100);
    expect(assign).toHaveBeenCalledWith(SUMMARY.crmUrl);
  });

  it("goes pending → in_progress at 2 s with exactly one tenant POST → complete at 8 s once the server is complete", async () => {
    const api = routes(2);
    const { onComplete, onTenantCreated } = renderStep();
    expect(banner()).toHaveTextContent("Initializing your environment...");
    expect(screen.getByRole("button", { name: "Copy URL" })).toBeDisabled();

    await advance(1999);
    expect(banner()).toHaveTextContent("Initializing your environment...");
    expect(api.callsTo("POST", "/api/onboarding/tenants")).toHaveLength(0);

    await advance(1);
    expect(banner()).toHaveTextContent("Setting up your Healthcare platform...");
    expect(api.callsTo("POST", "/api/onboarding/tenants")).toHaveLength(1);
    expect(api.callsTo("POST", "/api/onboarding/tenants")[0]?.body).toEqual(BODY);
    expect(onTenantCreated).toHaveBeenCalledWith(TENANT_ID);

    // The server is complete after its second read (about 4 s in), yet the banner waits for 8 s.
    await advance(3000);
    expect(screen.getByText("Tenant Created")).toBeInTheDocument();
    expect(api.callsTo("GET", `/api/onboarding/tenants/${TENANT_ID}/provisioning`).length).toBeGreaterThanOrEqual(2);
    await advance(2999);
    expect(banner()).toHaveTextContent("Setting up your Healthcare platform...");
    expect(screen.getByRole("button", { name: "Copy URL" })).toBeDisabled();
    expect(onComplete).not.toHaveBeenCalled();

    await advance(1);
    expect(banner()).toHaveTextContent("Your Healthcare platform is ready! Check your email for login details.");
    expect(screen.getByRole("button", { name: "Copy URL" })).toBeEnabled();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(api.callsTo("POST", "/api/onboarding/tenants")).toHaveLength(1);
  });

  it("never shows complete before the server says so", async () => {
    const api = routes(10);
    renderStep();
    await advance(8000);
    expect(banner()).toHaveTextContent("Setting up your Healthcare platform...");
    await advance(4000);
    expect(banner()).toHaveTextContent("Your Healthcare platform is ready!");
    expect(api.callsTo("POST", "/api/onboarding/tenants")).toHaveLength(1);
    // Polling stops once complete.
    const reads = api.callsTo("GET", `/api/onboarding/tenants/${TENANT_ID}/provisioning`).length;
    await advance(5000);
    expect(api.callsTo("GET", `/api/onboarding/tenants/${TENANT_ID}/provisioning`)).toHaveLength(reads);
  });

  it("uses 'CRM' when the vertical is unknown", async () => {
    routes(1);
    renderStep({ verticalName: null });
    await advance(2000);
    expect(banner()).toHaveTextContent("Setting up your CRM platform...");
    await advance(6000);
    expect(banner()).toHaveTextContent("Your CRM platform is ready! Check your email for login details.");
  });

  it("does not create a tenant again after a reload on this step", async () => {
    const api = routes(1);
    renderStep({ tenantId: TENANT_ID });
    await advance(8000);
    expect(api.callsTo("POST", "/api/onboarding/tenants")).toHaveLength(0);
    expect(banner()).toHaveTextContent("is ready!");
  });

  it("reports a failed tenant creation with the server's message", async () => {
    routes(1, {
      [CREATE]: { status: 409, body: { message: "This subdomain is already taken. Please choose another." } },
    });
    renderStep();
    await advance(2100);
    expect(screen.getAllByText("Error Creating Tenant").length).toBeGreaterThan(0);
    expect(screen.getByText("This subdomain is already taken. Please choose another.")).toBeInTheDocument();
  });

  it("falls back to 'Failed to create tenant'", async () => {
    routes(1, { [CREATE]: { networkError: true } });
    renderStep();
    await advance(2100);
    expect(screen.getByText("Failed to create tenant")).toBeInTheDocument();
  });

  it("copies the CRM URL once complete", async () => {
    routes(1);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderStep();
    await advance(8000);
    await act(async () => {
      screen.getByRole("button", { name: "Copy URL" }).click();
    });
    expect(writeText).toHaveBeenCalledWith("http://acme-health.localhost");
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
  });
});
