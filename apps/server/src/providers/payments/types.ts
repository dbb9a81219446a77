import type { PlanTier, SubscriptionSetup } from "@engagesuite/shared";

export interface SubscriptionInput {
  email: string;
  name: string;
  planType: PlanTier;
  isYearly: boolean;
  trialDays: number;
}

/** A payment the customer or the card network refused: shown to the visitor as it is. */
export class PaymentError extends Error {
  constructor(
    readonly statusCode: 400 | 402 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

/** Stripe's two-step shape (DESIGN §6): a subscription with a client secret, then confirmation with a payment. */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Idempotent per customer e-mail: the same open subscription comes back, updated to the asked plan. */
  getOrCreateSubscription(input: SubscriptionInput): Promise<SubscriptionSetup>;
  /** Checks the payment really succeeded for this subscription and records the trial; idempotent. */
  confirmSubscription(subscriptionId: string, paymentIntentId: string): Promise<{ customerId: string }>;
}
