import { DEMO_TENANT_SUBDOMAIN } from "./constants";

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
  /** Dev-hosting mode: `?subdomain=` is honoured and tenant paths default to the test tenant. */
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

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");
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
 * SPEC §2 host detection: a host with a subdomain under the product's domain is a tenant ('www' is main);
 * on localhost the tenant comes from `?tenant=`; in dev hosting `?subdomain=` also names it, and tenant paths
 * fall back to the test tenant. Any other host is a tenant's custom domain.
 */
export function detectHost(input: HostInput): HostContext {
  const hostname = hostnameOf(input.host);
  const appDomain = hostnameOf(input.appDomain);
  const isLocalHost = hostname === "localhost" || isIpAddress(hostname);

  if (hostname.endsWith(`.${appDomain}`)) {
    const labels = hostname.slice(0, -(appDomain.length + 1)).split(".");
    const sub = labels[labels.length - 1] ?? "";
    if (sub === "www" || !SUBDOMAIN_LABEL.test(sub)) return { kind: "main" };
    return { kind: "tenant", subdomain: sub, via: "host" };
  }

  if (hostname === appDomain || hostname === `www.${appDomain}` || isLocalHost) {
    const onLocalhost = isLocalHost || appDomain === "localhost";
    const fromTenant = onLocalhost ? (queryParam(input.search, "tenant") ?? validLabel(input.tenantHint)) : null;
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
