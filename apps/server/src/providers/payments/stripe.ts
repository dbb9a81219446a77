import {
  ADDITIONAL_SEAT_CENTS,
  ONBOARDING_MESSAGES,
  PLANS,
  type PlanTier,
  type SubscriptionSetup,
  TRIAL_PRICE,
} from "@engagesuite/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db, DbOrTx } from "../../db/client";
import { billingCustomers, billingSubscriptions } from "../../db/schema";
import type { StripeEvent, StripeSnapshot } from "./stripe-snapshot";
import { PaymentError, type PaymentProvider, type SubscriptionInput } from "./types";

type SubscriptionStatus = (typeof billingSubscriptions.$inferSelect)["status"];
const TRIAL_FEE_LOOKUP_KEY = "engagesuite_trial_fee";
const priceLookupKey = (tier: PlanTier, yearly: boolean) =>
  `engagesuite_${tier.toLowerCase()}_${yearly ? "yearly" : "monthly"}`;

/**
 * Stripe (STRIPE_SECRET_KEY): a customer per e-mail, a subscription with a 7-day trial and a $1 trial charge on its
 * first invoice, and the invoice's `confirmation_secret` for Stripe Elements. The plan prices are created in Stripe
 * from PLANS on first use (by lookup key), so no price ids need configuring. Every create carries an idempotency key.
 */
export class StripePayments implements PaymentProvider {
  readonly name = "stripe" as const;
  private readonly prices = new Map<string, string>();

  constructor(
    private readonly stripe: Stripe,
    private readonly db: Db,
  ) {}

