import type { FastifyRequest } from "fastify";

// Links in e-mails and redirects to other hosts come from lib/public-origin.ts (configuration), never from here.

/**
 * The Host the request was sent to: the raw Host header, or the proxy's X-Forwarded-Host only when TRUST_PROXY_HOST
 * says the proxy sets it. Tenancy and the CSRF origin check read the same value.
 */
export function requestHost(request: FastifyRequest, trustProxyHost: boolean): string {
  return (trustProxyHost ? request.host : request.headers.host) ?? "";
}

export function hostnameOfRequest(request: FastifyRequest): string {
  return (request.headers.host ?? "").toLowerCase().replace(/:\d+$/, "");
}

export function isLocalRequest(request: FastifyRequest): boolean {
  const hostname = hostnameOfRequest(request);
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.|^\[::1\]$/.test(hostname);
}
