import {
  type AuthUser,
  type HostContext,
  type PortalUser,
  type TenantInfo,
  verticalDefinition,
} from "@engagesuite/shared";
import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { type Location, MemoryRouter, type RouteObject, useLocation } from "react-router";
import { expect } from "vitest";
import { AppRoutes } from "@/app/app-routes";
import { type AppHost, routeSetFor } from "@/app/host";
import { AppProviders } from "@/app/providers";
import { getQueryFn } from "@/lib/api";

export const MAIN_HOST: AppHost = { context: { kind: "main" }, routeSet: "main", appDomain: "localhost" };

export function tenantHost(subdomain = "acme"): AppHost {
  const context: HostContext = { kind: "tenant", subdomain, via: "host" };
  return { context, routeSet: routeSetFor(context), appDomain: "localhost" };
}

/** A tenant named by `?tenant=` on localhost (one host, one cookie for every tenant). */
export function queryTenantHost(subdomain = "acme"): AppHost {
  const context: HostContext = { kind: "tenant", subdomain, via: "query" };
  return { context, routeSet: routeSetFor(context), appDomain: "localhost" };
}

export function customDomainHost(hostname = "crm.acme.com"): AppHost {
  const context: HostContext = { kind: "custom-domain", hostname };
  return { context, routeSet: routeSetFor(context), appDomain: "engagesuite.com" };
}

/** A query client for tests: the app's query function, no retries, no cache between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn(), retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Render a route set at a path inside the app providers, as the app does (AppRoutes). `router.state.location` is the
 * location last rendered.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  host: AppHost = MAIN_HOST,
  queryClient: QueryClient = testQueryClient(),
) {
  const state = { location: undefined as unknown as Location };
  const result = render(
    <AppProviders host={host} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe
          onLocation={(location) => {
            state.location = location;
          }}
        />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router: { state }, queryClient };
}

/**
 * Waits for a toast with this title (and description) in the toast viewport. The viewport is found even while
 * an open dialog hides the rest of the page from assistive technology (the viewport is a live region: its toasts are announced anyway).
 */
export async function expectToast(title: string, description?: string): Promise<void> {
  const region = await screen.findByRole("region", { name: /Notifications/, hidden: true });
  await waitFor(() => expect(within(region).getByText(title)).toBeInTheDocument());
  if (description !== undefined) expect(within(region).getByText(description)).toBeInTheDocument();
}

/** A staff user of the identity contract (AuthUser). */
export function authUser(over: Partial<AuthUser> = {}): AuthUser {
  return {
    id: "00000000-0000-4000-8000-00000000a001",
    email: "admin@acme.example",
    username: "acme-admin",
    firstName: "Ada",
    lastName: "Admin",
    role: "TENANT_ADMIN",
    tenantId: "00000000-0000-4000-8000-000000000001",
    tenantDomain: "acme",
    tenantName: "Acme Health",
    ...over,
  };
}

/** A portal client as the portal login answers it. */
export function portalUser(over: Partial<PortalUser> = {}): PortalUser {
  return {
    id: "00000000-0000-4000-8000-00000000b001",
    email: "jamie.rivera@example.com",
    firstName: "Jamie",
    lastName: "Rivera",
    tenantId: "00000000-0000-4000-8000-000000000001",
    createdAt: "2026-11-22T12:00:00.000Z",
    emailVerified: true,
    ...over,
  };
}

/** A tenant's public info (TenantInfo). */
export function tenantInfo(over: Partial<TenantInfo> = {}): TenantInfo {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    name: "Acme Health",
    subdomain: "acme",
    logoUrl: null,
    verticalModuleId: 1,
    verticalName: "Healthcare",
    verticalSlug: "healthcare",
    industry: "Healthcare",
    verticalTheme: { primaryColor: "#1d4ed8", secondaryColor: "#eff6ff" },
    terms: verticalDefinition(null).terms,
    status: "ACTIVE",
    ...over,
  };
}
