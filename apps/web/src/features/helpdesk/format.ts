import { formatDate } from "@/lib/format";

/** SPEC §8: 'Jan 5, 2024'; 'Invalid date' for a value that is no date, 'N/A' when there is none. */
export function formatTicketDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  return formatDate(value, "short") ?? "Invalid date";
}

/** A comment's time: 'Jan 5, 2024, 3:04 PM' (same fallbacks). */
export function formatCommentTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  return formatDate(value, "dateTime") ?? "Invalid date";
}
