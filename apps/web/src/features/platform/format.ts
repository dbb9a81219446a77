const LOCALE = "en-US";

const percent = new Intl.NumberFormat(LOCALE, {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat(LOCALE);
const shortDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium" });
const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" });
const clockTime = new Intl.DateTimeFormat(LOCALE, { timeStyle: "medium" });

/** The placeholder for a figure that has no value (no traffic, not known yet). */
export const NO_VALUE = "—";

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A share given in percent with one decimal (99.8 → "99.8%"); "—" when there is none. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : percent.format(value / 100);
}

/** A whole number with grouping ("1,247"); "—" when there is none. */
export function formatCount(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? NO_VALUE : count.format(value);
}

/** "Nov 22, 2026"; "—" when missing. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : NO_VALUE;
}

/** "Nov 22, 2026, 3:04 PM"; "—" when missing. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : NO_VALUE;
}

/** "3:04:05 PM"; "—" when missing. */
export function formatClockTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? clockTime.format(date) : NO_VALUE;
}
