import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSubscriptions } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { call } from "../../test/http";

/**
 * A recording stand-in for the Stripe SDK (the boundary of a paid outside service): it answers like Stripe's API and
 * keeps the calls, so the adapter's requests (trial, $1 charge, idempotency keys) can be checked offline.
 */
function fakeStripe() {
  const calls: { method: string; params: unknown; options?: unknown }[] = [];
  let n = 0;
  const subs = new Map<string, { id: string; status: string; customer: string; trial_end: number | null }>();
  const record = (method: string, params: unknown, options?: unknown) => calls.push({ method, params, options });
  const sdk = {
    customers: {
      create: async (params: { email: string }, options: unknown) => {
        record("customers.create", params, options);
        return { id: `cus_${++n}` };
      },
    },
    prices: {
      list: async (params: unknown) => {
        record("prices.list", params);
        return { data: [] };
      },
      create: async (params: { lookup_key: string }, options: unknown) => {
        record("prices.create", params, options);
        return { id: `price_${params.lookup_key}` };
      },
    },
    products: {
      create: async (params: unknown, options: unknown) => {
        record("products.create", params, options);
        return { id: `prod_${++n}` };
      },
    },
    subscriptions: {
      create: async (params: { customer: string }, options: unknown) => {
        record("subscriptions.create", params, options);
        const id = `sub_${++n}`;
        subs.set(id, { id, status: "incomplete", customer: params.customer, trial_end: null });
        return { ...subs.get(id), latest_invoice: { confirmation_secret: { client_secret: `pi_${n}_secret_abc` } } };
      },
      retrieve: async (id: string) => ({
        ...subs.get(id),
        latest_invoice: { confirmation_secret: { client_secret: "pi_x_secret" } },
      }),
      cancel: async (id: string) => record("subscriptions.cancel", id),
    },
    paymentIntents: {
      retrieve: async (id: string) => {
        const sub = [...subs.values()][0]!;
        if (id === "pi_paid") {
          sub.status = "trialing";
          sub.trial_end = Math.floor(Date.now() / 1000) + 7 * 86400;
        }
        return { id, status: id === "pi_paid" ? "succeeded" : "requires_payment_method", customer: sub.customer };
      },
    },
    webhooks: new Stripe("sk_test_dummy").webhooks,
  };
  return { sdk: sdk as unknown as Stripe, calls, subs };
}

describe("Stripe payments adapter", () => {
  let t: TestApp;
  const stripe = fakeStripe();
  beforeAll(async () => {
    t = await createTestApp({
      demo: false,
      config: { STRIPE_WEBHOOK_SECRET: "whsec_test_secret" },
      deps: { providers: { stripe: stripe.sdk } },
    });
  });
  afterAll(() => t.close());

  it("creates a subscription with a 7-day trial, a $1 trial charge and idempotency keys, and hides the sandbox route", async () => {
    expect((await call(t.app, "GET", "/api/payments/config")).json()).toEqual({
      provider: "stripe",
      publishableKey: null,
    });
    const res = await call(t.app, "POST", "/api/payments/get-or-create-subscription", {
      email: "owner@stripe.example",
      name: "Stripe Co",
      planType: "PROFESSIONAL",
      isYearly: false,
      trialDays: 7,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscriptionId: "sub_4", customerId: "cus_1", clientSecret: "pi_4_secret_abc" });
    const create = stripe.calls.find((c) => c.method === "subscriptions.create")!;
    expect(create.params).toMatchObject({
      customer: "cus_1",
      trial_period_days: 7,
      payment_behavior: "default_incomplete",
      items: [{ price: "price_engagesuite_professional_monthly" }],
      add_invoice_items: [{ price: "price_engagesuite_trial_fee" }],
      expand: ["latest_invoice.confirmation_secret"],
    });
    expect(create.options).toMatchObject({ idempotencyKey: expect.stringContaining("subscription:cus_1") });
    const prices = stripe.calls.filter((c) => c.method === "prices.create").map((c) => c.params);
    expect(prices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lookup_key: "engagesuite_professional_monthly",
          unit_amount: 9900,
          recurring: { interval: "month" },
        }),
        expect.objectContaining({ lookup_key: "engagesuite_trial_fee", unit_amount: 100 }),
      ]),
    );
    const sandbox = await call(t.app, "POST", "/api/payments/sandbox/confirm-card", {});
    expect(sandbox.statusCode).toBe(404);
  });

  it("confirms only a succeeded payment and records the trial", async () => {
    const unpaid = await call(t.app, "POST", "/api/payments/confirm-subscription", {
      subscriptionId: "sub_4",
      paymentIntentId: "pi_unpaid",
    });
    expect(unpaid.statusCode).toBe(402);
    const paid = await call(t.app, "POST", "/api/payments/confirm-subscription", {
      subscriptionId: "sub_4",
      paymentIntentId: "pi_paid",
    });
    expect(paid.json()).toEqual({ customerId: "cus_1" });
    const [row] = await t.db.owner.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, "sub_4"));
    expect(row).toMatchObject({ status: "trialing", paymentIntentId: "pi_paid" });
    expect(row!.trialEndsAt!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it("verifies webhook signatures on the raw body, handles each event once, and keeps the subscription state", async () => {
    const event = {
      id: "evt_1",
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { id: "sub_4", object: "subscription", status: "canceled", trial_end: null } },
    };
    const payload = JSON.stringify(event);
    const header = stripe.sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_secret" });
    const send = (sig: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: { "content-type": "application/json", "stripe-signature": sig, host: "localhost:3000" },
        payload,
      });
    const forged = await send("t=1,v1=deadbeef");
    expect(forged.statusCode).toBe(400);
    const first = await send(header);
    expect(first.json()).toEqual({ received: true });
    const again = await send(header);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const [row] = await t.db.owner.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, "sub_4"));
    expect(row!.status).toBe("canceled");
  });
});
