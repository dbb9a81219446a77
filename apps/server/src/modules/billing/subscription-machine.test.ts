import { DUNNING_RETRY_DAYS, READ_ONLY_DAYS, TRIAL_REMINDER_DAYS } from "@engagesuite/shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  type Effect,
  nextActionAt,
  type StripeSnapshot,
  type Subscription,
  type SubscriptionEvent,
  transition,
} from "./subscription-machine";

const T0 = new Date("2026-01-01T00:00:00.000Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const visa = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, outcome: "succeeds" as const };
const declining = { ...visa, last4: "0341", outcome: "declines" as const };

function trialing(overrides: Partial<Subscription> = {}): Subscription {
  return {
    provider: "sandbox",
    state: "trialing",
    planTier: "PROFESSIONAL",
    yearly: false,
    trialEndsAt: at(7),
    trialReminderSentAt: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAt: null,
    readOnlyUntil: null,
    failedAttempts: 0,
    firstFailedAt: null,
    nextRetryAt: null,
    pendingInvoiceKey: null,
    lastChargeKey: null,
    scheduledPlanTier: null,
    scheduledYearly: null,
    additionalSeats: 0,
    card: visa,
    lastEventAt: null,
    ...overrides,
  };
}

/**
 * The machine with its charges performed as the service does: a charge's invoice is paid at most once (by key), by the
 * card's outcome; its result is applied as the next event; a timer's due work is repeated until nothing more is due.
 */
function run(s: Subscription, event: SubscriptionEvent, now: Date, paid = new Set<string>()) {
  let lastDue = JSON.stringify(s);
  const effects: Effect[] = [];
  const queue = [event];
  while (queue.length > 0) {
    const { next, effects: out } = transition(s, queue.shift()!, now);
    s = next;
    for (const effect of out) {
      effects.push(effect);
      if (effect.type !== "charge") continue;
      const ok = paid.has(effect.invoiceKey) || s.card?.outcome === "succeeds";
      if (ok) paid.add(effect.invoiceKey);
      queue.push({
        type: ok ? "charge_succeeded" : "charge_failed",
        key: effect.attemptKey,
        invoiceKey: effect.invoiceKey,
        reason: effect.reason,
      });
    }
    if (queue.length === 0 && event.type === "due") {
      const due = nextActionAt(s);
      const current = JSON.stringify(s);
      if (due && due <= now && current !== lastDue) queue.push({ type: "due" });
      lastDue = current;
    }
  }
  return { s, effects, paid };
}

const mails = (effects: Effect[]) => effects.flatMap((e) => (e.type === "mail" ? [e.kind] : []));
const charges = (effects: Effect[]) => effects.filter((e) => e.type === "charge");

describe("the subscription machine", () => {
  it("sends the trial reminder 3 days before the trial's end, once", () => {
    const s = trialing();
    expect(nextActionAt(s)).toEqual(at(7 - TRIAL_REMINDER_DAYS));
    expect(run(s, { type: "due" }, at(3)).effects).toEqual([]);
    const reminded = run(s, { type: "due" }, at(4));
    expect(mails(reminded.effects)).toEqual(["trial_reminder"]);
    expect(nextActionAt(reminded.s)).toEqual(at(7));
    expect(run(reminded.s, { type: "due" }, at(5)).effects).toEqual([]);
  });

  it("converts at the trial's end: charges the first period (plan and seats) and is active for a month", () => {
    const { s, effects } = run(trialing({ additionalSeats: 2, trialReminderSentAt: at(4) }), { type: "due" }, at(7));
    expect(charges(effects)).toEqual([
      expect.objectContaining({ reason: "conversion", amountCents: 9_900 + 2 * 1_500 }),
    ]);
    expect(s).toMatchObject({
      state: "active",
      currentPeriodStart: at(7),
      currentPeriodEnd: new Date("2026-02-08T00:00:00.000Z"),
    });
    expect(mails(effects)).toEqual(["activated"]);
  });

  it("a declined conversion goes past_due, retries 1, 3 and 5 days after, then suspends; a new card reactivates", () => {
    let { s, effects } = run(trialing({ card: declining, trialReminderSentAt: at(4) }), { type: "due" }, at(7));
    expect(s).toMatchObject({ state: "past_due", failedAttempts: 1, nextRetryAt: at(7 + DUNNING_RETRY_DAYS[0]) });
    expect(mails(effects)).toEqual(["payment_failed"]);
    ({ s, effects } = run(s, { type: "due" }, at(8)));
    expect(s).toMatchObject({ state: "past_due", failedAttempts: 2, nextRetryAt: at(7 + DUNNING_RETRY_DAYS[1]) });
    ({ s } = run(s, { type: "due" }, at(10)));
    expect(s).toMatchObject({ state: "past_due", failedAttempts: 3, nextRetryAt: at(7 + DUNNING_RETRY_DAYS[2]) });
    ({ s, effects } = run(s, { type: "due" }, at(12)));
    expect(s).toMatchObject({ state: "suspended", nextRetryAt: null });
    expect(mails(effects)).toEqual(["suspended"]);
    expect(nextActionAt(s)).toBeNull();
    // The same invoice (one key) was tried every time.
    const paid = new Set<string>();
    ({ s, effects } = run(s, { type: "card_updated", card: visa }, at(20), paid));
    expect(charges(effects)).toEqual([expect.objectContaining({ invoiceKey: `conversion:${at(7).toISOString()}` })]);
    expect(s).toMatchObject({ state: "active", failedAttempts: 0, currentPeriodStart: at(20) });
    expect(mails(effects)).toEqual(["reactivated"]);
  });

  it("a card update while past_due pays at once", () => {
    const { s: pastDue } = run(trialing({ card: declining, trialReminderSentAt: at(4) }), { type: "due" }, at(7));
    const { s, effects } = run(pastDue, { type: "card_updated", card: visa }, at(7.5));
    expect(s.state).toBe("active");
    expect(mails(effects)).toEqual(["activated"]);
    const { s: stillDue } = run(pastDue, { type: "card_updated", card: declining }, at(7.5));
    expect(stillDue).toMatchObject({ state: "past_due", failedAttempts: 1 });
  });

  it("renews at the period's end, applying a scheduled downgrade first", () => {
    const active = trialing({
      state: "active",
      currentPeriodStart: at(7),
      currentPeriodEnd: at(38),
      scheduledPlanTier: "BASIC",
      scheduledYearly: false,
    });
    const { s, effects } = run(active, { type: "due" }, at(38));
    expect(charges(effects)).toEqual([expect.objectContaining({ reason: "renewal", amountCents: 4_900 })]);
    expect(s).toMatchObject({
      state: "active",
      planTier: "BASIC",
      scheduledPlanTier: null,
      currentPeriodStart: at(38),
    });
  });

  it("cancelling in the trial: no charge ever; read-only at the trial's end for 30 days, then suspended", () => {
    let { s, effects } = run(trialing(), { type: "cancel" }, at(2));
    expect(s).toMatchObject({ state: "canceled", cancelAt: at(7) });
    expect(mails(effects)).toEqual(["cancelled"]);
    ({ s, effects } = run(s, { type: "due" }, at(7)));
    expect(charges(effects)).toEqual([]);
    expect(s).toMatchObject({ state: "read_only", readOnlyUntil: at(7 + READ_ONLY_DAYS) });
    ({ s, effects } = run(s, { type: "due" }, at(7 + READ_ONLY_DAYS)));
    expect(s.state).toBe("suspended");
    expect(charges(effects)).toEqual([]);
  });

  it("a late timer catches up at once (cancelled, read-only and suspended in one run)", () => {
    const { s } = run(trialing(), { type: "cancel" }, at(1));
    expect(run(s, { type: "due" }, at(60)).s.state).toBe("suspended");
  });

  it("cancelling after the trial stops renewal at the period's end; resume undoes it", () => {
    const active = trialing({ state: "active", currentPeriodStart: at(7), currentPeriodEnd: at(38) });
    const { s: cancelled } = run(active, { type: "cancel" }, at(10));
    expect(cancelled).toMatchObject({ state: "canceled", cancelAt: at(38) });
    const { s: resumed, effects } = run(cancelled, { type: "resume" }, at(11));
    expect(resumed).toMatchObject({ state: "active", cancelAt: null });
    expect(mails(effects)).toEqual(["resumed"]);
    const { s: trialResumed } = run(run(trialing(), { type: "cancel" }, at(1)).s, { type: "resume" }, at(2));
    expect(trialResumed).toMatchObject({ state: "trialing", cancelAt: null });
  });

  it("cancel and resume are refused quietly where they mean nothing", () => {
    for (const state of ["past_due", "read_only", "suspended"] as const) {
      expect(transition(trialing({ state }), { type: "cancel" }, at(1)).effects).toEqual([]);
    }
    expect(transition(trialing(), { type: "resume" }, at(1))).toEqual({ next: trialing(), effects: [] });
  });

  it("upgrades at once with proration, free in the trial; downgrades wait for the period's end", () => {
    const active = trialing({ state: "active", currentPeriodStart: at(0), currentPeriodEnd: at(30) });
    const up = run(active, { type: "plan_changed", planTier: "ENTERPRISE", yearly: false }, at(15));
    expect(up.s.planTier).toBe("ENTERPRISE");
    expect(charges(up.effects)).toEqual([
      expect.objectContaining({ reason: "proration", amountCents: Math.round((19_900 - 9_900) / 2) }),
    ]);
    const inTrial = run(trialing(), { type: "plan_changed", planTier: "ENTERPRISE", yearly: false }, at(2));
    expect(inTrial.s.planTier).toBe("ENTERPRISE");
    expect(charges(inTrial.effects)).toEqual([]);
    const down = run(active, { type: "plan_changed", planTier: "BASIC", yearly: false }, at(15));
    expect(down.s).toMatchObject({ planTier: "PROFESSIONAL", scheduledPlanTier: "BASIC" });
    const yearly = run(active, { type: "plan_changed", planTier: "PROFESSIONAL", yearly: true }, at(15));
    expect(yearly.s).toMatchObject({ yearly: false, scheduledPlanTier: "PROFESSIONAL", scheduledYearly: true });
  });

  it("maps Stripe's snapshots onto the same states, and with Stripe only ends read-only itself", () => {
    const stripe = trialing({ provider: "stripe" });
    const snap = (status: StripeSnapshot["status"], createdDay: number, more: Partial<StripeSnapshot> = {}) => ({
      type: "stripe" as const,
      snapshot: {
        createdAt: at(createdDay),
        status,
        planTier: "PROFESSIONAL" as const,
        yearly: false,
        additionalSeats: 0,
        trialEnd: at(7),
        currentPeriodStart: at(7),
        currentPeriodEnd: at(38),
        cancelAtPeriodEnd: false,
        cancelAt: null,
        endedAt: null,
        ...more,
      },
    });
    expect(run(stripe, snap("active", 7), at(7)).s.state).toBe("active");
    expect(
      run(stripe, snap("trialing", 2, { cancelAtPeriodEnd: true, currentPeriodEnd: at(7) }), at(2)).s,
    ).toMatchObject({ state: "canceled", cancelAt: at(7) });
    expect(run(stripe, snap("past_due", 8), at(8)).s.state).toBe("past_due");
    expect(run(stripe, snap("unpaid", 20), at(20)).s.state).toBe("suspended");
    const ended = run(stripe, snap("canceled", 7, { endedAt: at(7) }), at(7)).s;
    expect(ended).toMatchObject({ state: "read_only", readOnlyUntil: at(7 + READ_ONLY_DAYS) });
    expect(run(stripe, { type: "due" }, at(7)).effects).toEqual([]);
    expect(run(ended, { type: "due" }, at(7 + READ_ONLY_DAYS)).s.state).toBe("suspended");
    // Older than what was applied: nothing changes.
    const newer = run(stripe, snap("active", 9), at(9)).s;
    expect(run(newer, snap("past_due", 8), at(9)).s).toEqual(newer);
  });
});

describe("replays (property)", () => {
  const card = fc.constantFrom(visa, declining);
  const event: fc.Arbitrary<SubscriptionEvent> = fc.oneof(
    fc.constant({ type: "cancel" as const }),
    fc.constant({ type: "resume" as const }),
    fc.constant({ type: "due" as const }),
    card.map((c) => ({ type: "card_updated" as const, card: c })),
    fc
      .record({ planTier: fc.constantFrom("BASIC", "PROFESSIONAL", "ENTERPRISE" as const), yearly: fc.boolean() })
      .map((p) => ({ type: "plan_changed" as const, ...p })),
    fc.integer({ min: 0, max: 5 }).map((n) => ({ type: "seats_changed" as const, additionalSeats: n })),
  );
  const step = fc.record({ event, advanceDays: fc.integer({ min: 0, max: 20 }) });

  it("every event applied twice leaves the state of applying it once", () => {
    fc.assert(
      fc.property(card, fc.array(step, { maxLength: 12 }), (startCard, steps) => {
        let once = trialing({ card: startCard });
        let twice = once;
        const paidOnce = new Set<string>();
        const paidTwice = new Set<string>();
        let now = T0;
        for (const { event, advanceDays } of steps) {
          now = new Date(now.getTime() + advanceDays * DAY_MS);
          once = run(once, event, now, paidOnce).s;
          twice = run(run(twice, event, now, paidTwice).s, event, now, paidTwice).s;
          expect(twice).toEqual(once);
          expect([...paidTwice].sort()).toEqual([...paidOnce].sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it("Stripe's snapshots applied in order, in any other order, or twice, leave the state the newest says", () => {
    const status = fc.constantFrom("trialing", "active", "past_due", "canceled", "unpaid" as const);
    const snapshot = fc.record({
      status,
      cancelAtPeriodEnd: fc.boolean(),
      planTier: fc.constantFrom("BASIC", "PROFESSIONAL", "ENTERPRISE" as const),
      additionalSeats: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(snapshot, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        (snaps, seed) => {
          const events = snaps.map((snap, i) => ({
            type: "stripe" as const,
            snapshot: {
              ...snap,
              createdAt: at(i + 1),
              yearly: false,
              trialEnd: at(7),
              currentPeriodStart: at(7),
              currentPeriodEnd: at(38),
              cancelAt: null,
              endedAt: at(40),
            } satisfies StripeSnapshot,
          }));
          const shuffled = [...events].sort(
            (a, b) =>
              ((a.snapshot.createdAt.getTime() * 7919 + seed) % 97) -
              ((b.snapshot.createdAt.getTime() * 7919 + seed) % 97),
          );
          const apply = (list: typeof events) =>
            list.reduce((s, e) => transition(s, e, at(50)).next, trialing({ provider: "stripe" }));
          const latestOnly = apply([events[events.length - 1]!]);
          expect(apply(events)).toEqual(latestOnly);
          expect(apply(shuffled)).toEqual(latestOnly);
          expect(apply(events.flatMap((e) => [e, e]))).toEqual(latestOnly);
        },
      ),
      { numRuns: 300 },
    );
  });
});
