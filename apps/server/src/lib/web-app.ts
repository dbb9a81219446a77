import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { MSG } from "@engagesuite/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { TtlCache } from "./ttl-cache";

export interface WebAppOptions {
  distDir: string;
  appDomain: string;
  /** The portal session cookie's names: a request without one renders the portal sign-in at once. */
  portalCookieNames?: readonly string[];
}

const APP_DOMAIN_META = /(<meta name="engage-app-domain" content=")[^"]*(")/;
const ROOT_ELEMENT = '<div id="root"></div>';
/** How long a rendered page is served again: its reads are public, and as fresh as the API's own 30 s cache. */
const RENDERED_PAGE_TTL_MS = 30_000;
/** A tenant's pages carry its branding, which every node shows within 2 s of a change (as its cached tenant info). */
const RENDERED_TENANT_PAGE_TTL_MS = 2_000;

/** The web app's server renderer (apps/web/src/app/ssr.tsx, built to dist-ssr/ssr.js beside dist). */
interface PageRenderer {
  isPrerendered(host: string, appDomain: string, pathname: string): boolean;
  renderPage(request: {
    url: string;
    host: string;
    appDomain: string;
    locale: string | undefined;
    hints: { portalSignedOut?: boolean };
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; state: unknown } | null>;
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (with the product's domain in a meta tag,
 * so one build runs on any domain) for every non-API GET, where the client router decides what to show. The public
 * pages (the marketing site, a help article) come rendered to HTML, so their text paints before the script runs.
 * Unknown /api paths answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = path.join(options.distDir, "index.html");
  const built = existsSync(indexPath);
  const template = built
    ? readFileSync(indexPath, "utf8").replace(APP_DOMAIN_META, `$1${escapeAttribute(options.appDomain)}$2`)
    : null;
  const indexHtml = template === null ? null : encoded(template);
  const renderer = template === null ? null : await loadRenderer(options.distDir);
  const rendered = new TtlCache<Record<Encoding | "identity", Buffer> | null>(RENDERED_PAGE_TTL_MS, 200);
  const renderedTenantPages = new TtlCache<Record<Encoding | "identity", Buffer> | null>(
    RENDERED_TENANT_PAGE_TTL_MS,
    200,
  );
  app.onTenantsForgotten?.(() => renderedTenantPages.clear());

  /** The page rendered on the server, or null when this page is left to the script (or its rendering failed). */
  const renderedPage = (request: FastifyRequest) => {
    const host = request.headers.host ?? "";
    const pathname = request.url.split("?")[0] ?? "/";
    if (!renderer || template === null || !renderer.isPrerendered(host, options.appDomain, pathname)) {
      return Promise.resolve(null);
    }
    const locale = readerLocale(request.headers["accept-language"]);
    const portalSignedOut = !(options.portalCookieNames ?? []).some((name) => request.cookies[name]);
    const hostname = host.replace(/:\d+$/, "").toLowerCase();
    const onMainHost = hostname === options.appDomain || hostname === `www.${options.appDomain}`;
    return (onMainHost ? rendered : renderedTenantPages).get(
      `${host}\n${locale ?? ""}\n${portalSignedOut}\n${request.url}`,
      async () => {
        try {
          const page = await renderer.renderPage({
            url: request.url,
            host,
            appDomain: options.appDomain,
            locale,
            hints: { portalSignedOut },
            fetch: (url, init) => answerRead(app, host, url, init),
          });
          return page && encoded(withRenderedPage(template, page));
        } catch (error) {
          request.log.error({ err: error }, "server rendering failed; the page is left to the script");
          return null;
        }
      },
    );
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      // The build writes a .br and a .gz beside each text file (scripts/precompress.mjs): sent by Accept-Encoding.
      preCompressed: true,
      // The .br and .gz files are sent in place of their originals, not asked for by name: no routes of their own
      // (two thirds of the build's files; registering a route for each took a tenth of the server's start-up).
      globIgnore: ["index.html", "**/*.br", "**/*.gz"],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!isApi && wantsPage && indexHtml) {
      const page = (await renderedPage(request)) ?? indexHtml;
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "accept-encoding");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(page.identity);
      return reply.header("content-encoding", encoding).send(page[encoding]);
    }
    return reply.status(404).send({ message: isApi || !wantsPage ? MSG.notFound : "The web app is not built" });
  });
}

type Encoding = "br" | "gzip";

async function loadRenderer(distDir: string): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(distDir), "dist-ssr", "ssr.js");
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** A read the page makes while rendering, answered by this server as the reader's would be, but with no cookies. */
async function answerRead(app: FastifyInstance, host: string, url: string, init: RequestInit): Promise<Response> {
  if ((init.method ?? "GET") !== "GET" || !url.startsWith("/api/")) throw new Error(`Not a public read: ${url}`);
  const answer = await app.inject({ method: "GET", url, headers: { host, accept: "application/json" } });
  return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
  });
}

/** The page with the rendered HTML in its root and the reads' answers beside it (JSON, not run: the CSP holds). */
function withRenderedPage(template: string, page: { html: string; state: unknown }): string {
  const state = JSON.stringify(page.state).replace(/</g, "\\u003c");
  return template.replace(
    ROOT_ELEMENT,
    () => `<div id="root">${page.html}</div><script type="application/json" id="ssr-state">${state}</script>`,
  );
}

/** The reader's first language, as the browser's navigator.language would give it (a malformed one: none). */
export function readerLocale(header: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.split(";")[0]?.trim();
  if (!first || first === "*") return undefined;
  try {
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined;
  }
}

/** The page in each encoding, compressed once at start (it carries the domain, so it is not one of the build's files). */
function encoded(html: string): Record<Encoding | "identity", Buffer> {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Brotli if the client takes it, else gzip, else none (an encoding with q=0 is refused; `*` stands for the rest). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).filter((e) => weightOf(e) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
