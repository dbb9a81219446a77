import { AUTH_MESSAGES } from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOfUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isSameOrigin(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? "").toLowerCase();
  const origin = hostOfUrl(request.headers.origin) ?? hostOfUrl(request.headers.referer);
  return origin !== null && origin === host;
}

/**
 * CSRF defence (DESIGN §5): sibling tenant subdomains are same-site, so SameSite cookies alone do not stop one tenant's
 * page from posting to another's. Every state-changing API request must carry an Origin (or Referer) naming its own host.
 */
export function registerOriginCheck(app: FastifyInstance, options: { exempt?: string[] } = {}): void {
  const exempt = new Set(options.exempt ?? []);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith("/api/")) return;
    if (exempt.has(request.routeOptions.url ?? "")) return;
    if (!isSameOrigin(request)) throw new HttpError(403, AUTH_MESSAGES.crossSiteRefused);
  });
}
