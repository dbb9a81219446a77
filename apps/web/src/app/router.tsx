import type { RouteObject } from "react-router";
import type { RouteSet } from "./host";
import { lazyRoute } from "./lazy-route";
import { RootLayout } from "./root-layout";

const shells = {
  marketing: lazyRoute(
    () => import("@/components/layout/marketing-shell"),
    (m) => m.MarketingShell,
  ),
  auth: lazyRoute(
    () => import("@/components/layout/auth-shell"),
    (m) => m.AuthShell,
  ),
  /** The platform login's two columns. */
  wideAuth: lazyRoute(
    () => import("@/components/layout/auth-shell"),
    (m) => m.WideAuthShell,
  ),
  app: lazyRoute(
    () => import("@/components/layout/app-shell"),
    (m) => m.AppShell,
  ),
  tenant: lazyRoute(
    () => import("@/components/layout/tenant-shell"),
    (m) => m.TenantShell,
  ),
  /** The client portal session (SPEC §4), mounted around the portal pages only. */
  portal: lazyRoute(
    () => import("@/features/portal/portal-auth"),
    (m) => m.PortalAuthLayout,
  ),
  /** SPEC §6: /portal/dashboard and any later portal page need a signed-in client. */
  portalProtected: lazyRoute(
    () => import("@/features/portal/protected-portal-route"),
    (m) => m.ProtectedPortalRoute,
  ),
  superAdmin: lazyRoute(
    () => import("@/features/auth/require-super-admin"),
    (m) => m.RequireSuperAdmin,
  ),
};

const pages = {
  landing: lazyRoute(
    () => import("@/pages/marketing/landing-page"),
    (m) => m.LandingPage,
  ),
  vertical: lazyRoute(
    () => import("@/pages/marketing/vertical-page"),
    (m) => m.VerticalPage,
  ),
  pricing: lazyRoute(
    () => import("@/pages/marketing/pricing-page"),
    (m) => m.PricingPage,
  ),
  serviceModules: lazyRoute(
    () => import("@/pages/marketing/service-modules-page"),
    (m) => m.ServiceModulesPage,
  ),
  kbArticle: lazyRoute(
    () =>
      Promise.all([
        import("@/pages/marketing/knowledge-base-article-page"),
        import("@/features/kb/markdown").then((m) => m.preloadMarkdown()),
      ]).then(([page]) => page),
    (m) => m.KnowledgeBaseArticlePage,
  ),
  onboarding: lazyRoute(
    () => import("@/pages/onboarding/onboarding-page"),
    (m) => m.OnboardingPage,
  ),
  login: lazyRoute(
    () => import("@/pages/auth/login-page"),
    (m) => m.LoginPage,
  ),
  resetPassword: lazyRoute(
    () => import("@/pages/auth/reset-password-page"),
    (m) => m.ResetPasswordPage,
  ),
  handoff: lazyRoute(
    () => import("@/pages/auth/handoff-page"),
    (m) => m.HandoffPage,
  ),
  /** A workspace invitation's link (tenant hosts only). */
  invitation: lazyRoute(
    () => import("@/features/team/invitation-page"),
    (m) => m.InvitationPage,
  ),
  staffSecurity: lazyRoute(
    () => import("@/pages/security/staff-security-page"),
    (m) => m.StaffSecurityPage,
  ),
  tenantStaffSecurity: lazyRoute(
    () => import("@/pages/security/staff-security-page"),
    (m) => m.TenantStaffSecurityPage,
  ),
  platformAccount: lazyRoute(
    () => import("@/pages/account/my-account-page"),
    (m) => m.PlatformMyAccountPage,
  ),
  tenantAccount: lazyRoute(
    () => import("@/pages/account/my-account-page"),
    (m) => m.TenantMyAccountPage,
  ),
  confirmEmail: lazyRoute(
    () => import("@/pages/account/confirm-email-page"),
    (m) => m.ConfirmEmailPage,
  ),
  portalResetPassword: lazyRoute(
    () => import("@/pages/auth/reset-password-page"),
    (m) => m.PortalResetPasswordPage,
  ),
  portalLanding: lazyRoute(
    () => import("@/pages/portal/portal-landing-page"),
    (m) => m.PortalLandingPage,
  ),
  /** A portal invitation's link (tenant hosts only). */
  portalInvitation: lazyRoute(
    () => import("@/pages/portal/portal-invitation-page"),
    (m) => m.PortalInvitationPage,
  ),
  portalLogin: lazyRoute(
    () => import("@/pages/portal/portal-login-page"),
    (m) => m.PortalLoginPage,
  ),
  portalRegister: lazyRoute(
    () => import("@/pages/portal/portal-register-page"),
    (m) => m.PortalRegisterPage,
  ),
  portalVerifyEmail: lazyRoute(
    () => import("@/pages/portal/portal-verify-email-page"),
    (m) => m.PortalVerifyEmailPage,
  ),
  portalDashboard: lazyRoute(
    () => import("@/pages/portal/portal-dashboard-page"),
    (m) => m.PortalDashboardPage,
  ),
  portalSupport: lazyRoute(
    () => import("@/pages/portal/portal-support-page"),
    (m) => m.PortalSupportPage,
  ),
  portalHelp: lazyRoute(
    () => import("@/pages/portal/portal-help-page"),
    (m) => m.PortalHelpPage,
  ),
  warRoom: lazyRoute(
    () => import("@/pages/platform/war-room-page"),
    (m) => m.WarRoomPage,
  ),
  dashboard: lazyRoute(
    () => import("@/pages/platform/dashboard-page"),
    (m) => m.DashboardPage,
  ),
  kbAdmin: lazyRoute(
    () => import("@/pages/platform/kb-admin-page"),
    (m) => m.KbAdminPage,
  ),
  tenantLanding: lazyRoute(
    () => import("@/pages/tenant/tenant-landing-page"),
    (m) => m.TenantLandingPage,
  ),
  tenantAdmin: lazyRoute(
    () => import("@/pages/tenant/tenant-admin-dashboard-page"),
    (m) => m.TenantAdminDashboardPage,
  ),
  notFound: lazyRoute(
    () => import("@/pages/errors/not-found-page"),
    (m) => m.NotFoundPage,
  ),
};

