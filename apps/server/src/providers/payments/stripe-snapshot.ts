import type { PlanTier } from "@engagesuite/shared";

/** Stripe's subscription as a webhook (or a retrieve) shows it, reduced to what the machine reads. */
export interface StripeSnapshot {
  /** The event's `created` (seconds since 1970, as Stripe sends it, times 1000). */
  createdAt: Date;
  status: "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";
  planTier: PlanTier;
  yearly: boolean;
  /** The seats item's quantity (none: 0). */
  additionalSeats: number;
  /** A change Stripe will make at the period's end (a subscription schedule's next phase), when the answer knows it. */
  scheduled?: { planTier: PlanTier; yearly: boolean } | null;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  endedAt: Date | null;
}

/** What a call to Stripe answers the subscription machine (modules/billing/subscription-machine.ts): the state after it. */
export interface StripeEvent {
  type: "stripe";
  snapshot: StripeSnapshot;
}
