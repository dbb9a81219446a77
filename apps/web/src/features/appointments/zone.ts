import { formatLocale, formatTimeZone } from "@/lib/format";

/**
 * Wall-clock arithmetic for the calendar, in the workspace's time zone (`Intl` only: the web bundle carries no time zone
 * library). Days are "YYYY-MM-DD" strings; instants are ISO strings from the API.
 */

/** The zone the screens show: the workspace's (its settings), else the reader's own. */
export function displayZone(zone?: string): string {
  return zone ?? formatTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const partsCache = new Map<string, Intl.DateTimeFormat>();
function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsCache.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    partsCache.set(zone, format);
  }
  return format;
}

/** An instant's wall-clock day ("YYYY-MM-DD"), time ("HH:mm") and minutes since midnight in a zone. */
export function wallClock(value: string | Date, zone: string) {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(typeof value === "string" ? new Date(value) : value)
      .map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour) % 24;
  const minute = Number(parts.minute);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${String(hour).padStart(2, "0")}:${parts.minute}`,
    minutes: hour * 60 + minute,
  };
}

/** Today in the zone. */
export const todayIn = (zone: string) => wallClock(new Date(), zone).day;

const asUtc = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(new Date(asUtc(day).getTime() + days * 86_400_000));

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (asUtc(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * An API range that surely holds every appointment of the wall-clock days [first, last]: a day's edges lie within 14
 * hours of UTC midnight in any zone; the screen keeps those whose wall-clock day falls inside.
 */
export function rangeAround(first: string, last: string) {
  return {
    from: new Date(asUtc(first).getTime() - 14 * 3_600_000).toISOString(),
    to: new Date(asUtc(addDays(last, 1)).getTime() + 14 * 3_600_000).toISOString(),
  };
}

/** "Mon, Mar 15" for a wall-clock day (the day names are the workspace locale's). */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric" },
) {
  return new Intl.DateTimeFormat(formatLocale(), { ...options, timeZone: "UTC" }).format(asUtc(day));
}

/** An instant's time in the zone ("9:30 AM"). */
export function formatTime(value: string, zone: string) {
  return new Intl.DateTimeFormat(formatLocale(), { hour: "numeric", minute: "2-digit", timeZone: zone }).format(
    new Date(value),
  );
}

/** An instant's date and time in the zone ("Tue, March 16, 2027, 9:30 AM"). */
export function formatWhen(value: string, zone: string) {
  return new Intl.DateTimeFormat(formatLocale(), {
    weekday: "short",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone,
  }).format(new Date(value));
}

/** The zone's short name at an instant ("PDT"), to say which clock the times are. */
export function zoneName(zone: string, at = new Date()) {
  return (
    new Intl.DateTimeFormat(formatLocale(), { timeZoneName: "short", timeZone: zone })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName")?.value ?? zone
  );
}
