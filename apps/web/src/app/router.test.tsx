import { existsSync } from "node:fs";
import path from "node:path";
import {
  type AuthUser,
  type PortalUser,
  type PublicVertical,
  type TenantInfo,
  verticalDefinition,
} from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { mainRoutes, tenantRoutes } from "./router";

const ACME: TenantInfo = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Acme Health",
  subdomain: "acme",
  logoUrl: null,
  verticalModuleId: 1,
  verticalName: "Healthcare",
  verticalSlug: "healthcare",
  industry: "Healthcare",
  verticalTheme: { primaryColor: "#1d4ed8", secondaryColor: "#eff6ff" },
  terms: verticalDefinition("healthcare").terms,
  status: "TRIAL",
};

const VERTICALS: PublicVertical[] = [
  {
    id: 1,
    slug: "healthcare",
    displayName: "Healthcare",
    description: "For clinics and practices",
    heroImage: "/images/healthcare.svg",
    color: "#0ea5e9",
  },
];

const SUPER_ADMIN: AuthUser = {
  id: "00000000-0000-4000-8000-0000000000aa",
  email: "superadmin@engagesuite.example",
  username: null,
  firstName: null,
  lastName: null,
  role: "SUPER_ADMIN",
  tenantId: null,
  tenantDomain: null,
  tenantName: null,
};

const PORTAL_USER: PortalUser = {
  id: "00000000-0000-4000-8000-0000000000bb",
  email: "patient@acme.example",
  firstName: "Jamie",
  lastName: "Rivera",
  tenantId: ACME.id,
  createdAt: "2026-11-22T10:00:00.000Z",
  emailVerified: true,
};

const baseRoutes = {
  "/api/public/verticals": { body: VERTICALS },
  "/api/tenants/by-subdomain/acme": { body: ACME },
  "/api/tenant/acme": { body: ACME },
  "/api/auth/me": { body: { user: SUPER_ADMIN } },
  "/api/client-portal/me": { status: 401, body: { message: "Not signed in" } },
  "/api/auth/tenant/session-check": { body: { authenticated: false, user: null } },
};

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi(baseRoutes);
});

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name }, { timeout: 3000 });

