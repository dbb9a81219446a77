import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
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
    ? readFileSync(indexPath, "utf8").replace(APP_DOMAIN_META, `$1${escapeAttribute(options.appDomain)}$2`)
    : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      index: false,
      wildcard: false,
      globIgnore: ["index.html"],
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
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
    }
    return reply.status(404).send({ message: isApi || !wantsPage ? MSG.notFound : "The web app is not built" });
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
