import { AUTH_MESSAGES, REQUEST_MESSAGES } from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./http-error";
import { requestHost } from "./request-origin";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The CSRF rule of a state-changing route (lib/origin-check.ts). Unset: same-origin only, and a body only as
     * application/json. `{ allowContentTypes }`: further body media types the route accepts (still same-origin only).
     * `false`: no check at all, for a route that authenticates its caller another way (the signed Stripe webhook).
     */
    csrf?: false | { allowContentTypes?: readonly string[] };
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_MEDIA_TYPE = "application/json";
/** A Host header: a DNS name or an IPv4/bracketed IPv6 literal, and an optional port. Nothing else (no path, no @). */
const HOST_HEADER = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

interface Origin {
  scheme: "http" | "https";
  /** Host name and, when not the scheme's default, the port ("demo.example.com", "localhost:3000"). */
  host: string;
}

function originOf(value: string): Origin | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return { scheme: url.protocol === "https:" ? "https" : "http", host: url.host };
  } catch {
    return null;
  }
}

/** The origin the request was sent to: its scheme and the host tenancy reads, default port dropped. */
function ownOrigin(request: FastifyRequest, trustProxyHost: boolean): Origin | null {
  const host = requestHost(request, trustProxyHost);
  if (!host || !HOST_HEADER.test(host)) return null;
  return originOf(`${request.protocol}://${host}`);
}

/** Where the request comes from: its Origin header; only when there is none, its Referer. */
function senderOrigin(request: FastifyRequest): Origin | null {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return originOf(origin);
  return typeof referer === "string" ? originOf(referer) : null;
}

/**
 * The sender's origin is the request's own: same host and port, exactly (a sibling tenant subdomain is another
 * origin), and the same scheme, except that an https page may reach a node that sees plain http behind a TLS proxy.
 */
function isSameOrigin(request: FastifyRequest, trustProxyHost = false): boolean {
  const own = ownOrigin(request, trustProxyHost);
  const sender = senderOrigin(request);
  if (!own || !sender || own.host !== sender.host.toLowerCase()) return false;
  return sender.scheme === own.scheme || sender.scheme === "https";
}

/** The media type of a Content-Type header, lower case and without parameters ("" when the header is empty). */
export function mediaTypeOf(contentType: string): string {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * CSRF defence (DESIGN §5). Sibling tenant subdomains are same-site, so SameSite cookies alone do not stop one tenant's
 * page from posting to another's. For every route that is matched with a state-changing method, decided on the route
 * Fastify matched (never on the raw URL, which may be `/%61pi/…` or an absolute-form `http://host/api/…`):
 * - the request target is origin-form (`/path`): 400 otherwise;
 * - its Origin (or, only when it has none, its Referer) is the request's own origin: 403 otherwise;
 * - a body, or any Content-Type header, is application/json (or a type the route allows in `config.csrf`): 415
 *   otherwise. A form or text/plain body is what a cross-site page can send without a preflight; a request with no
 *   body and no Content-Type (DELETE, a logout) passes on its Origin alone.
 * A route with `config: { csrf: false }` is not checked (the Stripe webhook, which verifies its signature).
 */
export function registerOriginCheck(app: FastifyInstance, options: { trustProxyHost?: boolean } = {}): void {
  const trustProxyHost = options.trustProxyHost ?? false;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.url === undefined) return; // no route matched: the 404 answer changes nothing
    const rule = request.routeOptions.config.csrf;
    if (rule === false) return;
    if (!request.raw.url?.startsWith("/")) throw new HttpError(400, REQUEST_MESSAGES.invalidRequestTarget);
    if (!isSameOrigin(request, trustProxyHost)) throw new HttpError(403, AUTH_MESSAGES.crossSiteRefused);
    const contentType = request.headers["content-type"];
    if (contentType === undefined && !hasBody(request)) return;
    const mediaType = mediaTypeOf(contentType ?? "");
    if (mediaType !== JSON_MEDIA_TYPE && !rule?.allowContentTypes?.includes(mediaType)) {
      throw new HttpError(415, REQUEST_MESSAGES.unsupportedContentType);
    }
  });
}
