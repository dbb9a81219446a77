import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { billingCustomers, billingSubscriptions, processedWebhookEvents } from "../../db/schema";
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
    const sevenDays = Math.floor(Date.now() / 1000) + 7 * 86_400;
    expect((create.params as { trial_end: number }).trial_end).toBeGreaterThan(sevenDays - 60);
    expect((create.params as { trial_end: number }).trial_end).toBeLessThanOrEqual(sevenDays);
    expect(create.params).toMatchObject({
      customer: "cus_1",
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

  describe("a webhook event is recorded only with its handler's writes", () => {
    const SUB = "sub_webhook_retry";
    const deliver = (id: string, status: string) => {
      const payload = JSON.stringify({
        id,
        object: "event",
        type: "customer.subscription.updated",
        data: { object: { id: SUB, object: "subscription", status, trial_end: null } },
      });
      const header = stripe.sdk.webhooks.generateTestHeaderString({ payload, secret: "whsec_test_secret" });
      return t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: { "content-type": "application/json", "stripe-signature": header, host: "localhost:3000" },
        payload,
      });
    };
    const owner = () => t.db.owner.db;
    const recorded = async (id: string) =>
      (await owner().select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, id))).length;
    const status = async () =>
      (await owner().select().from(billingSubscriptions).where(eq(billingSubscriptions.id, SUB)))[0]!.status;
    /** Every update the handler made to the subscription that committed (written by a trigger, rolled back with it). */
    const effects = async () =>
      (await queryRows<{ status: string }>(owner(), sql`select status from webhook_test_effects order by n`)).map(
        (r) => r.status,
      );
    const injectFault = (fault: { fail: boolean; delayMs: number } | null) =>
      owner().execute(
        fault
          ? sql`insert into webhook_test_fault values (1, ${fault.fail}, ${fault.delayMs})
              on conflict (id) do update set fail = excluded.fail, delay_ms = excluded.delay_ms`
          : sql`delete from webhook_test_fault`,
      );

    beforeAll(async () => {
      await owner()
        .insert(billingCustomers)
        .values({ id: "cus_webhook", email: "w@x.example", name: "W", provider: "stripe" });
      await owner().insert(billingSubscriptions).values({
        id: SUB,
        customerId: "cus_webhook",
        provider: "stripe",
        planTier: "BASIC",
        yearly: false,
        status: "trialing",
      });
      // A failure (or a slow handler) injected at the database: the subscription update raises while a fault is set.
      await owner().execute(sql`create table webhook_test_fault (id int primary key, fail boolean, delay_ms int)`);
      await owner().execute(sql`create table webhook_test_effects (n serial primary key, status text)`);
      await owner().execute(
        sql.raw(`create function webhook_test_hook() returns trigger language plpgsql
        security definer as $$
        declare fault record;
        begin
          select * into fault from webhook_test_fault;
          if found and fault.delay_ms > 0 then perform pg_sleep(fault.delay_ms / 1000.0); end if;
          if found and fault.fail then raise exception 'injected webhook handler failure'; end if;
          insert into webhook_test_effects (status) values (new.status);
          return new;
        end $$`),
      );
      await owner().execute(
        sql`create trigger webhook_test_hook before update on billing_subscriptions for each row
          execute function webhook_test_hook()`,
      );
    });

    it("leaves a failed event unrecorded so Stripe's retry is processed, then ignores a later duplicate", async () => {
      await injectFault({ fail: true, delayMs: 0 });
      const failed = await deliver("evt_retry", "past_due");
      expect(failed.statusCode).toBe(500);
      expect(await recorded("evt_retry")).toBe(0);
      expect(await status()).toBe("trialing");

      await injectFault(null);
      const retry = await deliver("evt_retry", "past_due");
      expect(retry.json()).toEqual({ received: true });
      expect(await recorded("evt_retry")).toBe(1);
      expect(await status()).toBe("past_due");

      const duplicate = await deliver("evt_retry", "past_due");
      expect(duplicate.json()).toEqual({ received: true, duplicate: true });
      expect(await effects()).toEqual(["past_due"]);
    });

    it("processes concurrent deliveries of one event once", async () => {
      await injectFault({ fail: false, delayMs: 200 });
      const answers = await Promise.all(Array.from({ length: 4 }, () => deliver("evt_concurrent", "active")));
      await injectFault(null);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const bodies = answers.map((a) => a.json());
      expect(bodies.filter((b) => b.duplicate === undefined)).toHaveLength(1);
      expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(3);
      expect(await effects()).toEqual(["past_due", "active"]);
      expect(await status()).toBe("active");
    });
  });
});
