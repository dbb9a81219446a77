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
