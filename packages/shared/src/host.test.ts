import { describe, expect, it } from "vitest";
import { detectHost, hostnameOf, tenantUrl } from "./host";

const on = (
  host: string,
  extra: { search?: string; appDomain?: string; dev?: boolean; pathname?: string; tenantHint?: string } = {},
) => detectHost({ host, appDomain: extra.appDomain ?? "engagesuite.com", ...extra });

describe("detectHost (SPEC §2)", () => {
  it("treats a subdomain under the product's domain as a tenant", () => {
    expect(on("acme.engagesuite.com")).toEqual({ kind: "tenant", subdomain: "acme", via: "host" });
    expect(on("ACME.EngageSuite.com:443")).toEqual({ kind: "tenant", subdomain: "acme", via: "host" });
  });

  it("treats the bare domain and www as the main domain", () => {
    expect(on("engagesuite.com")).toEqual({ kind: "main" });
    expect(on("www.engagesuite.com")).toEqual({ kind: "main" });
  });

  it("uses the label right below the product's domain", () => {
    expect(on("portal.acme.engagesuite.com")).toEqual({ kind: "tenant", subdomain: "acme", via: "host" });
  });

  it("takes the tenant from ?tenant= on localhost only", () => {
    const local = { appDomain: "localhost" };
    expect(on("localhost:3000", { ...local, search: "?tenant=demo" })).toEqual({
      kind: "tenant",
      subdomain: "demo",
      via: "query",
    });
    expect(on("localhost:3000", { ...local, search: "tenant=Demo" })).toMatchObject({ subdomain: "demo" });
    expect(on("localhost:3000", local)).toEqual({ kind: "main" });
    expect(on("engagesuite.com", { search: "?tenant=demo" })).toEqual({ kind: "main" });
    expect(on("www.engagesuite.com", { search: "?tenant=demo", tenantHint: "demo" })).toEqual({ kind: "main" });
  });

  it("does not treat an IP address as localhost: a hint names no tenant there", () => {
    // The attack of issue 15: Host 203.0.113.66 with X-Tenant: demo picked the tenant and the reset link's host.
    expect(on("203.0.113.66", { tenantHint: "demo" })).toEqual({ kind: "custom-domain", hostname: "203.0.113.66" });
    expect(on("203.0.113.66", { appDomain: "localhost", tenantHint: "demo", search: "?tenant=demo" })).toEqual({
      kind: "custom-domain",
      hostname: "203.0.113.66",
    });
    expect(on("127.0.0.1:3000", { tenantHint: "demo" })).toEqual({ kind: "custom-domain", hostname: "127.0.0.1" });
  });

  it("on localhost counts a loopback address as the main host, naming a tenant only in dev hosting", () => {
    const local = { appDomain: "localhost", search: "?tenant=demo", tenantHint: "demo" };
    expect(on("127.0.0.1:3000", local)).toEqual({ kind: "main" });
    expect(on("[::1]:3000", local)).toEqual({ kind: "main" });
    expect(on("127.0.0.1:3000", { ...local, dev: true })).toMatchObject({ kind: "tenant", subdomain: "demo" });
  });

  it("honours the hints on a real domain's main host only in dev hosting", () => {
    expect(on("engagesuite.com", { dev: true, search: "?tenant=demo" })).toMatchObject({ subdomain: "demo" });
    expect(on("engagesuite.com", { dev: true, tenantHint: "demo" })).toMatchObject({ subdomain: "demo" });
    expect(on("engagesuite.com", { dev: true, search: "?subdomain=demo" })).toMatchObject({ subdomain: "demo" });
    expect(on("engagesuite.com", { tenantHint: "demo" })).toEqual({ kind: "main" });
  });

  it("resolves {sub}.localhost hosts", () => {
    expect(on("demo.localhost:3000", { appDomain: "localhost" })).toEqual({
      kind: "tenant",
      subdomain: "demo",
      via: "host",
    });
    expect(on("www.localhost:3000", { appDomain: "localhost" })).toEqual({ kind: "main" });
  });

  it("honours ?subdomain= and the test-tenant default on tenant paths only in dev hosting", () => {
    const dev = { appDomain: "localhost", dev: true };
    expect(on("localhost", { ...dev, search: "?subdomain=acme" })).toMatchObject({ kind: "tenant", subdomain: "acme" });
    expect(on("localhost", { appDomain: "localhost", search: "?subdomain=acme" })).toEqual({ kind: "main" });
    expect(on("localhost", { ...dev, pathname: "/tu/admin/dashboard" })).toEqual({
      kind: "tenant",
      subdomain: "demo",
      via: "default",
    });
    expect(on("localhost", { ...dev, pathname: "/onboarding" })).toEqual({ kind: "main" });
  });

  it("takes the X-Tenant hint of API calls where ?tenant= counts, and nowhere else", () => {
    expect(on("localhost:3000", { appDomain: "localhost", tenantHint: "demo" })).toMatchObject({
      kind: "tenant",
      subdomain: "demo",
    });
    expect(on("engagesuite.com", { tenantHint: "demo" })).toEqual({ kind: "main" });
    expect(on("acme.engagesuite.com", { tenantHint: "demo" })).toMatchObject({ subdomain: "acme" });
  });

  it("ignores a malformed tenant parameter", () => {
    expect(on("localhost", { appDomain: "localhost", search: "?tenant=<script>" })).toEqual({ kind: "main" });
  });

  it("treats any other host as a tenant's custom domain", () => {
    expect(on("crm.acme-dental.com")).toEqual({ kind: "custom-domain", hostname: "crm.acme-dental.com" });
  });
});

describe("hostnameOf and tenantUrl", () => {
  it("strips ports and trailing dots, keeps IPv6 brackets", () => {
    expect(hostnameOf("Example.com.:8080")).toBe("example.com");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
  });

  it("builds the lower-cased CRM URL", () => {
    expect(tenantUrl("Acme", "engagesuite.com")).toBe("https://acme.engagesuite.com");
    expect(tenantUrl("acme", "localhost", "http:", "3000")).toBe("http://acme.localhost:3000");
  });
});
