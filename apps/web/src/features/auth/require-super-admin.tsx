import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { useStaffSession } from "./use-staff-session";

/** Renders its children (or the nested route) for a SUPER_ADMIN only; anyone else goes to /login. */
export function RequireSuperAdmin({ children }: { children?: ReactNode }) {
  const { data: user, isPending } = useStaffSession();
  if (isPending) return <FullScreenSpinner label="Checking your session" />;
  if (user?.role !== "SUPER_ADMIN") return <Navigate replace to="/login" />;
  return children ?? <Outlet />;
}
