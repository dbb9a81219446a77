import { tenantUrl } from "@engagesuite/shared";
import { useEffect } from "react";
import { Navigate } from "react-router";
import { useAppHost } from "@/app/host-context";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { MyAccount } from "@/features/account/my-account";
import { useStaffSession } from "@/features/auth/use-staff-session";
import { browser } from "@/lib/browser";

const TENANT_ACCOUNT_PATH = "/tu/admin/account";

/** `/su/admin/account`: the super admin's own account (inside RequireSuperAdmin). */
export function PlatformMyAccountPage() {
  const { data: user, isPending } = useStaffSession();
  if (isPending) return <FullScreenSpinner label="Checking your session" />;
  if (!user) return <Navigate replace to="/login" />;
  return <MyAccount user={user} backTo="/su/admin/dashboard" />;
}

function GoToUrl({ url }: { url: string }) {
  useEffect(() => browser.assign(url), [url]);
  return <FullScreenSpinner label="Opening your workspace" />;
}

/**
 * `/tu/admin/account`: a tenant member's own account on their tenant's host. A super admin goes to theirs; a member
 * on the main host to their tenant's; anyone signed out to the landing's sign-in.
 */
export function TenantMyAccountPage() {
  const { data: user, isPending } = useStaffSession();
  const { context, appDomain } = useAppHost();
  if (isPending) return <FullScreenSpinner label="Checking your session" />;
  if (!user) return <Navigate replace to="/" />;
  if (user.role === "SUPER_ADMIN") return <Navigate replace to="/su/admin/account" />;
  if (context.kind === "main") {
    if (!user.tenantDomain) return <Navigate replace to="/" />;
    const { protocol, port } = window.location;
    return <GoToUrl url={`${tenantUrl(user.tenantDomain, appDomain, protocol, port)}${TENANT_ACCOUNT_PATH}`} />;
  }
  if (context.kind === "tenant" && user.tenantDomain?.toLowerCase() !== context.subdomain.toLowerCase()) {
    return <Navigate replace to="/" />;
  }
  return <MyAccount user={user} backTo="/tu/admin/dashboard" />;
}
