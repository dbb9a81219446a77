import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TICKET_TABS,
  type TicketPriority,
  type TicketStatus,
} from "@engagesuite/shared";

export const TICKET_PRIORITY_NAMES: Record<TicketPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

/** The exact status, as the staff's status select reads it. */
export const TICKET_STATUS_NAMES: Record<TicketStatus, string> = {
  new: "New",
  open: "Open",
  in_progress: "In Progress",
  waiting_on_customer: "Waiting on Customer",
  waiting_on_third_party: "Waiting on Third Party",
  resolved: "Resolved",
  closed: "Closed",
};

/** SPEC §4: the waiting states are shown like open. */
export const TICKET_STATUS_BADGE_NAMES: Record<TicketStatus, string> = {
  ...TICKET_STATUS_NAMES,
  waiting_on_customer: "Open",
  waiting_on_third_party: "Open",
};

/** Badge colours: a tinted background with a dark text of the same hue (AA contrast in both themes). */
const SKY = "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200";
const VIOLET =
  "border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-900 dark:bg-violet-950 dark:text-violet-200";
const AMBER = "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200";
const EMERALD =
  "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200";
const ZINC = "border-zinc-200 bg-zinc-100 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300";
const ORANGE =
  "border-orange-200 bg-orange-50 text-orange-900 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-200";
const RED = "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200";
const SLATE = "border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300";

export const TICKET_STATUS_BADGE: Record<TicketStatus, string> = {
  new: VIOLET,
  open: SKY,
  in_progress: AMBER,
  waiting_on_customer: SKY,
  waiting_on_third_party: SKY,
  resolved: EMERALD,
  closed: ZINC,
};

export const TICKET_STATUS_DOT: Record<TicketStatus, string> = {
  new: "bg-violet-500",
  open: "bg-sky-500",
  in_progress: "bg-amber-500",
  waiting_on_customer: "bg-sky-500",
  waiting_on_third_party: "bg-sky-500",
  resolved: "bg-emerald-500",
  closed: "bg-zinc-400",
};

export const TICKET_PRIORITY_BADGE: Record<TicketPriority, string> = {
  low: SLATE,
  medium: SKY,
  high: ORANGE,
  critical: RED,
};

export type TicketTab = (typeof TICKET_TABS)[number];
export type TicketTabValue = TicketTab["value"];

/** Whether a ticket of this status shows in the tab (SPEC §2, §4). */
export function tabHolds(tab: TicketTab, status: TicketStatus): boolean {
  return (tab.statuses as readonly TicketStatus[]).includes(status);
}

/** SPEC §2: 'No {status} tickets found', with the tab's label in lower case ('No in progress tickets found'). */
export function emptyTabText(tab: TicketTab): string {
  return `No ${tab.label.toLowerCase()} tickets found`;
}

export function isTicketPriority(value: string): value is TicketPriority {
  return (TICKET_PRIORITIES as readonly string[]).includes(value);
}

export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}
