import { tenantUrl } from "@engagesuite/shared";
import { useEffect } from "react";
import { Navigate, useLocation } from "react-router";
import { useAppHost } from "@/app/host-context";
import { AppShell } from "@/components/layout/app-shell";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useSignedOutPath, useStaffSession } from "@/features/auth/use-staff-session";
import { browser } from "@/lib/browser";
import { WarRoomPage } from "./war-room-page";

const TENANT_DASHBOARD_PATH = "/tu/admin/dashboard";

/** A full-page move to another host (the staff member's tenant). */
function GoToUrl({ url }: { url: string }) {
  useEffect(() => browser.assign(url), [url]);
  return <FullScreenSpinner label="Opening your workspace" />;
}

/**
 * `/dashboard` (DESIGN §7): each role goes home. SUPER_ADMIN sees the war room; TENANT_ADMIN and STAFF go to their
 * tenant's dashboard, keeping the query and hash (a billing e-mail's `/dashboard?section=billing` opens Billing);
 * anyone signed out goes to the sign-in of this host, and back here once signed in.
 */
export function DashboardPage() {
  const { data: user, isPending } = useStaffSession();
  const { search, hash } = useLocation();
  const { context, appDomain } = useAppHost();
  const signedOutPath = useSignedOutPath();

  if (isPending) return <FullScreenSpinner label="Checking your session" />;
  // Signed out: the sign-in brings them back to this link (its section) once signed in.
  if (!user) return <Navigate replace to={signedOutPath} state={{ returnTo: `/dashboard${search}${hash}` }} />;
  if (user.role === "SUPER_ADMIN") {
    return (
      <AppShell>
        <WarRoomPage />
      </AppShell>
    );
  }
  const destination = `${TENANT_DASHBOARD_PATH}${search}${hash}`;
  if (context.kind !== "main" || !user.tenantDomain) return <Navigate replace to={destination} />;
  const { protocol, port } = window.location;
  return <GoToUrl url={`${tenantUrl(user.tenantDomain, appDomain, protocol, port)}${destination}`} />;
}
