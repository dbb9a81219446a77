import { detectHost, HOST_MESSAGES, type HostContext, type TenantInfo } from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { requestHost } from "../lib/request-origin";
import { TtlCache } from "../lib/ttl-cache";
import { type TenantLock, tenantLockOf } from "./billing-lock";
import { findTenantRowByHostname, findTenantRowBySubdomain, type ResolvedTenant, toResolvedTenant } from "./queries";

declare module "fastify" {
  interface FastifyInstance {
    /** Forgets every tenant this node has resolved (after a tenant's status or branding changes). */
    forgetResolvedTenants(): void;
    /** Runs `forget` whenever the cached tenant info is cleared (a tenant changed, on this node or another). */
    onTenantsForgotten(forget: () => void): void;
    /** The public lookup by subdomain (landing pages, portal), from the same per-node cache as host resolution. */
    tenantBySubdomain(subdomain: string): Promise<TenantInfo | null>;
  }
  interface FastifyRequest {
    /** Which route set this host serves (SPEC §2 host detection). */
    hostContext: HostContext;
    /**
     * The tenant the request's host names, resolved once per request; null on the main domain or when unknown. Served
     * from a per-node cache of TENANT_CACHE_MS unless `fresh` (sign-in routes ask for it: a tenant suspended a moment
     * ago on another node must not get a new session).
     */
    resolveTenant(options?: { fresh?: boolean }): Promise<ResolvedTenant | null>;
    /** Why this tenant is not usable as usual (tenancy/billing-lock.ts), looked up only for an inactive status. */
    tenantLock(tenantId: string, status: string | null): Promise<TenantLock>;
  }
}

export interface TenancyOptions {
  db: Db;
  appDomain: string;
  /** `?subdomain=`, tenant-path defaults, and the tenant hints off localhost (detectHost's `dev`). */
  devHosting: boolean;
  /** Let X-Forwarded-Host (from a proxy TRUST_PROXY trusts) name the host; otherwise the Host header does. */
  trustProxyHost?: boolean;
}

/**
 * Routes that answer on any host: the load balancer's health check (which often sends the node's address as Host) and
 * ACME HTTP-01 challenges of a custom domain being set up (it is not verified yet).
 */
const ANY_HOST_ROUTES = new Set(["/api/health", "/.well-known/acme-challenge/:token"]);

/**
 * A host's tenant is looked up once per this many ms per node, not on every request. Sessions carry their tenant's
 * status from the database on every request, so a suspension still ends staff access at once.
 */
const TENANT_CACHE_MS = 2_000;

function headerValue(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

function searchOf(request: FastifyRequest): string {
  const i = request.url.indexOf("?");
  return i >= 0 ? request.url.slice(i) : "";
}

/**
 * Decorates each request with its host context and a memoised tenant lookup (DESIGN §4). A request whose host is
 * neither the product's domain, a tenant subdomain, nor a verified custom domain is answered 421 Misdirected Request.
 */
export const tenancyPlugin = fp<TenancyOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest("hostContext", null as never);
    app.decorateRequest("resolveTenant", null as never);
    app.decorateRequest("tenantLock", null as never);
    const resolved = new TtlCache<ResolvedTenant | null>(TENANT_CACHE_MS, 5_000);
    const forgetters: (() => void)[] = [];
    app.decorate("forgetResolvedTenants", () => {
      resolved.clear();
      for (const forget of forgetters) forget();
    });
    app.decorate("onTenantsForgotten", (forget: () => void) => {
      forgetters.push(forget);
    });
    const cachedResolve = (context: TenantHostContext): Promise<ResolvedTenant | null> => {
      const key = context.kind === "tenant" ? `s:${context.subdomain.toLowerCase()}` : `h:${context.hostname}`;
      return resolved.get(key, async () => {
        const tenant = await resolve(options.db, context);
        // An unknown host is not remembered: it may be a tenant being created right now.
        if (!tenant) resolved.delete(key);
        return tenant;
      });
    };
    app.decorate("tenantBySubdomain", (subdomain: string) => cachedResolve({ kind: "tenant", subdomain, via: "host" }));

    app.addHook("onRequest", async (request) => {
      const pathname = request.url.split("?")[0] ?? "/";
      request.hostContext = detectHost({
        host: requestHost(request, options.trustProxyHost ?? false),
        search: searchOf(request),
        appDomain: options.appDomain,
        dev: options.devHosting,
        pathname,
        tenantHint: headerValue(request.headers["x-tenant"]),
      });
      const locks = new Map<string, Promise<TenantLock>>();
      request.tenantLock = (tenantId, status) => {
        const key = `${tenantId}:${status}`;
        let lock = locks.get(key);
        if (!lock) {
          lock = tenantLockOf(options.db, tenantId, status);
          locks.set(key, lock);
        }
        return lock;
      };
      let cached: Promise<ResolvedTenant | null> | undefined;
      request.resolveTenant = (resolveOptions) => {
        const context = request.hostContext;
        if (context.kind === "main") return Promise.resolve(null);
        if (resolveOptions?.fresh) cached = resolve(options.db, context);
        else cached ??= cachedResolve(context);
        return cached;
      };
      // A host that is not ours gets no tenant and no answer (issue 15: a client-chosen Host must not pick one).
      if (request.hostContext.kind === "custom-domain" && !ANY_HOST_ROUTES.has(request.routeOptions.url ?? "")) {
        if (!(await request.resolveTenant())) throw new HttpError(421, HOST_MESSAGES.misdirected);
      }
    });
  },
  { name: "tenancy" },
);

type TenantHostContext = Exclude<HostContext, { kind: "main" }>;

async function resolve(db: Db, context: TenantHostContext): Promise<ResolvedTenant | null> {
  const row =
    context.kind === "tenant"
      ? await findTenantRowBySubdomain(db, context.subdomain)
      : await findTenantRowByHostname(db, context.hostname);
  return row ? toResolvedTenant(row) : null;
}
