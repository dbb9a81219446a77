import { z } from "zod";
import { PLAN_TIERS } from "./enums";
import { cardSchema } from "./schemas";

/**
 * A workspace's subscription after the $1 trial (issue 18): the states of its one state machine, what the billing page
 * reads, and the words the server and the screens share. Money is in US cents on the wire; screens format it with Intl.
 *
 * - `trialing`: the 7-day trial; at its end the plan's first period is charged.
 * - `active`: paid; renews at `currentPeriodEnd`.
 * - `past_due`: a charge failed; retried 1, 3 and 5 days after the first failure, then `suspended`.
 * - `canceled`: a cancellation is scheduled (`cancelAt`, the trial's or the period's end); usable until then, "Resume"
 *   undoes it.
 * - `read_only`: the cancellation took effect; 30 days of reading and export (`readOnlyUntil`), then `suspended`.
 * - `suspended`: nothing but billing works for the staff, the portal is unavailable; nothing is deleted, and paying
 *   reactivates the workspace at once.
 */
export const SUBSCRIPTION_STATES = ["trialing", "active", "past_due", "canceled", "read_only", "suspended"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** Days after the first failed charge on which it is tried again; after the last one the workspace is suspended. */
export const DUNNING_RETRY_DAYS = [1, 3, 5] as const;
/** Days a cancelled workspace stays readable (and exportable) before it is suspended. */
export const READ_ONLY_DAYS = 30;
/** Days before the trial's end that the "Trial ends in 3 days" e-mail goes out. */
export const TRIAL_REMINDER_DAYS = 3;
/** What one seat beyond the plan's included users costs per month, in cents (yearly: 10 months' worth per year). */
export const ADDITIONAL_SEAT_CENTS = { monthly: 1_500, yearly: 15_000 } as const;

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const paymentMethodSchema = z.object({
  /** The card network as Stripe names it: visa, mastercard, amex, discover, … */
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const subscriptionSummarySchema = z.object({
  state: z.enum(SUBSCRIPTION_STATES),
  provider: z.enum(["sandbox", "stripe"]),
  planTier: z.enum(PLAN_TIERS),
  billingPeriod: z.enum(BILLING_PERIODS),
  /** The plan's price for one period, in cents (additional seats not included). */
  planPriceCents: z.number().int(),
  trialEndsAt: z.string().nullable(),
  /** Whole days left of the trial (0 on its last day), null outside the trial. */
  trialDaysLeft: z.number().int().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The next charge, when one is due (none once a cancellation is scheduled or took effect). */
  nextCharge: z.object({ at: z.string(), amountCents: z.number().int() }).nullable(),
  /** State `canceled`: when the cancellation takes effect. */
  cancelAt: z.string().nullable(),
  /** State `read_only`: when the workspace is suspended. */
  readOnlyUntil: z.string().nullable(),
  /** A downgrade or period change waiting for the period's end. */
  scheduledChange: z
    .object({ planTier: z.enum(PLAN_TIERS), billingPeriod: z.enum(BILLING_PERIODS), at: z.string() })
    .nullable(),
  /** State `past_due`: how many charges failed, and when the next try is (null after the last). */
  dunning: z.object({ failedAttempts: z.number().int(), nextRetryAt: z.string().nullable() }).nullable(),
  seats: z.object({
    /** Active members and open invitations. */
    used: z.number().int(),
    included: z.number().int(),
    additional: z.number().int(),
    /** The plan's most users (null: unlimited). */
    planLimit: z.number().int().nullable(),
    seatPriceCents: z.number().int(),
  }),
  paymentMethod: paymentMethodSchema.nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const INVOICE_STATUSES = ["paid", "open", "void", "uncollectible"] as const;
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** Our PDF (sandbox) or Stripe's invoice PDF. */
  pdfUrl: z.string().nullable(),
  /** Stripe's hosted invoice page, where an open invoice can be paid. */
  hostedUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = z.object({ invoices: z.array(invoiceSchema), total: z.number().int() });

export const planChangeSchema = z.object({ planTier: z.enum(PLAN_TIERS), billingPeriod: z.enum(BILLING_PERIODS) });
export type PlanChange = z.infer<typeof planChangeSchema>;

/** What a plan change would do, before it is made. */
export const planChangePreviewSchema = z.object({
  /** `now`: an upgrade, charged prorated at once; `period_end`: a downgrade or a period change, at `at`. */
  effective: z.enum(["now", "period_end"]),
  at: z.string(),
  /** Charged now (the prorated difference), in cents; 0 for a change at the period's end or during the trial. */
  amountDueNowCents: z.number().int(),
  /** The new plan's price for one period, in cents. */
  newPlanPriceCents: z.number().int(),
  /** Why the change cannot be made (e.g. more members than the new plan's seats), or null. */
  refusal: z.string().nullable(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const seatsChangeSchema = z.object({ additionalUsers: z.number().int().min(0).max(1_000) });

/** Sandbox only: a new card, with the onboarding card form's rules (Stripe's public test numbers decide the outcome). */
export const sandboxPaymentMethodSchema = cardSchema;

export const BILLING_MESSAGES = {
  adminOnly: "Only a workspace administrator can manage billing",
  cancelled: "Your subscription is cancelled",
  resumed: "Your subscription continues",
  nothingToResume: "There is no cancellation to undo",
  cannotCancel: "This subscription cannot be cancelled in its current state",
  readOnly: "This workspace is read-only since its subscription ended. Renew it on the billing page to make changes.",
  suspended: "This workspace is suspended. A workspace administrator can reactivate it on the billing page.",
  portalUnavailable: "This portal is unavailable at the moment. Please contact the business directly.",
  paymentFailed: "The payment failed. Please update your card.",
  tooManyMembers: (members: number, seats: number) =>
    `Your team has ${members} members and invitations, and this plan includes ${seats}. Remove ${members - seats} before you downgrade.`,
  samePlan: "This is already your plan",
  cannotChangePlan: "Settle the subscription on the billing page before you change its plan",
  tooFewSeats: (members: number, seats: number) =>
    `Your team has ${members} members and invitations, and that leaves ${seats} seats. Remove ${members - seats} first.`,
  stripeOnly: "This is done in Stripe's customer portal, which this workspace does not use",
  noSubscription: "This workspace has no subscription",
  invoiceNotFound: "Invoice not found",
} as const;
