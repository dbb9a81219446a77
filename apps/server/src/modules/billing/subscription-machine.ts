import {
  ADDITIONAL_SEAT_CENTS,
  DUNNING_RETRY_DAYS,
  isModuleAvailable,
  isModuleSlug,
  modulePriceCents,
  type PlanTier,
  planByTier,
  READ_ONLY_DAYS,
  type SubscriptionState,
  TRIAL_REMINDER_DAYS,
} from "@engagesuite/shared";
import type { SubscriptionMailKind } from "../../providers/mail/templates";
import type { StripeEvent, StripeSnapshot } from "../../providers/payments/stripe-snapshot";

export type { StripeSnapshot };

/*
 * The subscription's one state machine (issue 18): a pure function from a subscription, an event and the time to the
 * next subscription and the effects to perform (charges, e-mails). The sandbox and Stripe share it: in the sandbox our
 * own timers and charges drive it; with Stripe, Stripe's snapshots (webhooks) do, and our timers only end read-only.
 */

export const DAY_MS = 86_400_000;
const PLAN_TIERS_ORDER: readonly PlanTier[] = ["BASIC", "PROFESSIONAL", "ENTERPRISE"];

export interface Card {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Sandbox: what charging it does. */
  outcome: "succeeds" | "declines" | null;
}

export interface Subscription {
  provider: "sandbox" | "stripe";
  state: SubscriptionState;
  planTier: PlanTier;
  yearly: boolean;
  trialEndsAt: Date | null;
  trialReminderSentAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAt: Date | null;
  readOnlyUntil: Date | null;
  failedAttempts: number;
  firstFailedAt: Date | null;
  nextRetryAt: Date | null;
  pendingInvoiceKey: string | null;
  lastChargeKey: string | null;
  scheduledPlanTier: PlanTier | null;
  scheduledYearly: boolean | null;
  additionalSeats: number;
  /** The workspace's service modules (slugs): a priced add-on of its plan is charged with each period. */
  addOnModules?: readonly string[];
  card: Card | null;
  lastEventAt: Date | null;
}

/** What a charge is for. */
export type ChargeReason = "conversion" | "renewal" | "retry" | "card_update" | "proration";

export type SubscriptionEvent =
  | { type: "cancel" }
  | { type: "resume" }
  | { type: "due" }
  | { type: "charge_succeeded"; key: string; invoiceKey: string; reason: ChargeReason }
  | { type: "charge_failed"; key: string; invoiceKey: string; reason: ChargeReason }
  | { type: "card_updated"; card: Card }
  | { type: "plan_changed"; planTier: PlanTier; yearly: boolean }
  | { type: "seats_changed"; additionalSeats: number }
  | StripeEvent;

/** The e-mails a transition sends (their texts: providers/mail/templates.ts). */
export type MailKind = SubscriptionMailKind;

export type Effect =
  | {
      type: "charge";
      reason: ChargeReason;
      /** The invoice it pays (created at the first attempt, paid at most once). */
      invoiceKey: string;
      /** This attempt: its outcome is applied once (`lastChargeKey`). */
      attemptKey: string;
      amountCents: number;
      description: string;
    }
  | { type: "mail"; kind: MailKind };

export interface Transition {
  next: Subscription;
  effects: Effect[];
}

export const planPriceCents = (tier: PlanTier, yearly: boolean): number => {
  const plan = planByTier(tier);
  return Math.round((yearly ? plan.price.yearly : plan.price.monthly) * 100);
};

export const seatsPriceCents = (seats: number, yearly: boolean): number =>
  seats * (yearly ? ADDITIONAL_SEAT_CENTS.yearly : ADDITIONAL_SEAT_CENTS.monthly);

/** What the workspace's add-on modules cost for one period of its plan (those its plan includes cost nothing). */
export const addOnsPriceCents = (s: Pick<Subscription, "planTier" | "yearly" | "addOnModules">): number =>
  (s.addOnModules ?? [])
    .filter(isModuleSlug)
    .filter(isModuleAvailable)
    .reduce((sum, slug) => sum + modulePriceCents(slug, s.planTier, s.yearly ? "yearly" : "monthly"), 0);

