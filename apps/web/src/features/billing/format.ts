import {
  type BillingPeriod,
  type PaymentMethod,
  type PlanTier,
  planByTier,
  type SubscriptionState,
  type SubscriptionSummary,
} from "@engagesuite/shared";
import { formatCurrency, formatDate } from "@/lib/format";

/** Cents on the wire, dollars on screen: "$99.00" (USD, 2 decimals, the workspace's locale). */
export function money(cents: number): string {
  return formatCurrency(cents / 100);
}

/** "Jan 5, 2027" in the workspace's zone; a dash for a missing date. */
export function day(value: string | null | undefined): string {
  return formatDate(value, "short") ?? "—";
}

export const PERIOD_NOUN: Record<BillingPeriod, string> = { monthly: "month", yearly: "year" };
export const PERIOD_NAME: Record<BillingPeriod, string> = { monthly: "Monthly", yearly: "Yearly" };

/** "$99.00 / month" */
export function pricePerPeriod(cents: number, period: BillingPeriod): string {
  return `${money(cents)} / ${PERIOD_NOUN[period]}`;
}

export function planName(tier: PlanTier): string {
  return planByTier(tier).name;
}

/** A plan's price for one period, in cents (PLANS holds whole dollars). */
export function planPriceCents(tier: PlanTier, period: BillingPeriod): number {
  return planByTier(tier).price[period] * 100;
}

/** The state as its badge says it: "Trial", "Active", "Past due", "Cancels on Jan 5, 2027", "Read-only", "Suspended". */
export function stateLabel(summary: Pick<SubscriptionSummary, "state" | "cancelAt">): string {
  if (summary.state === "canceled") return `Cancels on ${day(summary.cancelAt)}`;
  return STATE_NAMES[summary.state];
}

export const STATE_NAMES: Record<SubscriptionState, string> = {
  trialing: "Trial",
  active: "Active",
  past_due: "Past due",
  canceled: "Canceled",
  read_only: "Read-only",
  suspended: "Suspended",
};

/** Badge colours by state: calm for a working subscription, amber for a warning, red when it needs action. */
export const STATE_BADGE: Record<SubscriptionState, string> = {
  trialing: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200",
  active:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  past_due: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
  canceled: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  read_only: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  suspended: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
};

export const STATE_DOT: Record<SubscriptionState, string> = {
  trialing: "bg-sky-500",
  active: "bg-emerald-500",
  past_due: "bg-red-500",
  canceled: "bg-amber-500",
  read_only: "bg-amber-500",
  suspended: "bg-red-500",
};

/** "Last day of the trial", "1 day left", "5 days left". */
export function daysLeft(days: number): string {
  if (days <= 0) return "Last day of the trial";
  return days === 1 ? "1 day left" : `${days} days left`;
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

export function brandName(brand: string): string {
  return BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : "Card");
}

/** "12/30" */
export function expiry(card: PaymentMethod): string {
  return `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

/** What one additional seat costs per month, in cents (a yearly seat: its year's price over 12). */
export function seatMonthlyCents(summary: Pick<SubscriptionSummary, "billingPeriod" | "seats">): number {
  const { seatPriceCents } = summary.seats;
  return summary.billingPeriod === "yearly" ? Math.round(seatPriceCents / 12) : seatPriceCents;
}

/** "2 failed attempts" */
export function attempts(n: number): string {
  return n === 1 ? "1 failed attempt" : `${n} failed attempts`;
}
