import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { TOTP_PERIOD_MS, totpCode, totpStep } from "../modules/mfa/totp";

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
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
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

/**
 * Signs in through the platform login (/login); answers the session cookie, "" when refused. When the account has
 * two-factor authentication (the demo super admin always does), the second step is sent with a fresh code of
 * `totpSecret` (the demo super admin's by default).
 */
export async function platformCookie(
  app: FastifyInstance,
  email: string,
  password: string,
  totpSecret: string = DEMO_LOGINS.superAdmin.totpSecret,
) {
  const first = await call(app, "POST", "/api/auth/login", { email, password });
  if (first.statusCode !== 200 || !first.json().mfaRequired) return cookieFrom(first);
  const code = await freshTotpCode(app, totpSecret);
  return cookieFrom(await call(app, "POST", "/api/auth/mfa", { challenge: first.json().challenge, code }));
}

const lastStepUsed = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * A code of `secret` that this app has not accepted yet: a code works once (its time step is remembered), and the
 * server takes the next step's code too, so two sign-ins per 30 seconds need no wait; a third waits for the clock.
 */
export async function freshTotpCode(app: FastifyInstance, secret: string): Promise<string> {
  const used = lastStepUsed.get(app) ?? new Map<string, number>();
  lastStepUsed.set(app, used);
  const step = Math.max(totpStep(Date.now()), (used.get(secret) ?? -1) + 1);
  const waitMs = (step - 1) * TOTP_PERIOD_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  used.set(secret, step);
  return totpCode(secret, step * TOTP_PERIOD_MS);
}

/** The demo clinic's admin and staff member and the second tenant's admin, signed in (their session cookies). */
export async function demoStaffCookies(
  app: FastifyInstance,
): Promise<{ admin: string; staff: string; summit: string }> {
  const L = DEMO_LOGINS;
  return {
    admin: await staffCookie(app, "demo.localhost:3000", L.demoAdmin.username, L.demoAdmin.password),
    staff: await staffCookie(app, "demo.localhost:3000", L.demoStaff.username, L.demoStaff.password),
    summit: await staffCookie(app, "summit.localhost:3000", L.summitAdmin.username, L.summitAdmin.password),
  };
}
