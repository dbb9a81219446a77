import { describe, expect, it } from "vitest";
import { findNul, isJsonInAnotherCharset } from "./input-guard";

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

describe("isJsonInAnotherCharset", () => {
  it("refuses JSON in UTF-16 or Latin-1 and admits UTF-8, no charset, and other media types", () => {
    expect(isJsonInAnotherCharset("application/json; charset=utf-16")).toBe(true);
    expect(isJsonInAnotherCharset('Application/JSON; Charset="ISO-8859-1"')).toBe(true);
    expect(isJsonInAnotherCharset("application/json; charset=UTF-8")).toBe(false);
    expect(isJsonInAnotherCharset("application/json")).toBe(false);
    expect(isJsonInAnotherCharset("application/octet-stream")).toBe(false);
    expect(isJsonInAnotherCharset(undefined)).toBe(false);
  });
});
