import { CONTACT_STATUSES, type ContactStatus, type ContactType } from "@engagesuite/shared";

export const CONTACT_STATUS_NAMES: Record<ContactStatus, string> = {
  ACTIVE: "Active",
  INACTIVE: "Inactive",
  PENDING: "Pending",
};

/** Badge colours: a tinted background with a dark text of the same hue (AA contrast in both themes). */
export const CONTACT_TYPE_BADGE: Record<ContactType, string> = {
  CLIENT: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-200",
  VENDOR: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  PARTNER:
    "border-violet-200 bg-violet-50 text-violet-800 dark:border-violet-900 dark:bg-violet-950 dark:text-violet-200",
  EMPLOYEE: "border-slate-200 bg-slate-100 text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200",
  LEAD: "border-rose-200 bg-rose-50 text-rose-800 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-200",
  OTHER: "border-zinc-200 bg-zinc-50 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300",
};

export const CONTACT_STATUS_BADGE: Record<ContactStatus, string> = {
  ACTIVE:
    "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  INACTIVE: "border-zinc-200 bg-zinc-100 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  PENDING: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
};

/** The dot inside a status badge. */
export const CONTACT_STATUS_DOT: Record<ContactStatus, string> = {
  ACTIVE: "bg-emerald-500",
  INACTIVE: "bg-zinc-400",
  PENDING: "bg-amber-500",
};

/** The tints any other type's badge takes, chosen by its key (stable across screens). */
const OTHER_TYPE_BADGES = [
  CONTACT_TYPE_BADGE.CLIENT,
  CONTACT_TYPE_BADGE.PARTNER,
  CONTACT_TYPE_BADGE.VENDOR,
  CONTACT_TYPE_BADGE.LEAD,
  CONTACT_TYPE_BADGE.EMPLOYEE,
];

/** A type's badge colours: the generic types' own, any other type's by its key; "OTHER" stays neutral. */
export function contactTypeBadgeClass(key: string): string {
  const own = (CONTACT_TYPE_BADGE as Record<string, string>)[key];
  if (own) return own;
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return OTHER_TYPE_BADGES[hash % OTHER_TYPE_BADGES.length]!;
}

export function isContactStatus(value: string): value is ContactStatus {
  return (CONTACT_STATUSES as readonly string[]).includes(value);
}
