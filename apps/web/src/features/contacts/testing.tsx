/**
 * Test helpers for the contacts screens: an in-memory contacts API as MSW handlers, and its fixtures. Not part of the
 * app bundle: only tests import it.
 */
import {
  type AuthUser,
  type Contact,
  type ContactField,
  type ContactImportAnswer,
  contactInputSchema,
  type Tag,
  type TenantSummary,
} from "@engagesuite/shared";
import { http } from "msw";
import { choiceHandlers } from "@/features/choices/testing";
import { authUser, tenantInfo } from "@/test/render";
import { type ApiAnswer, type ApiCall, jsonAnswer, readCall, server } from "@/test/server";

export const TENANT_ID = "00000000-0000-4000-8000-000000000001";
export const BULK_JOB_ID = "00000000-0000-4000-8000-00000000b01c";

let seq = 0;
/** A contact of the tenant; ids are unique per call. */
export function makeContact(over: Partial<Contact> = {}): Contact {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, "0")}`;
  return {
    id,
    name: `Contact ${seq}`,
    email: null,
    phone: null,
    jobTitle: null,
    type: "CLIENT",
    status: "ACTIVE",
    notes: null,
    customFields: {},
    tagIds: [],
    ownerUserId: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

export function tenantSummary(over: Partial<TenantSummary> = {}): TenantSummary {
  return {
    ...tenantInfo(),
    slug: "acme",
    planTier: "PROFESSIONAL",
    serviceModules: [1, 2, 3, 4, 6, 7],
    // Every module the product has: nothing the dashboard shows disappears (issue 18's entitlements).
    modules: ["core", "help-desk", "knowledge-base", "client-portal", "appointments", "documents"],
    ...over,
  };
}

export type RecordedCall = ApiCall;
export type Answer = ApiAnswer;
/** A test's own answer for a call, or undefined to let the fake API answer; a promise holds the answer back. */
export type Override = (call: RecordedCall) => Answer | Promise<Answer> | undefined;

export interface FakeApiOptions {
  contacts?: Contact[];
  /** Page size when the request names none (the server's default is 50). */
  pageSize?: number;
  user?: AuthUser | null;
  tenant?: TenantSummary | null;
  /** A search is counted only up to this (the server's is 1,000); past it the answer tells a lower bound. */
  searchCountCap?: number;
  /** The workspace's custom contact fields (issue 19); none unless given. */
  contactFields?: ContactField[];
  /** The dry-run and import answers for a CSV. */
  importAnswer?: (csv: string, dryRun: boolean, body: Record<string, unknown>) => Answer;
  /** The workspace's tags and the members who can own contacts (issue 21). */
  tags?: Tag[];
  owners?: { id: string; name: string }[];
  override?: Override;
}

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return fieldErrors;
}

/**
 * The contacts API as MSW handlers (added with `server.use`): the list with its search, filters, cursor pages and
 * headers; create, update, delete with the shared validation; import; plus the staff session and tenant look-ups the
 * dashboard needs. Returns the live contact store and the recorded calls.
 */
export function fakeContactsApi(options: FakeApiOptions = {}) {
  const store: Contact[] = [...(options.contacts ?? [])];
  const trash: Contact[] = [];
  const calls: RecordedCall[] = [];
  const user = options.user === undefined ? authUser() : options.user;
  const tenant = options.tenant === undefined ? tenantSummary() : options.tenant;
  const contactsPath = `/api/tenants/${TENANT_ID}/contacts`;
  const json = (status: number, body?: unknown, headers?: Record<string, string>) =>
    jsonAnswer({ status, body, headers });

  server.use(
    // Every call is recorded first; a test's override may answer it instead of the fake API.
    http.all("/api/*", async ({ request }) => {
      const call = await readCall(request);
      calls.push(call);
      const custom = options.override?.(call);
      return custom ? jsonAnswer(await custom) : undefined;
    }),
    http.all("/api/auth/me", () => (user ? json(200, { user, tenant }) : json(401, { message: "Not signed in" }))),
    http.all("/api/auth/tenant/session-check", () => json(200, { authenticated: Boolean(user), user })),
    ...choiceHandlers(),
    http.all("/api/tenants/by-subdomain/*", () => json(200, tenantInfo())),
    http.all("/api/tenant/*", () => json(200, tenantInfo())),
    http.all("/api/tenants/slug/:slug", ({ params }) =>
      tenant && tenant.slug === params.slug ? json(200, tenant) : json(404, { message: "Tenant not found" }),
    ),
    http.get(`/api/tenants/${TENANT_ID}/contact-fields`, () => json(200, options.contactFields ?? [])),
    http.get(`/api/tenants/${TENANT_ID}/tags`, () => json(200, options.tags ?? [])),
    http.get(`/api/tenants/${TENANT_ID}/contact-owners`, () => json(200, options.owners ?? [])),
    http.all("/api/contacts/:id/tags/:tagId", ({ request, params }) => {
      const contact = store.find((c) => c.id === params.id);
      if (!contact) return json(404, { message: "Contact not found" });
      const tagId = String(params.tagId);
      contact.tagIds =
        request.method === "PUT"
          ? [...new Set([...contact.tagIds, tagId])]
          : contact.tagIds.filter((id) => id !== tagId);
      return new Response(null, { status: 204 });
    }),
    http.post(`${contactsPath}/bulk`, () => json(202, { id: BULK_JOB_ID, state: "queued", total: store.length })),
    http.get(`${contactsPath}/bulk/:jobId`, () => json(200, { id: BULK_JOB_ID, state: "done", total: store.length })),
    // The duplicate lookup (issue 21 point 7): the store's contacts with the address, case-insensitive.
    http.get(`${contactsPath}/duplicates`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const email = (q.get("email") ?? "").trim().toLowerCase();
      const found = store
        .filter((c) => c.email?.toLowerCase() === email && c.id !== q.get("excludeId"))
        .map(({ id, name, email, type, status }) => ({ id, name, email, type, status }));
      return json(200, found);
    }),
    http.get(contactsPath, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const search = (q.get("search") ?? "").toLowerCase();
      const matches = store
        .filter((c) => !search || [c.name, c.email, c.phone].some((v) => v?.toLowerCase().includes(search)))
        .filter((c) => !q.get("type") || c.type === q.get("type"))
        .filter((c) => !q.get("status") || c.status === q.get("status"))
        .sort((a, b) => a.name.localeCompare(b.name));
      const limit = options.pageSize ?? Number(q.get("limit") ?? 50);
      const start = Number(q.get("cursor") ?? 0);
      const page = matches.slice(start, start + limit);
      const cap = options.searchCountCap ?? Number.POSITIVE_INFINITY;
      const headers: Record<string, string> =
        search && matches.length >= cap
          ? { "X-Total-Count-At-Least": String(cap) }
          : { "X-Total-Count": String(matches.length) };
      if (start + limit < matches.length) headers["X-Next-Cursor"] = String(start + limit);
      return json(200, page, headers);
    }),
    http.post(contactsPath, async ({ request }) => {
      const parsed = contactInputSchema.safeParse(await request.json());
      if (!parsed.success) {
        return json(400, { message: "Invalid contact", fieldErrors: fieldErrorsOf(parsed.error.issues) });
      }
      const created = makeContact({
        ...parsed.data,
        email: parsed.data.email ?? null,
        phone: parsed.data.phone ?? null,
        jobTitle: parsed.data.jobTitle ?? null,
        notes: parsed.data.notes ?? null,
        customFields: parsed.data.customFields ?? {},
      });
      store.push(created);
      return json(201, created);
    }),
    http.all("/api/contacts/:id", async ({ request, params }) => {
      const index = store.findIndex((c) => c.id === params.id);
      if (index < 0) return json(404, { message: "Contact not found" });
      if (request.method === "DELETE") {
        store.splice(index, 1);
        return json(204);
      }
      if (request.method === "PUT") {
        const parsed = contactInputSchema.parse(await request.json());
        const updated: Contact = {
          ...(store[index] as Contact),
          ...parsed,
          email: parsed.email ?? null,
          phone: parsed.phone ?? null,
          jobTitle: parsed.jobTitle ?? null,
          notes: parsed.notes ?? null,
          customFields: parsed.customFields ?? (store[index] as Contact).customFields,
        };
        store[index] = updated;
        return json(200, updated);
      }
      return undefined;
    }),
    http.post(`${contactsPath}/bulk-delete`, async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      const before = store.length;
      for (const id of ids) {
        const index = store.findIndex((c) => c.id === id);
        if (index >= 0) trash.push(...store.splice(index, 1));
      }
      return json(200, { deleted: before - store.length });
    }),
    http.post(`${contactsPath}/trash/restore`, async ({ request }) => {
      const { ids } = (await request.json()) as { ids: string[] };
      const back = trash.filter((c) => ids.includes(c.id));
      store.push(...back);
      trash.splice(0, trash.length, ...trash.filter((c) => !ids.includes(c.id)));
      return json(200, { restored: back.length });
    }),
    http.post(`${contactsPath}/import`, async ({ request }) => {
      const body = (await request.json()) as { csv: string; dryRun: boolean };
      if (options.importAnswer) return jsonAnswer(options.importAnswer(body.csv, body.dryRun, body));
      return json(500, { message: "no import answer" });
    }),
    http.all("/api/*", () => json(404, { message: "Not found" })),
  );

  /** The list requests made, newest last. */
  const listCalls = () => calls.filter((c) => c.method === "GET" && c.url.pathname === contactsPath);
  return { store, calls, listCalls };
}

/** A dry-run answer of the import contract. */
export function importAnswer(over: Partial<ContactImportAnswer> = {}): ContactImportAnswer {
  return {
    valid: true,
    total: 0,
    created: 0,
    preview: [],
    errors: [],
    header: [],
    mapping: [],
    rows: [],
    rejected: [],
    counts: { ok: 0, invalid: 0, duplicates: 0, skipped: 0 },
    ...over,
  };
}

/** A held answer: the call waits until `release()`. */
export function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
