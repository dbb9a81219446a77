import { type ReactNode, useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { usePortalAuth } from "./portal-auth";
import { forgetPortalRedirect, rememberPortalRedirect, usePortalHref } from "./portal-paths";

/**
 * SPEC §6: a signed-in portal client passes; anyone else goes to /portal/login, the wanted page remembered under
 * `portalRedirectTo` for after the login. A full-screen spinner shows while the session loads.
 */
export function ProtectedPortalRoute({ children }: { children?: ReactNode }) {
  const { user, isLoading } = usePortalAuth();
  const location = useLocation();
  const href = usePortalHref();

  // Arrived: the saved target has done its job.
  useEffect(() => {
    if (user) forgetPortalRedirect();
  }, [user]);

  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    rememberPortalRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate replace to={href("/portal/login")} />;
  }
  return children ?? <Outlet />;
}
