import type { FastifyRequest } from "fastify";

// Links in e-mails and redirects to other hosts come from lib/public-origin.ts (configuration), never from here.

export function hostnameOfRequest(request: FastifyRequest): string {
  return (request.headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
}

export function isLocalRequest(request: FastifyRequest): boolean {
  const hostname = hostnameOfRequest(request);
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.|^\[::1\]$/.test(hostname);
}

/** A same-site path to go to next: relative, no scheme, no protocol-relative `//`. */
export function safeNextPath(value: unknown, fallback = "/"): string {
  return typeof value === "string" && /^\/(?![/\\])/.test(value) && value.length < 2048 ? value : fallback;
}