describe("main-domain route set", () => {
  it("shows 'Page Not Found' at an unknown path, with a link home", async () => {
    renderRoutes(mainRoutes, "/no/such/page");
    expect(await heading("Page Not Found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /back to home/i })).toHaveAttribute("href", "/");
    await waitFor(() => expect(document.title).toBe("Page Not Found | EngageSuite"));
  });

  it("has /onboarding", async () => {
    renderRoutes(mainRoutes, "/onboarding");
    expect(await heading("Onboarding")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Onboarding | EngageSuite"));
  });

  it.each([
    ["/login", "Log In"],
    ["/portal/login", "Client Portal Login"],
    ["/portal/register", "Create an Account"],
    ["/reset-password?token=abc", "Choose a new password"],
    ["/portal/reset-password?token=abc", "Choose a new password"],
    ["/dashboard", "Super Admin War Room"],
    ["/war-room", "Super Admin War Room"],
    ["/su/admin/dashboard", "Super Admin War Room"],
    ["/portal/dashboard", "Client Portal Login"],
    ["/pricing", "Pricing"],
    ["/service-modules", "Service Modules"],
    ["/knowledge-base/article/42", "Page Not Found"],
  ])("routes %s to '%s'", async (path, title) => {
    renderRoutes(mainRoutes, path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it("sends /tu/admin/dashboard without a staff session to the landing page", async () => {
    const { router } = renderRoutes(mainRoutes, "/tu/admin/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows /portal/dashboard to a signed-in portal client", async () => {
    mockApi({ ...baseRoutes, "/api/client-portal/me": { body: PORTAL_USER } });
    renderRoutes(mainRoutes, "/portal/dashboard");
    expect(await heading("Welcome to Your Dashboard")).toBeInTheDocument();
  });

  it("sends /portal to /portal/dashboard when a portal client is signed in", async () => {
    mockApi({ ...baseRoutes, "/api/client-portal/me": { body: PORTAL_USER } });
    const { router } = renderRoutes(mainRoutes, "/portal?tenantId=t1");
    expect(await heading("Welcome to Your Dashboard")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portal/dashboard");
    expect(router.state.location.search).toBe("?tenantId=t1");
  });

  it("sends /portal to /portal/login, keeping the query", async () => {
    const { router } = renderRoutes(mainRoutes, "/portal?tenantId=t1");
    expect(await heading("Client Portal Login")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portal/login");
    expect(router.state.location.search).toBe("?tenantId=t1");
  });

  it("renders the landing hero and the verticals grid from /api/public/verticals", async () => {
    renderRoutes(mainRoutes, "/");
    expect(await heading("Start 7-Day Trial for $1")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Get Started" })[0]).toHaveAttribute("href", "/onboarding");
    expect(screen.getAllByRole("link", { name: "Log In" })[0]).toHaveAttribute("href", "/login");
    const learnMore = await screen.findByRole("link", { name: "Learn more about Healthcare" });
    expect(learnMore).toHaveAttribute("href", "/verticals/healthcare");
    expect(screen.getByRole("heading", { level: 3, name: "Healthcare" })).toBeInTheDocument();
    expect(screen.getByText("For clinics and practices")).toBeInTheDocument();
    expect(document.querySelector('img[src="/images/healthcare.svg"]')).not.toBeNull();
    expect(api.callsTo("GET", "/api/public/verticals")).not.toHaveLength(0);
  });

  const publicDir = path.resolve(process.cwd().endsWith("web") ? "public" : "apps/web/public");
  it("shows the product itself under the hero (the picture of each theme, on disk) and Pricing in the header", async () => {
    renderRoutes(mainRoutes, "/");
    await heading("Start 7-Day Trial for $1");
    const pictures = screen.getAllByRole("img", { name: /The dashboard of a clinic's workspace/ });
    expect(pictures.map((img) => img.getAttribute("src"))).toEqual([
      "/marketing/dashboard-light-1280.webp",
      "/marketing/dashboard-dark-1280.webp",
    ]);
    for (const img of pictures) {
      for (const candidate of img.getAttribute("srcset")!.split(", ")) {
        const file = candidate.split(" ")[0]!;
        expect(existsSync(path.join(publicDir, file)), file).toBe(true);
      }
    }
    expect(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Pricing" }),
    ).toHaveAttribute("href", "/pricing");
  });

  it("has the main landing (not the tenant landing) at /", async () => {
    renderRoutes(mainRoutes, "/");
    await heading("Start 7-Day Trial for $1");
    expect(api.calls.some((call) => call.path.includes("/api/tenants/"))).toBe(false);
  });
});

describe("tenant-domain route set", () => {
  it("shows 'Page Not Found' at an unknown path", async () => {
    renderRoutes(tenantRoutes, "/no/such/page", tenantHost());
    expect(await heading("Page Not Found")).toBeInTheDocument();
  });

  it.each(["/onboarding", "/war-room", "/su/admin/dashboard", "/pricing", "/verticals/healthcare"])(
    "has no %s (404)",
    async (path) => {
      renderRoutes(tenantRoutes, path, tenantHost());
      expect(await heading("Page Not Found")).toBeInTheDocument();
    },
  );

  it.each([
    ["/login", "Log In"],
    ["/reset-password?token=abc", "Choose a new password"],
    ["/portal/reset-password?token=abc", "Choose a new password"],
    ["/dashboard", "Super Admin War Room"],
    ["/portal/login", "Patient Portal Login"],
    ["/portal/register", "Create an Account"],
    ["/portal/dashboard", "Patient Portal Login"],
  ])("routes %s to '%s'", async (path, title) => {
    renderRoutes(tenantRoutes, path, tenantHost());
    expect(await heading(title)).toBeInTheDocument();
  });

  it("shows the tenant's landing at /", async () => {
    renderRoutes(tenantRoutes, "/", tenantHost());
    expect(await heading("Acme Health")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Patient Portal/ })).toHaveAttribute("href", "/portal");
    await waitFor(() => expect(document.title).toBe("Acme Health | EngageSuite"));
  });
});
