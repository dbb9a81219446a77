import type { ApiErrorBody } from "@engagesuite/shared";
import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-OK answer (SPEC §7): its message is `${status}: ${text}`, where text is the body text or the status text.
 * It stays a plain Error for callers that only read `.message`, and also carries the status and the raw body.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.bodyText = text;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new ApiError(res.status, text);
}

let tenantHint: string | null = null;

/**
 * On localhost the tenant comes from `?tenant=` (SPEC §2), which later API calls do not carry: they name it in the
 * `X-Tenant` header instead, which the server honours on localhost only (a real host names its tenant itself).
 */
export function setTenantHint(subdomain: string | null): void {
  tenantHint = subdomain;
}

/** The tenant hint, for a request not sent through `apiRequest` (an upload with progress, a download link). */
export const currentTenantHint = () => tenantHint;

function requestHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (hasBody) headers["Content-Type"] = "application/json";
  if (tenantHint) headers["X-Tenant"] = tenantHint;
  return headers;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** The server, rendering a page, answers the page's requests itself (src/app/ssr.tsx) instead of over the network. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Send a request with credentials; a body is sent as JSON. Throws ApiError when the answer is not OK. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const headers = requestHeaders(body !== undefined);
  const res = await transport(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

async function parseJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET a URL and parse its JSON answer. */
export async function getJson<T>(url: string): Promise<T> {
  return parseJson<T>(await apiRequest("GET", url));
}

/** Send a request and parse its JSON answer (undefined for an empty answer). */
export async function sendJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return parseJson<T>(await apiRequest(method, url, body));
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by apiRequest (also read from a `status: text` message), or null. */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiError) return error.status;
  if (error instanceof Error) {
    const match = STATUS_PREFIX.exec(error.message);
    if (match) return Number(match[1]);
    // A wrapped error (`new Error("Failed to …", { cause })`) keeps the status of its cause.
    if (error.cause !== undefined && error.cause !== error) return errorStatus(error.cause);
  }
  return null;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

/** The server's JSON error `{ message, fieldErrors? }` carried by an error from apiRequest, or null. */
export function readApiError(error: unknown): ApiErrorBody | null {
  let text: string | undefined;
  if (error instanceof ApiError) text = error.bodyText;
  else if (error instanceof Error) {
    text = STATUS_PREFIX.exec(error.message)?.[2];
    if (text === undefined && error.cause !== undefined && error.cause !== error) return readApiError(error.cause);
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isApiErrorBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** A message to show a person: the server's message, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return readApiError(error)?.message ?? fallback;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The query function used by default: the query key, joined with "/", is the URL (`["/api/kb/categories"]`).
 * A 401 throws by default (SPEC §7); `on401: "returnNull"` answers null instead (session look-ups).
 */
export function getQueryFn<T>(options: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T> {
  const on401 = options.on401 ?? "throw";
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join("/");
    const res = await fetch(url, { credentials: "include", headers: requestHeaders(false), signal });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return parseJson<T>(res);
  };
}