/** The platform sign-in and the staff password reset (both route sets, SPEC §2). */
const staffAuthRoutes: RouteObject = {
  children: [
    { element: <shells.wideAuth />, children: [{ path: "login", element: <pages.login /> }] },
    {
      element: <shells.auth />,
      children: [
        { path: "reset-password", element: <pages.resetPassword /> },
        { path: "auth/handoff", element: <pages.handoff /> },
        { path: "account/confirm-email", element: <pages.confirmEmail /> },
      ],
    },
  ],
};

/**
 * The client portal (both route sets): /portal sends on to the dashboard or the login; the login, register and
 * reset pages in AuthShell; the protected dashboard with its own chrome. One session provider around them all.
 */
const portalRoutes: RouteObject = {
  element: <shells.portal />,
  children: [
    { path: "portal", element: <pages.portalLanding /> },
    {
      element: <shells.auth />,
      children: [
        { path: "portal/login", element: <pages.portalLogin /> },
        { path: "portal/register", element: <pages.portalRegister /> },
        { path: "portal/reset-password", element: <pages.portalResetPassword /> },
        { path: "portal/verify-email", element: <pages.portalVerifyEmail /> },
      ],
    },
    {
      element: <shells.portalProtected />,
      children: [
        { path: "portal/dashboard", element: <pages.portalDashboard /> },
        { path: "portal/support", element: <pages.portalSupport /> },
        { path: "portal/help", element: <pages.portalHelp /> },
      ],
    },
  ],
};

/** `/dashboard` (DESIGN §7): role-aware, with its own shell for the war room. */
const dashboardRoute: RouteObject = { path: "dashboard", element: <pages.dashboard /> };

function root(children: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children,
    },
  ];
}

/** SPEC §2 main-domain route set: the marketing site, onboarding, platform login and dashboards. */
export const mainRoutes: RouteObject[] = root([
  {
    element: <shells.marketing />,
    children: [
      { index: true, element: <pages.landing /> },
      { path: "verticals/:slug", element: <pages.vertical /> },
      { path: "pricing", element: <pages.pricing /> },
      { path: "service-modules", element: <pages.serviceModules /> },
      { path: "knowledge-base/article/:id", element: <pages.kbArticle /> },
      { path: "onboarding", element: <pages.onboarding /> },
      { path: "*", element: <pages.notFound /> },
    ],
  },
  staffAuthRoutes,
  portalRoutes,
  dashboardRoute,
  {
    element: <shells.app />,
    children: [
      {
        element: <shells.superAdmin />,
        children: [
          { path: "su/admin/dashboard", element: <pages.warRoom /> },
          { path: "su/admin/knowledge-base", element: <pages.kbAdmin /> },
          { path: "su/admin/security", element: <pages.staffSecurity /> },
          { path: "su/admin/account", element: <pages.platformAccount /> },
          { path: "war-room", element: <pages.warRoom /> },
        ],
      },
      { path: "tu/admin/dashboard", element: <pages.tenantAdmin /> },
      { path: "tu/admin/security", element: <pages.tenantStaffSecurity /> },
      { path: "tu/admin/account", element: <pages.tenantAccount /> },
    ],
  },
]);

/** SPEC §2 tenant-domain route set: the tenant's landing, its portal, staff dashboards. No marketing, no onboarding. */
export const tenantRoutes: RouteObject[] = root([
  {
    element: <shells.tenant />,
    children: [
      { index: true, element: <pages.tenantLanding /> },
      { path: "*", element: <pages.notFound /> },
    ],
  },
  staffAuthRoutes,
  { element: <shells.auth />, children: [{ path: "invitation", element: <pages.invitation /> }] },
  {
    element: <shells.portal />,
    children: [
      { element: <shells.auth />, children: [{ path: "portal/invitation", element: <pages.portalInvitation /> }] },
    ],
  },
  portalRoutes,
  dashboardRoute,
  {
    element: <shells.app />,
    children: [
      { path: "tu/admin/dashboard", element: <pages.tenantAdmin /> },
      { path: "tu/admin/security", element: <pages.tenantStaffSecurity /> },
      { path: "tu/admin/account", element: <pages.tenantAccount /> },
    ],
  },
]);

/**
 * The public pages the server renders to HTML (src/app/ssr.tsx): on the main domain the landing, a vertical, pricing,
 * the service modules, a help article and the wizard's first step; on a tenant's host its landing and portal login.
 */
export const PRERENDERED_PATHS: Record<RouteSet, readonly RegExp[]> = {
  main: [
    /^\/$/,
    /^\/pricing\/?$/,
    /^\/service-modules\/?$/,
    /^\/verticals\/[^/]+\/?$/,
    /^\/knowledge-base\/article\/[^/]+\/?$/,
    /^\/onboarding\/?$/,
  ],
  tenant: [/^\/$/, /^\/portal\/login\/?$/],
};

export function routesFor(routeSet: RouteSet): RouteObject[] {
  return routeSet === "tenant" ? tenantRoutes : mainRoutes;
}
