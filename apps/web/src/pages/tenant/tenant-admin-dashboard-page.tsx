import { type AuthUser, tenantUrl } from "@engagesuite/shared";
import { RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Navigate } from "react-router";
import { useAppHost } from "@/app/host-context";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useStaffSession, useStaffTenant } from "@/features/auth/use-staff-session";
import { TenantDashboard } from "@/features/tenant-dashboard/tenant-dashboard";
import { TenantNotFound } from "@/features/tenant-dashboard/tenant-not-found";
import { errorMessage } from "@/lib/api";
import { browser } from "@/lib/browser";

const DASHBOARD_PATH = "/tu/admin/dashboard";

/** A full-page move to the staff member's own tenant host. */
function GoToUrl({ url }: { url: string }) {
  useEffect(() => browser.assign(url), [url]);
  return <FullScreenSpinner label="Opening your workspace" />;
}

/**
 * The dashboard of the staff member's own tenant, which the session call answers with the user (no separate tenant
 * lookup), for a member of that tenant only.
 */
function TenantWorkspace({ user }: { user: AuthUser }) {
  const tenant = useStaffTenant();
  // Right after a sign-in the session holds the user alone: its tenant arrives with the session call that follows.
  if (tenant.data === undefined) {
    if (!tenant.isError) return <FullScreenSpinner label="Loading your workspace" />;
    return (
      <div className="mx-auto max-w-xl py-16">
        <Alert variant="destructive">
          <AlertTitle>Error Loading Tenant</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(tenant.error, "Unable to load tenant information. Please try again later.")}</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void tenant.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  if (tenant.data === null) return <TenantNotFound />;
  if (tenant.data.id !== user.tenantId) return <Navigate replace to="/" />;
  return <TenantDashboard tenant={tenant.data} user={user} />;
}

/**
 * /tu/admin/dashboard (SPEC §2): only a signed-in TENANT_ADMIN or STAFF of this host's tenant. Anyone else (signed
 * out, a super admin, another tenant's member) goes to `/`, the tenant's landing with its sign-in. On the main
 * domain a staff member is sent to their own tenant's host.
 */
export function TenantAdminDashboardPage() {
  const { data: user, isPending } = useStaffSession();
  const { context, appDomain } = useAppHost();

  if (isPending) return <FullScreenSpinner label="Checking your session" />;
  if (!user || user.role === "SUPER_ADMIN" || !user.tenantId) return <Navigate replace to="/" />;

  if (context.kind === "main") {
    if (!user.tenantDomain) return <Navigate replace to="/" />;
    const { protocol, port } = window.location;
    return <GoToUrl url={`${tenantUrl(user.tenantDomain, appDomain, protocol, port)}${DASHBOARD_PATH}`} />;
  }
  if (!user.tenantDomain) return <Navigate replace to="/" />;
  if (context.kind === "tenant" && user.tenantDomain.toLowerCase() !== context.subdomain.toLowerCase()) {
    return <Navigate replace to="/" />;
  }
  return <TenantWorkspace user={user} />;
}
