import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerSerializerCompiler } from "./answer-serializer";

const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock("fast-json-stringify", async (importOriginal) => {
  const original = (await importOriginal<typeof import("fast-json-stringify")>()).default;
  return {
    default: (...args: Parameters<typeof original>) => {
      builds.count += 1;
      return original(...args);
    },
  };
});

describe("answerSerializerCompiler", () => {
  it("builds a route's serializer on its first answer, once, not when the route is registered", () => {
    const serialize = answerSerializerCompiler({
      schema: z.object({ id: z.string(), total: z.number() }),
      method: "GET",
      url: "/api/things",
      httpStatus: "200",
    });
    expect(builds.count).toBe(0);
    expect(serialize({ id: "a", total: 2, secret: "left out" })).toBe('{"id":"a","total":2}');
    expect(serialize({ id: "b", total: 3 })).toBe('{"id":"b","total":3}');
    expect(builds.count).toBe(1);
  });
});
