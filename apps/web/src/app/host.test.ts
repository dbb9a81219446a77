import { afterEach, describe, expect, it } from "vitest";
import { readAppDomain, resolveAppHost, routeSetFor } from "./host";

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="engage-app-domain"]')?.remove();
  if (content === null) return;
  const meta = document.createElement("meta");
  meta.name = "engage-app-domain";
  meta.content = content;
  document.head.append(meta);
}

const loc = (host: string, search = "", pathname = "/") => ({ host, search, pathname });

afterEach(() => setMeta(null));

describe("readAppDomain", () => {
  it("reads the product's domain from the meta tag the server rewrites", () => {
    setMeta("engagesuite.com");
    expect(readAppDomain()).toBe("engagesuite.com");
  });

  it("falls back to localhost when the tag is missing or empty", () => {
    expect(readAppDomain()).toBe("localhost");
    setMeta("  ");
    expect(readAppDomain()).toBe("localhost");
  });
});

describe("resolveAppHost", () => {
  it("gives the main route set to the product's domain and to www", () => {
    setMeta("engagesuite.com");
    expect(resolveAppHost(loc("engagesuite.com"), document, false)).toEqual({
      context: { kind: "main" },
      routeSet: "main",
      appDomain: "engagesuite.com",
    });
    expect(resolveAppHost(loc("www.engagesuite.com"), document, false).routeSet).toBe("main");
  });

  it("gives the tenant route set to a subdomain of the meta tag's domain", () => {
    setMeta("engagesuite.com");
    const host = resolveAppHost(loc("acme.engagesuite.com"), document, false);
    expect(host.routeSet).toBe("tenant");
    expect(host.context).toEqual({ kind: "tenant", subdomain: "acme", via: "host" });
  });

  it("uses the meta tag, not a guess: the same host is a custom domain under another product domain", () => {
    setMeta("engagesuite.com");
    const host = resolveAppHost(loc("acme.localhost:5173"), document, false);
    expect(host.context).toEqual({ kind: "custom-domain", hostname: "acme.localhost" });
    expect(host.routeSet).toBe("tenant");
  });

  it("reads ?tenant= on localhost, and ?subdomain= and tenant paths only in dev", () => {
    setMeta("localhost");
    expect(resolveAppHost(loc("localhost:5173", "?tenant=acme"), document, false).context).toEqual({
      kind: "tenant",
      subdomain: "acme",
      via: "query",
    });
    expect(resolveAppHost(loc("localhost:5173", "?subdomain=acme"), document, false).routeSet).toBe("main");
    expect(resolveAppHost(loc("localhost:5173", "?subdomain=acme"), document, true).routeSet).toBe("tenant");
    expect(resolveAppHost(loc("localhost:5173", "", "/portal/login"), document, true).context).toMatchObject({
      kind: "tenant",
      via: "default",
    });
    expect(resolveAppHost(loc("localhost:5173", "", "/portal/login"), document, false).routeSet).toBe("main");
  });
});

describe("routeSetFor", () => {
  it("maps custom domains to the tenant set (features/tenant/use-tenant-info asks the server which tenant they are)", () => {
    expect(routeSetFor({ kind: "custom-domain", hostname: "crm.acme.com" })).toBe("tenant");
  });
});
