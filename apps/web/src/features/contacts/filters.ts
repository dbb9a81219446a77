import { CONTACT_PAGE_SIZE, CONTACT_TYPE_LABELS, type ContactStatus, type ContactType } from "@engagesuite/shared";
import { CONTACT_STATUS_NAMES } from "./labels";

/** What the contacts list is narrowed to: the server does the searching and filtering (SPEC §7). */
export interface ContactFilters {
  /** Trimmed search text; "" for none. */
  search: string;
  /** A contact type, or "ALL". */
  type: ContactType | "ALL";
  /** A contact status, or "ALL". */
  status: ContactStatus | "ALL";
}

export const NO_CONTACT_FILTERS: ContactFilters = { search: "", type: "ALL", status: "ALL" };

/** True when a search or a filter narrows the list (then the empty state is the "filtered" one). */
export function isFiltered(filters: ContactFilters): boolean {
  return filters.search !== "" || filters.type !== "ALL" || filters.status !== "ALL";
}

/** The search and filter part of a list or export query: only what is set. */
export function filterParams(filters: ContactFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.type !== "ALL") params.set("type", filters.type);
  if (filters.status !== "ALL") params.set("status", filters.status);
  return params;
}

/** GET /api/tenants/{tenantId}/contacts: one page, sorted by name, from a cursor. */
export function contactListUrl(tenantId: string, filters: ContactFilters, cursor?: string | null): string {
  const params = filterParams(filters);
  params.set("sort", "name");
  params.set("order", "asc");
  params.set("limit", String(CONTACT_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return `/api/tenants/${encodeURIComponent(tenantId)}/contacts?${params}`;
}

/** GET /api/tenants/{tenantId}/contacts/export for the same search and filters; `extra` adds e.g. `?tenant=`. */
export function contactExportUrl(tenantId: string, filters: ContactFilters, extra?: Record<string, string>): string {
  const params = filterParams(filters);
  for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value);
  const query = params.toString();
  return `/api/tenants/${encodeURIComponent(tenantId)}/contacts/export${query ? `?${query}` : ""}`;
}

/** The removable chips of the active type and status filters. */
export function activeFilterChips(filters: ContactFilters): { key: "type" | "status"; label: string }[] {
  const chips: { key: "type" | "status"; label: string }[] = [];
  if (filters.type !== "ALL") chips.push({ key: "type", label: `Type: ${CONTACT_TYPE_LABELS[filters.type]}` });
  if (filters.status !== "ALL") chips.push({ key: "status", label: `Status: ${CONTACT_STATUS_NAMES[filters.status]}` });
  return chips;
}
