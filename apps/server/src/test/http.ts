import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface Call {
  host?: string;
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  /** The client's address as the server sees it (default 127.0.0.1): a visitor of their own for per-address limits. */
  remoteAddress?: string;
}

/** A same-origin request as a browser on `host` would send it (Origin header included for state changes). */
export function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  c: Call = {},
) {
  const host = c.host ?? "localhost:3000";
  const headers: Record<string, string> = { host, ...c.headers };
  if (c.cookie) headers.cookie = c.cookie;
  if (method !== "GET" && c.origin !== null) headers.origin = c.origin ?? `http://${host}`;
  return app.inject({
    method,
    url,
    headers,
    ...(c.remoteAddress ? { remoteAddress: c.remoteAddress } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The `name=value` cookie header for every cookie a response set (cleared cookies left out). */
export function cookieFrom(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== "")
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

export function setCookie(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}

/** Signs a staff member in on a tenant's host (the tenant login form); answers the session cookie, "" when refused. */
export async function staffCookie(app: FastifyInstance, host: string, username: string, password: string) {
  return cookieFrom(await call(app, "POST", "/api/auth/tenant/login", { username, password }, { host }));
}

/** Signs a portal client in to a tenant's portal; answers the session cookie, "" when refused. */
export async function portalCookie(
  app: FastifyInstance,
  host: string,
  login: { email: string; password: string; tenantId: string },
) {
  return cookieFrom(await call(app, "POST", "/api/client-portal/login", login, { host }));
}

/** Signs in through the platform login (/login); answers the session cookie, "" when refused. */
export async function platformCookie(app: FastifyInstance, email: string, password: string) {
  return cookieFrom(await call(app, "POST", "/api/auth/login", { email, password }));
}
