import { type PlanChange, type SubscriptionSummary, subscriptionApi } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CardValues } from "@/features/onboarding/card-form";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";
import { clearAccessBlock, liftsBlock } from "./workspace-access";

/** The billing page's summary; every action answers the new summary, which replaces it in the cache. */
export function subscriptionOptions(tenantId: string) {
  return { ...queryOptionsOf(subscriptionApi.get, { params: { tenantId } }), staleTime: 30_000 };
}

export function useSubscription(tenantId: string, enabled = true) {
  return useQuery({ ...subscriptionOptions(tenantId), enabled });
}

export function useInvoices(tenantId: string) {
  return useQuery(queryOptionsOf(subscriptionApi.invoices, { params: { tenantId }, query: { limit: 20, offset: 0 } }));
}

/** What changing to this plan and period would do; off while nothing new is chosen. */
export function usePlanChangePreview(tenantId: string, change: PlanChange | null) {
  return useQuery({
    ...queryOptionsOf(subscriptionApi.previewPlanChange, {
      params: { tenantId },
      query: change ?? { planTier: "BASIC", billingPeriod: "monthly" },
    }),
    enabled: change !== null,
    staleTime: 0,
  });
}

/**
 * A billing action: its answer (the new summary) replaces the cached one, the invoices are read again, and a workspace
 * that works again (paid, renewed) loses its suspended or read-only screen.
 */
function useSummaryMutation<T>(tenantId: string, run: (arg: T) => Promise<SubscriptionSummary>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (summary) => {
      queryClient.setQueryData(keyOf(subscriptionApi.get, { params: { tenantId } }), summary);
      if (liftsBlock(summary.state)) clearAccessBlock(queryClient);
      void queryClient.invalidateQueries({
        queryKey: keyOf(subscriptionApi.invoices, { params: { tenantId }, query: {} }).slice(0, 1),
      });
    },
  });
}

export const useCancelSubscription = (tenantId: string) =>
  useSummaryMutation(tenantId, () => call(subscriptionApi.cancel, { params: { tenantId } }));

export const useResumeSubscription = (tenantId: string) =>
  useSummaryMutation(tenantId, () => call(subscriptionApi.resume, { params: { tenantId } }));

export const useChangePlan = (tenantId: string) =>
  useSummaryMutation(tenantId, (body: PlanChange) => call(subscriptionApi.changePlan, { params: { tenantId }, body }));

export const useChangeSeats = (tenantId: string) =>
  useSummaryMutation(tenantId, (additionalUsers: number) =>
    call(subscriptionApi.changeSeats, { params: { tenantId }, body: { additionalUsers } }),
  );

export const useUpdateSandboxCard = (tenantId: string) =>
  useSummaryMutation(tenantId, (card: CardValues) =>
    call(subscriptionApi.updateSandboxCard, { params: { tenantId }, body: card }),
  );

export const usePaymentPortal = (tenantId: string) =>
  useMutation({ mutationFn: () => call(subscriptionApi.paymentPortal, { params: { tenantId } }) });
