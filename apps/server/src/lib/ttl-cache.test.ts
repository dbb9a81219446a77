import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache";

describe("TtlCache", () => {
  it("loads once per key within the time limit, shares concurrent loads, and reloads after clear or expiry", async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 2);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get("a", load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get("a", load)).toBe(2);
    cache.clear();
    expect(await cache.get("a", load)).toBe(3);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("a", load)).toBe(6);
    vi.useRealTimers();
  });

  it("forgets a failed load", async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => 7)).toBe(7);
  });
});
