import { CURRENCY, CURRENCY_DECIMALS } from "@engagesuite/shared";

const currency = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

/** Money as the spec shows it: USD with 2 decimals ("$49.00"). */
export function formatCurrency(amount: number): string {
  return currency.format(amount);
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** A date as words ("November 22, 2026"); null for a missing or invalid value. */
export function formatLongDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
