import { type AuthUser, can, type TenantSummary } from "@engagesuite/shared";
import { Menu } from "lucide-react";
import { type CSSProperties, lazy, Suspense, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { CrossTenantGuard } from "@/features/auth/cross-tenant";
import { useSubscription } from "@/features/billing/api";
import { useAccessBlock, workspaceAccess } from "@/features/billing/workspace-access";
import { NotificationBell } from "@/features/notifications/notification-bell";
import { tenantBrand } from "@/features/tenant/use-tenant-info";
import { useWorkspaceFormat } from "@/features/tenant/use-workspace-format";
import { TermsProvider } from "@/i18n/terms";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DashboardNav, TenantIdentity } from "./dashboard-nav";
import {
  type DashboardSection,
  DEFAULT_SECTION,
  navGroupsFor,
  parseSection,
  SECTIONS,
  tenantEntitlements,
} from "./sections";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "./sheet";

/** A read-only or suspended workspace's screens: rare, so their own chunks, not the dashboard's first download. */
const ReadOnlyBanner = lazy(() =>
  import("@/features/billing/read-only-banner").then((m) => ({ default: m.ReadOnlyBanner })),
);
const WorkspaceSuspended = lazy(() =>
  import("@/features/billing/workspace-suspended").then((m) => ({ default: m.WorkspaceSuspended })),
);

/** The query parameter naming the visible section (absent for the default, Contacts). */
const SECTION_PARAM = "section";

function roleLabel(role: AuthUser["role"]): string {
  return role === "TENANT_ADMIN" ? "Tenant admin" : "Staff";
}

/**
 * The tenant admin dashboard (SPEC §2) for a signed-in member of the tenant: a sidebar with the tenant and its
 * modules (a slide-in menu under 768px), and the chosen section, Contacts by default.
 */
export function TenantDashboard({ tenant, user }: { tenant: TenantSummary; user: AuthUser }) {
  useDocumentTitle(tenant.name);
  useWorkspaceFormat(tenant);
  const [params, setParams] = useSearchParams();
  const entitlements = tenantEntitlements(tenant);
  const section = parseSection(params.get(SECTION_PARAM), user.role, entitlements);
  const groups = navGroupsFor(user.role, entitlements, tenant.terms);
  const [menuOpen, setMenuOpen] = useState(false);
  const headingId = useId();
  const brand = tenantBrand(tenant);
  const style = { "--tenant-primary": brand.primaryColor, "--tenant-secondary": brand.secondaryColor } as CSSProperties;
  const role = roleLabel(user.role);
  const block = useAccessBlock();
  // An admin's subscription says a workspace is read-only or suspended before any call is refused; staff cannot read it.
  const subscription = useSubscription(tenant.id, can(user.role, "billing.view"));
  const access = workspaceAccess({
    block,
    subscriptionState: subscription.data?.state ?? null,
    tenantStatus: tenant.status,
    role: user.role,
    section,
  });

  function select(next: DashboardSection) {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === DEFAULT_SECTION) updated.delete(SECTION_PARAM);
        else updated.set(SECTION_PARAM, next);
        return updated;
      },
      { replace: true },
    );
    setMenuOpen(false);
  }

  if (access.screen === "suspended") {
    return (
      <div style={style}>
        <CrossTenantGuard tenantId={tenant.id} />
        <Suspense fallback={null}>
          <WorkspaceSuspended
            workspaceName={tenant.name}
            canManageBilling={access.canManageBilling}
            onGoToBilling={() => select("billing")}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div
      style={style}
      className="grid items-start gap-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8"
    >
      <CrossTenantGuard tenantId={tenant.id} />
      {/* One tenant identity for every width: the sidebar's header from 768px, the top bar (with Menu) below. */}
      <div className="md:sticky md:top-20">
        <div className="md:space-y-5 md:rounded-xl md:border md:bg-card md:p-3 md:shadow-sm">
          <div className="flex items-center gap-3 md:border-b md:px-1 md:pt-1 md:pb-3">
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button type="button" variant="outline" size="icon" aria-label="Open menu" className="md:hidden">
                  <Menu aria-hidden="true" />
                </Button>
              </SheetTrigger>
              <SheetContent aria-describedby={undefined}>
                <SheetTitle className="sr-only">Dashboard menu</SheetTitle>
                <div className="border-b pr-8 pb-4">
                  <TenantIdentity tenant={tenant} roleLabel={role} />
                </div>
                <nav aria-label="Dashboard">
                  <DashboardNav
                    active={section}
                    onSelect={select}
                    onNavigate={() => setMenuOpen(false)}
                    idPrefix="menu"
                    groups={groups}
                  />
                </nav>
              </SheetContent>
            </Sheet>
            <TenantIdentity tenant={tenant} roleLabel={role} />
          </div>
          <nav aria-label="Dashboard" className="hidden md:block">
            <DashboardNav active={section} onSelect={select} idPrefix="sidebar" groups={groups} />
          </nav>
        </div>
      </div>

      <div className="min-w-0 space-y-6">
        <div className="space-y-5">
          <div className="flex items-center justify-between gap-3">
            <h1 className="font-medium text-muted-foreground text-sm">Tenant Admin Dashboard</h1>
            <NotificationBell />
          </div>
          {access.readOnlyBanner && (
            <Suspense fallback={null}>
              <ReadOnlyBanner canManageBilling={access.canManageBilling} onGoToBilling={() => select("billing")} />
            </Suspense>
          )}
          <TermsProvider terms={tenant.terms}>{SECTIONS[section].render({ tenant, headingId })}</TermsProvider>
        </div>
      </div>
    </div>
  );
}
