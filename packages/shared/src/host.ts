import { DEMO_TENANT_SUBDOMAIN } from "./constants";

/** Answers about the request's host itself. */
export const HOST_MESSAGES = {
  /** 421: the Host names neither the product's domain, a tenant subdomain, nor a verified custom domain. */
  misdirected: "This address is not served here",
} as const;

export type HostContext =
  | { kind: "main" }
  | { kind: "tenant"; subdomain: string; via: "host" | "query" | "default" }
  | { kind: "custom-domain"; hostname: string };

export interface HostInput {
  /** Host name, with or without a port. */
  host: string;
  /** The query string (with or without a leading "?"), or URLSearchParams. */
  search?: string | URLSearchParams;
  /** The product's domain, e.g. "engagesuite.com" or "localhost". */
  appDomain: string;
  /**
   * Dev-hosting mode: `?subdomain=` is honoured, tenant paths default to the test tenant, and the tenant hints work on
   * a real domain's main host and on a loopback address too.
   */
  dev?: boolean;
  /** Path of the request; used only in dev mode for the tenant-path default. */
  pathname?: string;
  /** The `X-Tenant` header of an API call made from a `?tenant=` page; honoured where `?tenant=` is. */
  tenantHint?: string | null;
}

const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TENANT_PATH = /^\/(tu|portal)(\/|$)/;

export function hostnameOf(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  return h.replace(/:\d+$/, "").replace(/\.$/, "");
}

/** 127.0.0.0/8 and [::1]: the developer's own machine when the product runs on localhost. */
function isLoopbackAddress(hostname: string): boolean {
  return /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === "[::1]";
}

function validLabel(value: string | null | undefined): string | null {
  const label = value?.trim().toLowerCase();
  return label && SUBDOMAIN_LABEL.test(label) ? label : null;
}

function queryParam(search: HostInput["search"], name: string): string | null {
  if (!search) return null;
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return validLabel(params.get(name));
}

/**
 * SPEC §2 host detection: a host with a subdomain under the product's domain is a tenant ('www' is main); the bare
 * domain and www are main. Where the product runs on localhost (or in dev hosting) the main host may name a tenant by
 * `?tenant=` / `X-Tenant`; in dev hosting `?subdomain=` also names it, and tenant paths fall back to the test tenant.
 * On localhost a loopback address (127.0.0.1, [::1]) is the main host too, but takes hints only in dev hosting. Any
 * other host is a tenant's custom domain (which the server accepts only when it is verified).
 */
export function detectHost(input: HostInput): HostContext {
  const hostname = hostnameOf(input.host);
  const appDomain = hostnameOf(input.appDomain);
  const onLocalhost = appDomain === "localhost";

  if (hostname.endsWith(`.${appDomain}`)) {
    const labels = hostname.slice(0, -(appDomain.length + 1)).split(".");
    const sub = labels[labels.length - 1] ?? "";
    if (sub === "www" || !SUBDOMAIN_LABEL.test(sub)) return { kind: "main" };
    return { kind: "tenant", subdomain: sub, via: "host" };
  }

  const loopback = onLocalhost && isLoopbackAddress(hostname);
  if (hostname === appDomain || hostname === `www.${appDomain}` || loopback) {
    const hintsHonoured = input.dev || (onLocalhost && !loopback);
    const fromTenant = hintsHonoured ? (queryParam(input.search, "tenant") ?? validLabel(input.tenantHint)) : null;
    if (fromTenant) return { kind: "tenant", subdomain: fromTenant, via: "query" };
    if (input.dev) {
      const fromSubdomain = queryParam(input.search, "subdomain");
      if (fromSubdomain) return { kind: "tenant", subdomain: fromSubdomain, via: "query" };
      if (input.pathname && TENANT_PATH.test(input.pathname)) {
        return { kind: "tenant", subdomain: DEMO_TENANT_SUBDOMAIN, via: "default" };
      }
    }
    return { kind: "main" };
  }

  return { kind: "custom-domain", hostname };
}

/** The URL of a tenant's CRM on the product's domain (SPEC §2 activation screen). */
export function tenantUrl(subdomain: string, appDomain: string, protocol = "https:", port = ""): string {
  const portPart = port ? `:${port}` : "";
  return `${protocol}//${subdomain.toLowerCase()}.${appDomain}${portPart}`;
}
