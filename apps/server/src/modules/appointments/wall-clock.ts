import { DateTime } from "luxon";

export type WallClockResult = { ok: true; instant: Date } | { ok: false; reason: "nonexistent" | "invalidDate" };

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock date and time names in an IANA time zone (luxon reads the zone's rules). A time the clocks
 * skip (the spring-forward gap, e.g. 02:30 in New York on the second Sunday of March) names no instant. A time the
 * clocks pass twice (the fall-back hour) names two: we take the earlier one, the first time the clock shows it.
 */
export function wallClockToInstant(date: string, time: string, timeZone: string): WallClockResult {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wallAsUtc) || new Date(wallAsUtc).getUTCDate() !== day) return { ok: false, reason: "invalidDate" };
  // The offsets in force around that day: one of them is the one that applies, if any does.
  const offsets = new Set(
    [wallAsUtc - DAY_MS, wallAsUtc, wallAsUtc + DAY_MS].map((ms) => DateTime.fromMillis(ms, { zone: timeZone }).offset),
  );
  const matches: number[] = [];
  for (const offsetMinutes of offsets) {
    const instant = wallAsUtc - offsetMinutes * 60_000;
    const local = DateTime.fromMillis(instant, { zone: timeZone });
    if (
      local.year === year &&
      local.month === month &&
      local.day === day &&
      local.hour === hour &&
      local.minute === minute
    ) {
      matches.push(instant);
    }
  }
  if (matches.length === 0) return { ok: false, reason: "nonexistent" };
  return { ok: true, instant: new Date(Math.min(...matches)) };
}

/** An instant's wall-clock date (YYYY-MM-DD) and time (HH:mm) in a time zone: what the staff's form shows. */
export function instantToWallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  return { date: local.toFormat("yyyy-MM-dd"), time: local.toFormat("HH:mm") };
}
