import { randomBytes } from "node:crypto";
import { ONBOARDING_MESSAGES, type SubscriptionSetup, TRIAL_DAYS, TRIAL_REMINDER_DAYS } from "@engagesuite/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { billingCustomers, billingSubscriptions } from "../../db/schema";
import { type Clock, systemClock } from "../../lib/clock";
import { hashToken } from "../../lib/tokens";
import { cardBrandOf, judgeTestCard } from "./cards";
import { PaymentError, type PaymentProvider, type SubscriptionInput } from "./types";

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString("hex")}`;
const OPEN = ["incomplete"] as const;

/**
 * The local payments provider (DESIGN §6): Stripe's states and answers, with Stripe's public test cards, kept in our
 * own tables. It never stores a card number or CVC.
 */
export class SandboxPayments implements PaymentProvider {
  readonly name = "sandbox" as const;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  async getOrCreateSubscription(input: SubscriptionInput): Promise<SubscriptionSetup> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(billingCustomers)
        .values({ id: id("cus"), email: input.email, name: input.name, provider: "sandbox" })
        .onConflictDoNothing();
      const [customer] = await tx
        .select()
        .from(billingCustomers)
        .where(and(sql`lower(${billingCustomers.email}) = ${input.email}`, eq(billingCustomers.provider, "sandbox")));
      const [latest] = await tx
        .select()
        .from(billingSubscriptions)
        .where(eq(billingSubscriptions.customerId, customer!.id))
        .orderBy(desc(billingSubscriptions.createdAt))
        .limit(1)
        .for("update");
      const clientSecret = `${id("pi")}_secret_${randomBytes(16).toString("hex")}`;

      if (latest && latest.status !== "incomplete" && latest.status !== "canceled") {
        throw new PaymentError(409, "This e-mail already has an active subscription. Sign in to manage it.");
      }
      if (latest && (OPEN as readonly string[]).includes(latest.status)) {
        await tx
          .update(billingSubscriptions)
          .set({
            planTier: input.planType,
            yearly: input.isYearly,
            clientSecretHash: hashToken(clientSecret),
            updatedAt: new Date(),
          })
          .where(eq(billingSubscriptions.id, latest.id));
        return { subscriptionId: latest.id, clientSecret, customerId: customer!.id };
      }
      const subscriptionId = id("sub");
      await tx.insert(billingSubscriptions).values({
        id: subscriptionId,
        customerId: customer!.id,
        provider: "sandbox",
        planTier: input.planType,
        yearly: input.isYearly,
        status: "incomplete",
        clientSecretHash: hashToken(clientSecret),
      });
      return { subscriptionId, clientSecret, customerId: customer!.id };
    });
  }

  /** The card step Stripe.js does in the browser: answers a payment intent id for the $1 trial charge. */
  async confirmCard(clientSecret: string, card: { cardNumber: string; expiryDate: string }): Promise<string> {
    const [subscription] = await this.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.clientSecretHash, hashToken(clientSecret)));
    if (!subscription) throw new PaymentError(404, "This payment session has expired. Please reload the page.");
    if (subscription.status !== "incomplete") return subscription.paymentIntentId ?? id("pi");
    const verdict = judgeTestCard(card);
    if (!verdict.ok) throw new PaymentError(402, verdict.message);
    const paymentIntentId = id("pi");
    const number = card.cardNumber.replace(/\s+/g, "");
    const [mm, yy] = card.expiryDate.split("/").map(Number);
    // The card is kept for the charges after the trial: brand, last 4 and expiry only.
    await this.db
      .update(billingSubscriptions)
      .set({
        paymentIntentId,
        cardBrand: cardBrandOf(number),
        cardLast4: number.slice(-4),
        cardExpMonth: mm ?? null,
        cardExpYear: yy === undefined ? null : 2000 + yy,
        cardOutcome: "succeeds",
        updatedAt: new Date(),
      })
      .where(eq(billingSubscriptions.id, subscription.id));
    return paymentIntentId;
  }

  async confirmSubscription(subscriptionId: string, paymentIntentId: string): Promise<{ customerId: string }> {
    const [subscription] = await this.db
      .select()
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.id, subscriptionId), eq(billingSubscriptions.provider, "sandbox")));
    if (!subscription?.paymentIntentId || subscription.paymentIntentId !== paymentIntentId) {
      throw new PaymentError(402, ONBOARDING_MESSAGES.paymentNotConfirmed);
    }
    if (subscription.status === "incomplete") {
      const now = this.clock.now().getTime();
      const trialEndsAt = new Date(now + TRIAL_DAYS * 86_400_000);
      await this.db
        .update(billingSubscriptions)
        .set({
          status: "trialing",
          state: "trialing",
          trialEndsAt,
          nextActionAt: new Date(trialEndsAt.getTime() - TRIAL_REMINDER_DAYS * 86_400_000),
          confirmedAt: new Date(now),
          clientSecretHash: null,
          updatedAt: new Date(now),
        })
        .where(eq(billingSubscriptions.id, subscriptionId));
    }
    return { customerId: subscription.customerId };
  }
}
