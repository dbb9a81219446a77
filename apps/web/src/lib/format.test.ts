import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCurrency, formatDate, formatLocale, formatLongDate, formatNumber, setFormatLocale } from "./format";

const DATE = "2024-01-05T15:04:05.000Z";

afterEach(() => {
  setFormatLocale("en-US");
  vi.unstubAllGlobals();
});

describe("formatting", () => {
  it("shows money as USD with 2 decimals, numbers grouped and dates in the app's styles (en-US)", () => {
    expect(formatCurrency(49)).toBe("$49.00");
    expect(formatCurrency(1299.5)).toBe("$1,299.50");
    expect(formatNumber(1247)).toBe("1,247");
    expect(formatDate(DATE, "short")).toBe("Jan 5, 2024");
    expect(formatLongDate("2026-11-22T12:00:00.000Z")).toBe("November 22, 2026");
    expect(formatDate("not a date", "short")).toBeNull();
    expect(formatDate(null, "long")).toBeNull();
  });

  it("follows the browser's language unless a locale is pinned", () => {
    setFormatLocale(undefined);
    vi.stubGlobal("navigator", { ...navigator, language: "de-DE" });
    expect(formatLocale()).toBe("de-DE");
    expect(formatNumber(1247)).toBe("1.247");
    expect(formatCurrency(49)).toBe("49,00\u00a0$");
    expect(formatDate(DATE, "long")).toBe("5. Januar 2024");
    setFormatLocale("en-GB");
    expect(formatDate(DATE, "short")).toBe("5 Jan 2024");
  });
});
