import { canCall } from "@engagesuite/shared";
import { useStaffSession } from "./use-staff-session";

/**
 * Whether the signed-in member may call this `staff` or `tenantAdmin` endpoint, from the permission table the server
 * enforces (packages/shared `PERMISSIONS`, the endpoint's declared permission): a screen hides what the server would
 * refuse, never offers it. False while the session loads and for anyone who is not a workspace member.
 */
export function useCanCall(endpoint: Parameters<typeof canCall>[1]): boolean {
  const { data: user } = useStaffSession();
  return canCall(user?.role, endpoint);
}
