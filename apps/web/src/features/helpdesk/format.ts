import type { SlaState } from "@engagesuite/shared";
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

/** A span of time in its two largest units: '2d 3h', '2h 10m', '35m' (under a minute: '0m'). */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return rest > 0 ? `${hours}h ${rest}m` : `${hours}h`;
  return `${rest}m`;
}

/** A ticket's age: how long since it was opened ('3d', '5h', '12m'). */
export function formatAge(createdAt: string, now: Date): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return "—";
  const ms = Math.max(0, now.getTime() - created);
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h`;
  return `${Math.floor(minutes / 1440)}d`;
}

/** The SLA column (issue 22): '2h 10m left', 'Breached 35m', 'Met', or '—' when no target applies. */
export function formatSla(state: SlaState): string {
  if (state === null) return "—";
  if (state.clock === "met") return "Met";
  return state.breached ? `Breached ${formatSpan(state.msLeft)}` : `${formatSpan(state.msLeft)} left`;
}
