/**
 * Test helpers for the war room: an in-memory platform API behind a stubbed fetch (overview, tenant registry with
 * its search and status filter and the suspend/reactivate actions, authentication events with the outcome filter)
 * and a render helper. Not part of the app bundle: only tests import it.
 */
import type { AuthEvent, PlatformOverview, RegistryTenant } from "@engagesuite/shared";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppProviders } from "@/app/providers";
import { MAIN_HOST, testQueryClient } from "@/test/render";
import { WarRoom } from "./war-room";

export function overview(over: Partial<PlatformOverview> = {}): PlatformOverview {
  return {
    activeTenants: 12,
    systemHealth: 99.8,
    activeSessions: 247,
    databaseStatus: "Online",
    services: [
      { name: "Web Services", status: "Online", healthy: true },
      { name: "Database", status: "Online", healthy: true },
      { name: "Email System", status: "Online", healthy: true },
      { name: "Authentication", status: "Secure", healthy: true },
    ],
    checkedAt: "2026-11-22T15:04:05.000Z",
    ...over,
  };
}

/** What the server answers while the database does not: no figures, Database Reconnecting. */
export function reconnectingOverview(over: Partial<PlatformOverview> = {}): PlatformOverview {
  return overview({
    activeTenants: 0,
    systemHealth: null,
    activeSessions: 0,
    databaseStatus: "Reconnecting",
    services: [
      { name: "Web Services", status: "Online", healthy: true },
      { name: "Database", status: "Reconnecting", healthy: false },
      { name: "Email System", status: "Online", healthy: true },
      { name: "Authentication", status: "Secure", healthy: true },
    ],
    ...over,
  });
}

let seq = 0;
function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

export function registryTenant(over: Partial<RegistryTenant> = {}): RegistryTenant {
  seq += 1;
  return {
    id: uuid(seq),
    name: `Tenant ${seq}`,
    subdomain: `tenant${seq}`,
    verticalName: "Healthcare",
    planTier: "PROFESSIONAL",
    status: "ACTIVE",
    setupPeriodEndsAt: null,
    createdAt: "2026-01-15T12:00:00.000Z",
    ...over,
  };
}

export function authEvent(over: Partial<AuthEvent> = {}): AuthEvent {
  seq += 1;
  return {
    id: seq,
    occurredAt: "2026-11-22T14:00:00.000Z",
    kind: "platform_login",
    outcome: "success",
    identifier: "superadmin@engagesuite.example",
    tenantName: null,
    ip: "127.0.0.1",
    ...over,
  };
}

export interface PlatformCall {
  method: string;
  url: URL;
}

export interface FakePlatform {
  calls: PlatformCall[];
  tenants: RegistryTenant[];
  events: AuthEvent[];
  /** The next overview answers (the last one repeats). */
  overviews: PlatformOverview[];
  /** A status to answer every overview request with instead (e.g. 500). */
  overviewStatus?: number;
  /** The calls with this method whose path is `path` (query ignored). */
  callsTo: (method: string, path: string) => PlatformCall[];
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Stubs fetch with an in-memory platform API that behaves as the server does. */
export function fakePlatformApi(
  init: { tenants?: RegistryTenant[]; events?: AuthEvent[]; overviews?: PlatformOverview[] } = {},
) {
  const api: FakePlatform = {
    calls: [],
    tenants: init.tenants ?? [],
    events: init.events ?? [],
    overviews: init.overviews ?? [overview()],
    callsTo: (method, path) => api.calls.filter((c) => c.method === method && c.url.pathname === path),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, requestInit?: RequestInit): Promise<Response> => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    const method = (requestInit?.method ?? "GET").toUpperCase();
    api.calls.push({ method, url });
    const path = url.pathname;

    if (method === "GET" && path === "/api/platform/overview") {
      if (api.overviewStatus) return json(api.overviewStatus, { message: "Internal Server Error" });
      const answer = api.overviews.length > 1 ? api.overviews.shift() : api.overviews[0];
      return json(200, answer);
    }
    if (method === "GET" && path === "/api/platform/tenants") {
      const search = url.searchParams.get("search")?.toLowerCase();
      const status = url.searchParams.get("status");
      const rows = api.tenants.filter(
        (t) =>
          (!status || t.status === status) &&
          (!search || t.name.toLowerCase().includes(search) || t.subdomain.includes(search)),
      );
      return json(200, rows);
    }
    const action = /^\/api\/platform\/tenants\/([^/]+)\/(suspend|reactivate)$/.exec(path);
    if (method === "POST" && action) {
      const tenant = api.tenants.find((t) => t.id === action[1]);
      if (!tenant) return json(404, { message: "Tenant not found" });
      tenant.status = action[2] === "suspend" ? "SUSPENDED" : "ACTIVE";
      return json(200, { ...tenant });
    }
    if (method === "GET" && path === "/api/platform/auth-events") {
      const outcome = url.searchParams.get("outcome");
      return json(
        200,
        api.events.filter((e) => !outcome || e.outcome === outcome),
      );
    }
    return json(404, { message: "Not found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return api;
}

/** Renders the war room alone (as /war-room) inside the app providers. */
export function renderWarRoom(path = "/war-room") {
  const router = createMemoryRouter([{ path: "/war-room", Component: WarRoom }], { initialEntries: [path] });
  const queryClient = testQueryClient();
  const result = render(
    <AppProviders host={MAIN_HOST} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
