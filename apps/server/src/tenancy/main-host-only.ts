import { MSG } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { notFound } from "../lib/http-error";

/** The platform's own API: the super admin's war room, registry, sign-in monitor and knowledge-base editing. */
const MAIN_HOST_ROUTE_PREFIXES = ["/api/platform/", "/api/admin/"] as const;

/**
 * The platform API answers only on the main host: on a tenant's subdomain or custom domain it does not exist (404), so
 * a page served from a tenant's host can never reach it with the super admin's cookie. Decided on the matched route
 * (Fastify's routeOptions), not on the raw URL, so an encoded path (`/%61pi/platform/…`) cannot step around it.
 */
export function registerMainHostOnly(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    if (!route || !MAIN_HOST_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix))) return;
    if (request.hostContext.kind !== "main") throw notFound(MSG.notFound);
  });
}
