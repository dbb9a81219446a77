import { type Contact, type ContactImportAnswer, type ContactImportRequest, contactsApi } from "@engagesuite/shared";
import { call, callWithHeaders } from "@/lib/api-client";
import { type ContactFilters, contactListQuery } from "./filters";

/** The body of a create or update (SPEC §7): every field, empty optional text sent as "". */
export interface ContactBody {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  type: Contact["type"];
  status: Contact["status"];
  notes: string;
  /** The workspace's custom fields' values (issue 19); left out, the stored values stay. */
  customFields?: Record<string, unknown>;
  /** The owning member (issue 21), null for none. */
  ownerUserId?: string | null;
}

/**
 * One page of the list: its contacts, the cursor of the next page (null on the last) and the total, if told (the first
 * page tells it; for a search matching very many contacts only a lower bound, `totalIsLowerBound`).
 */
export interface ContactPage {
  contacts: Contact[];
  nextCursor: string | null;
  total: number | null;
  totalIsLowerBound: boolean;
}

function countHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}

/** Deletes the contacts at once (an administrator's); answers how many were deleted. */
export async function deleteContacts(tenantId: string, ids: string[]): Promise<number> {
  return (await call(contactsApi.bulkDelete, { params: { tenantId }, body: { ids } })).deleted;
}

export async function fetchContactPage(
  tenantId: string,
  filters: ContactFilters,
  cursor: string | null,
): Promise<ContactPage> {
  const { data: contacts, headers } = await callWithHeaders(contactsApi.list, {
    params: { tenantId },
    query: contactListQuery(filters, cursor),
  });
  const exact = countHeader(headers, "X-Total-Count");
  const atLeast = countHeader(headers, "X-Total-Count-At-Least");
  return {
    contacts,
    nextCursor: headers.get("X-Next-Cursor") || null,
    total: exact ?? atLeast,
    totalIsLowerBound: exact === null && atLeast !== null,
  };
}

export function createContact(tenantId: string, body: ContactBody): Promise<Contact> {
  return call(contactsApi.create, { params: { tenantId }, body });
}

export function updateContact(id: string, body: ContactBody): Promise<Contact> {
  return call(contactsApi.update, { params: { id }, body });
}

export async function deleteContact(id: string): Promise<void> {
  await call(contactsApi.remove, { params: { id } });
}

/**
 * POST …/contacts/import: with dryRun, a check and a preview that writes nothing; the wizard adds its mapping, the
 * mode (all or nothing, or the valid rows) and what to do with rows that are already contacts.
 */
export function importContacts(
  tenantId: string,
  csv: string,
  dryRun: boolean,
  options: Omit<ContactImportRequest, "csv" | "dryRun"> = {},
): Promise<ContactImportAnswer> {
  return call(contactsApi.import, { params: { tenantId }, body: { csv, dryRun, ...options } });
}
