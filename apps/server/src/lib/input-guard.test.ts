import { describe, expect, it } from "vitest";
import { findNul } from "./input-guard";

describe("findNul", () => {
  it("names the field that holds a NUL, and nothing when there is none", () => {
    expect(findNul({ name: "ok", tags: ["a", "b\u0000"] })).toBe("tags.1");
    expect(findNul({ a: { b: "\u0000" } })).toBe("a.b");
    expect(findNul("x\u0000")).toBe("_");
    expect(findNul({ "ke\u0000y": 1 })).toBe("key");
    expect(findNul({ name: "ok", n: 1, list: [null, true, { x: "y" }] })).toBeNull();
    expect(findNul(Buffer.from([0]))).toBeNull();
  });

  it("walks input nested 200,000 deep (iteratively) and keeps the field name short", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)+\.?…$/);
    expect(findNul(deep)!.length).toBeLessThanOrEqual(201);
  });
});
