import type { AuthUser, HostContext, PortalUser, TenantInfo } from "@engagesuite/shared";
import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { type Location, MemoryRouter, type RouteObject, useLocation } from "react-router";
import { expect, vi } from "vitest";
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

/** A fetch stub answering by URL; unknown URLs get a 404 JSON error. */
export function stubFetch(routes: Record<string, { status?: number; body?: unknown }>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    const match = routes[path];
    if (!match) return jsonResponse(404, { message: "Not found" });
    return jsonResponse(match.status ?? 200, match.body);
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** One recorded call of a stubbed API. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type ApiAnswer = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown });

/**
 * A fetch stub answering by "METHOD /path" (or just "/path" for any method), recording every call.
 * An answer may be a function of the call; `reject: value` makes fetch itself fail with that value.
 * Unknown URLs get a 404 JSON error.
 */
export function stubApi(routes: Record<string, ApiAnswer | { reject: unknown }>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, "");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path, body, headers: new Headers(init?.headers) };
    calls.push(call);
    const answer = routes[`${method} ${path}`] ?? routes[path];
    if (!answer) return jsonResponse(404, { message: "Not found" });
    if (typeof answer === "object" && "reject" in answer) throw answer.reject;
    const { status = 200, body: responseBody } = typeof answer === "function" ? answer(call) : answer;
    return jsonResponse(status, responseBody);
  });
  vi.stubGlobal("fetch", fetchMock);
  /** The calls made with this method and path. */
  const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { fetchMock, calls, callsTo };
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
    status: "ACTIVE",
    ...over,
  };
}
