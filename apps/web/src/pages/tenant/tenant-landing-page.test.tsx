import type { TenantInfo } from "@engagesuite/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tenantRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { customDomainHost, jsonResponse, renderRoutes, stubFetch, tenantHost } from "@/test/render";

const tenant = (over: Partial<TenantInfo> = {}): TenantInfo => ({
  id: "00000000-0000-4000-8000-000000000002",
  name: "Lex & Co",
  subdomain: "lex",
  logoUrl: "/uploads/lex.png",
  verticalModuleId: 4,
  verticalName: "Legal",
  verticalSlug: "legal",
  industry: "Legal",
  verticalTheme: { primaryColor: "#7c3aed", secondaryColor: "#f5f3ff" },
  status: "ACTIVE",
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe("tenant landing", () => {
  it("shows 'Loading tenant information...' while the tenant loads", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    expect(await screen.findByText("Loading tenant information...")).toBeInTheDocument();
  });

  it("shows the tenant's name, logo, colours and portal link once loaded", async () => {
    vi.stubGlobal("fetch", vi.fn(stubFetch({ "/api/tenants/by-subdomain/lex": { body: tenant() } })));
    const { container } = renderRoutes(tenantRoutes, "/", tenantHost("lex"));
    expect(await screen.findByRole("heading", { level: 1, name: "Lex & Co" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Client Portal/ })).toHaveAttribute("href", "/portal");
    expect(container.querySelector('img[src="/uploads/lex.png"]')).not.toBeNull();
    const branded = container.querySelector<HTMLElement>("[style*='--tenant-primary']");
    expect(branded?.style.getPropertyValue("--tenant-primary")).toBe("#7c3aed");
    expect(branded?.style.getPropertyValue("--tenant-secondary")).toBe("#f5f3ff");
  });

  it("shows 'Error Loading Tenant' on a 404, without retrying it", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(404, { message: "Not found" }));
    vi.stubGlobal("fetch", fetchMock);
    // The app's real query client: a retried 404 would take over 1 s and fail this test's timeout.
    renderRoutes(tenantRoutes, "/", tenantHost("ghost"), createQueryClient());
    expect(await screen.findByRole("heading", { level: 1, name: "Error Loading Tenant" })).toBeInTheDocument();
    expect(screen.getByText("Unable to load tenant information. Please try again later.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/tenants/by-subdomain/ghost", expect.anything()]);
  });

  it("asks /api/tenants/current on a custom domain", async () => {
    const fetchMock = vi.fn(stubFetch({ "/api/tenants/current": { body: tenant({ name: "Custom Co" }) } }));
    vi.stubGlobal("fetch", fetchMock);
    renderRoutes(tenantRoutes, "/", customDomainHost());
    expect(await screen.findByRole("heading", { level: 1, name: "Custom Co" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([url]) => url === "/api/tenants/current")).toBe(true);
  });
});
