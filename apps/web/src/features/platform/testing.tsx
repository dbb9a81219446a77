/**
 * Test helpers for the war room: an in-memory platform API as MSW handlers (overview, tenant registry with
 * its search and status filter and the suspend/reactivate actions, authentication events with the outcome filter)
 * and a render helper. Not part of the app bundle: only tests import it.
 */
import type { AuthEvent, PlatformOverview, RegistryTenant } from "@engagesuite/shared";
import { render } from "@testing-library/react";
import { http } from "msw";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "@/app/providers";
import { MAIN_HOST, testQueryClient } from "@/test/render";
import { jsonAnswer, server } from "@/test/server";
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
    subscriptionState: "active",
    mrrCents: 9_900,
    deletionScheduledFor: null,
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

const json = (status: number, body: unknown) => jsonAnswer({ status, body });

/** An in-memory platform API that behaves as the server does, as MSW handlers added with `server.use`. */
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
  server.use(
    http.all("/api/*", ({ request }) => {
      api.calls.push({ method: request.method.toUpperCase(), url: new URL(request.url) });
    }),
    http.get("/api/platform/overview", () => {
      if (api.overviewStatus) return json(api.overviewStatus, { message: "Internal Server Error" });
      const answer = api.overviews.length > 1 ? api.overviews.shift() : api.overviews[0];
      return json(200, answer);
    }),
    http.get("/api/platform/tenants", ({ request }) => {
      const url = new URL(request.url);
      const search = url.searchParams.get("search")?.toLowerCase();
      const status = url.searchParams.get("status");
      const rows = api.tenants.filter(
        (t) =>
          (!status || t.status === status) &&
          (!search || t.name.toLowerCase().includes(search) || t.subdomain.includes(search)),
      );
      return json(200, rows);
    }),
    http.post("/api/platform/tenants/:id/:action", ({ params }) => {
      if (params.action !== "suspend" && params.action !== "reactivate") return undefined;
      const tenant = api.tenants.find((t) => t.id === params.id);
      if (!tenant) return json(404, { message: "Tenant not found" });
      tenant.status = params.action === "suspend" ? "SUSPENDED" : "ACTIVE";
      tenant.subscriptionState = params.action === "suspend" ? "suspended" : "active";
      return json(200, { ...tenant });
    }),
    http.post("/api/platform/tenants/:id/deletion", async ({ params, request }) => {
      const tenant = api.tenants.find((t) => t.id === params.id);
      if (!tenant) return json(404, { message: "Tenant not found" });
      const { confirm } = (await request.json()) as { confirm: string };
      if (confirm !== tenant.subdomain) {
        return json(400, { message: "Type your workspace's subdomain exactly to confirm" });
      }
      tenant.deletionScheduledFor = "2026-12-20T12:00:00.000Z";
      return json(200, { scheduledFor: tenant.deletionScheduledFor, requestedBy: "EngageSuite support" });
    }),
    http.delete("/api/platform/tenants/:id/deletion", ({ params }) => {
      const tenant = api.tenants.find((t) => t.id === params.id);
      if (!tenant) return json(404, { message: "Tenant not found" });
      tenant.deletionScheduledFor = null;
      return json(200, { scheduledFor: null, requestedBy: null });
    }),
    http.get("/api/platform/auth-events", ({ request }) => {
      const outcome = new URL(request.url).searchParams.get("outcome");
      return json(
        200,
        api.events.filter((e) => !outcome || e.outcome === outcome),
      );
    }),
    http.all("/api/*", () => json(404, { message: "Not found" })),
  );
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
