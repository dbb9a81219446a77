import { describe, expect, it } from "vitest";
import { returnPathFrom } from "./use-staff-session";

describe("the dashboard link a signed-out staff member opened", () => {
  it("is where they go once signed in", () => {
    expect(returnPathFrom({ returnTo: "/dashboard?section=billing" })).toBe("/dashboard?section=billing");
    expect(returnPathFrom({ returnTo: "/dashboard?section=billing#modules" })).toBe(
      "/dashboard?section=billing#modules",
    );
    expect(returnPathFrom({ returnTo: "/tu/admin/dashboard?section=team" })).toBe("/tu/admin/dashboard?section=team");
  });

  it("is ignored unless it is a dashboard path of this host", () => {
    for (const returnTo of [
      "https://evil.example/dashboard",
      "//evil.example/dashboard",
      "/dashboard//evil.example",
      "/\\evil.example",
      "/dashboard\\@evil.example",
      "/portal/dashboard",
      "/login",
      "javascript:alert(1)",
      42,
    ]) {
      expect(returnPathFrom({ returnTo })).toBeNull();
    }
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom(undefined)).toBeNull();
  });
});
