import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import type { AuthShellHandle } from "@/components/layout/auth-shell";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { RouteErrorPage } from "@/pages/errors/route-error-page";
import type { RouteSet } from "./host";
import { RootLayout } from "./root-layout";

/** A route whose component is loaded on demand: each page (and each shell) is its own chunk. */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const shells = {
  marketing: lazyComponent(
    () => import("@/components/layout/marketing-shell"),
    (m) => m.MarketingShell,
  ),
  auth: lazyComponent(
    () => import("@/components/layout/auth-shell"),
    (m) => m.AuthShell,
  ),
  app: lazyComponent(
    () => import("@/components/layout/app-shell"),
    (m) => m.AppShell,
  ),
  tenant: lazyComponent(
    () => import("@/components/layout/tenant-shell"),
    (m) => m.TenantShell,
  ),
  /** The client portal session (SPEC §4), mounted around the portal pages only. */
  portal: lazyComponent(
    () => import("@/features/portal/portal-auth"),
    (m) => m.PortalAuthLayout,
  ),
  /** SPEC §6: /portal/dashboard and any later portal page need a signed-in client. */
  portalProtected: lazyComponent(
    () => import("@/features/portal/protected-portal-route"),
    (m) => m.ProtectedPortalRoute,
  ),
  superAdmin: lazyComponent(
    () => import("@/features/auth/require-super-admin"),
    (m) => m.RequireSuperAdmin,
  ),
};

const pages = {
  landing: lazyComponent(
    () => import("@/pages/marketing/landing-page"),
    (m) => m.LandingPage,
  ),
  vertical: lazyComponent(
    () => import("@/pages/marketing/vertical-page"),
    (m) => m.VerticalPage,
  ),
  pricing: lazyComponent(
    () => import("@/pages/marketing/pricing-page"),
    (m) => m.PricingPage,
  ),
  serviceModules: lazyComponent(
    () => import("@/pages/marketing/service-modules-page"),
    (m) => m.ServiceModulesPage,
  ),
  kbArticle: lazyComponent(
    () => import("@/pages/marketing/knowledge-base-article-page"),
    (m) => m.KnowledgeBaseArticlePage,
  ),
  onboarding: lazyComponent(
    () => import("@/pages/onboarding/onboarding-page"),
    (m) => m.OnboardingPage,
  ),
  login: lazyComponent(
    () => import("@/pages/auth/login-page"),
    (m) => m.LoginPage,
  ),
  resetPassword: lazyComponent(
    () => import("@/pages/auth/reset-password-page"),
    (m) => m.ResetPasswordPage,
  ),
  portalResetPassword: lazyComponent(
    () => import("@/pages/auth/reset-password-page"),
    (m) => m.PortalResetPasswordPage,
  ),
  portalLanding: lazyComponent(
    () => import("@/pages/portal/portal-landing-page"),
    (m) => m.PortalLandingPage,
  ),
  portalLogin: lazyComponent(
    () => import("@/pages/portal/portal-login-page"),
    (m) => m.PortalLoginPage,
  ),
  portalRegister: lazyComponent(
    () => import("@/pages/portal/portal-register-page"),
    (m) => m.PortalRegisterPage,
  ),
  portalDashboard: lazyComponent(
    () => import("@/pages/portal/portal-dashboard-page"),
    (m) => m.PortalDashboardPage,
  ),
  portalSupport: lazyComponent(
    () => import("@/pages/portal/portal-support-page"),
    (m) => m.PortalSupportPage,
  ),
  warRoom: lazyComponent(
    () => import("@/pages/platform/war-room-page"),
    (m) => m.WarRoomPage,
  ),
  dashboard: lazyComponent(
    () => import("@/pages/platform/dashboard-page"),
    (m) => m.DashboardPage,
  ),
  kbAdmin: lazyComponent(
    () => import("@/pages/platform/kb-admin-page"),
    (m) => m.KbAdminPage,
  ),
  tenantLanding: lazyComponent(
    () => import("@/pages/tenant/tenant-landing-page"),
    (m) => m.TenantLandingPage,
  ),
  tenantAdmin: lazyComponent(
    () => import("@/pages/tenant/tenant-admin-dashboard-page"),
    (m) => m.TenantAdminDashboardPage,
  ),
  notFound: lazyComponent(
    () => import("@/pages/errors/not-found-page"),
    (m) => m.NotFoundPage,
  ),
};