  async getOrCreateSubscription(input: SubscriptionInput): Promise<SubscriptionSetup> {
    const customerId = await this.customerFor(input.email, input.name);
    const [open] = await this.db
      .select()
      .from(billingSubscriptions)
      .where(and(eq(billingSubscriptions.customerId, customerId), eq(billingSubscriptions.status, "incomplete")))
      .orderBy(desc(billingSubscriptions.createdAt))
      .limit(1);
    if (open && open.planTier === input.planType && open.yearly === input.isYearly) {
      const existing = await this.stripe.subscriptions.retrieve(open.id, {
        expand: ["latest_invoice.confirmation_secret"],
      });
      const secret = clientSecretOf(existing);
      if (existing.status === "incomplete" && secret)
        return { subscriptionId: open.id, clientSecret: secret, customerId };
    }
    if (open) {
      await this.stripe.subscriptions.cancel(open.id).catch(() => undefined);
      await this.db
        .update(billingSubscriptions)
        .set({ status: "canceled", updatedAt: new Date() })
        .where(eq(billingSubscriptions.id, open.id));
    }
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: await this.priceFor(input.planType, input.isYearly) }],
        add_invoice_items: [{ price: await this.trialFeePrice() }],
        // The trial's end as a moment (Stripe converts the subscription then and its webhooks drive our state).
        trial_end: Math.floor(Date.now() / 1000) + input.trialDays * 86_400,
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        expand: ["latest_invoice.confirmation_secret"],
        metadata: { planTier: input.planType, billing: input.isYearly ? "yearly" : "monthly" },
      },
      { idempotencyKey: `subscription:${customerId}:${input.planType}:${input.isYearly}:${Date.now() >> 16}` },
    );
    const clientSecret = clientSecretOf(subscription);
    if (!clientSecret) throw new PaymentError(400, ONBOARDING_MESSAGES.subscriptionFailed);
    await this.db.insert(billingSubscriptions).values({
      id: subscription.id,
      customerId,
      provider: "stripe",
      planTier: input.planType,
      yearly: input.isYearly,
      status: subscription.status as SubscriptionStatus,
    });
    return { subscriptionId: subscription.id, clientSecret, customerId };
  }

  async confirmSubscription(subscriptionId: string, paymentIntentId: string): Promise<{ customerId: string }> {
    const [row] = await this.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscriptionId));
    if (!row) throw new PaymentError(404, ONBOARDING_MESSAGES.paymentNotConfirmed);
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId);
    if (
      intent.status !== "succeeded" ||
      (typeof intent.customer === "string" ? intent.customer : intent.customer?.id) !== row.customerId
    ) {
      throw new PaymentError(402, ONBOARDING_MESSAGES.paymentNotConfirmed);
    }
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    await this.recordStatus(subscription);
    if (subscription.status !== "trialing" && subscription.status !== "active") {
      throw new PaymentError(402, ONBOARDING_MESSAGES.paymentNotConfirmed);
    }
    await this.db
      .update(billingSubscriptions)
      .set({ paymentIntentId, confirmedAt: new Date() })
      .where(eq(billingSubscriptions.id, subscriptionId));
    return { customerId: row.customerId };
  }

  /** Keeps our copy of a subscription's state (called on confirmation and from verified webhooks). */
  async recordStatus(subscription: Stripe.Subscription, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(billingSubscriptions)
      .set({
        status: subscription.status as SubscriptionStatus,
        trialEndsAt: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
        updatedAt: new Date(),
      })
      .where(eq(billingSubscriptions.id, subscription.id));
  }

  /** Cancel at the period's (or the trial's) end, or undo it: Stripe's answer, as the machine's event. */
  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<StripeEvent> {
    const updated = await this.stripe.subscriptions.update(
      subscriptionId,
      { cancel_at_period_end: cancel },
      { idempotencyKey: `cancel:${subscriptionId}:${cancel}:${Date.now() >> 12}` },
    );
    return { type: "stripe", snapshot: stripeSnapshot(updated, new Date()) };
  }

  /**
   * An upgrade at once with proration. A downgrade or period change at the period's end: a subscription schedule whose
   * current phase ends with the period and whose next phase has the new plan (the seats item following its interval),
   * released to a plain subscription after it.
   */
  async changePlan(
    subscriptionId: string,
    tier: PlanTier,
    yearly: boolean,
    options: { atOnce: boolean },
  ): Promise<StripeEvent> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const { plan, seats } = itemsOf(current);
    const metadata = { planTier: tier, billing: yearly ? "yearly" : "monthly" };
    const key = `plan:${subscriptionId}:${tier}:${yearly}:${Date.now() >> 12}`;
    if (!options.atOnce) {
      const periodEnd =
        plan?.current_period_end ?? (current as unknown as { current_period_end?: number }).current_period_end;
      const scheduleId =
        typeof current.schedule === "string"
          ? current.schedule
          : (current.schedule?.id ??
            (
              await this.stripe.subscriptionSchedules.create(
                { from_subscription: subscriptionId },
                { idempotencyKey: `${key}:schedule` },
              )
            ).id);
      const schedule = await this.stripe.subscriptionSchedules.retrieve(scheduleId);
      const itemsNow = [plan, seats].flatMap((item) =>
        item ? [{ price: item.price.id, quantity: item.quantity ?? 1, metadata: item.metadata ?? {} }] : [],
      );
      const itemsNext = [
        { price: await this.priceFor(tier, yearly), quantity: 1 },
        ...(seats
          ? [{ price: await this.seatPriceFor(yearly), quantity: seats.quantity ?? 1, metadata: { kind: SEATS_ITEM } }]
          : []),
      ];
      await this.stripe.subscriptionSchedules.update(
        scheduleId,
        {
          end_behavior: "release",
          proration_behavior: "none",
          phases: [
            {
              items: itemsNow,
              start_date: schedule.phases[0]?.start_date,
              end_date: periodEnd,
              metadata: current.metadata,
            },
            { items: itemsNext, metadata },
          ],
        },
        { idempotencyKey: `${key}:phases` },
      );
      return {
        type: "stripe",
        snapshot: { ...stripeSnapshot(current, new Date()), scheduled: { planTier: tier, yearly } },
      };
    }
    // An upgrade replaces a downgrade waiting in a schedule: the schedule lets the subscription go first.
    const pending = typeof current.schedule === "string" ? current.schedule : current.schedule?.id;
    if (pending) await this.stripe.subscriptionSchedules.release(pending, {}, { idempotencyKey: `${key}:release` });
    const items: Stripe.SubscriptionUpdateParams.Item[] = [
      { ...(plan ? { id: plan.id } : {}), price: await this.priceFor(tier, yearly) },
    ];
    if (seats) items.push({ id: seats.id, price: await this.seatPriceFor(yearly) });
    const updated = await this.stripe.subscriptions.update(
      subscriptionId,
      { items, proration_behavior: "always_invoice", metadata },
      { idempotencyKey: key },
    );
    return { type: "stripe", snapshot: { ...stripeSnapshot(updated, new Date()), scheduled: null } };
  }

  /** Additional seats: an item of their own at the seat's price (ADDITIONAL_SEAT_CENTS), removed at 0. */
  async setSeats(subscriptionId: string, additional: number): Promise<StripeEvent> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const { plan, seats } = itemsOf(current);
    const yearly = plan?.price?.recurring?.interval === "year";
    const item: Stripe.SubscriptionUpdateParams.Item = seats
      ? additional > 0
        ? { id: seats.id, quantity: additional }
        : { id: seats.id, deleted: true }
      : { price: await this.seatPriceFor(yearly), quantity: additional, metadata: { kind: SEATS_ITEM } };
    const updated = await this.stripe.subscriptions.update(
      subscriptionId,
      { items: [item], proration_behavior: "create_prorations" },
      { idempotencyKey: `seats:${subscriptionId}:${additional}:${Date.now() >> 12}` },
    );
    return { type: "stripe", snapshot: stripeSnapshot(updated, new Date()) };
  }

  /** Stripe's customer portal, where the admin updates the card and pays an open invoice. */
  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  private async customerFor(email: string, name: string): Promise<string> {
    const [known] = await this.db
      .select()
      .from(billingCustomers)
      .where(and(sql`lower(${billingCustomers.email}) = ${email}`, eq(billingCustomers.provider, "stripe")));
    if (known) return known.id;
    const customer = await this.stripe.customers.create({ email, name }, { idempotencyKey: `customer:${email}` });
    await this.db
      .insert(billingCustomers)
      .values({ id: customer.id, email, name, provider: "stripe" })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(billingCustomers)
      .where(and(sql`lower(${billingCustomers.email}) = ${email}`, eq(billingCustomers.provider, "stripe")));
    return row!.id;
  }

  private async priceFor(tier: PlanTier, yearly: boolean): Promise<string> {
    const plan = PLANS.find((p) => p.tier === tier)!;
    return this.ensurePrice(priceLookupKey(tier, yearly), `EngageSuite ${plan.name}`, {
      unit_amount: Math.round((yearly ? plan.price.yearly : plan.price.monthly) * 100),
      recurring: { interval: yearly ? "year" : "month" },
    });
  }

  private seatPriceFor(yearly: boolean): Promise<string> {
    return this.ensurePrice(`engagesuite_seat_${yearly ? "yearly" : "monthly"}`, "EngageSuite additional seat", {
      unit_amount: yearly ? ADDITIONAL_SEAT_CENTS.yearly : ADDITIONAL_SEAT_CENTS.monthly,
      recurring: { interval: yearly ? "year" : "month" },
    });
  }

  private trialFeePrice(): Promise<string> {
    return this.ensurePrice(TRIAL_FEE_LOOKUP_KEY, "EngageSuite 7-day trial", {
      unit_amount: Math.round(TRIAL_PRICE * 100),
    });
  }

  private async ensurePrice(
    lookupKey: string,
    productName: string,
    price: { unit_amount: number; recurring?: { interval: "month" | "year" } },
  ): Promise<string> {
    const cached = this.prices.get(lookupKey);
    if (cached) return cached;
    const found = await this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    let id = found.data[0]?.id;
    if (!id) {
      const product = await this.stripe.products.create(
        { name: productName },
        { idempotencyKey: `product:${lookupKey}` },
      );
      const created = await this.stripe.prices.create(
        { currency: "usd", product: product.id, lookup_key: lookupKey, ...price },
        { idempotencyKey: `price:${lookupKey}` },
      );
      id = created.id;
    }
    this.prices.set(lookupKey, id);
    return id;
  }
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/** The seats item's metadata `kind`: the other item is the plan's. */
const SEATS_ITEM = "seats";

