import { slaState, TICKET_TABS, ticketDisplayId } from "@engagesuite/shared";
import { describe, expect, it } from "vitest";
import { formatAge, formatSla, formatTicketDate } from "./format";
import { emptyTabText } from "./labels";

describe("help desk formatting", () => {
  it("pads ticket ids to 5 digits", () => {
    expect(ticketDisplayId(42)).toBe("#00042");
    expect(ticketDisplayId(123456)).toBe("#123456");
  });

  it("formats dates like 'Jan 5, 2024'; invalid → 'Invalid date'; missing → 'N/A'", () => {
    expect(formatTicketDate("2024-01-05T12:00:00.000Z")).toBe("Jan 5, 2024");
    expect(formatTicketDate("garbage")).toBe("Invalid date");
    expect(formatTicketDate(null)).toBe("N/A");
    expect(formatTicketDate(undefined)).toBe("N/A");
    expect(formatTicketDate("")).toBe("N/A");
  });

  it("words each tab's empty state the spec's way", () => {
    expect(TICKET_TABS.slice(1).map(emptyTabText)).toEqual([
      "No open tickets found",
      "No in progress tickets found",
      "No resolved tickets found",
      "No closed tickets found",
    ]);
  });

  it("words the SLA column: time left, breached by, met, or none", () => {
    const now = new Date("2026-01-05T12:00:00.000Z");
    const none = { firstResponseDueAt: null, firstRespondedAt: null, resolutionDueAt: null, resolvedAt: null };
    expect(formatSla(slaState(none, now))).toBe("—");
    expect(formatSla(slaState({ ...none, firstResponseDueAt: "2026-01-05T14:10:00.000Z" }, now))).toBe("2h 10m left");
    expect(formatSla(slaState({ ...none, resolutionDueAt: "2026-01-05T11:25:00.000Z" }, now))).toBe("Breached 35m");
    expect(formatSla(slaState({ ...none, resolutionDueAt: "2026-01-07T15:00:00.000Z" }, now))).toBe("2d 3h left");
    const met = { ...none, resolutionDueAt: "2026-01-05T11:00:00.000Z", resolvedAt: "2026-01-05T10:00:00.000Z" };
    expect(formatSla(slaState(met, now))).toBe("Met");
  });

  it("gives a ticket's age in its largest unit", () => {
    const now = new Date("2026-01-05T12:00:00.000Z");
    expect(formatAge("2026-01-05T11:48:00.000Z", now)).toBe("12m");
    expect(formatAge("2026-01-05T07:00:00.000Z", now)).toBe("5h");
    expect(formatAge("2026-01-02T12:00:00.000Z", now)).toBe("3d");
  });
});
