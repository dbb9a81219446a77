import { can, canCall, type Permission } from "@engagesuite/shared";
import { useStaffSession } from "./use-staff-session";

/**
 * Whether the signed-in member may do this, from the permission table the server enforces (packages/shared
 * `PERMISSIONS`): a screen hides what the server would refuse, never offers it. False while the session loads and
 * for anyone who is not a workspace member (signed out, the platform's super admin).
 */
export function usePermission(permission: Permission): boolean {
  const { data: user } = useStaffSession();
  return can(user?.role, permission);
}

/** Whether the signed-in member may call this `staff` or `tenantAdmin` endpoint (its declared permission). */
export function useCanCall(endpoint: Parameters<typeof canCall>[1]): boolean {
  const { data: user } = useStaffSession();
  return canCall(user?.role, endpoint);
}
