import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrustProxy } from "../config";
import { queryRows } from "../db/client";
import { createTestApp, type TestApp } from "../test/harness";
import { listenOnLoopback, requestJson } from "../test/raw-http";

/**
 * Issue 15, point 4: a client must not escape the per-address login limit by writing its own X-Forwarded-For. The
 * test server's peer is 127.0.0.1, playing the proxy; `X-Forwarded-For: <client's own>, <what the proxy appended>`.
 */
async function setUp(trustProxy: TrustProxy) {
  const t = await createTestApp({ config: { TRUST_PROXY: trustProxy } });
  const port = await listenOnLoopback(t.app);
  const wrongLogin = (forwardedFor: string) =>
    requestJson(
      port,
      "POST",
      "/api/auth/login",
      { host: "localhost:3000", origin: "http://localhost:3000", "x-forwarded-for": forwardedFor },
      { email: `nobody-${Math.random().toString(36).slice(2)}@example.com`, password: "wrong-password" },
    );
  return { t, wrongLogin };
}

/** The rate-limit buckets whose key names this address. */
const bucketsFor = (t: TestApp, address: string) =>
  queryRows<{ key: string; hits: number }>(
    t.db.owner.db,
    sql`select key, points as hits from rate_limit_buckets where key like ${`%${address}%`}`,
  );

/** Uses up every limit counted for this address (as if it had sent thousands of guesses). */
const exhaust = (t: TestApp, address: string) =>
  t.db.owner.db.execute(sql`update rate_limit_buckets set points = 1000000 where key like ${`%${address}%`}`);

describe("TRUST_PROXY=1: one proxy in front of the app", () => {
  let t: TestApp;
  let wrongLogin: (forwardedFor: string) => ReturnType<typeof requestJson>;
  beforeAll(async () => {
    ({ t, wrongLogin } = await setUp(1));
  });
  afterAll(() => t.close());

  it("counts attempts against the address the proxy saw, whatever the client wrote before it", async () => {
    expect((await wrongLogin("6.6.6.6, 198.51.100.7")).status).toBe(401);
    expect(await bucketsFor(t, "198.51.100.7")).not.toHaveLength(0);
    expect(await bucketsFor(t, "6.6.6.6")).toHaveLength(0);

    await exhaust(t, "198.51.100.7");
    for (const spoofed of ["7.7.7.7, 198.51.100.7", "1.1.1.1, 2.2.2.2, 198.51.100.7"]) {
      const res = await wrongLogin(spoofed);
      expect({ spoofed, status: res.status }).toEqual({ spoofed, status: 429 });
    }
    // Another client behind the same proxy keeps its own budget.
    expect((await wrongLogin("198.51.100.8")).status).toBe(401);
  });
});

describe("TRUST_PROXY unset: X-Forwarded-For is ignored", () => {
  let t: TestApp;
  let wrongLogin: (forwardedFor: string) => ReturnType<typeof requestJson>;
  beforeAll(async () => {
    ({ t, wrongLogin } = await setUp(false));
  });
  afterAll(() => t.close());

  it("counts attempts against the socket's address", async () => {
    expect((await wrongLogin("6.6.6.6")).status).toBe(401);
    expect(await bucketsFor(t, "6.6.6.6")).toHaveLength(0);
    expect(await bucketsFor(t, "127.0.0.1")).not.toHaveLength(0);

    await exhaust(t, "127.0.0.1");
    expect((await wrongLogin("9.9.9.9")).status).toBe(429);
  });
});
