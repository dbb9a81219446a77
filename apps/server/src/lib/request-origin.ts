import type { FastifyRequest } from "fastify";

/** The port part of the request's Host header, e.g. ":3000", or "". */
export function portSuffix(request: FastifyRequest): string {
  const host = request.headers.host ?? "";
  const match = /:(\d+)$/.exec(host);
  return match ? `:${match[1]}` : "";
}

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? "localhost"}`;
}

export function mainOrigin(request: FastifyRequest, appDomain: string): string {
  return `${request.protocol}://${appDomain}${portSuffix(request)}`;
}

export function tenantOrigin(request: FastifyRequest, appDomain: string, subdomain: string): string {
  return `${request.protocol}://${subdomain}.${appDomain}${portSuffix(request)}`;
}

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
