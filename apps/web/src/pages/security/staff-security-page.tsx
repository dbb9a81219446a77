import { canCall, staffSecurityApi, tenantUrl } from "@engagesuite/shared";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate } from "react-router";
import { useAppHost } from "@/app/host-context";
import { WorkspaceIntro } from "@/components/layout/placeholders";
import { Button } from "@/components/ui/button";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useStaffSession } from "@/features/auth/use-staff-session";
import { SECURITY_TEXT } from "@/features/mfa/messages";
import { ChangePasswordCard } from "@/features/security/change-password-card";
import { StaffMfaRuleCard } from "@/features/security/staff-mfa-rule-card";
import { TwoFactorCard } from "@/features/security/two-factor-card";
import { browser } from "@/lib/browser";

const TENANT_SECURITY_PATH = "/tu/admin/security";

function SecurityContent({ backTo, tenantAdminOf }: { backTo: string; tenantAdminOf?: string }) {
  return (
    <WorkspaceIntro title={SECURITY_TEXT.pageTitle} description={SECURITY_TEXT.pageDescription}>
      <Button asChild variant="ghost" size="sm" className="-mt-4 justify-self-start">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          Back to the dashboard
        </Link>
      </Button>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <TwoFactorCard kind="staff" />
        <ChangePasswordCard kind="staff" />
        {tenantAdminOf && <StaffMfaRuleCard tenantId={tenantAdminOf} />}
      </div>
    </WorkspaceIntro>
  );
}

/** `/su/admin/security`: the super admin's own password and two-factor authentication (inside RequireSuperAdmin). */
export function StaffSecurityPage() {
  return <SecurityContent backTo="/su/admin/dashboard" />;
}

function GoToUrl({ url }: { url: string }) {
  useEffect(() => browser.assign(url), [url]);
  return <FullScreenSpinner label="Opening your workspace" />;
}

/**
 * `/tu/admin/security`: a tenant member's own Security page on their tenant's host (a tenant admin also sets the
 * staff rule here). A super admin goes to theirs; anyone signed out to the landing's sign-in.
 */
export function TenantStaffSecurityPage() {
  const { data: user, isPending } = useStaffSession();
  const { context, appDomain } = useAppHost();
  if (isPending) return <FullScreenSpinner label="Checking your session" />;
  if (!user) return <Navigate replace to="/" />;
  if (user.role === "SUPER_ADMIN") return <Navigate replace to="/su/admin/security" />;
  if (context.kind === "main") {
    if (!user.tenantDomain) return <Navigate replace to="/" />;
    const { protocol, port } = window.location;
    return <GoToUrl url={`${tenantUrl(user.tenantDomain, appDomain, protocol, port)}${TENANT_SECURITY_PATH}`} />;
  }
  if (context.kind === "tenant" && user.tenantDomain?.toLowerCase() !== context.subdomain.toLowerCase()) {
    return <Navigate replace to="/" />;
  }
  const tenantAdminOf = canCall(user.role, staffSecurityApi.staffMfaRule) && user.tenantId ? user.tenantId : undefined;
  return <SecurityContent backTo="/tu/admin/dashboard" tenantAdminOf={tenantAdminOf} />;
}
