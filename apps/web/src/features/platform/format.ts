import { formatDate, formatNumber, formatPercentOf100 } from "@/lib/format";

/** The placeholder for a figure that has no value (no traffic, not known yet). */
export const NO_VALUE = "—";

/** A share given in percent with one decimal (99.8 → "99.8%"); "—" when there is none. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : formatPercentOf100(value);
}

/** A whole number with grouping ("1,247"); "—" when there is none. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : formatNumber(value);
}

/** "Nov 22, 2026"; "—" when missing. */
export function formatShortDate(value: string | Date | null | undefined): string {
  return formatDate(value, "short") ?? NO_VALUE;
}

/** "Nov 22, 2026, 3:04 PM"; "—" when missing. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, "dateTime") ?? NO_VALUE;
}

/** "3:04:05 PM"; "—" when missing. */
export function formatClockTime(value: string | Date | null | undefined): string {
  return formatDate(value, "clock") ?? NO_VALUE;
}