const loginHandle: AuthShellHandle = { authWidth: "wide" };

/** The platform sign-in and the staff password reset (both route sets, SPEC §2). */
const staffAuthRoutes: RouteObject = {
  lazy: shells.auth,
  children: [
    { path: "login", lazy: pages.login, handle: loginHandle },
    { path: "reset-password", lazy: pages.resetPassword },
  ],
};

/**
 * The client portal (both route sets): /portal sends on to the dashboard or the login; the login, register and
 * reset pages in AuthShell; the protected dashboard with its own chrome. One session provider around them all.
 */
const portalRoutes: RouteObject = {
  lazy: shells.portal,
  children: [
    { path: "portal", lazy: pages.portalLanding },
    {
      lazy: shells.auth,
      children: [
        { path: "portal/login", lazy: pages.portalLogin },
        { path: "portal/register", lazy: pages.portalRegister },
        { path: "portal/reset-password", lazy: pages.portalResetPassword },
      ],
    },
    {
      lazy: shells.portalProtected,
      children: [
        { path: "portal/dashboard", lazy: pages.portalDashboard },
        { path: "portal/support", lazy: pages.portalSupport },
      ],
    },
  ],
};

/** `/dashboard` (DESIGN §7): role-aware, with its own shell for the war room. */
const dashboardRoute: RouteObject = { path: "dashboard", lazy: pages.dashboard };

function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      id: "root",
      Component: RootLayout,
      HydrateFallback: FullScreenSpinner,
      ErrorBoundary: RouteErrorPage,
      children,
    },
  ];
}

/** SPEC §2 main-domain route set: the marketing site, onboarding, platform login and dashboards. */
export const mainRoutes: RouteObject[] = root([
  {
    lazy: shells.marketing,
    children: [
      { index: true, lazy: pages.landing },
      { path: "verticals/:slug", lazy: pages.vertical },
      { path: "pricing", lazy: pages.pricing },
      { path: "service-modules", lazy: pages.serviceModules },
      { path: "knowledge-base/article/:id", lazy: pages.kbArticle },
      { path: "onboarding", lazy: pages.onboarding },
      { path: "*", lazy: pages.notFound },
    ],
  },
  staffAuthRoutes,
  portalRoutes,
  dashboardRoute,
  {
    lazy: shells.app,
    children: [
      {
        lazy: shells.superAdmin,
        children: [
          { path: "su/admin/dashboard", lazy: pages.warRoom },
          { path: "su/admin/knowledge-base", lazy: pages.kbAdmin },
          { path: "war-room", lazy: pages.warRoom },
        ],
      },
      { path: "tu/admin/dashboard", lazy: pages.tenantAdmin },
    ],
  },
]);

/** SPEC §2 tenant-domain route set: the tenant's landing, its portal, staff dashboards. No marketing, no onboarding. */
export const tenantRoutes: RouteObject[] = root([
  {
    lazy: shells.tenant,
    children: [
      { index: true, lazy: pages.tenantLanding },
      { path: "*", lazy: pages.notFound },
    ],
  },
  staffAuthRoutes,
  portalRoutes,
  dashboardRoute,
  {
    lazy: shells.app,
    children: [{ path: "tu/admin/dashboard", lazy: pages.tenantAdmin }],
  },
]);

export function routesFor(routeSet: RouteSet): RouteObject[] {
  return routeSet === "tenant" ? tenantRoutes : mainRoutes;
}

export function createAppRouter(routeSet: RouteSet) {
  return createBrowserRouter(routesFor(routeSet));
}
