import { setTimeout as pause } from "node:timers/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, tenants } from "../db/schema";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../lib/error-handler";
import { announceTenantChanged, listenForTenantChanges } from "../tenancy/invalidation";
import { type Answer, injectClient, onboardTenant, type Send } from "../test/clients";
import { createTestApp, type TestApp } from "../test/harness";
import { createClusterDatabase, type PrivateCluster, startPrivateCluster } from "./private-cluster";

/**
 * A real PostgreSQL (a private cluster of this test's own) crashes under a load of writes and comes back. The server
 * is not restarted: it answers a clear 503 while the database is away, heals by itself, and no acknowledged write is
 * lost.
 */

const DEMO = "demo.localhost:3000";
const WRITERS = 12;

type Phase = "up" | "stopping" | "down" | "starting" | "recovered";
interface Outcome {
  /** The phase when the request was sent and when its answer came. */
  sent: Phase;
  answered: Phase;
  answer: Answer;
}

let cluster: PrivateCluster | undefined;
let t: TestApp | undefined;

beforeAll(async () => {
  cluster = await startPrivateCluster();
  const { database } = await createClusterDatabase(cluster);
  t = await createTestApp({ db: database });
});

afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await cluster?.destroy();
  }
});

describe("PostgreSQL restarted under load", () => {
  it("answers 503 while it is down, recovers without a restart, and keeps every acknowledged write", async () => {
    const app = t!.app;
    const send: Send = injectClient(app);
    const health = async () => {
      const res = await app.inject({ method: "GET", url: "/api/health" });
      return { status: res.statusCode, database: (res.json() as { database: string }).database };
    };

    const login = await send(
      "POST",
      "/api/auth/tenant/login",
      { username: DEMO_LOGINS.demoAdmin.username, password: DEMO_LOGINS.demoAdmin.password },
      { host: DEMO },
    );
    expect(login.status).toBe(200);
    const cookie = login.cookies.join("; ");
    const [demo] = await t!.db.owner.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.subdomain, "demo"));
    const tenantId = demo!.id;
    // A tenant-change listener like every node's: it must hear announcements again after the restart.
    const heard: string[] = [];
    const stopListening = await listenForTenantChanges(t!.db.app, () => heard.push(phase), app.log);

    // Writers: tenant-admin sessions adding contacts as fast as the server answers, for the whole test.
    let phase: Phase = "up";
    let writing = true;
    const outcomes: Outcome[] = [];
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const sent = phase;
        const answer = await send(
          "POST",
          `/api/tenants/${tenantId}/contacts`,
          { name: `Load ${n}-${i}`, email: `load-${n}-${i}@example.com` },
          { host: DEMO, cookie },
        );
        outcomes.push({ sent, answered: phase, answer });
        // A client told to come back later does not hammer: a short pause, not the full Retry-After, to keep the test fast.
        if (answer.status !== 201) await pause(20);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));
    const acknowledged = () => outcomes.filter((o) => o.answer.status === 201);
    const sentIn = (p: Phase) => outcomes.filter((o) => o.sent === p);

    try {
      await expect.poll(() => acknowledged().length, { timeout: 15_000, interval: 50 }).toBeGreaterThanOrEqual(50);

      // Crash: no checkpoint, every backend dies mid-statement; the next start runs crash recovery.
      phase = "stopping";
      await cluster!.stop("immediate");
      phase = "down";

      await expect.poll(health, { timeout: 10_000, interval: 100 }).toEqual({ status: 503, database: "down" });
      await expect.poll(() => sentIn("down").length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(30);
      const healthDown = await app.inject({ method: "GET", url: "/api/health" });
      expect(healthDown.statusCode).toBe(503);
      expect(healthDown.json()).toMatchObject({ status: "degraded", database: "down" });
      // Reads say the same as writes.
      const read = await send("GET", `/api/tenants/${tenantId}/contacts`, undefined, { host: DEMO, cookie });
      expect(read.status).toBe(503);
      expect(read.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });

      phase = "starting";
      await cluster!.start();
      phase = "recovered";

      // The same server, not restarted: health and writes come back by themselves.
      await expect.poll(health, { timeout: 20_000, interval: 100 }).toEqual({ status: 200, database: "up" });
      await expect
        .poll(() => sentIn("recovered").filter((o) => o.answer.status === 201).length, {
          timeout: 20_000,
          interval: 50,
        })
        .toBeGreaterThanOrEqual(50);
      // The listener reconnected by itself (it says so once on connecting) and hears what is announced now.
      await expect.poll(() => heard.filter((p) => p === "recovered").length, { timeout: 10_000 }).toBeGreaterThan(0);
      const before = heard.length;
      await announceTenantChanged(t!.db.app.db, tenantId);
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(before);
    } finally {
      writing = false;
      await Promise.all(writers);
      await stopListening();
    }

    // No connection was lost for good: with every request answered, every client of the app's pool is back in it
    // (a client leaked by a transaction whose BEGIN met the crash would stay checked out forever).
    const pool = t!.db.app.pool!;
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000, interval: 50 }).toBe(0);

    // Every answer was a success or the clear 503: never a 500, never a hang.
    const statuses = new Set(outcomes.map((o) => o.answer.status));
    expect([...statuses].sort((a, b) => a - b)).toEqual([201, 503]);
    for (const o of outcomes.filter((x) => x.answer.status === 503)) {
      expect(o.answer.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
      expect(o.answer.headers["retry-after"]).toBe("5");
    }
    // While the database was down nothing could be written, and everything said so.
    const whileDown = outcomes.filter((o) => o.sent === "down" && o.answered === "down");
    expect(whileDown.length).toBeGreaterThanOrEqual(30);
    expect(whileDown.every((o) => o.answer.status === 503)).toBe(true);
    // Once recovered, the writes go through again (only requests already under way at the crash may have failed).
    const afterRecovery = outcomes.filter((o) => o.sent === "recovered");
    expect(afterRecovery.filter((o) => o.answer.status === 201).length).toBeGreaterThanOrEqual(50);

    // Every write the server acknowledged survived the crash.
    const ids = acknowledged().map((o) => o.answer.body.id as string);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await t!.db.owner.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(inArray(contacts.id, ids.slice(i, i + 500)));
      for (const r of rows) stored.add(r.id);
    }
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);

    // The job queue healed too: a tenant onboarded after the restart is provisioned by pg-boss's workers.
    const newTenant = await onboardTenant(send, "after-crash", "owner@after-crash.example", "After Crash Co");
    await expect
      .poll(
        async () =>
          (
            await t!.db.owner.db
              .select({ status: tenants.provisioningStatus, steps: tenants.provisioningSteps })
              .from(tenants)
              .where(eq(tenants.id, newTenant))
          )[0],
        { timeout: 20_000, interval: 100 },
      )
      .toEqual({ status: "complete", steps: ["dns", "ssl", "invite"] });
  });
});
