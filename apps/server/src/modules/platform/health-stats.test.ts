import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { createTestApp, createTestDatabase, type TestDatabase } from "../../test/harness";
import { type HealthBatch, recordHealthBatch, systemHealth, trackApiHealth } from "./health-stats";

const NOON = Date.UTC(2030, 0, 1, 12, 0, 0);
const at = (minutes: number) => NOON + minutes * 60_000;

describe("API health counting", () => {
  let clock: number;
  let sent: HealthBatch[];
  let failing: boolean;
  beforeEach(() => {
    clock = NOON;
    sent = [];
    failing = false;
  });

  const buildServer = () => {
    const app = Fastify();
    trackApiHealth(
      app,
      async (batch) => {
        if (failing) throw new Error("queue down");
        sent.push(structuredClone(batch));
      },
      { flushEveryMs: 10_000, now: () => clock, nodeId: "node-a" },
    );
    app.get("/api/ok", async () => ({ ok: true }));
    app.get("/api/broken", async (_request, reply) => reply.code(503).send({ message: "down" }));
    app.get("/api/health", async () => ({ status: "ok" }));
    return app;
  };

  it("sends running totals when the traffic finds the interval passed, not on a timer", async () => {
    const app = buildServer();
    await app.inject("/api/ok");
    await app.inject("/api/broken");
    clock += 9_000;
    await app.inject("/api/ok");
    expect(sent).toEqual([]);

    clock += 1_000;
    await app.inject("/api/ok");
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({ nodeId: "node-a", minutes: [{ minute: NOON, total: 4, errors: 1 }] });

    // The minute still running is sent again with its new total; once sent after it ended, it is forgotten.
    clock = at(0) + 30_000;
    await app.inject("/api/ok");
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.minutes).toEqual([{ minute: NOON, total: 5, errors: 0 + 1 }]);
    clock = at(2);
    await app.inject("/api/broken");
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]?.minutes).toEqual([
      { minute: at(0), total: 5, errors: 1 },
      { minute: at(2), total: 1, errors: 1 },
    ]);
    clock = at(2) + 10_000;
    await app.inject("/api/ok");
    await expect.poll(() => sent.length).toBe(4);
    expect(sent[3]?.minutes).toEqual([{ minute: at(2), total: 2, errors: 1 }]);
    await app.close();
  });

  it("keeps what it could not send for the next batch, and sends the rest when the server closes", async () => {
    const app = buildServer();
    await app.inject("/api/ok");
    await app.inject("/api/health");
    failing = true;
    clock = at(1);
    await app.inject("/api/ok");
    failing = false;
    await app.close();
    expect(sent).toEqual([
      {
        nodeId: "node-a",
        minutes: [
          { minute: at(0), total: 1, errors: 0 },
          { minute: at(1), total: 1, errors: 0 },
        ],
      },
    ]);
  });
});

describe("API health batches written by the job", () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.close());

  const stored = () =>
    queryRows<{ node: string; minute: string; total: number; errors: number }>(
      db.owner.db,
      sql`select node_id as node, to_char(minute at time zone 'UTC', 'HH24:MI') as minute, total, server_errors as errors
          from api_health_minutes order by node_id, minute`,
    );

  it("are idempotent: a batch replayed, or overtaken by a later one, leaves the same rows", async () => {
    const early: HealthBatch = { nodeId: "a", minutes: [{ minute: at(0), total: 3, errors: 1 }] };
    const later: HealthBatch = { nodeId: "a", minutes: [{ minute: at(0), total: 7, errors: 1 }] };
    await recordHealthBatch(db.app.db, later);
    await recordHealthBatch(db.app.db, early);
    await recordHealthBatch(db.app.db, later);
    await recordHealthBatch(db.app.db, { nodeId: "b", minutes: [{ minute: at(0), total: 2, errors: 2 }] });
    expect(await stored()).toEqual([
      { node: "a", minute: "12:00", total: 7, errors: 1 },
      { node: "b", minute: "12:00", total: 2, errors: 2 },
    ]);
  });

  it("add up every node's answers in the system health", async () => {
    const minute = Date.now() - 60_000;
    await recordHealthBatch(db.app.db, { nodeId: "a", minutes: [{ minute, total: 900, errors: 0 }] });
    await recordHealthBatch(db.app.db, { nodeId: "b", minutes: [{ minute, total: 100, errors: 10 }] });
    expect(await systemHealth(db.app.db)).toBe(99);
  });
});

describe("API health in the running server", () => {
  it("reaches the table through a pg-boss job, also when the node closed before the job ran", async () => {
    const first = await createTestApp({ demo: false });
    const db = first.db;
    await first.app.inject("/api/public/verticals");
    await first.app.inject("/api/public/verticals");
    await first.app.close();
    const second = await createTestApp({ db });
    try {
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ total: number }>(
                db.owner.db,
                sql`select coalesce(sum(total), 0)::int as total from api_health_minutes`,
              )
            )[0]?.total,
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(2);
    } finally {
      await second.close();
    }
  });
});