/** One period's charge: the plan, the additional seats and the add-on modules. */
export const periodPriceCents = (
  s: Pick<Subscription, "planTier" | "yearly" | "additionalSeats" | "addOnModules">,
): number => planPriceCents(s.planTier, s.yearly) + seatsPriceCents(s.additionalSeats, s.yearly) + addOnsPriceCents(s);

export function addPeriod(from: Date, yearly: boolean): Date {
  const d = new Date(from.getTime());
  if (yearly) d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
const iso = (d: Date) => d.toISOString();

export const tierRank = (tier: PlanTier) => PLAN_TIERS_ORDER.indexOf(tier);

/** The text of a period's invoice: "Professional plan, monthly, 2 additional seats". */
export function periodDescription(
  s: Pick<Subscription, "planTier" | "yearly" | "additionalSeats" | "addOnModules">,
): string {
  const seats =
    s.additionalSeats > 0 ? `, ${s.additionalSeats} additional seat${s.additionalSeats === 1 ? "" : "s"}` : "";
  const addOns = addOnsPriceCents(s) > 0 ? ", add-on modules" : "";
  return `${planByTier(s.planTier).name} plan, ${s.yearly ? "yearly" : "monthly"}${seats}${addOns}`;
}

/** When the machine next has work for this subscription (null: only an event can move it). */
export function nextActionAt(s: Subscription): Date | null {
  if (s.provider === "stripe") return s.state === "read_only" ? s.readOnlyUntil : null;
  switch (s.state) {
    case "trialing": {
      if (!s.trialEndsAt) return null;
      const reminder = addDays(s.trialEndsAt, -TRIAL_REMINDER_DAYS);
      return s.trialReminderSentAt ? s.trialEndsAt : reminder;
    }
    case "active":
      return s.currentPeriodEnd;
    case "past_due":
      return s.nextRetryAt;
    case "canceled":
      return s.cancelAt;
    case "read_only":
      return s.readOnlyUntil;
    case "suspended":
      return null;
  }
}

/** An upgrade (a higher tier, or monthly → yearly of the same tier is not: a period change waits). */
export function isUpgrade(
  from: Pick<Subscription, "planTier" | "yearly">,
  to: { planTier: PlanTier; yearly: boolean },
) {
  return tierRank(to.planTier) > tierRank(from.planTier) && to.yearly === from.yearly;
}

/** The prorated difference of an upgrade for what is left of the current period, in cents (0 in the trial). */
export function prorationCents(s: Subscription, to: { planTier: PlanTier; yearly: boolean }, now: Date): number {
  if (s.state === "trialing" || !s.currentPeriodStart || !s.currentPeriodEnd) return 0;
  const total = s.currentPeriodEnd.getTime() - s.currentPeriodStart.getTime();
  const left = Math.max(0, s.currentPeriodEnd.getTime() - now.getTime());
  if (total <= 0) return 0;
  const difference = planPriceCents(to.planTier, to.yearly) - planPriceCents(s.planTier, s.yearly);
  return Math.max(0, Math.round((difference * left) / total));
}

const same = (s: Subscription): Transition => ({ next: s, effects: [] });
const mail = (kind: MailKind): Effect => ({ type: "mail", kind });

/** A period's charge: at the trial's end (`conversion`) or a period's end (`renewal`). */
function periodCharge(s: Subscription, reason: "conversion" | "renewal", dueAt: Date): Effect {
  const invoiceKey = `${reason}:${iso(dueAt)}`;
  return {
    type: "charge",
    reason,
    invoiceKey,
    attemptKey: `${invoiceKey}:1`,
    amountCents: periodPriceCents(s),
    description: periodDescription(s),
  };
}

function retryCharge(s: Subscription, reason: "retry" | "card_update", attemptKey: string): Effect {
  return {
    type: "charge",
    reason,
    invoiceKey: s.pendingInvoiceKey ?? `unpaid:${iso(s.firstFailedAt ?? new Date(0))}`,
    attemptKey,
    amountCents: periodPriceCents(s),
    description: periodDescription(s),
  };
}

/** Applies the due downgrade or period change at the period's end. */
function withScheduledChange(s: Subscription): Subscription {
  if (!s.scheduledPlanTier) return s;
  return {
    ...s,
    planTier: s.scheduledPlanTier,
    yearly: s.scheduledYearly ?? s.yearly,
    scheduledPlanTier: null,
    scheduledYearly: null,
  };
}

/** The timer fired: what is due at `now` in the subscription's state. */
function due(s: Subscription, now: Date): Transition {
  if (s.provider === "stripe") {
    if (s.state === "read_only" && s.readOnlyUntil && now >= s.readOnlyUntil) {
      return { next: { ...s, state: "suspended" }, effects: [mail("suspended")] };
    }
    return same(s);
  }
  switch (s.state) {
    case "trialing": {
      if (!s.trialEndsAt) return same(s);
      if (now >= s.trialEndsAt) return { next: s, effects: [periodCharge(s, "conversion", s.trialEndsAt)] };
      if (!s.trialReminderSentAt && now >= addDays(s.trialEndsAt, -TRIAL_REMINDER_DAYS)) {
        return { next: { ...s, trialReminderSentAt: now }, effects: [mail("trial_reminder")] };
      }
      return same(s);
    }
    case "active": {
      if (!s.currentPeriodEnd || now < s.currentPeriodEnd) return same(s);
      const renewing = withScheduledChange(s);
      return { next: renewing, effects: [periodCharge(renewing, "renewal", s.currentPeriodEnd)] };
    }
    case "past_due": {
      if (!s.nextRetryAt || now < s.nextRetryAt) return same(s);
      return { next: s, effects: [retryCharge(s, "retry", `${s.pendingInvoiceKey}:${s.failedAttempts + 1}`)] };
    }
    case "canceled": {
      if (!s.cancelAt || now < s.cancelAt) return same(s);
      return {
        next: { ...s, state: "read_only", readOnlyUntil: addDays(s.cancelAt, READ_ONLY_DAYS) },
        effects: [mail("read_only")],
      };
    }
    case "read_only": {
      if (!s.readOnlyUntil || now < s.readOnlyUntil) return same(s);
      return { next: { ...s, state: "suspended" }, effects: [mail("suspended")] };
    }
    case "suspended":
      return same(s);
  }
}

const paidUp = (s: Subscription): Subscription => ({
  ...s,
  failedAttempts: 0,
  firstFailedAt: null,
  nextRetryAt: null,
  pendingInvoiceKey: null,
});

function chargeSucceeded(s: Subscription, key: string, reason: ChargeReason, now: Date): Transition {
  if (s.lastChargeKey === key) return same(s);
  const applied = { ...s, lastChargeKey: key };
  switch (reason) {
    case "proration":
      return same(applied);
    case "conversion": {
      if (s.state !== "trialing") return same(applied);
      return {
        next: {
          ...paidUp(applied),
          state: "active",
          currentPeriodStart: now,
          currentPeriodEnd: addPeriod(now, s.yearly),
        },
        effects: [mail("activated")],
      };
    }
    case "renewal": {
      if (s.state !== "active" || !s.currentPeriodEnd) return same(applied);
      return {
        next: {
          ...paidUp(applied),
          currentPeriodStart: s.currentPeriodEnd,
          currentPeriodEnd: addPeriod(s.currentPeriodEnd, s.yearly),
        },
        effects: [mail("renewed")],
      };
    }
    case "retry":
    case "card_update": {
      if (s.state !== "past_due" && s.state !== "suspended") return same(applied);
      return {
        next: {
          ...paidUp(applied),
          state: "active",
          currentPeriodStart: now,
          currentPeriodEnd: addPeriod(now, s.yearly),
        },
        effects: [mail(s.state === "suspended" ? "reactivated" : "activated")],
      };
    }
  }
}

function chargeFailed(s: Subscription, key: string, invoiceKey: string, reason: ChargeReason, now: Date): Transition {
  if (s.lastChargeKey === key) return same(s);
  const applied = { ...s, lastChargeKey: key };
  switch (reason) {
    case "proration":
    case "card_update":
      return same(applied);
    case "conversion":
    case "renewal": {
      if (s.state !== "trialing" && s.state !== "active") return same(applied);
      return {
        next: {
          ...applied,
          state: "past_due",
          failedAttempts: 1,
          firstFailedAt: now,
          nextRetryAt: addDays(now, DUNNING_RETRY_DAYS[0]),
          pendingInvoiceKey: invoiceKey,
        },
        effects: [mail("payment_failed")],
      };
    }
    case "retry": {
      if (s.state !== "past_due") return same(applied);
      const failedAttempts = s.failedAttempts + 1;
      const nextDay = DUNNING_RETRY_DAYS[failedAttempts - 1];
      if (nextDay === undefined) {
        return {
          next: { ...applied, state: "suspended", failedAttempts, nextRetryAt: null },
          effects: [mail("suspended")],
        };
      }
      return {
        next: { ...applied, failedAttempts, nextRetryAt: addDays(s.firstFailedAt ?? now, nextDay) },
        effects: [mail("payment_failed")],
      };
    }
  }
}

/** Stripe's status and dates mapped onto the machine's states; an older snapshot than the last applied changes nothing. */
function fromStripe(s: Subscription, snap: StripeSnapshot): Transition {
  if (s.lastEventAt && snap.createdAt <= s.lastEventAt) return same(s);
  const base: Subscription = {
    ...s,
    lastEventAt: snap.createdAt,
    planTier: snap.planTier,
    yearly: snap.yearly,
    additionalSeats: snap.additionalSeats,
    // A schedule's change shows until Stripe has made it (a webhook's snapshot does not say whether one is pending).
    ...(snap.scheduled
      ? { scheduledPlanTier: snap.scheduled.planTier, scheduledYearly: snap.scheduled.yearly }
      : snap.scheduled === null || (snap.planTier === s.scheduledPlanTier && snap.yearly === s.scheduledYearly)
        ? { scheduledPlanTier: null, scheduledYearly: null }
        : {}),
    trialEndsAt: snap.trialEnd ?? s.trialEndsAt,
    currentPeriodStart: snap.currentPeriodStart,
    currentPeriodEnd: snap.currentPeriodEnd,
  };
  // Everything below comes from the snapshot alone, so snapshots applied in any order end where the newest says.
  let state: SubscriptionState;
  let cancelAt: Date | null = null;
  let readOnlyUntil: Date | null = null;
  switch (snap.status) {
    case "trialing":
    case "active":
      if (snap.cancelAtPeriodEnd || snap.cancelAt) {
        state = "canceled";
        cancelAt = snap.cancelAt ?? snap.currentPeriodEnd ?? snap.trialEnd;
      } else state = snap.status;
      break;
    case "past_due":
      state = "past_due";
      break;
    case "unpaid":
    case "paused":
    case "incomplete_expired":
      state = "suspended";
      break;
    case "canceled": {
      // Ended: read-only for 30 days from the end (our timer suspends it then, and a replay does not reopen it).
      readOnlyUntil = addDays(snap.endedAt ?? snap.createdAt, READ_ONLY_DAYS);
      const alreadyEnded = s.state === "suspended" && s.readOnlyUntil?.getTime() === readOnlyUntil.getTime();
      state = alreadyEnded ? "suspended" : "read_only";
      break;
    }
    default:
      return same({ ...base, state: s.state });
  }
  const next = { ...base, state, cancelAt, readOnlyUntil };
  return { next, effects: next.state === s.state ? [] : stateMail(s.state, next.state) };
}

/** The e-mail a state change sends the admins (Stripe-driven changes). */
function stateMail(from: SubscriptionState, to: SubscriptionState): Effect[] {
  switch (to) {
    case "active":
      return [mail(from === "suspended" ? "reactivated" : from === "canceled" ? "resumed" : "activated")];
    case "past_due":
      return [mail("payment_failed")];
    case "canceled":
      return [mail("cancelled")];
    case "read_only":
      return [mail("read_only")];
    case "suspended":
      return [mail("suspended")];
    case "trialing":
      return from === "canceled" ? [mail("resumed")] : [];
  }
}

export function transition(s: Subscription, event: SubscriptionEvent, now: Date): Transition {
  switch (event.type) {
    case "due":
      return due(s, now);
    case "cancel": {
      if (s.state === "trialing") {
        return { next: { ...s, state: "canceled", cancelAt: s.trialEndsAt ?? now }, effects: [mail("cancelled")] };
      }
      if (s.state === "active") {
        return { next: { ...s, state: "canceled", cancelAt: s.currentPeriodEnd ?? now }, effects: [mail("cancelled")] };
      }
      return same(s);
    }
    case "resume": {
      if (s.state !== "canceled") return same(s);
      // Back to what it was: still in the trial when the trial has not ended, else a paid period.
      const inTrial = s.trialEndsAt !== null && s.cancelAt !== null && s.cancelAt.getTime() <= s.trialEndsAt.getTime();
      return {
        next: { ...s, state: inTrial ? "trialing" : "active", cancelAt: null },
        effects: [mail("resumed")],
      };
    }
    case "charge_succeeded":
      return chargeSucceeded(s, event.key, event.reason, now);
    case "charge_failed":
      return chargeFailed(s, event.key, event.invoiceKey, event.reason, now);
    case "card_updated": {
      const next = { ...s, card: event.card };
      if (s.provider === "sandbox" && (s.state === "past_due" || s.state === "suspended") && s.pendingInvoiceKey) {
        const card = event.card;
        const attemptKey = `${s.pendingInvoiceKey}:card:${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}:${s.failedAttempts}`;
        return { next, effects: [retryCharge(next, "card_update", attemptKey)] };
      }
      return same(next);
    }
    case "plan_changed": {
      const target = { planTier: event.planTier, yearly: event.yearly };
      if (target.planTier === s.planTier && target.yearly === s.yearly) {
        return same({ ...s, scheduledPlanTier: null, scheduledYearly: null });
      }
      if (s.state === "trialing" || isUpgrade(s, target)) {
        const amount = s.provider === "sandbox" ? prorationCents(s, target, now) : 0;
        const next = { ...s, ...target, scheduledPlanTier: null, scheduledYearly: null };
        const effects: Effect[] = [mail("plan_changed")];
        if (amount > 0) {
          const invoiceKey = `proration:${target.planTier}:${target.yearly ? "yearly" : "monthly"}:${iso(s.currentPeriodStart ?? now)}`;
          effects.unshift({
            type: "charge",
            reason: "proration",
            invoiceKey,
            attemptKey: `${invoiceKey}:1`,
            amountCents: amount,
            description: `Upgrade to the ${planByTier(target.planTier).name} plan, prorated`,
          });
        }
        return { next, effects };
      }
      if (s.scheduledPlanTier === target.planTier && s.scheduledYearly === target.yearly) return same(s);
      return {
        next: { ...s, scheduledPlanTier: target.planTier, scheduledYearly: target.yearly },
        effects: [mail("plan_changed")],
      };
    }
    case "seats_changed":
      return same({ ...s, additionalSeats: event.additionalSeats });
    case "stripe":
      return fromStripe(s, event.snapshot);
  }
}

/** Monthly recurring revenue in cents: what a paying subscription brings per month (trials and ended ones nothing). */
export function monthlyRecurringCents(
  s: Pick<Subscription, "state" | "planTier" | "yearly" | "additionalSeats">,
): number {
  if (s.state !== "active" && s.state !== "past_due" && s.state !== "canceled") return 0;
  const period = periodPriceCents(s);
  return s.yearly ? Math.round(period / 12) : period;
}

/** When a charge of a period would next be made, and how much (none once cancelled or ended). */
export function nextCharge(s: Subscription): { at: Date; amountCents: number } | null {
  const upcoming = withScheduledChange(s);
  switch (s.state) {
    case "trialing":
      return s.trialEndsAt ? { at: s.trialEndsAt, amountCents: periodPriceCents(s) } : null;
    case "active":
      return s.currentPeriodEnd ? { at: s.currentPeriodEnd, amountCents: periodPriceCents(upcoming) } : null;
    case "past_due":
      return s.nextRetryAt ? { at: s.nextRetryAt, amountCents: periodPriceCents(s) } : null;
    default:
      return null;
  }
}
