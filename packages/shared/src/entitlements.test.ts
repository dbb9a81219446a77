import { describe, expect, it } from "vitest";
import {
  ENTITLEMENT_MESSAGES,
  entitlementsOf,
  hasModule,
  isModuleAvailable,
  MODULE_ENTITLEMENTS,
  MODULE_SLUGS,
  modulePriceCents,
  moduleStatus,
} from "./entitlements";
import { PLAN_TIERS } from "./enums";

describe("module entitlements (issue 18 point 6)", () => {
  it("has the product's modules, with the ones it does not have yet coming soon and never priced", () => {
    expect(MODULE_SLUGS.filter((slug) => !isModuleAvailable(slug))).toEqual([
      "billing",
      "families",
      "analytics",
      "inventory",
    ]);
    for (const slug of MODULE_SLUGS) {
      const module = MODULE_ENTITLEMENTS[slug];
      expect(module.slug).toBe(slug);
      expect(module.monthlyCents === null).toBe(!module.available);
    }
    expect(isModuleAvailable("companies")).toBe(false);
  });

  it("prices add-ons per plan: help desk and knowledge base included everywhere, portal, documents and appointments on Basic", () => {
    const table = Object.fromEntries(
      MODULE_SLUGS.filter(isModuleAvailable).map((slug) => [
        slug,
        PLAN_TIERS.map((tier) => modulePriceCents(slug, tier)),
      ]),
    );
    expect(table).toEqual({
      core: [0, 0, 0],
      "help-desk": [0, 0, 0],
      "knowledge-base": [0, 0, 0],
      "client-portal": [1_900, 0, 0],
      appointments: [1_500, 0, 0],
      documents: [1_500, 0, 0],
    });
    expect(modulePriceCents("client-portal", "BASIC", "yearly")).toBe(19_000);
    expect(modulePriceCents("families", "BASIC")).toBe(0);
  });

  it("always has Core, keeps only available chosen modules, and unlocks their sections", () => {
    const nothing = entitlementsOf("PROFESSIONAL", []);
    expect([...nothing.modules]).toEqual(["core"]);
    expect([...nothing.sections]).toEqual(["contacts"]);

    const some = entitlementsOf("BASIC", ["help-desk", "families", "client-portal", "documents", "teleport"]);
    expect([...some.modules]).toEqual(["core", "help-desk", "client-portal", "documents"]);
    expect([...some.sections]).toEqual(["contacts", "help-desk"]);
    expect(some.addOnMonthlyCents).toBe(1_900 + 1_500);
    expect(hasModule(some, "families")).toBe(false);
    expect(hasModule(some, "knowledge-base")).toBe(false);
    expect(entitlementsOf("PROFESSIONAL", ["client-portal", "documents"]).addOnMonthlyCents).toBe(0);
  });

  it("gives each module its status for a workspace", () => {
    const basic = entitlementsOf("BASIC", ["help-desk", "client-portal"]);
    expect(moduleStatus("core", "BASIC", basic)).toBe("included");
    expect(moduleStatus("help-desk", "BASIC", basic)).toBe("included");
    expect(moduleStatus("client-portal", "BASIC", basic)).toBe("added");
    expect(moduleStatus("documents", "BASIC", basic)).toBe("available");
    expect(moduleStatus("analytics", "BASIC", basic)).toBe("coming_soon");
  });

  it("names the module in the refusal", () => {
    expect(ENTITLEMENT_MESSAGES.notIncluded("Help Desk")).toBe(
      "Your workspace does not include the Help Desk module. An administrator can add it on the billing page.",
    );
  });
});
