import { describe, expect, it } from "vitest";
import { PLANS, planByTier, tierFromQuery } from "./plans";

describe("plans (SPEC §9)", () => {
  it("has the three plans with the spec's prices, trial and default", () => {
    expect(PLANS.map((p) => [p.name, p.price.monthly, p.price.yearly])).toEqual([
      ["Basic", 49, 470],
      ["Professional", 99, 950],
      ["Enterprise", 199, 1910],
    ]);
    expect(PLANS.every((p) => p.trialDays === 7 && p.trialPrice === 1)).toBe(true);
    expect(PLANS.filter((p) => p.highlighted).map((p) => p.tier)).toEqual(["PROFESSIONAL"]);
    expect(planByTier("ENTERPRISE").features).toContain("SLA guarantee");
    expect(planByTier("BASIC").features).toEqual([
      "Up to 3 users",
      "10GB storage",
      "Email support",
      "Basic reporting",
      "Standard integrations",
    ]);
  });

  it.each([
    [null, "PROFESSIONAL"],
    ["starter", "BASIC"],
    ["basic", "BASIC"],
    ["Enterprise", "ENTERPRISE"],
    ["professional", "PROFESSIONAL"],
    ["gold", "PROFESSIONAL"],
  ])("tier %s selects %s", (tier, expected) => {
    expect(tierFromQuery(tier)).toBe(expected);
  });
});
