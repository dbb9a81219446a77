import { READ_ONLY_DAYS, type SubscriptionSummary } from "@engagesuite/shared";
import { and, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSubscriptions, invoices, mailOutbox } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, staffCookie } from "../../test/http";
import { DAY_MS } from "./subscription-machine";

const DEMO = "demo.localhost:3000";
const SECRET = "whsec_subscription_test";
const SUB = "sub_stripe_demo";
const now = () => Math.floor(Date.now() / 1000);

/**
 * A recording stand-in for the Stripe SDK (as in providers/payments/stripe.test.ts): one subscription whose updates it
 * applies and answers as Stripe would, and the customer portal.
 */
function fakeStripe() {
  const calls: { method: string; params: unknown; options?: unknown }[] = [];
  const periodStart = now();
  const sub = {
    id: SUB,
    object: "subscription",
    status: "active",
    customer: "cus_stripe_demo",
    trial_end: periodStart - 30 * 86_400,
    cancel_at_period_end: false,
    cancel_at: null as number | null,
    ended_at: null as number | null,
    metadata: { planTier: "PROFESSIONAL", billing: "monthly" } as Record<string, string>,
    items: {
      data: [
        {
          id: "si_1",
          quantity: 1,
          metadata: {} as Record<string, string>,
          price: { id: "price_engagesuite_professional_monthly", recurring: { interval: "month" } },
          current_period_start: periodStart,
          current_period_end: periodStart + 30 * 86_400,
        },
      ],
    },
  };
  const sdk = {
    subscriptions: {
      retrieve: async () => structuredClone(sub),
      update: async (
        id: string,
        params: {
          cancel_at_period_end?: boolean;
          items?: {
            id?: string;
            price?: string;
            quantity?: number;
            deleted?: boolean;
            metadata?: Record<string, string>;
          }[];
          metadata?: Record<string, string>;
        },
        options: unknown,
      ) => {
        calls.push({ method: "subscriptions.update", params: { id, ...params }, options });
        if (params.cancel_at_period_end !== undefined) sub.cancel_at_period_end = params.cancel_at_period_end;
        if (params.metadata) sub.metadata = params.metadata;
        for (const change of params.items ?? []) {
          const item = sub.items.data.find((i) => i.id === change.id);
          if (!item) {
            sub.items.data.push({
              ...structuredClone(sub.items.data[0]!),
              id: `si_${sub.items.data.length + 1}`,
              quantity: change.quantity ?? 1,
              metadata: change.metadata ?? {},
              price: { id: change.price!, recurring: { interval: "month" } },
            });
          } else if (change.deleted) {
            sub.items.data = sub.items.data.filter((i) => i !== item);
          } else {
            if (change.quantity !== undefined) item.quantity = change.quantity;
            if (change.price) item.price.id = change.price;
          }
        }
        return structuredClone(sub);
      },
    },
    subscriptionSchedules: {
      create: async (params: unknown, options: unknown) => {
        calls.push({ method: "subscriptionSchedules.create", params, options });
        return { id: "sub_sched_1" };
      },
      retrieve: async () => ({ id: "sub_sched_1", phases: [{ start_date: periodStart }] }),
      update: async (id: string, params: unknown, options: unknown) => {
        calls.push({ method: "subscriptionSchedules.update", params: { id, ...(params as object) }, options });
        return { id };
      },
      release: async (id: string) => {
        calls.push({ method: "subscriptionSchedules.release", params: { id } });
        return { id };
      },
    },
    prices: {
      list: async (params: { lookup_keys: string[] }) => ({ data: [{ id: `price_${params.lookup_keys[0]}` }] }),
    },
    billingPortal: {
      sessions: {
        create: async (params: unknown) => {
          calls.push({ method: "billingPortal.sessions.create", params });
          return { url: "https://billing.stripe.com/p/session/test_123" };
        },
      },
    },
    webhooks: new Stripe("sk_test_dummy").webhooks,
  };
  return { sdk: sdk as unknown as Stripe, calls, sub };
}

let t: TestApp;
let admin: (method: "GET" | "POST" | "PUT", url: string, body?: unknown) => ReturnType<typeof call>;
let tenantId: string;
const stripe = fakeStripe();
const path = (rest: string) => `/api/tenants/${tenantId}/billing/${rest}`;

async function deliver(id: string, type: string, object: unknown, created: number) {
  const payload = JSON.stringify({ id, object: "event", type, created, data: { object } });
  const header = stripe.sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", "stripe-signature": header, host: "localhost:3000" },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const summary = async (): Promise<SubscriptionSummary> => (await admin("GET", path("subscription"))).json();
const mails = (subject: string) =>
  t.db.owner.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, DEMO_LOGINS.demoAdmin.email), like(mailOutbox.subject, subject)));

