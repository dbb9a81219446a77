import { type AccountSecurityEndpoints, portalSecurityApi, staffSecurityApi } from "@engagesuite/shared";
import { keyOf } from "@/lib/api-client";

/** The security endpoints of a staff/platform account (`staffSecurityApi`) or a portal client (`portalSecurityApi`). */
export type AccountKind = "staff" | "portal";

export function securityApi(kind: AccountKind): AccountSecurityEndpoints {
  return kind === "staff" ? staffSecurityApi : portalSecurityApi;
}

/** The query key of the account's two-factor status (the Security page and the staff rule card share it). */
export function securityQueryKey(kind: AccountKind) {
  return keyOf(securityApi(kind).status, {});
}
