import { formatLocale } from "@/lib/format";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": a notification's age, in the workspace's locale. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const ms = new Date(value).getTime() - now.getTime();
  if (!Number.isFinite(ms)) return "";
  if (Math.abs(ms) < 60_000) return "just now";
  const format = new Intl.RelativeTimeFormat(formatLocale(), { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size) return format.format(Math.round(ms / size), unit);
  }
  return format.format(Math.round(ms / 60_000), "minute");
}
