import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { MSG } from "@engagesuite/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export interface WebAppOptions {
  distDir: string;
  appDomain: string;
}

const APP_DOMAIN_META = /(<meta name="engage-app-domain" content=")[^"]*(")/;

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (with the product's domain in a meta tag,
 * so one build runs on any domain) for every non-API GET, where the client router decides what to show.
 * Unknown /api paths answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexPath = path.join(options.distDir, "index.html");
  const built = existsSync(indexPath);
  const indexHtml = built
    ? encoded(readFileSync(indexPath, "utf8").replace(APP_DOMAIN_META, `$1${escapeAttribute(options.appDomain)}$2`))
    : null;

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

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (!isApi && wantsPage && indexHtml) {
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "accept-encoding");
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      if (!encoding) return reply.send(indexHtml.identity);
      return reply.header("content-encoding", encoding).send(indexHtml[encoding]);
    }
    return reply.status(404).send({ message: isApi || !wantsPage ? MSG.notFound : "The web app is not built" });
  });
}

type Encoding = "br" | "gzip";

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
