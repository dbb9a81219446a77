/**
 * Test helpers for the billing screens: subscription summaries in each state, invoices, and an in-memory billing API as
 * MSW handlers (the server's engine is built beside this screen). Only tests import it.
 */
import type { Invoice, PlanChangePreview, SubscriptionSummary } from "@engagesuite/shared";
import { http } from "msw";
import { type ApiAnswer, type ApiCall, jsonAnswer, mockApi, readCall, server } from "@/test/server";

export const TENANT_ID = "00000000-0000-4000-8000-000000000001";
export const BILLING = `/api/tenants/${TENANT_ID}/billing`;

/** Paid, Professional monthly, renewing Jan 5, 2027, Visa 4242, 4 of 5 seats with 1 bought. */
export function activeSummary(over: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    state: "active",
    provider: "sandbox",
    planTier: "PROFESSIONAL",
    billingPeriod: "monthly",
    planPriceCents: 9_900,
    trialEndsAt: null,
    trialDaysLeft: null,
    currentPeriodEnd: "2027-01-05T12:00:00.000Z",
    nextCharge: { at: "2027-01-05T12:00:00.000Z", amountCents: 11_400 },
    cancelAt: null,
    readOnlyUntil: null,
    scheduledChange: null,
    dunning: null,
    seats: { used: 4, included: 5, additional: 1, planLimit: 10, seatPriceCents: 1_500 },
    paymentMethod: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
    ...over,
  };
}

/** Day 3 of the trial, ending Dec 2, 2026 (4 days left), then $99.00. */
export function trialingSummary(over: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return activeSummary({
    state: "trialing",
    trialEndsAt: "2026-12-02T12:00:00.000Z",
    trialDaysLeft: 4,
    currentPeriodEnd: "2026-12-02T12:00:00.000Z",
    nextCharge: { at: "2026-12-02T12:00:00.000Z", amountCents: 9_900 },
    seats: { used: 2, included: 5, additional: 0, planLimit: 10, seatPriceCents: 1_500 },
    ...over,
  });
}

/** Cancelled during the trial: usable until the trial's end, no further charge. */
export function canceledSummary(over: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return trialingSummary({ state: "canceled", cancelAt: "2026-12-02T12:00:00.000Z", nextCharge: null, ...over });
}

/** A failed renewal: 2 failed attempts, the next on Jan 8, 2027, Mastercard 4444. */
export function pastDueSummary(over: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return activeSummary({
    state: "past_due",
    nextCharge: { at: "2027-01-08T12:00:00.000Z", amountCents: 11_400 },
    dunning: { failedAttempts: 2, nextRetryAt: "2027-01-08T12:00:00.000Z" },
    paymentMethod: { brand: "mastercard", last4: "4444", expMonth: 3, expYear: 2027 },
    ...over,
  });
}

export function invoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: "in_0001",
    number: "ES-2026-0001",
    issuedAt: "2026-11-25T12:00:00.000Z",
    description: "7-day trial",
    amountCents: 100,
    status: "paid",
    pdfUrl: null,
    hostedUrl: null,
    ...over,
  };
}

export const INVOICES: Invoice[] = [
  invoice({
    id: "in_0002",
    number: "ES-2026-0002",
    issuedAt: "2026-12-05T12:00:00.000Z",
    description: "Professional (monthly), Dec 5, 2026 – Jan 5, 2027",
    amountCents: 11_400,
    status: "paid",
  }),
  invoice(),
];

export function preview(over: Partial<PlanChangePreview> = {}): PlanChangePreview {
  return {
    effective: "now",
    at: "2026-12-10T12:00:00.000Z",
    amountDueNowCents: 6_453,
    newPlanPriceCents: 19_900,
    refusal: null,
    ...over,
  };
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

/**
 * A stateful billing API over one summary: cancel, resume, seats, card and plan change answer the new summary as the
 * server would; `previews` answers previewPlanChange by "TIER/period". Extra routes win.
 */
export function fakeBillingApi(
  initial: SubscriptionSummary,
  options: { invoices?: Invoice[]; previews?: Record<string, PlanChangePreview>; routes?: Record<string, Route> } = {},
) {
  let summary = initial;
  const answer = (next: SubscriptionSummary) => {
    summary = next;
    return { body: summary };
  };
  const invoices = options.invoices ?? INVOICES;
  const api = mockApi({
    [`GET ${BILLING}/subscription`]: () => ({ body: summary }),
    [`GET ${BILLING}/invoices?limit=20&offset=0`]: { body: { invoices, total: invoices.length } },
    // The page's modules card (features/modules, tested on its own): the core module only.
    [`GET ${BILLING}/modules`]: {
      body: {
        planTier: initial.planTier,
        addOnMonthlyCents: 0,
        modules: [
          {
            slug: "core",
            name: "Core CRM",
            description: "Contacts and the dashboard.",
            status: "included",
            monthlyCents: 0,
            alwaysOn: true,
          },
        ],
      },
    },
    [`POST ${BILLING}/plan-change`]: (call) => {
      const body = call.body as { planTier: SubscriptionSummary["planTier"]; billingPeriod: "monthly" | "yearly" };
      return answer({ ...summary, planTier: body.planTier, billingPeriod: body.billingPeriod, planPriceCents: 19_900 });
    },
    [`POST ${BILLING}/cancel`]: () =>
      answer({
        ...summary,
        state: "canceled",
        cancelAt: summary.trialEndsAt ?? summary.currentPeriodEnd,
        nextCharge: null,
      }),
    [`POST ${BILLING}/resume`]: () =>
      answer({ ...initial, state: initial.state === "canceled" ? "trialing" : initial.state }),
    [`PUT ${BILLING}/seats`]: (call) => {
      const { additionalUsers } = call.body as { additionalUsers: number };
      return answer({ ...summary, seats: { ...summary.seats, additional: additionalUsers } });
    },
    [`PUT ${BILLING}/payment-method`]: (call) => {
      const { cardNumber } = call.body as { cardNumber: string };
      return answer({
        ...summary,
        state: summary.state === "past_due" || summary.state === "suspended" ? "active" : summary.state,
        dunning: null,
        paymentMethod: { brand: "visa", last4: cardNumber.slice(-4), expMonth: 12, expYear: 2030 },
      });
    },
    ...options.routes,
  });
  // The preview's query names the plan and period: answered here by "TIER/period", every call recorded.
  const previewCalls: ApiCall[] = [];
  server.use(
    http.get(`${BILLING}/plan-change`, async ({ request }) => {
      const call = await readCall(request);
      previewCalls.push(call);
      const found =
        options.previews?.[`${call.url.searchParams.get("planTier")}/${call.url.searchParams.get("billingPeriod")}`];
      return jsonAnswer(found ? { body: found } : { status: 404, body: { message: "No preview in this test" } });
    }),
  );
  return { ...api, previewCalls };
}
