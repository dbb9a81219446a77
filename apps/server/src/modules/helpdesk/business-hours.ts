import type { BusinessDay } from "@engagesuite/shared";
import { DateTime } from "luxon";

const MINUTE_MS = 60_000;
/** A target further than this many days of calendar is not a business-hours target any more: stop looking. */
const MAX_DAYS = 3 * 366;

function at(day: DateTime, hhmm: string): DateTime {
  if (hhmm === "24:00") return day.plus({ days: 1 }).startOf("day");
  const [hour, minute] = hhmm.split(":").map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

/**
 * The instant `minutes` business minutes after `start` (issue 22 point 7): time counts only inside the working days'
 * hours, read in `timeZone` (the workspace's); no hours at all means around the clock. A working day's length is real
 * elapsed time, so a DST change inside the hours shortens or lengthens it as a wall clock would not (09:00–17:00 is
 * eight hours on any day: the change happens at night). A start outside the hours counts from the next opening.
 */
export function addBusinessMinutes(
  start: Date,
  minutes: number,
  hours: readonly BusinessDay[],
  timeZone: string,
): Date {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  if (hours.length === 0) return new Date(start.getTime() + remaining);
  const byDay = new Map(hours.map((h) => [h.day, h]));
  let cursor: DateTime = DateTime.fromJSDate(start, { zone: timeZone });
  if (!cursor.isValid) cursor = DateTime.fromJSDate(start, { zone: "UTC" });
  for (let i = 0; i <= MAX_DAYS; i++) {
    const day = cursor.startOf("day");
    const window = byDay.get(day.weekday);
    if (window) {
      const open = at(day, window.start);
      const close = at(day, window.end);
      if (cursor < open) cursor = open;
      if (cursor < close) {
        const available = close.toMillis() - cursor.toMillis();
        if (remaining <= available) return new Date(cursor.toMillis() + remaining);
        remaining -= available;
      }
    }
    cursor = day.plus({ days: 1 }).startOf("day");
  }
  return new Date(cursor.toMillis() + remaining);
}
