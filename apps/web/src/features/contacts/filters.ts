import { type Choice, CONTACT_PAGE_SIZE, type ContactStatus, contactsApi } from "@engagesuite/shared";
import { contactTypeFilterOptions } from "@/features/choices/api";
import { urlOf } from "@/lib/api-client";
import { CONTACT_STATUS_NAMES } from "./labels";

/** What the contacts list is narrowed to: the server does the searching and filtering (SPEC §7). */
export interface ContactFilters {
  /** Trimmed search text; "" for none. */
  search: string;
  /** A key of the workspace's contact types, or "ALL". */
  type: string;
  /** A contact status, or "ALL". */
  status: ContactStatus | "ALL";
  /** A custom field and the value it must have (issue 19); absent for none. */
  field?: { key: string; value: string };
  /** Tag ids: contacts carrying all of them (issue 21); absent or empty for none. */
  tags?: string[];
  /** Only the signed-in member's own contacts (issue 21). */
  mine?: boolean;
  /** The list's order (issue 21); by name, A to Z, when absent. Not a filter: a sort never narrows the list. */
  sort?: ContactSort;
}

/** The orders the server pages by keyset (an index each): by name or by when the contact was added. */
export type ContactSort = "name-asc" | "name-desc" | "created-desc" | "created-asc";
export const CONTACT_SORTS: { value: ContactSort; label: string }[] = [
  { value: "name-asc", label: "Name, A to Z" },
  { value: "name-desc", label: "Name, Z to A" },
  { value: "created-desc", label: "Newest first" },
  { value: "created-asc", label: "Oldest first" },
];

export const NO_CONTACT_FILTERS: ContactFilters = { search: "", type: "ALL", status: "ALL" };

/** True when a search or a filter narrows the list (then the empty state is the "filtered" one). */
export function isFiltered(filters: ContactFilters): boolean {
  return (
    filters.search !== "" ||
    filters.type !== "ALL" ||
    filters.status !== "ALL" ||
    Boolean(filters.field) ||
    Boolean(filters.tags?.length) ||
    Boolean(filters.mine)
  );
}

/** The search and filter part of a list or export query: only what is set. */
export function filterQuery(filters: ContactFilters) {
  return {
    search: filters.search || undefined,
    type: filters.type === "ALL" ? undefined : filters.type,
    status: filters.status === "ALL" ? undefined : filters.status,
    ...(filters.field ? { fieldKey: filters.field.key, fieldValue: filters.field.value } : {}),
    ...(filters.tags?.length ? { tags: filters.tags.join(",") } : {}),
    ...(filters.mine ? { owner: "me" as const } : {}),
  };
}

/** The list's query: one page in the chosen order (by name by default), from a cursor. */
export function contactListQuery(filters: ContactFilters, cursor?: string | null) {
  const [sort, order] = (filters.sort ?? "name-asc").split("-") as ["name" | "created", "asc" | "desc"];
  return {
    ...filterQuery(filters),
    sort,
    order,
    limit: CONTACT_PAGE_SIZE,
    cursor: cursor || undefined,
  };
}

/** The export's URL for the same search and filters; `tenant` names the tenant on localhost (a link has no header). */
export function contactExportUrl(tenantId: string, filters: ContactFilters, tenant?: string): string {
  const url = urlOf(contactsApi.export, { params: { tenantId }, query: filterQuery(filters) });
  if (!tenant) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams({ tenant })}`;
}

/** The removable chips of the active type and status filters. */
export function activeFilterChips(
  filters: ContactFilters,
  types?: readonly Choice[],
): { key: "type" | "status"; label: string }[] {
  const chips: { key: "type" | "status"; label: string }[] = [];
  if (filters.type !== "ALL") {
    const label = contactTypeFilterOptions(types).find((o) => o.value === filters.type)?.label ?? filters.type;
    chips.push({ key: "type", label: `Type: ${label}` });
  }
  if (filters.status !== "ALL") chips.push({ key: "status", label: `Status: ${CONTACT_STATUS_NAMES[filters.status]}` });
  return chips;
}
