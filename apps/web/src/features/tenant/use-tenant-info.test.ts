import { describe, expect, it } from "vitest";
import { portalLabel, tenantBrand } from "./use-tenant-info";

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
