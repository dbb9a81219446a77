import { PUBLIC_VERTICALS_STALE_TIME_MS } from "@engagesuite/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { createQueryClient, publicQueryOptions, retryDelay, shouldRetry, tenantQueryOptions } from "./query-client";

describe("query defaults", () => {
  it("back off exponentially from 1 s, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("retry server and network errors up to 3 times", () => {
    const error = new ApiError(503, "Service Unavailable");
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, error))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("never retry a client error, even from a plain 'status: text' Error", () => {
    expect(shouldRetry(0, new ApiError(404, "Not found"))).toBe(false);
    expect(shouldRetry(0, new Error("401: Unauthorized"))).toBe(false);
    expect(shouldRetry(0, new Error("Failed", { cause: new ApiError(404, "x") }))).toBe(false);
  });

  it("set gcTime 5 minutes and the retry policy on the client", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(300_000);
    expect(defaults?.retry).toBe(shouldRetry);
    expect(defaults?.retryDelay).toBe(retryDelay);
  });

  it("preset the public and tenant readings of SPEC §9", () => {
    expect(publicQueryOptions).toEqual({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: PUBLIC_VERTICALS_STALE_TIME_MS,
    });
    expect(publicQueryOptions.staleTime).toBe(300_000);
    expect(tenantQueryOptions).toEqual({ staleTime: 300_000, refetchOnWindowFocus: false });
  });
});
