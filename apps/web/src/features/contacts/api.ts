import type { Contact, ContactImportAnswer } from "@engagesuite/shared";
import { apiRequest, sendJson } from "@/lib/api";
import { type ContactFilters, contactListUrl } from "./filters";

/** The body of a create or update (SPEC §7): every field, empty optional text sent as "". */
export interface ContactBody {
  name: string;
  email: string;
  phone: string;
  jobTitle: string;
  type: Contact["type"];
  status: Contact["status"];
  notes: string;
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

function countHeader(res: Response, name: string): number | null {
  const value = res.headers.get(name);
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}

export async function fetchContactPage(
  tenantId: string,
  filters: ContactFilters,
  cursor: string | null,
): Promise<ContactPage> {
  const res = await apiRequest("GET", contactListUrl(tenantId, filters, cursor));
  const contacts = (await res.json()) as Contact[];
  const exact = countHeader(res, "X-Total-Count");
  const atLeast = countHeader(res, "X-Total-Count-At-Least");
  return {
    contacts,
    nextCursor: res.headers.get("X-Next-Cursor") || null,
    total: exact ?? atLeast,
    totalIsLowerBound: exact === null && atLeast !== null,
  };
}

export function createContact(tenantId: string, body: ContactBody): Promise<Contact> {
  return sendJson<Contact>("POST", `/api/tenants/${encodeURIComponent(tenantId)}/contacts`, body);
}

export function updateContact(id: string, body: ContactBody): Promise<Contact> {
  return sendJson<Contact>("PUT", `/api/contacts/${encodeURIComponent(id)}`, body);
}

export async function deleteContact(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/contacts/${encodeURIComponent(id)}`);
}

/** POST …/contacts/import: with dryRun, a check and a preview that writes nothing. */
export function importContacts(tenantId: string, csv: string, dryRun: boolean): Promise<ContactImportAnswer> {
  return sendJson<ContactImportAnswer>("POST", `/api/tenants/${encodeURIComponent(tenantId)}/contacts/import`, {
    csv,
    dryRun,
  });
}
