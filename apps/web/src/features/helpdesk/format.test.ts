import { TICKET_TABS, ticketDisplayId } from "@engagesuite/shared";
import { describe, expect, it } from "vitest";
import { formatTicketDate } from "./format";
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
});
