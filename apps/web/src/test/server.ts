/**
 * The one mocking layer of the web tests: an MSW server (msw/node) started by `setup.ts`, whose handlers are reset
 * after every test. A test answers the API its screen calls with `server.use(http.get(...))`, or with `mockApi({...})`
 * (answers by "METHOD /path", recorded calls). The app's own fetch runs unchanged: MSW intercepts it, so the request
 * a test sees is the one the browser would send (method, URL, headers, JSON body).
 */
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { onTestFinished, vi } from "vitest";

/** An API answer: JSON body (none for 204 or when left out), status 200 unless told, extra headers. */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function jsonAnswer({ status = 200, body, headers = {} }: ApiAnswer): Response {
  const empty = body === undefined || status === 204;
  return new HttpResponse(empty ? null : typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** An API route no test answers: 404 in the server's error shape, as an unknown route would be. */
const notFound = () => jsonAnswer({ status: 404, body: { message: "Not found" } });

export const server = setupServer(http.all("/api/*", notFound));

/** One request the app sent, as a test reads it. `path` is the path and query string. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export async function readCall(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method.toUpperCase(),
    path: `${url.pathname}${url.search}`,
    url,
    body: text ? JSON.parse(text) : undefined,
    headers: request.headers,
  };
}

/** A path with a query string must match the call's exactly; without one, or as a RegExp, it is tested on the path. */
function matchesPath(call: ApiCall, path: string | RegExp): boolean {
  if (typeof path !== "string") return path.test(call.url.pathname);
  return path.includes("?") ? call.path === path : call.url.pathname === path;
}

/** The calls a set of handlers saw, with a filter by method and path. */
export function callLog() {
  const calls: ApiCall[] = [];
  /** First in a `server.use(...)` list: records every API call, then lets the next handler answer it. */
  const recorder = http.all("/api/*", async ({ request }) => {
    calls.push(await readCall(request));
  });
  const callsTo = (method: string, path: string | RegExp) =>
    calls.filter((c) => c.method === method && matchesPath(c, path));
  return { calls, callsTo, recorder };
}

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>) | { networkError: true };

/**
 * Answers the API by "METHOD /path" (or "/path" for any method; a query string in the key must match exactly),
 * recording every call; a function answers from the call; `{ networkError: true }` makes fetch fail as when offline.
 * Any other API call gets a 404. Handlers added later (another `mockApi`, `server.use`) take precedence.
 */
export function mockApi(routes: Record<string, Route>) {
  const log = callLog();
  const keyed = Object.entries(routes).map(([key, route]) => {
    const space = key.indexOf(" ");
    const method = space > 0 ? key.slice(0, space).toUpperCase() : null;
    const target = space > 0 ? key.slice(space + 1) : key;
    const [pathname = target, query] = target.split("?");
    const search = query === undefined ? "" : `?${query}`;
    return { method, pathname, search, route };
  });
  // A method-specific answer wins over a path-only one, whatever the key order.
  keyed.sort((a, b) => Number(a.method === null) - Number(b.method === null));
  const handlers = keyed.map(({ method, pathname, search, route }) =>
    http.all(pathname, async ({ request }) => {
      const url = new URL(request.url);
      if ((method && request.method.toUpperCase() !== method) || url.search !== search) return undefined;
      if ("networkError" in route) return HttpResponse.error();
      return jsonAnswer(typeof route === "function" ? await route(await readCall(request)) : route);
    }),
  );
  server.use(log.recorder, ...handlers, http.all("/api/*", notFound));
  return { calls: log.calls, callsTo: log.callsTo };
}

/**
 * For the one thing a mock server cannot do: make fetch reject with something that is not an Error (MSW's network
 * error is a TypeError, as a browser's is). Calls to this path reject with `value` until the test ends; every other
 * call goes to the MSW server as usual.
 */
export function rejectFetchWith(value: unknown, path: string): void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return url.pathname === path ? Promise.reject(value) : realFetch(input, init);
  });
  onTestFinished(() => spy.mockRestore());
}

/** Every API call stays unanswered (a screen's loading state). */
export function holdApiCalls(): void {
  server.use(http.all("/api/*", () => new Promise<never>(() => {})));
}
