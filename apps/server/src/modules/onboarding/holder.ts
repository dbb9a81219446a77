import type { FastifyReply, FastifyRequest } from "fastify";
import { isLocalRequest } from "../../lib/request-origin";
import { hashToken, newToken } from "../../lib/tokens";

const COOKIE = "es_onboarding";

/** The onboarding visitor's identity (a random cookie): whose subdomain reservation is whose. */
export function readHolder(request: FastifyRequest): string | null {
  const token = request.cookies[COOKIE];
  return token ? hashToken(token) : null;
}

export function ensureHolder(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readHolder(request);
  if (existing) return existing;
  const token = newToken();
  reply.setCookie(COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: !isLocalRequest(request),
    maxAge: 24 * 3600,
  });
  return hashToken(token);
}
