import { BILLING_MESSAGES, can, type SubscriptionState, type TenantStatus } from "@engagesuite/shared";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorStatus, readApiError } from "@/lib/api";

/**
 * What a workspace's subscription lets its people do (issue 18 point 4), decided here and nowhere else:
 *
 * - the server refuses staff calls with 403 and `BILLING_MESSAGES.readOnly` (writes of a read-only workspace) or
 *   `BILLING_MESSAGES.suspended` (everything but billing and the session of a suspended one), and portal calls with
 *   403 and `BILLING_MESSAGES.portalUnavailable`;
 * - the first such answer of any query or mutation is remembered for the app (in its query client, so each app and each
 *   test has its own) and decides the screen: a banner, the "workspace suspended" page, the "portal unavailable" page;
 * - an admin's subscription summary and the tenant's status say the same before any call is refused.
 */
export type AccessBlock = "read_only" | "suspended" | "portal_unavailable";

const SEVERITY: Record<AccessBlock, number> = { read_only: 1, portal_unavailable: 2, suspended: 3 };

/** The block a refused call means, if it is one of billing's refusals. */
export function accessBlockOf(error: unknown): AccessBlock | null {
  if (errorStatus(error) !== 403) return null;
  const message = readApiError(error)?.message;
  if (message === BILLING_MESSAGES.suspended) return "suspended";
  if (message === BILLING_MESSAGES.readOnly) return "read_only";
  if (message === BILLING_MESSAGES.portalUnavailable) return "portal_unavailable";
  return null;
}

/** Where the app keeps the block it has seen: a query of its own that nothing fetches. */
export const ACCESS_BLOCK_KEY = ["billing", "access-block"] as const;

/** Remembers the block a refused call means; a milder one never replaces a harsher one. */
export function reportAccessError(queryClient: QueryClient, error: unknown): void {
  const block = accessBlockOf(error);
  if (!block) return;
  const current = queryClient.getQueryData<AccessBlock | null>(ACCESS_BLOCK_KEY) ?? null;
  if (current && SEVERITY[current] >= SEVERITY[block]) return;
  queryClient.setQueryData(ACCESS_BLOCK_KEY, block);
}

/** After a payment or a renewal: the workspace works again. */
export function clearAccessBlock(queryClient: QueryClient): void {
  queryClient.setQueryData(ACCESS_BLOCK_KEY, null);
}

/** Whether a summary in this state lifts a block seen earlier (the admin paid, renewed or resumed). */
export function liftsBlock(state: SubscriptionState): boolean {
  return state !== "read_only" && state !== "suspended";
}

/**
 * The block seen so far by any query or mutation of this app (the global error hook): watches the query and mutation
 * caches while mounted, and answers the block, or null.
 */
export function useAccessBlock(): AccessBlock | null {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === "error") reportAccessError(queryClient, query.state.error);
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") reportAccessError(queryClient, event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.mutation.state.status === "error") {
        reportAccessError(queryClient, event.mutation.state.error);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  const { data } = useQuery<AccessBlock | null>({
    queryKey: ACCESS_BLOCK_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? null;
}

export interface WorkspaceAccess {
  /** The dashboard, or the "workspace suspended" page in its place. */
  screen: "dashboard" | "suspended";
  /** The banner across the dashboard of a read-only workspace. */
  readOnlyBanner: boolean;
  /** An administrator: sent to billing to pay or renew; the others are told to ask one. */
  canManageBilling: boolean;
}

/**
 * The staff dashboard's one decision: the block a call met, the admin's subscription state (null for staff, who cannot
 * read it) and the tenant's status (CANCELLED: the cancellation took effect; SUSPENDED) say what shows. A suspended
 * workspace's admin still reaches Billing, to pay.
 */
export function workspaceAccess(input: {
  block: AccessBlock | null;
  subscriptionState: SubscriptionState | null;
  tenantStatus: TenantStatus | null;
  role: string;
  section: string;
}): WorkspaceAccess {
  const canManageBilling = can(input.role, "billing.view");
  const lifted = input.subscriptionState !== null && liftsBlock(input.subscriptionState);
  const suspended =
    input.block === "suspended" ||
    input.subscriptionState === "suspended" ||
    (!lifted && input.tenantStatus === "SUSPENDED");
  const readOnly =
    !suspended &&
    (input.block === "read_only" ||
      input.subscriptionState === "read_only" ||
      (!lifted && input.tenantStatus === "CANCELLED"));
  const billingOpen = canManageBilling && input.section === "billing";
  return {
    screen: suspended && !billingOpen ? "suspended" : "dashboard",
    readOnlyBanner: readOnly,
    canManageBilling,
  };
}
