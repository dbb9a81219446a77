import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { createTestDatabase, type TestDatabase } from "../../test/harness";
import { trackApiHealth } from "./health-stats";

describe("API health counters", () => {
  let db: TestDatabase;
  let clock: number;
  beforeEach(async () => {
    db = await createTestDatabase();
    clock = Date.UTC(2030, 0, 1, 12, 0, 0);
  });
  afterEach(() => db.close());

  const buildServer = () => {
    const app = Fastify();
    trackApiHealth(app, db.app.db, { flushEveryMs: 10_000, now: () => clock });
    app.get("/api/ok", async () => ({ ok: true }));
    app.get("/api/broken", async (_request, reply) => reply.code(503).send({ message: "down" }));
    return app;
  };
  const stored = () =>
    queryRows<{ minute: string; total: number; errors: number }>(
      db.owner.db,
      sql`select to_char(minute at time zone 'UTC', 'HH24:MI') as minute, total, server_errors as errors
          from api_health_minutes order by minute`,
    );

  it("are written by the traffic itself once the interval passed, not by a timer", async () => {
    const app = buildServer();
    await app.inject("/api/ok");
    await app.inject("/api/broken");
    clock += 9_000;
    await app.inject("/api/ok");
    expect(await stored()).toEqual([]);

    clock += 1_000;
    await app.inject("/api/ok");
    await expect.poll(stored).toEqual([{ minute: "12:00", total: 4, errors: 1 }]);

    // Minutes later with no traffic, nothing more is written until the next answer.
    clock += 120_000;
    await app.inject("/api/broken");
    await expect.poll(stored).toEqual([
      { minute: "12:00", total: 4, errors: 1 },
      { minute: "12:02", total: 1, errors: 1 },
    ]);
    await app.close();
  });

  it("writes what is left when the server closes, and ignores the health probe", async () => {
    const app = buildServer();
    app.get("/api/health", async () => ({ status: "ok" }));
    await app.inject("/api/ok");
    await app.inject("/api/health");
    expect(await stored()).toEqual([]);
    await app.close();
    expect(await stored()).toEqual([{ minute: "12:00", total: 1, errors: 0 }]);
  });
});
