import { describe, expect, it } from "vitest";
import { addBusinessMinutes } from "./business-hours";

const WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, start: "09:00", end: "17:00" }));
const NY = "America/New_York";

describe("addBusinessMinutes", () => {
  it("with no hours counts around the clock", () => {
    expect(addBusinessMinutes(new Date("2026-11-28T23:00:00Z"), 90, [], NY).toISOString()).toBe(
      "2026-11-29T00:30:00.000Z",
    );
  });

  it("inside the hours adds plainly; past closing carries to the next working morning", () => {
    // Wednesday 2026-11-25 10:00 New York (15:00Z).
    const start = new Date("2026-11-25T15:00:00Z");
    expect(addBusinessMinutes(start, 60, WEEKDAYS, NY).toISOString()).toBe("2026-11-25T16:00:00.000Z");
    // 7 h left today (10:00–17:00), then 1 h on Thursday from 09:00 → 10:00 EST = 15:00Z.
    expect(addBusinessMinutes(start, 8 * 60, WEEKDAYS, NY).toISOString()).toBe("2026-11-26T15:00:00.000Z");
  });

  it("skips the weekend: Friday 16:00 + 2 h is Monday 10:00", () => {
    const friday4pm = new Date("2026-11-27T21:00:00Z"); // 16:00 EST
    expect(addBusinessMinutes(friday4pm, 120, WEEKDAYS, NY).toISOString()).toBe("2026-11-30T15:00:00.000Z");
  });

  it("a start before opening or on a Sunday counts from the next opening", () => {
    const sunday = new Date("2026-11-29T12:00:00Z");
    expect(addBusinessMinutes(sunday, 30, WEEKDAYS, NY).toISOString()).toBe("2026-11-30T14:30:00.000Z");
    const early = new Date("2026-11-25T11:00:00Z"); // 06:00 EST
    expect(addBusinessMinutes(early, 30, WEEKDAYS, NY).toISOString()).toBe("2026-11-25T14:30:00.000Z");
  });

  it("follows the zone across DST: the opening hour stays 09:00 local", () => {
    // Friday 2026-03-06 16:00 EST (21:00Z) + 2 h: 1 h Friday, 1 h Monday 2026-03-09 from 09:00 EDT (13:00Z).
    expect(addBusinessMinutes(new Date("2026-03-06T21:00:00Z"), 120, WEEKDAYS, NY).toISOString()).toBe(
      "2026-03-09T14:00:00.000Z",
    );
    // Around the clock over the spring-forward night: real elapsed time (3 h later is 3 h later).
    expect(addBusinessMinutes(new Date("2026-03-08T05:00:00Z"), 180, [], NY).toISOString()).toBe(
      "2026-03-08T08:00:00.000Z",
    );
    // Fall back (Sunday 2026-11-01): hours that cover the changing night are one hour longer that day.
    const allSunday = [{ day: 7, start: "00:00", end: "24:00" }];
    expect(addBusinessMinutes(new Date("2026-11-01T04:00:00Z"), 25 * 60, allSunday, NY).toISOString()).toBe(
      "2026-11-02T05:00:00.000Z",
    );
  });

  it("reads the hours in the given zone (Tokyo's Monday morning is Sunday evening in UTC)", () => {
    const mondays = [{ day: 1, start: "09:00", end: "10:00" }];
    expect(addBusinessMinutes(new Date("2026-11-29T00:00:00Z"), 30, mondays, "Asia/Tokyo").toISOString()).toBe(
      "2026-11-30T00:30:00.000Z",
    );
  });
});
