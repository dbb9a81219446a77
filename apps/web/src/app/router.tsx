import type { ComponentType } from "react";
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  redirect,
  useLocation,
} from "react-router";
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
  warRoom: lazyComponent(
    () => import("@/pages/platform/war-room-page"),
    (m) => m.WarRoomPage,
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

/** The client portal landing (SPEC §2): sends visitors to the portal login, keeping the query (tenantId). */
export const PORTAL_LOGIN_PATH = "/portal/login";
function portalLandingLoader({ request }: LoaderFunctionArgs) {
  return redirect(`${PORTAL_LOGIN_PATH}${new URL(request.url).search}`);
}

/** Never seen in practice (the loader redirects first); keeps the route renderable. */
function PortalLanding() {
  const { search } = useLocation();
  return <Navigate replace to={`${PORTAL_LOGIN_PATH}${search}`} />;
}

const portalLanding: RouteObject = { path: "portal", loader: portalLandingLoader, Component: PortalLanding };

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
  {
    lazy: shells.auth,
    children: [
      { path: "login", lazy: pages.login },
      { path: "portal/login", lazy: pages.portalLogin },
      { path: "portal/register", lazy: pages.portalRegister },
    ],
  },
  {
    lazy: shells.app,
    children: [
      { path: "su/admin/dashboard", lazy: pages.warRoom },
      { path: "dashboard", lazy: pages.warRoom },
      { path: "war-room", lazy: pages.warRoom },
      { path: "tu/admin/dashboard", lazy: pages.tenantAdmin },
      { path: "portal/dashboard", lazy: pages.portalDashboard },
    ],
  },
  portalLanding,
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
  {
    lazy: shells.auth,
    children: [
      { path: "login", lazy: pages.login },
      { path: "portal/login", lazy: pages.portalLogin },
      { path: "portal/register", lazy: pages.portalRegister },
    ],
  },
  {
    lazy: shells.app,
    children: [
      { path: "dashboard", lazy: pages.warRoom },
      { path: "tu/admin/dashboard", lazy: pages.tenantAdmin },
      { path: "portal/dashboard", lazy: pages.portalDashboard },
    ],
  },
  portalLanding,
]);

export function routesFor(routeSet: RouteSet): RouteObject[] {
  return routeSet === "tenant" ? tenantRoutes : mainRoutes;
}

export function createAppRouter(routeSet: RouteSet) {
  return createBrowserRouter(routesFor(routeSet));
}
