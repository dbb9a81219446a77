import { describe, expect, it } from "vitest";
import { formatCount, formatPercent, formatShortDate, NO_VALUE } from "./format";

describe("platform formatting", () => {
  it("shows a health percentage with one decimal through Intl", () => {
    expect(formatPercent(99.8)).toBe("99.8%");
    expect(formatPercent(100)).toBe("100.0%");
    expect(formatPercent(0)).toBe("0.0%");
  });

  it("shows a dash without a value", () => {
    expect(formatPercent(null)).toBe(NO_VALUE);
    expect(formatCount(undefined)).toBe(NO_VALUE);
    expect(formatShortDate(null)).toBe(NO_VALUE);
    expect(formatShortDate("not a date")).toBe(NO_VALUE);
  });

  it("groups counts and writes dates in words", () => {
    expect(formatCount(1247)).toBe("1,247");
    expect(formatShortDate("2026-01-15T12:00:00.000Z")).toBe("Jan 15, 2026");
  });
});
