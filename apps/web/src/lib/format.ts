import { CURRENCY, CURRENCY_DECIMALS } from "@engagesuite/shared";

/**
 * The web app's one place for dates, money and numbers, all through `Intl`. On a tenant's screens (landing, dashboard,
 * portal) in the workspace's own locale and time zone (its settings, from the tenant info those screens load);
 * elsewhere in the reader's locale (the browser's `navigator.language`) and zone. Feature modules add only their own
 * wording around these ("Unknown date", "1 view").
 */

let localeOverride: string | undefined;
let workspace: { locale?: string; timeZone?: string } = {};

/** Pins the locale (the test setup pins en-US); `undefined` follows the browser again. */
export function setFormatLocale(locale: string | undefined): void {
  localeOverride = locale;
}

/** The workspace whose screens are showing: its locale and time zone win over the reader's (none: the reader's). */
export function setWorkspaceFormat(settings: { locale?: string; timeZone?: string } | null): void {
  workspace = { locale: settings?.locale || undefined, timeZone: settings?.timeZone || undefined };
}

/** The locale every formatter uses: the workspace's, else the override, else the browser's language, else en-US. */
export function formatLocale(): string {
  return (
    workspace.locale ?? localeOverride ?? (typeof navigator === "undefined" ? undefined : navigator.language) ?? "en-US"
  );
}

/** The time zone of every date: the workspace's, else the reader's own (undefined). */
export function formatTimeZone(): string | undefined {
  return workspace.timeZone;
}

// Building an Intl formatter is slow next to using one: keep one per locale and preset.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (locale: string, timeZone: string | undefined) => T,
): T {
  const locale = formatLocale();
  const timeZone = formatTimeZone();
  const id = `${locale}|${timeZone ?? ""}|${key}`;
  let formatter = cache.get(id) as T | undefined;
  if (!formatter) {
    try {
      formatter = make(locale, timeZone);
    } catch {
      // A zone or locale this browser does not know: the reader's own rather than no date at all.
      formatter = make("en-US", undefined);
    }
    cache.set(id, formatter);
  }
  return formatter;
}

/** Money: always USD with 2 decimals ("$49.00" in en-US). */
export function formatCurrency(amount: number): string {
  return cached(
    "currency",
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency: CURRENCY,
        minimumFractionDigits: CURRENCY_DECIMALS,
        maximumFractionDigits: CURRENCY_DECIMALS,
      }),
  ).format(amount);
}

/** A whole number with grouping ("1,247"). */
export function formatNumber(value: number): string {
  return cached("number", (locale) => new Intl.NumberFormat(locale)).format(value);
}

/** A share given in percent with one decimal (99.8 → "99.8%"). */
export function formatPercentOf100(value: number): string {
  return cached(
    "percent",
    (locale) => new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value / 100);
}

const DATE_STYLES = {
  /** "Jan 5, 2024" */
  short: { month: "short", day: "numeric", year: "numeric" },
  /** "November 22, 2026" */
  long: { dateStyle: "long" },
  /** "Jan 5, 2024, 3:04 PM" */
  dateTime: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" },
  /** "3:04:05 PM" */
  clock: { timeStyle: "medium" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A Date from an ISO string or Date; null for a missing or unreadable value. */
function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date (or time) in one of the app's styles; null for a missing or unreadable value. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle): string | null {
  const date = toDate(value);
  return date
    ? cached(
        `date-${style}`,
        (locale, timeZone) => new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone }),
      ).format(date)
    : null;
}

/** A date as words ("November 22, 2026"); null for a missing or invalid value. */
export function formatLongDate(value: string | Date | null | undefined): string | null {
  return formatDate(value, "long");
}
