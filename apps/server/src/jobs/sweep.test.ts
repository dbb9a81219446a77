import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import {
  authHandoffs,
  portalClients,
  portalSessions,
  rateLimitBuckets,
  staffSessions,
  userPasswordResets,
  users,
} from "../db/schema";
import { MAIL_DELIVERY_QUEUE } from "../providers/mail/mailer";
import { createTestApp, demoTenantIds, type TestApp } from "../test/harness";
import { SWEEP_QUEUE } from "./sweep";

const past = () => new Date(Date.now() - 60_000);
const future = () => new Date(Date.now() + 3600_000);

describe("periodic work is a pg-boss cron schedule", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the sweep and the mail safety net as schedules in the database", async () => {
    const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
      t.db.owner.db,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: SWEEP_QUEUE, cron: "*/15 * * * *", timezone: "UTC" },
        { name: MAIL_DELIVERY_QUEUE, cron: "* * * * *", timezone: "UTC" },
      ]),
    );
  });

  it("a sweep job from the queue deletes expired staff and portal sessions, tokens and rate-limit windows, and only those", async () => {
    const [user] = await t.db.owner.db.select({ id: users.id }).from(users).limit(1);
    const userId = user!.id;
    await t.db.owner.db.insert(staffSessions).values([
      { id: "sweep-expired", userId, expiresAt: past() },
      { id: "sweep-live", userId, expiresAt: future() },
    ]);
    // Portal sessions are tenant-owned: the sweep reaches every tenant's through that tenant's own transaction.
    const { summit } = await demoTenantIds(t);
    await t.db.owner.db
      .insert(portalClients)
      .values({ tenantId: summit, email: "sweep@example.com", firstName: "Sam", lastName: "Sweep", passwordHash: "x" });
    const clients = await t.db.owner.db
      .select({ id: portalClients.id, tenantId: portalClients.tenantId })
      .from(portalClients);
    expect(new Set(clients.map((c) => c.tenantId)).size).toBeGreaterThan(1);
    for (const [i, client] of clients.entries()) {
      await t.db.owner.db.insert(portalSessions).values([
        { tenantId: client.tenantId, id: `sweep-expired-${i}`, clientId: client.id, expiresAt: past() },
        {
          tenantId: client.tenantId,
          id: `sweep-idle-${i}`,
          clientId: client.id,
          expiresAt: future(),
          lastSeenAt: new Date(Date.now() - 3 * 3_600_000),
        },
      ]);
    }
    await t.db.owner.db
      .insert(portalSessions)
      .values({ tenantId: clients[0]!.tenantId, id: "sweep-live", clientId: clients[0]!.id, expiresAt: future() });
    await t.db.owner.db.insert(authHandoffs).values([
      { codeHash: "sweep-expired", userId, targetHost: "demo.localhost", nextPath: "/", expiresAt: past() },
      { codeHash: "sweep-live", userId, targetHost: "demo.localhost", nextPath: "/", expiresAt: future() },
    ]);
    await t.db.owner.db.insert(userPasswordResets).values([
      { tokenHash: "sweep-expired", userId, expiresAt: past() },
      { tokenHash: "sweep-live", userId, expiresAt: future() },
    ]);
    await t.db.owner.db.insert(rateLimitBuckets).values([
      { key: "sweep-expired", points: 3, expire: past().getTime() },
      { key: "sweep-live", points: 3, expire: future().getTime() },
    ]);
    const left = () =>
      queryRows<{ k: string }>(
        t.db.owner.db,
        sql`select 'session:' || id as k from staff_sessions where id like 'sweep-%'
            union all select 'handoff:' || code_hash from auth_handoffs where code_hash like 'sweep-%'
            union all select 'reset:' || token_hash from user_password_resets where token_hash like 'sweep-%'
            union all select 'bucket:' || key from rate_limit_buckets where key like 'sweep-%'
            union all select 'portal:' || id from portal_sessions where id like 'sweep-%'
            order by 1`,
      );
    const live = [
      { k: "bucket:sweep-live" },
      { k: "handoff:sweep-live" },
      { k: "portal:sweep-live" },
      { k: "reset:sweep-live" },
      { k: "session:sweep-live" },
    ];

    const first = await t.app.jobs.send(SWEEP_QUEUE, {});
    await expect.poll(left).toEqual(live);

    // Run again: nothing more to delete, nothing else touched.
    const second = await t.app.jobs.send(SWEEP_QUEUE, {});
    await expect
      .poll(() =>
        queryRows<{ id: string; state: string }>(
          t.db.owner.db,
          sql`select id::text, state from pgboss.job where id in (${first}, ${second}) order by created_on`,
        ),
      )
      .toEqual([
        { id: first, state: "completed" },
        { id: second, state: "completed" },
      ]);
    expect(await left()).toEqual(live);
  });
});

describe("one way to run later work", () => {
  it("has no hand-written poller (setInterval) in the server's code", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          file.endsWith(".ts") &&
          !file.endsWith(".test.ts") &&
          /\bsetInterval\(/.test(readFileSync(file, "utf8"))
        )
          offenders.push(path.relative(root, file));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
