import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../../lib/error-handler";
import { createTestApp, type TestApp, testConfig, usingPostgres } from "../../test/harness";

describe("GET /api/health with the database up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it("says the database is up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toMatchObject({ status: "ok", database: "up" });
  });
});

describe("with the database unreachable", () => {
  let down: DatabaseHandle;
  beforeAll(async () => {
    if (usingPostgres()) {
      // Nothing listens on port 1: every query fails to connect, as when PostgreSQL is down.
      down = await openDatabase({ url: "postgres://nobody@127.0.0.1:1/none" });
    } else {
      const pglite = await PGlite.create();
      await pglite.close();
      down = await openDatabase({ pglite });
    }
  });
  afterAll(() => down.close().catch(() => {}));

  it("health answers 503 and says the database is down; other routes answer a clear 503, never a 500", async () => {
    const app = await buildApp({ config: testConfig(), database: down });
    try {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "degraded", database: "down" });
      const other = await app.inject({ method: "GET", url: "/api/public/verticals" });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(other.headers["retry-after"]).toBe("5");
    } finally {
      await app.close();
    }
  });
});
