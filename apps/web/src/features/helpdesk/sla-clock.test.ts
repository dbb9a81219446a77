import { describe, expect, it } from "vitest";
import { formatDuration, slaText } from "./sla-clock";

const now = new Date("2026-11-25T12:00:00Z");
const none = { firstResponseDueAt: null, firstRespondedAt: null, resolutionDueAt: null, resolvedAt: null };

describe("the SLA line", () => {
  it("formats durations with their two largest units", () => {
    expect(formatDuration(80 * 60_000)).toBe("1h 20m");
    expect(formatDuration(45 * 60_000)).toBe("45m");
    expect(formatDuration((2 * 1440 + 3 * 60) * 60_000)).toBe("2d 3h");
    expect(formatDuration(-2 * 3_600_000)).toBe("2h");
  });

  it("says which clock runs, due or breached, or met; nothing without targets", () => {
    expect(slaText(none, now)).toBeNull();
    expect(slaText({ ...none, firstResponseDueAt: "2026-11-25T13:20:00Z" }, now)).toEqual({
      text: "First response due in 1h 20m",
      tone: "ok",
    });
    expect(
      slaText(
        {
          ...none,
          firstResponseDueAt: "2026-11-25T11:00:00Z",
          firstRespondedAt: "2026-11-25T10:00:00Z",
          resolutionDueAt: "2026-11-25T10:00:00Z",
        },
        now,
      ),
    ).toEqual({ text: "Resolution breached 2h ago", tone: "breached" });
    expect(
      slaText({ ...none, resolutionDueAt: "2026-11-25T10:00:00Z", resolvedAt: "2026-11-25T09:00:00Z" }, now),
    ).toEqual({
      text: "Service level met",
      tone: "met",
    });
  });
});
