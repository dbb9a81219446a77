import { Navigate } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { usePortalHref } from "@/features/portal/portal-paths";

/** `/portal` (SPEC §2): a signed-in client goes to the dashboard, anyone else to the login (query kept). */
export function PortalLandingPage() {
  const { user, isRestoring } = usePortalAuth();
  const href = usePortalHref();
  if (isRestoring) return <FullScreenSpinner />;
  return <Navigate replace to={href(user ? "/portal/dashboard" : "/portal/login")} />;
}
