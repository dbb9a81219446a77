import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface Call {
  host?: string;
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
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
  return app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
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