type Item = Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number };

function itemsOf(subscription: Stripe.Subscription): { plan: Item | undefined; seats: Item | undefined } {
  const items = (subscription.items?.data ?? []) as Item[];
  return {
    plan: items.find((i) => i.metadata?.kind !== SEATS_ITEM),
    seats: items.find((i) => i.metadata?.kind === SEATS_ITEM),
  };
}

/** A Stripe subscription as the machine reads it (periods sit on the item in newer API versions, on the object before). */
export function stripeSnapshot(subscription: Stripe.Subscription, createdAt: Date): StripeSnapshot {
  const { plan: item, seats } = itemsOf(subscription);
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const metadata = subscription.metadata ?? {};
  const tier =
    (["BASIC", "PROFESSIONAL", "ENTERPRISE"] as const).find((t) => t === metadata.planTier) ?? "PROFESSIONAL";
  const interval = item?.price?.recurring?.interval;
  return {
    createdAt,
    status: subscription.status as StripeSnapshot["status"],
    planTier: tier,
    yearly: interval ? interval === "year" : metadata.billing === "yearly",
    additionalSeats: seats?.quantity ?? 0,
    trialEnd: seconds(subscription.trial_end),
    currentPeriodStart: seconds(item?.current_period_start ?? legacy.current_period_start),
    currentPeriodEnd: seconds(item?.current_period_end ?? legacy.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    cancelAt: seconds(subscription.cancel_at),
    endedAt: seconds(subscription.ended_at),
  };
}