beforeAll(async () => {
  t = await createTestApp({
    config: { STRIPE_WEBHOOK_SECRET: SECRET, outboxView: true },
    deps: { providers: { stripe: stripe.sdk } },
  });
  tenantId = (await demoTenantIds(t)).demo;
  // The demo workspace's subscription, as if it had been made with Stripe.
  await t.db.owner.db
    .update(billingSubscriptions)
    .set({ id: SUB, provider: "stripe", lastEventAt: null })
    .where(eq(billingSubscriptions.tenantId, tenantId));
  const cookie = await staffCookie(t.app, DEMO, DEMO_LOGINS.demoAdmin.username, DEMO_LOGINS.demoAdmin.password);
  admin = (method, url, body) => call(t.app, method, url, body, { host: DEMO, cookie });
}, 60_000);
afterAll(() => t.close());

describe("the subscription with Stripe", () => {
  it("cancels and resumes with cancel_at_period_end, and Stripe's answer is the state", async () => {
    const cancelled = await admin("POST", path("cancel"));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ provider: "stripe", state: "canceled", nextCharge: null });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: "subscriptions.update",
      params: { id: SUB, cancel_at_period_end: true },
      options: { idempotencyKey: expect.stringContaining(`cancel:${SUB}`) },
    });
    const resumed = await admin("POST", path("resume"));
    expect(resumed.json()).toMatchObject({ state: "active", cancelAt: null });
    expect(await mails("Your % subscription is cancelled")).toHaveLength(1);
    expect(await mails("Your % subscription continues")).toHaveLength(1);
  });

  it("upgrades with proration on the plan's item, buys seats as an item at the seat's price, and opens the customer portal", async () => {
    const upgraded = await admin("POST", path("plan-change"), { planTier: "ENTERPRISE", billingPeriod: "monthly" });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().planTier).toBe("ENTERPRISE");
    expect(stripe.calls.at(-1)!.params).toMatchObject({
      items: [{ id: "si_1", price: "price_engagesuite_enterprise_monthly" }],
      proration_behavior: "always_invoice",
    });
    const seats = await admin("PUT", path("seats"), { additionalUsers: 2 });
    expect(seats.json().seats.additional).toBe(2);
    // Seats are an item of their own: the plan's quantity stays 1, so the plan's price is not multiplied.
    expect(stripe.calls.at(-1)!.params).toMatchObject({
      items: [{ price: "price_engagesuite_seat_monthly", quantity: 2, metadata: { kind: "seats" } }],
    });
    expect(stripe.sub.items.data.map((i) => [i.id, i.quantity])).toEqual([
      ["si_1", 1],
      ["si_2", 2],
    ]);
    const more = await admin("PUT", path("seats"), { additionalUsers: 3 });
    expect(more.json().seats.additional).toBe(3);
    expect(stripe.calls.at(-1)!.params).toMatchObject({ items: [{ id: "si_2", quantity: 3 }] });
    const none = await admin("PUT", path("seats"), { additionalUsers: 0 });
    expect(none.json().seats.additional).toBe(0);
    expect(stripe.calls.at(-1)!.params).toMatchObject({ items: [{ id: "si_2", deleted: true }] });
    expect(stripe.sub.items.data.map((i) => i.id)).toEqual(["si_1"]);
    const portal = await admin("POST", path("payment-portal"));
    expect(portal.json()).toEqual({ url: "https://billing.stripe.com/p/session/test_123" });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: "billingPortal.sessions.create",
      params: { customer: "cus_sbx_demo_demo", return_url: "http://demo.localhost:3000/dashboard?section=billing" },
    });
    // The sandbox's card form does not exist with Stripe.
    const card = await admin("PUT", path("payment-method"), {
      cardNumber: "4242424242424242",
      cardName: "Ada Admin",
      expiryDate: "12/30",
      cvc: "123",
    });
    expect(card.statusCode).toBe(404);
  });

  it("downgrades at the period's end through a subscription schedule, shown as scheduled until Stripe makes it", async () => {
    const down = await admin("POST", path("plan-change"), { planTier: "PROFESSIONAL", billingPeriod: "monthly" });
    expect(down.statusCode, down.body).toBe(200);
    const periodEnd = stripe.sub.items.data[0]!.current_period_end;
    expect(down.json()).toMatchObject({
      planTier: "ENTERPRISE",
      scheduledChange: {
        planTier: "PROFESSIONAL",
        billingPeriod: "monthly",
        at: new Date(periodEnd * 1000).toISOString(),
      },
    });
    expect(stripe.calls.map((c) => c.method).slice(-2)).toEqual([
      "subscriptionSchedules.create",
      "subscriptionSchedules.update",
    ]);
    expect(stripe.calls.at(-1)!.params).toMatchObject({
      id: "sub_sched_1",
      end_behavior: "release",
      proration_behavior: "none",
      phases: [
        { items: [{ price: "price_engagesuite_enterprise_monthly", quantity: 1 }], end_date: periodEnd },
        {
          items: [{ price: "price_engagesuite_professional_monthly", quantity: 1 }],
          metadata: { planTier: "PROFESSIONAL" },
        },
      ],
    });
    // The next phase starts: Stripe's snapshot has the new plan, and nothing is scheduled any more.
    const renewed = { ...stripe.sub, metadata: { planTier: "PROFESSIONAL", billing: "monthly" } };
    await deliver("evt_phase_2", "customer.subscription.updated", renewed, now() + 5);
    expect(await summary()).toMatchObject({ planTier: "PROFESSIONAL", scheduledChange: null });
  });

  it("follows the webhooks in the order Stripe made them: a late, older snapshot changes nothing", async () => {
    const t0 = now() + 10;
    await deliver("evt_past_due", "customer.subscription.updated", { ...stripe.sub, status: "past_due" }, t0 + 2);
    await deliver("evt_old_active", "customer.subscription.updated", { ...stripe.sub, status: "active" }, t0 + 1);
    expect((await summary()).state).toBe("past_due");
    expect(await mails("Payment failed for %")).toHaveLength(1);
    await deliver("evt_active", "customer.subscription.updated", { ...stripe.sub, status: "active" }, t0 + 3);
    expect((await summary()).state).toBe("active");
  });

  it("copies Stripe's invoices with their hosted page and PDF; a paid one stays paid", async () => {
    const invoice = {
      id: "in_stripe_1",
      object: "invoice",
      number: "ES-0001",
      created: now(),
      amount_paid: 19_900,
      amount_due: 19_900,
      hosted_invoice_url: "https://invoice.stripe.com/i/test",
      invoice_pdf: "https://pay.stripe.com/invoice/test/pdf",
      parent: { subscription_details: { subscription: SUB } },
      lines: { data: [{ description: "EngageSuite Enterprise" }] },
    };
    await deliver("evt_inv_paid", "invoice.paid", invoice, now() + 20);
    await deliver("evt_inv_failed_late", "invoice.payment_failed", invoice, now() + 21);
    const [row] = await t.db.owner.db.select().from(invoices).where(eq(invoices.id, "in_stripe_1"));
    expect(row).toMatchObject({ status: "paid", amountCents: 19_900, hostedUrl: invoice.hosted_invoice_url });
    const listed = (await admin("GET", path("invoices"))).json().invoices[0];
    expect(listed).toMatchObject({
      number: "ES-0001",
      pdfUrl: invoice.invoice_pdf,
      hostedUrl: invoice.hosted_invoice_url,
    });
    const pdf = await admin("GET", path("invoices/in_stripe_1/pdf"));
    expect([pdf.statusCode, pdf.headers.location]).toEqual([302, invoice.invoice_pdf]);
  });

  it("shows the card Stripe reports attached: brand, last 4 and expiry", async () => {
    const method = {
      id: "pm_1",
      object: "payment_method",
      customer: "cus_sbx_demo_demo",
      card: { brand: "mastercard", last4: "4444", exp_month: 7, exp_year: 2031 },
    };
    await deliver("evt_pm", "payment_method.attached", method, now() + 25);
    expect((await summary()).paymentMethod).toEqual({ brand: "mastercard", last4: "4444", expMonth: 7, expYear: 2031 });
  });

  it("trial_will_end e-mails the reminder once; deletion is read-only for 30 days, then our timer suspends", async () => {
    const sub = { ...stripe.sub, status: "trialing" };
    // (The demo's trial was long ago and reminded; this one has not been.)
    await t.db.owner.db
      .update(billingSubscriptions)
      .set({ trialReminderSentAt: null })
      .where(eq(billingSubscriptions.id, SUB));
    await deliver("evt_twe", "customer.subscription.trial_will_end", sub, now() + 30);
    await deliver("evt_twe_2", "customer.subscription.trial_will_end", sub, now() + 31);
    expect(await mails("Trial ends in 3 days%")).toHaveLength(1);
    const ended = now() + 40;
    await deliver(
      "evt_deleted",
      "customer.subscription.deleted",
      { ...stripe.sub, status: "canceled", ended_at: ended },
      ended,
    );
    const readOnly = await summary();
    expect(readOnly).toMatchObject({ state: "read_only" });
    expect(new Date(readOnly.readOnlyUntil!).getTime()).toBe((ended + READ_ONLY_DAYS * 86_400) * 1000);
    const advanced = await call(t.app, "POST", "/api/dev/clock/advance", { ms: (READ_ONLY_DAYS + 1) * DAY_MS });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect((await summary()).state).toBe("suspended");
  });
});
