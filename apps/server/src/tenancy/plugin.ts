import { detectHost, type HostContext, type TenantInfo } from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { findTenantRowByHostname, findTenantRowBySubdomain, toTenantInfo } from "./queries";

declare module "fastify" {
  interface FastifyRequest {
    /** Which route set this host serves (SPEC §2 host detection). */
    hostContext: HostContext;
    /** The tenant the request's host names, resolved once per request; null on the main domain or when unknown. */
    resolveTenant(): Promise<TenantInfo | null>;
  }
}

export interface TenancyOptions {
  db: Db;
  appDomain: string;
  devHosting: boolean;
}

function hostOf(request: FastifyRequest): string {
  return request.host || request.headers.host || "";
}

function headerValue(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

function searchOf(request: FastifyRequest): string {
  const i = request.url.indexOf("?");
  return i >= 0 ? request.url.slice(i) : "";
}

/** Decorates each request with its host context and a memoised tenant lookup (DESIGN §4). */
export const tenancyPlugin = fp<TenancyOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest("hostContext", null as never);
    app.decorateRequest("resolveTenant", null as never);

    app.addHook("onRequest", async (request) => {
      const pathname = request.url.split("?")[0] ?? "/";
      request.hostContext = detectHost({
        host: hostOf(request),
        search: searchOf(request),
        appDomain: options.appDomain,
        dev: options.devHosting,
        pathname,
        tenantHint: headerValue(request.headers["x-tenant"]),
      });
      let cached: Promise<TenantInfo | null> | undefined;
      request.resolveTenant = () => {
        cached ??= resolve(options.db, request.hostContext);
        return cached;
      };
    });
  },
  { name: "tenancy" },
);

async function resolve(db: Db, context: HostContext): Promise<TenantInfo | null> {
  if (context.kind === "main") return null;
  const row =
    context.kind === "tenant"
      ? await findTenantRowBySubdomain(db, context.subdomain)
      : await findTenantRowByHostname(db, context.hostname);
  return row ? toTenantInfo(row) : null;
}
