const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** SPEC §8: 'Jan 5, 2024'; 'Invalid date' for a value that is no date, 'N/A' when there is none. */
export function formatTicketDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : shortDate.format(date);
}

/** A comment's time: 'Jan 5, 2024, 3:04 PM' (same fallbacks). */
export function formatCommentTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : dateTime.format(date);
}
