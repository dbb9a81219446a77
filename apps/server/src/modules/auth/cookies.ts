import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { hostnameOfRequest, isLocalRequest } from "../../lib/request-origin";

export const STAFF_COOKIE = "es_session";
const PORTAL_COOKIE_LOCAL = "es_portal";
const PORTAL_COOKIE_SECURE = "__Host-es_portal";
/** Both names the portal cookie can have: without either a request has no portal session. */
export const PORTAL_COOKIE_NAMES = [PORTAL_COOKIE_LOCAL, PORTAL_COOKIE_SECURE] as const;

/**
 * The staff cookie is scoped to the product's domain (DESIGN §5) so a login on one tenant is seen from another and the
 * session check can answer 409. Browsers refuse `Domain=localhost` (a single label) and a domain other than the
 * request's own (a custom domain), so there the cookie is host-only.
 */
export function staffCookieDomain(config: Config, request: FastifyRequest): string | undefined {
  const domain = config.APP_DOMAIN.toLowerCase();
  if (!domain.includes(".")) return undefined;
  const hostname = hostnameOfRequest(request);
  return hostname === domain || hostname.endsWith(`.${domain}`) ? domain : undefined;
}

export function setStaffCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  token: string,
  maxAgeSeconds: number | undefined,
): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
    domain: staffCookieDomain(config, request),
    maxAge: maxAgeSeconds,
  });
}

export function clearStaffCookie(reply: FastifyReply, request: FastifyRequest, config: Config): void {
  reply.clearCookie(STAFF_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
    domain: staffCookieDomain(config, request),
  });
}

/** Portal cookie: host-only, no Max-Age (ends with the browser session, SPEC §6), `__Host-` outside localhost. */
export function portalCookieName(request: FastifyRequest): string {
  return isLocalRequest(request) ? PORTAL_COOKIE_LOCAL : PORTAL_COOKIE_SECURE;
}

export function setPortalCookie(reply: FastifyReply, request: FastifyRequest, token: string): void {
  reply.setCookie(portalCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
  });
}

export function clearPortalCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.clearCookie(portalCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
  });
}
