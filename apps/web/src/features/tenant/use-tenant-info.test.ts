import { describe, expect, it } from "vitest";
import { portalLabel, tenantBrand, tenantInfoQuery } from "./use-tenant-info";

describe("tenantInfoQuery", () => {
  it("asks the server which tenant a custom domain is", () => {
    expect(tenantInfoQuery({ kind: "custom-domain", hostname: "crm.acme.com" })?.queryKey).toEqual([
      "/api/tenants/current",
    ]);
  });

  it("looks a subdomain tenant up by subdomain, and nothing on the main domain", () => {
    expect(tenantInfoQuery({ kind: "tenant", subdomain: "acme", via: "host" })?.queryKey).toEqual([
      "/api/tenants/by-subdomain/acme",
    ]);
    expect(tenantInfoQuery({ kind: "main" })).toBeNull();
  });
});

describe("portalLabel (SPEC §2)", () => {
  it("names the portal by industry", () => {
    expect(portalLabel("Healthcare")).toBe("Patient Portal");
    expect(portalLabel("Mental health services")).toBe("Patient Portal");
    expect(portalLabel("Education")).toBe("Student Portal");
    expect(portalLabel("Legal")).toBe("Client Portal");
    expect(portalLabel("Automotive")).toBe("Client Portal");
    expect(portalLabel(null)).toBe("Client Portal");
  });
});

describe("tenantBrand", () => {
  it("uses the tenant's colours, falling back to #0f766e and #f0fdfa", () => {
    expect(tenantBrand({ verticalTheme: { primaryColor: "#123456", secondaryColor: "#abc" } })).toEqual({
      primaryColor: "#123456",
      secondaryColor: "#abc",
    });
    expect(tenantBrand(undefined)).toEqual({ primaryColor: "#0f766e", secondaryColor: "#f0fdfa" });
    expect(tenantBrand({ verticalTheme: { primaryColor: "red; background: url(x)", secondaryColor: "" } })).toEqual({
      primaryColor: "#0f766e",
      secondaryColor: "#f0fdfa",
    });
  });
});
