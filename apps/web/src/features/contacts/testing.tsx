/**
 * Test helpers for the contacts screens: an in-memory contacts API behind a stubbed fetch (the list with its search,
 * filters, cursor pages and headers; create, update, delete with the shared validation; import), plus the staff
 * session and tenant look-ups the dashboard needs. Not part of the app bundle: only tests import it.
 */
import {
  type AuthUser,
  type Contact,
  type ContactImportAnswer,
  contactInputSchema,
  type TenantSummary,
} from "@engagesuite/shared";
import { vi } from "vitest";
import { authUser, tenantInfo } from "@/test/render";

export const TENANT_ID = "00000000-0000-4000-8000-000000000001";

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
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

export function tenantSummary(over: Partial<TenantSummary> = {}): TenantSummary {
  return { ...tenantInfo(), slug: "acme", planTier: "PROFESSIONAL", serviceModules: [1, 2], ...over };
}

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
/** A test's own answer for a call, or undefined to let the fake API answer; a promise holds the answer back. */
export type Override = (call: RecordedCall) => Answer | Promise<Answer> | undefined;

function respond({ status = 200, body, headers = {} }: Answer): Response {
  const empty = body === undefined || status === 204;
  return new Response(empty ? null : typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export interface FakeApiOptions {
  contacts?: Contact[];
  /** Page size when the request names none (the server's default is 50). */
  pageSize?: number;
  user?: AuthUser | null;
  tenant?: TenantSummary | null;
  /** A search is counted only up to this (the server's is 1,000); past it the answer tells a lower bound. */
  searchCountCap?: number;
  /** The dry-run and import answers for a CSV. */
  importAnswer?: (csv: string, dryRun: boolean) => Answer;
  override?: Override;
}

/** Stubs fetch with the fake API; returns the live contact store and the recorded calls. */
export function fakeContactsApi(options: FakeApiOptions = {}) {
  const store: Contact[] = [...(options.contacts ?? [])];
  const calls: RecordedCall[] = [];
  const user = options.user === undefined ? authUser() : options.user;
  const tenant = options.tenant === undefined ? tenantSummary() : options.tenant;

  const handle = (call: RecordedCall): Answer => {
    const { method, url } = call;
    const path = url.pathname;
    if (path === "/api/auth/me") {
      return user ? { body: { user, tenant } } : { status: 401, body: { message: "Not signed in" } };
    }
    if (path === "/api/auth/tenant/session-check") return { body: { authenticated: Boolean(user), user } };
    if (path.startsWith("/api/tenants/by-subdomain/") || path.startsWith("/api/tenant/")) {
      return { body: tenantInfo() };
    }
    const slug = /^\/api\/tenants\/slug\/([^/]+)$/.exec(path)?.[1];
    if (slug !== undefined) {
      return tenant && tenant.slug === slug ? { body: tenant } : { status: 404, body: { message: "Tenant not found" } };
    }
    if (path === `/api/tenants/${TENANT_ID}/contacts` && method === "GET") {
      const q = url.searchParams;
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
      return { body: page, headers };
    }
    if (path === `/api/tenants/${TENANT_ID}/contacts` && method === "POST") {
      const parsed = contactInputSchema.safeParse(call.body);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
        }
        return { status: 400, body: { message: "Invalid contact", fieldErrors } };
      }
      const created = makeContact({
        ...parsed.data,
        email: parsed.data.email ?? null,
        phone: parsed.data.phone ?? null,
        jobTitle: parsed.data.jobTitle ?? null,
        notes: parsed.data.notes ?? null,
      });
      store.push(created);
      return { status: 201, body: created };
    }
    const contactId = /^\/api\/contacts\/([^/]+)$/.exec(path)?.[1];
    if (contactId !== undefined) {
      const index = store.findIndex((c) => c.id === contactId);
      if (index < 0) return { status: 404, body: { message: "Contact not found" } };
      if (method === "DELETE") {
        store.splice(index, 1);
        return { status: 204 };
      }
      if (method === "PUT") {
        const parsed = contactInputSchema.parse(call.body);
        const updated: Contact = {
          ...(store[index] as Contact),
          ...parsed,
          email: parsed.email ?? null,
          phone: parsed.phone ?? null,
          jobTitle: parsed.jobTitle ?? null,
          notes: parsed.notes ?? null,
        };
        store[index] = updated;
        return { body: updated };
      }
    }
    if (path === `/api/tenants/${TENANT_ID}/contacts/import` && method === "POST") {
      const { csv, dryRun } = call.body as { csv: string; dryRun: boolean };
      if (options.importAnswer) return options.importAnswer(csv, dryRun);
      return { status: 500, body: { message: "no import answer" } };
    }
    return { status: 404, body: { message: "Not found" } };
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://acme.localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { method, url, body };
    calls.push(call);
    const custom = options.override?.(call);
    return respond(custom ? await custom : handle(call));
  });
  vi.stubGlobal("fetch", fetchMock);

  /** The list requests made, newest last. */
  const listCalls = () =>
    calls.filter((c) => c.method === "GET" && c.url.pathname === `/api/tenants/${TENANT_ID}/contacts`);
  return { store, calls, listCalls, fetchMock };
}

/** A dry-run answer of the import contract. */
export function importAnswer(over: Partial<ContactImportAnswer> = {}): ContactImportAnswer {
  return { valid: true, total: 0, created: 0, preview: [], errors: [], ...over };
}

/** A held answer: the call waits until `release()`. */
export function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
